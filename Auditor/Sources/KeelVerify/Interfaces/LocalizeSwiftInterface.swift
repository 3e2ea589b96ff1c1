extension Interfaces {
    /// Localize-Swift (3.x; module `Localize_Swift`): `String.localized()` and its format/plural
    /// forms, the `Localized(_:)` functions, the `Localize` class that lists and switches the app's
    /// languages, and `LCLLanguageChangeNotification`. Written for keel from Localize-Swift's public
    /// documentation; signatures only, every body traps. It adds members to `String`, which Swift
    /// makes visible in every file once one file imports it (SwiftHub imports it in three files and
    /// calls `localized()` in dozens), so the skeleton imports it wherever the tree does.
    static let localizeSwift = #"""
    import Foundation

    @usableFromInline func localizeSwiftInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Localize-Swift interface stand-in: \(function) never runs")
    }

    public let LCLLanguageChangeNotification: String = "LCLLanguageChangeNotification"

    public func Localized(_ string: String) -> String { localizeSwiftInterfaceOnly() }
    public func Localized(_ string: String, arguments: CVarArg...) -> String { localizeSwiftInterfaceOnly() }
    public func LocalizedPlural(_ string: String, argument: CVarArg) -> String { localizeSwiftInterfaceOnly() }

    extension String {
        public func localized() -> String { localizeSwiftInterfaceOnly() }
        public func localizedFormat(_ arguments: CVarArg...) -> String { localizeSwiftInterfaceOnly() }
        public func localizedPlural(_ argument: CVarArg) -> String { localizeSwiftInterfaceOnly() }
        public func localized(using tableName: String?, in bundle: Bundle?) -> String { localizeSwiftInterfaceOnly() }
        public func localizedFormat(arguments: CVarArg..., using tableName: String?, in bundle: Bundle?) -> String { localizeSwiftInterfaceOnly() }
        public func localizedPlural(argument: CVarArg, using tableName: String?, in bundle: Bundle?) -> String { localizeSwiftInterfaceOnly() }
    }

    open class Localize: NSObject {
        open class func availableLanguages(_ excludeBase: Bool = false) -> [String] { localizeSwiftInterfaceOnly() }
        open class func currentLanguage() -> String { localizeSwiftInterfaceOnly() }
        open class func setCurrentLanguage(_ language: String) { localizeSwiftInterfaceOnly() }
        open class func defaultLanguage() -> String { localizeSwiftInterfaceOnly() }
        open class func resetCurrentLanguageToDefault() { localizeSwiftInterfaceOnly() }
        open class func displayNameForLanguage(_ language: String) -> String { localizeSwiftInterfaceOnly() }
    }
    """#
}
