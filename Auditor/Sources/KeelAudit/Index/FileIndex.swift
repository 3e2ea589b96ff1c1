/// Pass-1 facts of one file: the types it declares or extends, what they
/// inherit from, and their explicit isolation. `TypeIndex` merges these across
/// files so roles (ViewModel, View, ViewController, Coordinator…) resolve
/// across the whole tree.
package struct FileIndex: Sendable, Codable, Hashable {
    package var path: String
    /// Imported module names, in source order (`import SwiftUI` → `SwiftUI`).
    package var imports: [String]
    package var declarations: [TypeDeclaration]

    package init(path: String, imports: [String] = [], declarations: [TypeDeclaration] = []) {
        self.path = path
        self.imports = imports
        self.declarations = declarations
    }
}

/// A type declaration or extension, as seen by the index.
package struct TypeDeclaration: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable, Hashable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
    }

    /// Simple name (last component; `extension A.B` → `B`).
    package var name: String
    package var kind: Kind
    /// Inherited types and conformances, simple names, generic arguments dropped.
    package var inherited: [String]
    /// Explicit `@MainActor` on the declaration.
    package var isMainActor: Bool
    /// Explicit `nonisolated` on the declaration (opts out of default isolation).
    package var isNonisolated: Bool
    /// `@Observable` (Observation) on the declaration.
    package var isObservable: Bool
    /// `final` modifier.
    package var isFinal: Bool

    package init(name: String, kind: Kind, inherited: [String] = [], isMainActor: Bool = false,
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
