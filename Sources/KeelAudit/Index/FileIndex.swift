/// Pass-1 facts of one file: the types it declares or extends, what they
/// inherit from, and their explicit isolation. `TypeIndex` merges these across
/// files so roles (ViewModel, View, ViewController, Coordinator…) resolve
/// across the whole tree.
public struct FileIndex: Sendable, Codable, Hashable {
    public var path: String
    /// Imported module names, in source order (`import SwiftUI` → `SwiftUI`).
    public var imports: [String]
    public var declarations: [TypeDeclaration]

    public init(path: String, imports: [String] = [], declarations: [TypeDeclaration] = []) {
        self.path = path
        self.imports = imports
        self.declarations = declarations
    }
}

/// A type declaration or extension, as seen by the index.
public struct TypeDeclaration: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
    }

    /// Simple name (last component; `extension A.B` → `B`).
    public var name: String
    public var kind: Kind
    /// Inherited types and conformances, simple names, generic arguments dropped.
    public var inherited: [String]
    /// Explicit `@MainActor` on the declaration.
    public var isMainActor: Bool
    /// Explicit `nonisolated` on the declaration (opts out of default isolation).
    public var isNonisolated: Bool
    /// `@Observable` (Observation) on the declaration.
    public var isObservable: Bool
    /// `final` modifier.
    public var isFinal: Bool

    public init(name: String, kind: Kind, inherited: [String] = [], isMainActor: Bool = false,
                isNonisolated: Bool = false, isObservable: Bool = false, isFinal: Bool = false) {
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.isMainActor = isMainActor
        self.isNonisolated = isNonisolated
        self.isObservable = isObservable
        self.isFinal = isFinal
    }
}
