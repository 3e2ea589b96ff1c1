extension Interfaces {
    /// The part of SwifterSwift (8.x) apps' ViewModels call: `UIColor.Material`'s palette (each colour, its shades 50–900 and, for the colours that have them, the accents A100–A700),
    /// `UIImage.template` / `.original` / `filled(withColor:)`, and a few `String` members (`url`,
    /// `slicing(from:length:)`, `removingPrefix(_:)` / `removingSuffix(_:)`, `contains(_:caseSensitive:)`, `trimmed`, `isValidEmail`, `base64Encoded` / `base64Decoded`, `int`), `SignedNumeric.string` and `Bool.string` (`count.string`), `URL.queryParameters`, and `Sequence.filtered(_:map:)`.
    /// Written for keel from SwifterSwift's public documentation; signatures only, every body traps.
    /// The rest of SwifterSwift (its other palettes and extensions) is not modelled: a use
    /// of it stays unresolved ("not proven"). SwifterSwift adds members only, and Swift makes an
    /// extension member visible in every file of a module once one file imports its module — so
    /// the skeleton imports it wherever the tree does (`leakingExtensionModules`).
    static let swifterSwift = #"""
    import Foundation
    import UIKit

    @usableFromInline func swifterSwiftInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("SwifterSwift interface stand-in: \(function) never runs")
    }

    extension UIColor {
        public enum Material {
    \#(materialPalette)
        }
    }

    extension UIImage {
        public var template: UIImage { swifterSwiftInterfaceOnly() }
        public var original: UIImage { swifterSwiftInterfaceOnly() }
        public func filled(withColor color: UIColor) -> UIImage { swifterSwiftInterfaceOnly() }
    }

    extension String {
        public var url: URL? { swifterSwiftInterfaceOnly() }
        public var trimmed: String { swifterSwiftInterfaceOnly() }
        public var isValidEmail: Bool { swifterSwiftInterfaceOnly() }
        public var base64Encoded: String? { swifterSwiftInterfaceOnly() }
        public var base64Decoded: String? { swifterSwiftInterfaceOnly() }
        public var int: Int? { swifterSwiftInterfaceOnly() }
        public func slicing(from index: Int, length: Int) -> String? { swifterSwiftInterfaceOnly() }
        public func removingPrefix(_ prefix: String) -> String { swifterSwiftInterfaceOnly() }
        public func removingSuffix(_ suffix: String) -> String { swifterSwiftInterfaceOnly() }
        public func contains(_ string: String, caseSensitive: Bool = true) -> Bool { swifterSwiftInterfaceOnly() }
    }

    extension URL {
        public var queryParameters: [String: String]? { swifterSwiftInterfaceOnly() }
    }

    extension SignedNumeric {
        public var string: String { swifterSwiftInterfaceOnly() }
    }

    extension Bool {
        public var string: String { swifterSwiftInterfaceOnly() }
    }

    extension Sequence {
        public func filtered<T>(_ isIncluded: (Element) throws -> Bool, map transform: (Element) throws -> T) rethrows -> [T] { swifterSwiftInterfaceOnly() }
    }
    """#
}

extension Interfaces {
    /// Material design's palette as SwifterSwift names it (`red`, `red50`…`red900`, `redA100`…`redA700`).
    static let materialPalette: String = {
        let withAccents = ["red", "pink", "purple", "deepPurple", "indigo", "blue", "lightBlue", "cyan", "teal", "green",
                           "lightGreen", "lime", "yellow", "amber", "orange", "deepOrange"]
        let withoutAccents = ["brown", "grey", "blueGrey"]
        var names: [String] = []
        for color in withAccents + withoutAccents {
            names.append(color)
            names += ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"].map { color + $0 }
            if withAccents.contains(color) { names += ["A100", "A200", "A400", "A700"].map { color + $0 } }
        }
        names += ["black", "white"]
        return names.map { "        public static var \($0): UIColor { swifterSwiftInterfaceOnly() }" }.joined(separator: "\n")
    }()
}
