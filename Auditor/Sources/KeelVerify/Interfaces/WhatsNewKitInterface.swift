extension Interfaces {
    /// WhatsNewKit (1.x, the UIKit `WhatsNewViewController` API): `WhatsNew` with its `Item` and
    /// `Version`, `WhatsNewViewController` with its `Configuration` (theme, animation, items view,
    /// detail and completion buttons), and the version stores (`WhatsNewVersionStore`,
    /// `KeyValueWhatsNewVersionStore` over a `KeyValueable` such as `UserDefaults`,
    /// `InMemoryWhatsNewVersionStore`). Written for keel from WhatsNewKit's public API documentation;
    /// signatures only, every body traps. WhatsNewKit 2's SwiftUI API is not modelled.
    static let whatsNewKit = #"""
    import Foundation
    import UIKit

    @usableFromInline func whatsNewKitInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("WhatsNewKit interface stand-in: \(function) never runs")
    }

    public struct WhatsNew {
        public struct Version: Equatable, Comparable {
            public let major: Int
            public let minor: Int
            public let patch: Int
            public init(major: Int, minor: Int, patch: Int) { whatsNewKitInterfaceOnly() }
            public static func current(inBundle bundle: Bundle = .main) -> Version { whatsNewKitInterfaceOnly() }
            public static func < (lhs: Version, rhs: Version) -> Bool { whatsNewKitInterfaceOnly() }
        }

        public struct Item {
            public var title: String
            public var subtitle: String
            public var image: UIImage?
            public init(title: String, subtitle: String, image: UIImage? = nil) { whatsNewKitInterfaceOnly() }
        }

        public let version: Version
        public let title: String
        public let items: [Item]
        public init(version: Version = .current(), title: String, items: [Item]) { whatsNewKitInterfaceOnly() }
    }

    public protocol ReadableWhatsNewVersionStore {
        func has(version: WhatsNew.Version) -> Bool
    }

    public protocol WriteableWhatsNewVersionStore {
        func set(version: WhatsNew.Version)
    }

    public typealias WhatsNewVersionStore = ReadableWhatsNewVersionStore & WriteableWhatsNewVersionStore

    public protocol KeyValueable {
        func set(_ value: Any?, forKey defaultName: String)
        func object(forKey defaultName: String) -> Any?
    }

    extension UserDefaults: KeyValueable {}

    public struct KeyValueWhatsNewVersionStore: ReadableWhatsNewVersionStore, WriteableWhatsNewVersionStore {
        public init(keyValueable: KeyValueable = UserDefaults.standard, prefixIdentifier: String = "") { whatsNewKitInterfaceOnly() }
        public func has(version: WhatsNew.Version) -> Bool { whatsNewKitInterfaceOnly() }
        public func set(version: WhatsNew.Version) {}
    }

    public final class InMemoryWhatsNewVersionStore: ReadableWhatsNewVersionStore, WriteableWhatsNewVersionStore {
        public init() {}
        public func has(version: WhatsNew.Version) -> Bool { whatsNewKitInterfaceOnly() }
        public func set(version: WhatsNew.Version) {}
    }

    open class WhatsNewViewController: UIViewController {
        public struct Configuration {
            public struct Theme {
                public var backgroundColor: UIColor
                public var tintColor: UIColor
                public static var `default`: Theme { whatsNewKitInterfaceOnly() }
                public static var darkDefault: Theme { whatsNewKitInterfaceOnly() }
                public static var whiteRed: Theme { whatsNewKitInterfaceOnly() }
                public static var darkRed: Theme { whatsNewKitInterfaceOnly() }
                public static var whiteBlue: Theme { whatsNewKitInterfaceOnly() }
                public static var darkBlue: Theme { whatsNewKitInterfaceOnly() }
                public static var whiteGreen: Theme { whatsNewKitInterfaceOnly() }
                public static var darkGreen: Theme { whatsNewKitInterfaceOnly() }
                public static var whiteOrange: Theme { whatsNewKitInterfaceOnly() }
                public static var darkOrange: Theme { whatsNewKitInterfaceOnly() }
                public static var whitePurple: Theme { whatsNewKitInterfaceOnly() }
                public static var darkPurple: Theme { whatsNewKitInterfaceOnly() }
            }

            public enum Animation {
                case none, fade, slideUp, slideDown, slideLeft, slideRight
            }

            public struct TitleView {
                public var titleColor: UIColor
                public var animation: Animation?
            }

            public struct ItemsView {
                public enum ImageSize {
                    case original
                    case preferred
                    case fixed(height: CGFloat)
                }
                public enum Layout {
                    case left, right, centered
                }
                public var titleColor: UIColor
                public var subtitleColor: UIColor
                public var imageSize: ImageSize
                public var layout: Layout
                public var animation: Animation?
            }

            public struct DetailButton {
                public enum Action {
                    case website(url: String)
                    case custom(action: (WhatsNewViewController) -> Void)
                }
                public var title: String
                public var action: Action
                public var titleColor: UIColor
                public init(title: String, action: Action) { whatsNewKitInterfaceOnly() }
            }

            public struct CompletionButton: ExpressibleByStringLiteral {
                public enum Action {
                    case dismiss
                    case custom(action: (WhatsNewViewController) -> Void)
                }
                public var title: String
                public var action: Action
                public var backgroundColor: UIColor
                public var titleColor: UIColor
                public init(title: String = "Continue", action: Action = .dismiss) { whatsNewKitInterfaceOnly() }
                public init(stringLiteral value: String) { whatsNewKitInterfaceOnly() }
            }

            public var backgroundColor: UIColor
            public var titleView: TitleView
            public var itemsView: ItemsView
            public var detailButton: DetailButton?
            public var completionButton: CompletionButton
            public init(theme: Theme = .default, detailButton: DetailButton? = nil,
                        completionButton: CompletionButton = .init()) { whatsNewKitInterfaceOnly() }
            public mutating func apply(theme: Theme) {}
            public mutating func apply(animation: Animation) {}
        }

        public let whatsNew: WhatsNew
        public let configuration: Configuration
        public init(whatsNew: WhatsNew, configuration: Configuration = .init()) { whatsNewKitInterfaceOnly() }
        public convenience init?(whatsNew: WhatsNew, configuration: Configuration = .init(),
                                 versionStore: ReadableWhatsNewVersionStore & WriteableWhatsNewVersionStore) { whatsNewKitInterfaceOnly() }
        public required init?(coder aDecoder: NSCoder) { whatsNewKitInterfaceOnly() }
    }
    """#
}
