extension Interfaces {
    /// The part of SwifterSwift (8.x) apps' ViewModels call: `UIColor.Material`'s base palette,
    /// `UIImage.template` / `.original` / `filled(withColor:)`, and a few `String` members (`url`,
    /// `slicing(from:length:)`, `trimmed`, `isValidEmail`, `base64Encoded` / `base64Decoded`, `int`).
    /// Written for keel from SwifterSwift's public documentation; signatures only, every body traps.
    /// The rest of SwifterSwift (the palettes' shades, its other extensions) is not modelled: a use
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
            public static var red: UIColor { swifterSwiftInterfaceOnly() }
            public static var pink: UIColor { swifterSwiftInterfaceOnly() }
            public static var purple: UIColor { swifterSwiftInterfaceOnly() }
            public static var deepPurple: UIColor { swifterSwiftInterfaceOnly() }
            public static var indigo: UIColor { swifterSwiftInterfaceOnly() }
            public static var blue: UIColor { swifterSwiftInterfaceOnly() }
            public static var lightBlue: UIColor { swifterSwiftInterfaceOnly() }
            public static var cyan: UIColor { swifterSwiftInterfaceOnly() }
            public static var teal: UIColor { swifterSwiftInterfaceOnly() }
            public static var green: UIColor { swifterSwiftInterfaceOnly() }
            public static var lightGreen: UIColor { swifterSwiftInterfaceOnly() }
            public static var lime: UIColor { swifterSwiftInterfaceOnly() }
            public static var yellow: UIColor { swifterSwiftInterfaceOnly() }
            public static var amber: UIColor { swifterSwiftInterfaceOnly() }
            public static var orange: UIColor { swifterSwiftInterfaceOnly() }
            public static var deepOrange: UIColor { swifterSwiftInterfaceOnly() }
            public static var brown: UIColor { swifterSwiftInterfaceOnly() }
            public static var grey: UIColor { swifterSwiftInterfaceOnly() }
            public static var blueGrey: UIColor { swifterSwiftInterfaceOnly() }
            public static var black: UIColor { swifterSwiftInterfaceOnly() }
            public static var white: UIColor { swifterSwiftInterfaceOnly() }
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
    }
    """#
}
