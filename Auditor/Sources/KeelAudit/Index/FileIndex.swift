/// Pass-1 facts of one file: the types it declares or extends, what they
/// inherit from and do, and the file's cross-file facts (globals, navigation
/// parameter types, subjects sent to from outside). `TypeIndex` merges these
/// across files so roles (ViewModel, View, ViewController, Coordinator…)
/// resolve across the whole tree.
package struct FileIndex: Sendable, Codable, Hashable {
    package var path: String
    /// Imported module names, in source order (`import SwiftUI` → `SwiftUI`).
    package var imports: [String]
    package var declarations: [TypeDeclaration]
    /// Global (top-level) variables: `let Env = Environment()`.
    package var globals: [GlobalDeclaration]
    /// Types of the parameters of navigation functions (`routeTo(to: RouteID, …)`):
    /// what makes an enum a route enum.
    package var navigationParameterTypes: [String]
    /// Members that something sends values into from outside their owner
    /// (`viewModel.tapSubject.send()` → `tapSubject`).
    package var sentMembers: [String]
    /// `Type.label` of closure arguments that mutate observed state where
    /// the type is constructed (`SearchBar(onChange: { viewModel.query = $0 })`
    /// → `SearchBar.onChange`).
    package var mutatingCallbacks: [String]
    /// What `keel fix` proves safety from (no rule reads it): member names
    /// written through a base other than `self` (`vm.x = …`, `$vm.x`, `\.x`,
    /// `vm.items.append(…)`), …
    package var memberWrites: [String]
    /// … `Type.member` written through a base whose declared type the file
    /// shows (`viewModel.x = …` where `viewModel` is a property of the
    /// enclosing type declared `FooViewModel`, not shadowed by a parameter
    /// or local of an enclosing function or closure), …
    package var typedWrites: [String]
    /// … `Type.member` written as the type's own member (`x = …`, `self.x += …`)
    /// inside a declaration or extension of `Type`, …
    package var ownWrites: [String]
    /// … `Protocol.member` for property requirements with a setter
    /// (`var x: Int { get set }`), and `Type.label` for every labeled
    /// argument of a constructor call (`SearchView(viewModel: …)`).
    package var settableRequirements: [String]
    package var constructorLabels: [String]

    package init(path: String, imports: [String] = [], declarations: [TypeDeclaration] = [], globals: [GlobalDeclaration] = [],
                 navigationParameterTypes: [String] = [], sentMembers: [String] = [], mutatingCallbacks: [String] = [],
                 memberWrites: [String] = [], typedWrites: [String] = [], ownWrites: [String] = [], settableRequirements: [String] = [],
                 constructorLabels: [String] = []) {
        self.path = path
        self.imports = imports
        self.declarations = declarations
        self.globals = globals
        self.navigationParameterTypes = navigationParameterTypes
        self.sentMembers = sentMembers
        self.mutatingCallbacks = mutatingCallbacks
        self.memberWrites = memberWrites
        self.typedWrites = typedWrites
        self.ownWrites = ownWrites
        self.settableRequirements = settableRequirements
        self.constructorLabels = constructorLabels
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
    /// Inherited types and conformances, simple names, generic arguments
    /// dropped; SwiftUI's view protocol written `SwiftUI.View` stays qualified.
    package var inherited: [String]
    /// Explicit `@MainActor` on the declaration.
    package var isMainActor: Bool
    /// Explicit `nonisolated` on the declaration (opts out of default isolation).
    package var isNonisolated: Bool
    /// `@Observable` (Observation) on the declaration.
    package var isObservable: Bool
    /// `final` modifier.
    package var isFinal: Bool
    /// What the declaration's members show it does.
    package var traits: TypeTraits
    /// For SwiftUI views: the types their stored properties hold (generic
    /// parameters replaced by their constraints) — the ViewModels SwiftUI observes.
    package var heldTypes: [String]
    /// Methods that synchronously assign one of the type's `@Published` properties.
    package var publishingMethods: [String]
    /// Names of the type's `@Published` properties declared here.
    package var publishedNames: [String]

    package init(name: String, kind: Kind, inherited: [String] = [], isMainActor: Bool = false,
                 isNonisolated: Bool = false, isObservable: Bool = false, isFinal: Bool = false,
                 traits: TypeTraits = [], heldTypes: [String] = [], publishingMethods: [String] = [], publishedNames: [String] = []) {
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.isMainActor = isMainActor
        self.isNonisolated = isNonisolated
        self.isObservable = isObservable
        self.isFinal = isFinal
        self.traits = traits
        self.heldTypes = heldTypes
        self.publishingMethods = publishingMethods
        self.publishedNames = publishedNames
    }
}

/// A global variable the index knows (`let Env = Environment()`).
package struct GlobalDeclaration: Sendable, Codable, Hashable {
    package var name: String
    /// The declared or constructed type, if the syntax names one.
    package var typeName: String?

    package init(name: String, typeName: String?) {
        self.name = name
        self.typeName = typeName
    }
}
