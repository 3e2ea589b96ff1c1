/// What a type reference names, as a resolver (the compiler's index or the
/// auditor's model) sees it.
package enum ReferenceTarget: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A declaration in the project's own files: the file (relative to the
    /// root), the 1-based line of the declared name token, and that name
    /// (`Inner` for `struct Outer { struct Inner {} }`; `Alias` for a
    /// reference written through `typealias Alias = …`: a typealias is a
    /// declaration of its own, not followed to what it aliases).
    case declared(path: String, line: Int, name: String)
    /// A declaration outside the project's files: the module that declares it
    /// (`Swift` for `Int`, `FoundationEssentials` for `Date` on Linux; see
    /// `ModuleEquivalence`) and its simple name. `module` is nil when the
    /// resolver knows the name is not the project's but not whose it is (the
    /// compiler always names one).
    case external(module: String?, name: String)
    /// The resolver could not tell. Never produced by the compiler's index.
    case unresolved

    /// The simple name of the target, if the resolver gave one.
    package var name: String? {
        switch self {
        case .declared(_, _, let name), .external(_, let name): name
        case .unresolved: nil
        }
    }

    /// `Inner @ Sources/Lib/Lib.swift:2`, `Swift.Int`, `?.Date`, `unresolved`.
    package var description: String {
        switch self {
        case .declared(let path, let line, let name): "\(name) @ \(path):\(line)"
        case .external(let module, let name): "\(module ?? "?").\(name)"
        case .unresolved: "unresolved"
        }
    }
}
