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
    /// `typealias` and `associatedtype` declarations (the semantic model
    /// follows them).
    package var typeAliases: [TypeAliasDeclaration] = []
    /// Names of the file's `macro` declarations (attributes resolve to them).
    package var macros: [String] = []
    /// Modules the file imports with `@_exported` (its module re-exports them).
    package var exportedImports: [String] = []

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
    /// `open` modifier: other modules may subclass it.
    package var isOpen = false
    /// What the declaration's members show it does.
    package var traits: TypeTraits
    /// For SwiftUI views: the types their stored properties hold (generic
    /// parameters replaced by their constraints) — the ViewModels SwiftUI observes.
    package var heldTypes: [String]
    /// Methods that synchronously assign one of the type's `@Published` properties.
    package var publishingMethods: [String]
    /// Names of the type's `@Published` properties declared here.
    package var publishedNames: [String]
    /// The enclosing declaration or extension in the same file (index into
    /// the file's declarations), nil at file scope.
    package var parent: Int? = nil
    /// For an extension of a qualified type (`extension Outer.Inner`): every
    /// component, outermost first; nil otherwise.
    package var extendedPath: [String]? = nil
    /// The inheritance clause as written, qualified names joined by dots
    /// (`Combine.ObservableObject`, `Outer.Base`), generic arguments dropped
    /// (parallel to nothing: compositions contribute each member).
    package var inheritedPaths: [String] = []
    /// The declaration's generic parameter names.
    package var genericParameters: [String] = []
    /// The line of each generic parameter's name (parallel to `genericParameters`).
    package var genericParameterLines: [Int] = []
    /// The `#if` condition it is declared under (`!(canImport(os)) && (canImport(Glibc))`), nil outside any `#if`.
    package var condition: String? = nil
    /// `private`/`fileprivate` at file scope: visible in its file only.
    package var isFilePrivate = false
    /// What generic parameters must conform to (inline constraints and the
    /// `where` clause; an extension's `where` constrains its type's parameters), as paths.
    package var genericRequirements: [String: [[String]]] = [:]
    /// Attribute names on the declaration (`MainActor`, `Observable`, `propertyWrapper`).
    package var attributes: [String] = []
    /// The 1-based line of the declaration's name.
    package var line: Int = 0
    /// Its stored (non-computed) properties, with their declared or
    /// constructed types as written: what it holds (a view its ViewModel, a
    /// ViewModel its services).
    package var storedMembers: [MemberDeclaration] = []
    /// Declares a stored instance `var` (state that can change).
    package var declaresStoredVar: Bool { storedMembers.contains { !$0.isLet && !$0.isStatic } }
    /// The parameter type paths of each of its initializers: what it is given.
    package var initParameters: [[String]] = []
    /// Parameter type paths of its navigation methods (`routeTo(_: Route)`).
    package var navigationParameters: [[String]] = []
    /// The first parameter's type path of each navigation method
    /// (`present(scene: Scene, transition: Transition)` → `Scene`): where it goes, not how.
    package var navigationSubjects: [[String]] = []
    /// The name of the method each of `navigationSubjects` is the first parameter of (parallel).
    package var navigationSubjectMethods: [String] = []
    /// The type paths of the instance `var`s it exposes (stored or computed,
    /// not `private`/`fileprivate`; `[]` where no type is written or built):
    /// the state a view observing it reads.
    package var exposedVarPaths: [[String]] = []
    /// Names of its `static`/`class` methods and properties.
    package var staticMembers: [String] = []
    /// The static (and class) functions among them: what a call into a service without an instance is.
    package var staticFunctions: [String] = []
    /// The static functions among them that make and return a fresh instance of the type itself
    /// (`static func stub() -> Model { Model(…) }`): factories, not calls into a shared service.
    package var staticFactories: [String] = []
    /// The types it constructs anywhere in its code, as written, once each
    /// (`Repository(…)`, `.init(…)` whose type the context names): what it builds.
    package var constructedPaths: [[String]] = []
    /// Instance methods that return a new instance they construct
    /// (`func rowViewModel(for:) -> RowViewModel { .init(…) }`), with their
    /// result type paths (parallel): factories.
    package var factoryMethods: [String] = []
    /// Its methods that return a stream, with what their declaration and body say about its lifetime.
    package var streamMethods: [StreamMethod] = []
    /// Its instance methods with a body, with what the body does to the screen.
    package var screenBodies: [ScreenMethod] = []
    /// The switches over leading-dot cases in its code, arm by arm (`CaseSwitch`).
    package var caseSwitches: [CaseSwitch] = []
    /// The names of the cases it declares (an enum's).
    package var caseNames: [String] = []
    /// The types its views map to screens with `.navigationDestination(for: Route.self) { … }`, as written:
    /// the values a `NavigationStack` is pushed (route enums, whatever their name).
    package var navigationDestinationPaths: [[String]] = []
    /// The properties its views bind a `NavigationStack` to (`paths` in `NavigationStack(path: $model.paths)`):
    /// an array there is the stack's route values, not rows of a list.
    package var navigationStackPathNames: [String] = []
    /// For an enum: the type paths of its cases' sole associated values (`case dashboard(DashboardRoute)`).
    package var casePayloadPaths: [[String]] = []
    /// Its own methods that a subscription to another object's publisher calls
    /// (`observer.$isOnline.sink { self.whenOnline() }`): where that object's changes arrive.
    package var subscriptionCallbacks: [String] = []
    /// For an enum: it declares cases (a value enum, not a caseless namespace of statics).
    package var declaresCases = false
    package var factoryResults: [[String]] = []
    /// How many instance methods show, present, push, dismiss or build a
    /// screen (`showDetail()`, `makeProfileView()`; not `start()`/`finish()`).
    package var screenMethods: Int = 0

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

/// A stored property as the index knows it.
package struct MemberDeclaration: Sendable, Codable, Hashable {
    package var name: String
    /// The annotation's type path, else the path of the type `= T(…)` constructs.
    package var typePath: [String]?
    /// Whether `typePath` came from the initializer (`= T()`): the holder creates it.
    package var constructs: Bool
    /// Every type name the annotation mentions (`[RouterDestination]` → `RouterDestination`).
    package var typeNames: [String] = []
    /// Without an annotation, the type names the constructed type's generic arguments mention
    /// (`= CurrentValueSubject<Screen?, Never>(nil)` → `Screen`, `Never`).
    package var constructedArgumentNames: [String] = []
    /// The annotation is a collection (`[T]`, `Set<T>`, `[K: V]`).
    package var isCollection = false
    /// Typed as a function (`private var onDismiss: (() -> Void)?`): a callback slot, not state.
    package var isClosure = false
    /// Readable outside the type (not `private`/`fileprivate`; `private(set)` still reads).
    package var isExposed = true
    /// Typed `Bool`, or with no written type (a literal initializer, `var showingLogin = false`): a flag a
    /// view can present on.
    package var mayBeFlag: Bool { typePath == nil || typePath == ["Bool"] || typePath == ["Swift", "Bool"] }
    /// Attributes (`StateObject`, `ObservedObject`, `Published`, `Injected`…).
    package var attributes: [String]
    package var isLet: Bool
    package var isWeak: Bool
    package var isStatic: Bool
    package var line: Int

    package init(name: String, typePath: [String]?, constructs: Bool, attributes: [String], isLet: Bool, isWeak: Bool, isStatic: Bool, line: Int) {
        self.name = name
        self.typePath = typePath
        self.constructs = constructs
        self.attributes = attributes
        self.isLet = isLet
        self.isWeak = isWeak
        self.isStatic = isStatic
        self.line = line
    }
}

/// A `typealias` or `associatedtype` the index knows.
package struct TypeAliasDeclaration: Sendable, Codable, Hashable {
    package var name: String
    /// The enclosing declaration or extension (index into the file's declarations), nil at file scope.
    package var parent: Int?
    /// The aliased type's path as written, nil for an `associatedtype` or an unnamed type.
    package var target: [String]?
    package var isAssociatedType: Bool
    package var genericParameters: [String]
    /// Offset of the name token.
    package var nameOffset: Int
    /// The 1-based line of the name.
    package var line: Int = 0
    /// The `#if` condition it is declared under, if any.
    package var condition: String? = nil
    /// `private`/`fileprivate` at file scope.
    package var isFilePrivate = false
    /// An associated type's inheritance clause, as paths.
    package var inherited: [[String]] = []

    package init(name: String, parent: Int?, target: [String]?, isAssociatedType: Bool, genericParameters: [String], nameOffset: Int) {
        self.name = name
        self.parent = parent
        self.target = target
        self.isAssociatedType = isAssociatedType
        self.genericParameters = genericParameters
        self.nameOffset = nameOffset
    }
}
