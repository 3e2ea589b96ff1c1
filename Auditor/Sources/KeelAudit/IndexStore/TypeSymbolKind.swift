/// The kinds of type symbol the compiler's index reports references to
/// (from the symbol's kind and Swift sub-kind; an actor is a class there).
package enum TypeSymbolKind: String, Sendable, Hashable, Codable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`
    case typeAlias = "typealias"
    /// `associatedtype Element` in a protocol (`S.Element`, or `Element` inside it).
    case associatedType = "associatedtype"
    /// `T` of `struct Box<T>`. The compiler indexes the generic parameters of
    /// types (and of their extensions' members); those of functions are local
    /// symbols it leaves out unless asked to index locals.
    case genericParameter = "generic parameter"

    /// The kind for an index symbol's kind and sub-kind numbers (libIndexStore's
    /// `indexstore_symbol_kind_t` / `indexstore_symbol_subkind_t`); nil for
    /// anything that is not a type (functions, variables, modules, extensions…).
    package init?(indexKind: Int32, subkind: Int32) {
        switch indexKind {
        case 5: self = .enum
        case 6, 10: self = .struct        // 10: a C union, imported as a struct
        case 7: self = .class
        case 8: self = .protocol
        case 11:
            switch subkind {
            case 1012: self = .associatedType
            case 1013: self = .genericParameter
            default: self = .typeAlias
            }
        default: return nil
        }
    }
}
