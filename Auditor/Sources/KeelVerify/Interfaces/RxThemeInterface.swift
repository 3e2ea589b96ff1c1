extension Interfaces {
    /// RxTheme (6.x): `ThemeProvider` (an app's theme enum), the `ThemeService` that switches it and
    /// maps it to `ThemeAttribute`s, `ThemeProxy` (`view.theme`) with `hold(_:for:)` for an app's own
    /// themed properties, and the proxies of the common views (`backgroundColor`, `tintColor`, a
    /// label's `textColor`/`font`…). Written for keel from RxTheme's public API; signatures only,
    /// every body traps. The proxies are set-only, as RxTheme's are (reading one traps). Proxies of
    /// other views (bar buttons, page controls, layers…) are not modelled: a use stays unresolved.
    static let rxTheme = #"""
    import Foundation
    import RxCocoa
    import RxSwift
    import UIKit

    @usableFromInline func rxThemeInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("RxTheme interface stand-in: \(function) never runs")
    }

    public protocol ThemeProvider: Hashable {
        associatedtype T
        var associatedObject: T { get }
    }

    extension ThemeProvider {
        public static func service(initial: Self) -> ThemeService<Self> { rxThemeInterfaceOnly() }
    }

    public struct ThemeAttribute<T> {
        public var value: T
        public var stream: Observable<T>
        public init(value: T, stream: Observable<T>) {
            self.value = value
            self.stream = stream
        }
    }

    public class ThemeService<Provider: ThemeProvider>: NSObject {
        public var type: Provider { rxThemeInterfaceOnly() }
        public var typeStream: Observable<Provider> { rxThemeInterfaceOnly() }
        public func attribute<U>(_ mapper: @escaping ((Provider.T) -> U)) -> ThemeAttribute<U> { rxThemeInterfaceOnly() }
        public func `switch`(_ theme: Provider) { rxThemeInterfaceOnly() }
        public var switcher: Binder<Provider> { rxThemeInterfaceOnly() }
    }

    public protocol ThemeCompatible {
        associatedtype CompatibleType
        var theme: ThemeProxy<CompatibleType> { get }
    }

    extension ThemeCompatible {
        public var theme: ThemeProxy<Self> { rxThemeInterfaceOnly() }
    }

    extension NSObject: ThemeCompatible {}

    public class ThemeProxy<Base> {
        public let base: Base
        public init(_ base: Base) { self.base = base }
        public func hold(_ disposable: Disposable, for key: String) { rxThemeInterfaceOnly() }
    }

    extension ThemeProxy where Base: UIView {
        public var backgroundColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
        public var tintColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
    }

    extension ThemeProxy where Base: UILabel {
        public var font: ThemeAttribute<UIFont> { get { rxThemeInterfaceOnly() } set {} }
        public var textColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
        public var highlightedTextColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
        public var shadowColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
    }

    extension ThemeProxy where Base: UIButton {
        public func titleColor(from newValue: ThemeAttribute<UIColor?>, for state: UIControl.State) { rxThemeInterfaceOnly() }
    }

    extension ThemeProxy where Base: UITextField {
        public var font: ThemeAttribute<UIFont?> { get { rxThemeInterfaceOnly() } set {} }
        public var textColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
        public var keyboardAppearance: ThemeAttribute<UIKeyboardAppearance> { get { rxThemeInterfaceOnly() } set {} }
    }

    extension ThemeProxy where Base: UITableView {
        public var separatorColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
    }

    extension ThemeProxy where Base: UINavigationBar {
        public var barStyle: ThemeAttribute<UIBarStyle> { get { rxThemeInterfaceOnly() } set {} }
        public var barTintColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
        public var titleTextAttributes: ThemeAttribute<[NSAttributedString.Key: Any]?> { get { rxThemeInterfaceOnly() } set {} }
        public var largeTitleTextAttributes: ThemeAttribute<[NSAttributedString.Key: Any]?> { get { rxThemeInterfaceOnly() } set {} }
    }

    extension ThemeProxy where Base: UITabBar {
        public var barStyle: ThemeAttribute<UIBarStyle> { get { rxThemeInterfaceOnly() } set {} }
        public var barTintColor: ThemeAttribute<UIColor?> { get { rxThemeInterfaceOnly() } set {} }
    }
    """#
}
