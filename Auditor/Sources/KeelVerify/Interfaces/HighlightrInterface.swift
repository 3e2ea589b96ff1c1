extension Interfaces {
    /// Highlightr (2.x): the `Highlightr` syntax highlighter and its `Theme`, as a source viewer's
    /// ViewModel calls them (`setTheme(to:)`, `highlight(_:as:fastRender:)`, `availableThemes()`,
    /// `supportedLanguages()`, `theme.themeBackgroundColor`). Written for keel from Highlightr's public
    /// API; signatures only, every body traps. `CodeAttributedString` (an `NSTextStorage`, which
    /// Foundation on Linux lacks) is not modelled: a use of it stays unresolved.
    static let highlightr = #"""
    import Foundation
    import UIKit

    @usableFromInline func highlightrInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Highlightr interface stand-in: \(function) never runs")
    }

    public typealias RPColor = UIColor
    public typealias RPFont = UIFont

    open class Theme {
        open var codeFont: RPFont!
        open var boldCodeFont: RPFont!
        open var italicCodeFont: RPFont!
        open var themeBackgroundColor: RPColor!
        public init(themeString: String) {}
        open func setCodeFont(_ font: RPFont) {}
    }

    open class Highlightr {
        open var theme: Theme! { get { highlightrInterfaceOnly() } set {} }
        open var themeChanged: ((Theme) -> Void)?
        open var ignoreIllegals = false
        public init?(highlightPath: String? = nil) {}
        @discardableResult
        open func setTheme(to name: String) -> Bool { highlightrInterfaceOnly() }
        open func highlight(_ code: String, as languageName: String? = nil, fastRender: Bool = true) -> NSAttributedString? { highlightrInterfaceOnly() }
        open func availableThemes() -> [String] { highlightrInterfaceOnly() }
        open func supportedLanguages() -> [String] { highlightrInterfaceOnly() }
    }
    """#
}
