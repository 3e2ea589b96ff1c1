import Foundation

/// What a declared type is, reactively: which bridge call turns it into a
/// Combine publisher (the Windscribe SwiftUI migration guide's "Available
/// Bridge Methods"), and whether that publisher can fail.
struct ReactiveType: Equatable {
    enum Family: Equatable {
        /// `BehaviorSubject` — `asPublisher()`, current value first.
        case behaviorSubject
        /// `Observable`, `PublishSubject`, `ReplaySubject` — `toPublisher()`.
        case observable
        /// `Single`, `Maybe`, `Completable` — `asPublisher()`.
        case primitiveSequence
        /// `BehaviorRelay`, `PublishRelay`, `ReplayRelay`, `Infallible`, RxCocoa
        /// `Driver` / `Signal` — `asPublisher()`, never fails.
        case infallible
        /// Already Combine (`AnyPublisher`, `CurrentValueSubject`, …): no bridge.
        case combine
    }

    var family: Family
    /// The outermost type name (`BehaviorRelay`).
    var name: String
    /// The element type's source text, when the declaration spells it.
    var element: String?
    /// Whether the Combine side can fail.
    var fails: Bool

    /// The bridge call for this family (`nil` for Combine types).
    var bridgeCall: String? {
        // KeelBridge bridges no `Variable`; its observable does.
        if name == "Variable" { return "asObservable().toPublisher()" }
        return switch family {
        case .behaviorSubject, .primitiveSequence, .infallible: "asPublisher()"
        case .observable: "toPublisher()"
        case .combine: nil
        }
    }

    /// Classifies a type's source text (`BehaviorSubject<VPNState>`,
    /// `Observable<[Server]>`, `Single<Void>`, `any X`), or `nil` when it is not
    /// a reactive type Keel knows.
    static func classify(_ typeText: String) -> ReactiveType? {
        let text = TypeText.strippingOptionality(typeText)
        let (name, arguments) = TypeText.genericParts(text)
        let first = arguments.first
        switch name {
        case "BehaviorSubject":
            return ReactiveType(family: .behaviorSubject, name: name, element: first, fails: true)
        case "Observable", "PublishSubject", "ReplaySubject", "AsyncSubject":
            return ReactiveType(family: .observable, name: name, element: first, fails: true)
        case "Single", "Maybe":
            return ReactiveType(family: .primitiveSequence, name: name, element: first, fails: true)
        case "Completable":
            return ReactiveType(family: .primitiveSequence, name: name, element: "Void", fails: true)
        case "Variable":
            // RxSwift 4's `Variable` (a `BehaviorSubject` that never fails, set through `value`).
            return ReactiveType(family: .observable, name: name, element: first, fails: true)
        case "BehaviorRelay", "PublishRelay", "ReplayRelay", "Infallible", "Driver", "Signal", "ControlEvent", "ControlProperty":
            return ReactiveType(family: .infallible, name: name, element: first, fails: false)
        case "AnyPublisher", "CurrentValueSubject", "PassthroughSubject":
            let failure = arguments.count > 1 ? arguments[1] : "Never"
            return ReactiveType(family: .combine, name: name, element: first, fails: failure != "Never")
        case "Published.Publisher":
            return ReactiveType(family: .combine, name: name, element: first, fails: false)
        default:
            return nil
        }
    }

    /// RxSwift types whose stored instance in a ViewModel is *state*: it has a
    /// current value (`@Published private(set)` in the migrated ViewModel).
    static let stateTypes: Set<String> = ["BehaviorRelay", "BehaviorSubject", "CurrentValueSubject", "Variable"]
    /// Types whose stored instance is an *event* stream (no current value).
    static let eventTypes: Set<String> = ["PublishRelay", "PublishSubject", "PassthroughSubject", "ReplayRelay", "ReplaySubject"]
    /// Types of a stored, derived stream (assigned once, observed by the screen).
    static let derivedTypes: Set<String> = ["Observable", "Driver", "Signal", "Infallible", "AnyPublisher"]
    /// Modules whose import the migrated ViewModel drops (the bridge replaces them).
    static let rxModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "KeelRx", "RxDataSources", "RxGesture", "RxOptional", "RxSwiftExt", "RxBlocking", "RxTest"]
}

/// Small helpers over a type's source text.
enum TypeText {
    /// `T?`, `T!`, `Optional<T>` → `T`; `any P` → `P`.
    static func strippingOptionality(_ text: String) -> String {
        var t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if t.hasPrefix("any ") { t = String(t.dropFirst(4)).trimmingCharacters(in: .whitespaces) }
        if t.hasPrefix("some ") { t = String(t.dropFirst(5)).trimmingCharacters(in: .whitespaces) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("("), t.hasSuffix(")"), !t.contains(",") { t = String(t.dropFirst().dropLast()) }
        if t.hasPrefix("any ") { t = String(t.dropFirst(4)) }
        return t
    }

    /// `Name<A, B<C>>` → (`Name`, [`A`, `B<C>`]); a non-generic name → (name, []).
    static func genericParts(_ text: String) -> (String, [String]) {
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return (text, []) }
        let name = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var parts: [String] = []
        var depth = 0
        var current = ""
        for c in inner {
            switch c {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            default: break
            }
            if c == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current.trimmingCharacters(in: .whitespaces)) }
        return (name, parts)
    }

    /// The simple name a type annotation refers to (`any VPNManaging` →
    /// `VPNManaging`, `Module.Type?` → `Type`), for index look-ups.
    static func simpleName(_ text: String) -> String {
        let stripped = strippingOptionality(text)
        let (name, _) = genericParts(stripped)
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `T` → `T?`; an optional stays as it is; a function type is parenthesised.
    static func optionalWrapped(_ text: String) -> String {
        let t = text.trimmingCharacters(in: .whitespaces)
        if isOptional(t) { return t }
        return t.contains("->") || t.hasPrefix("any ") || t.hasPrefix("some ") ? "(\(t))?" : t + "?"
    }

    /// Whether the type's text is optional (`T?`, `T!`, `Optional<T>`).
    static func isOptional(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespaces)
        return t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<")
    }

    /// A literal default for a type a migrated `@Published` property needs an
    /// initial value for, or `nil` when there is no obvious one.
    static func defaultValue(for text: String) -> String? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if isOptional(t) { return "nil" }
        if t.hasPrefix("["), t.hasSuffix("]") { return t.contains(":") ? "[:]" : "[]" }
        if t.hasPrefix("Set<") || t.hasPrefix("Array<") { return "[]" }
        if t.hasPrefix("Dictionary<") { return "[:]" }
        switch t {
        case "Bool": return "false"
        case "String", "Substring": return "\"\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "0"
        case "Double", "Float", "CGFloat", "TimeInterval": return "0"
        case "Void", "()": return "()"
        default: return nil
        }
    }

    /// Value types a ViewModel init parameter can be without being a service.
    static let knownValueTypes: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "TimeInterval", "Decimal", "Character",
    ]
}
