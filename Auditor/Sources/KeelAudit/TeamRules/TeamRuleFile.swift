/// What a team rule sees of one file: its module (from the tree's
/// `Package.swift` targets, Xcode project targets or the folder heuristic),
/// its imports (each marked when it is one of the audited tree's own
/// modules), its declarations with the roles keel gives them and why, and
/// name lookup as keel's semantic model does it.
///
/// A value: safe to read from any thread.
public struct TeamRuleFile: Sendable {
    /// The path as findings show it (relative to the audited folder).
    public let path: String
    /// The module the file belongs to.
    public let module: TeamRuleModule
    public let imports: [TeamRuleImport]
    /// Type declarations and extensions, in source order.
    public let declarations: [TeamRuleDeclaration]
    /// Every module of the audited tree.
    public let treeModules: [TeamRuleModule]
    let resolver: @Sendable ([String], Int?) -> TeamRuleSymbol

    /// What `name` (`Foo`, `Outer.Inner`) names at file scope, or inside
    /// the declaration at `declarationIndex` (an index into `declarations`).
    public func resolve(_ name: String, inDeclaration declarationIndex: Int? = nil) -> TeamRuleSymbol {
        resolver(name.split(separator: ".").map(String.init), declarationIndex)
    }
}

/// A module of the audited tree, and where keel learned of it.
public struct TeamRuleModule: Sendable, Hashable {
    public let name: String
    /// `Package.swift target`, `Xcode project target`, `project spec target`,
    /// or `top-level folder (heuristic)`.
    public let source: String
}

public struct TeamRuleImport: Sendable, Hashable {
    public let module: String
    public let line: Int
    /// Whether the imported module is one of the audited tree's own.
    public let isTreeModule: Bool
    /// The `#if` condition it sits under (`DEBUG`), if any.
    public let condition: String?
}

public struct TeamRuleDeclaration: Sendable, Hashable {
    /// `Outer.Inner` for nested types; an extension's extended type.
    public let qualifiedName: String
    /// `class`, `struct`, `enum`, `protocol`, `actor`, `extension`.
    public let kind: String
    public let line: Int
    /// `ViewModel`, `View`, `ViewController`, `Coordinator`, `Manager`, `Router`.
    public let roles: Set<String>
    /// Why keel gives each role (`ViewModel: SettingsView holds it as @StateObject (…)`).
    public let reasons: [String]
    /// Resolved supertypes, `Module.Name` for external ones.
    public let supertypes: [String]
}

/// What a name resolves to.
public enum TeamRuleSymbol: Sendable, Hashable {
    /// A declaration of the tree: its qualified name, file, line and module.
    case declared(name: String, path: String, line: Int, module: String)
    /// A type of a module outside the tree (`module` is `?` when unknown).
    case external(module: String, name: String)
    case genericParameter(String)
    case unresolved(String)
}
