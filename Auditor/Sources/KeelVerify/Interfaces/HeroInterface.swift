extension Interfaces {
    /// Hero (1.x): the transition types an app's navigator names — `HeroDefaultAnimationType` with its
    /// `Direction`, `autoReverse(presenting:)` and `selectBy(presenting:dismissing:)` — and the `hero`
    /// namespace of views and controllers (`hero.id`, `hero.isEnabled`, `hero.modalAnimationType`,
    /// `hero.navigationAnimationType`). Written for keel from Hero's public API documentation;
    /// signatures only, every body traps. The transition engine (`Hero.shared`, plugins, modifiers) is
    /// not modelled: a use of it stays unresolved.
    static let hero = #"""
    import Foundation
    import UIKit

    @usableFromInline func heroInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Hero interface stand-in: \(function) never runs")
    }

    public indirect enum HeroDefaultAnimationType {
        public enum Direction: Sendable {
            case left, right, up, down
        }
        case auto
        case push(direction: Direction)
        case pull(direction: Direction)
        case cover(direction: Direction)
        case uncover(direction: Direction)
        case slide(direction: Direction)
        case zoomSlide(direction: Direction)
        case pageIn(direction: Direction)
        case pageOut(direction: Direction)
        case fade
        case zoom
        case zoomOut
        case selectBy(presenting: HeroDefaultAnimationType, dismissing: HeroDefaultAnimationType)
        case none

        public static func autoReverse(presenting: HeroDefaultAnimationType) -> HeroDefaultAnimationType { heroInterfaceOnly() }
        public var label: String? { heroInterfaceOnly() }
    }

    public class HeroExtension<Base: AnyObject> {
        public let base: Base
        public init(_ base: Base) { self.base = base }
    }

    extension UIView {
        public var hero: HeroExtension<UIView> { get { heroInterfaceOnly() } set {} }
    }

    extension UIViewController {
        public var hero: HeroExtension<UIViewController> { get { heroInterfaceOnly() } set {} }
    }

    extension HeroExtension where Base: UIView {
        public var id: String? { get { heroInterfaceOnly() } set {} }
        public var isEnabled: Bool { get { heroInterfaceOnly() } set {} }
    }

    extension HeroExtension where Base: UIViewController {
        public var isEnabled: Bool { get { heroInterfaceOnly() } set {} }
        public var modalAnimationType: HeroDefaultAnimationType { get { heroInterfaceOnly() } set {} }
        public var modalAnimationTypeString: String? { get { heroInterfaceOnly() } set {} }
    }

    extension HeroExtension where Base: UINavigationController {
        public var navigationAnimationType: HeroDefaultAnimationType { get { heroInterfaceOnly() } set {} }
    }

    open class HeroDebugPlugin {
        nonisolated(unsafe) public static var isEnabled: Bool = false
    }
    """#
}
