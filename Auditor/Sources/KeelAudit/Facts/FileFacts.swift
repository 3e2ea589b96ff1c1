/// Everything pass 2 needs from one file's syntax tree, gathered in a single
/// walk (`FactCollector`) so no rule walks the tree again. Positions are UTF-8
/// offsets into the file text; `LineTable` turns them into line/column.
///
/// The facts are generic — declarations, properties, functions, type
/// references, member accesses, calls, assignments, enum cases — and say
/// nothing about any one rule: each rule decides from them itself (its
/// predicates live in its own file). Which calls are recorded is the union of
/// what the rules ask for (`Rule.interests`); see `FactInterests`.
struct FileFacts: Sendable, Codable, Hashable {
    var path: String
    var lineCount: Int = 0
    var lineStarts: [Int] = [0]
    var imports: [ImportFact] = []
    var units: [UnitFact] = []
    var properties: [PropertyFact] = []
    var functions: [FunctionFact] = []
    var typeRefs: [TypeRefFact] = []
    /// `typealias` and `associatedtype` declarations.
    var typeAliases: [TypeAliasFact] = []
    /// Generic parameters of functions, initializers and subscripts.
    var genericScopes: [GenericScopeFact] = []
    /// Names of `macro` declarations.
    var macros: [String] = []
    /// The file declares a top-level `#Preview { … }`: view code (a preview), whatever else it holds.
    var declaresPreview = false
    /// `Base.member` with a capitalized base (`Analytics.shared`, `Env.store`).
    var staticAccesses: [StaticAccessFact] = []
    /// Lower-case names used as the base of a member access inside a type
    /// (`analytics.track(…)` → `analytics`), first use per type, name and member:
    /// what reaching a lower-case global looks like, and a navigator's methods
    /// passed along (`.do(onNext: coordinator.toDetail)`).
    var memberBases: [MemberBaseFact] = []
    var calls: [CallFact] = []
    /// `x.y.send` named as a value (`Button(action: viewModel.input.tap.send)`): the receiver's
    /// links, root first. A send the call list does not hold, because nothing calls it here.
    var sendReferences: [[String]] = []
    var assignments: [AssignmentFact] = []
    var enumCases: [CaseFact] = []
    /// Top-level (global) variables: `let Env = Environment()`.
    var globals: [GlobalFact] = []
    /// Local variables with an attribute (`@Resolve(UseCase.self) var useCase: UseCase` in a method):
    /// property wrappers used inside a function.
    var localWrappers: [LocalWrapperFact] = []
    /// Local names bound with a type (`let x: T`, `let x = T()`, `if let x = y as? T`).
    var localTypes: [LocalTypeFact] = []
    var comments: [CommentFact] = []
    /// Writes to members: `x = …`, `self.x += …`, `vm.x = …`,
    /// `vm.items.append(…)`, `&vm.x`, `$vm.x`, `\.x` (what `keel fix` needs
    /// to prove that nothing outside a type sets a property).
    var writes: [WriteFact] = []
    /// Whether `writes` was gathered (`keel fix` asks for it; an audit does
    /// not, and its index then holds no write facts).
    var writesRecorded = false
    var changedSinceBase = false
    /// Set when the file was not parsed (`NestingGuard`): offset of the cause.
    var unparsedAt: Int?

    init(path: String) { self.path = path }
}

struct ImportFact: Sendable, Codable, Hashable {
    var module: String
    var offset: Int
    var snippet: String
    /// The condition of the `#if` clause the import sits in (`DEBUG`), if any.
    var condition: String?
    /// `@_exported import`: importers of this file's module see the module too.
    var isExported = false
}

/// A type declaration or extension (a "unit" that roles and compliance attach to).
struct UnitFact: Sendable, Codable, Hashable {
    var declaration: TypeDeclaration
    /// Offset of the declaration (attributes included) and of its end.
    var start: Int
    var end: Int
    /// Offset of the name token.
    var nameOffset: Int
    /// Enclosing unit, if nested.
    var parent: Int?
    /// Generic parameters with their inline constraints (`<VM: FooViewModel>`).
    var genericParameters: [GenericParameterFact] = []
    var name: String { declaration.name }
    /// `class Foo`, `extension Bar` (made when a finding needs it).
    var snippet: String { "\(declaration.kind.rawValue) \(declaration.name)" }
}

struct GenericParameterFact: Sendable, Codable, Hashable {
    var name: String
    var constraints: [String]
    /// Offset of the name token.
    var offset: Int = 0
}

struct PropertyFact: Sendable, Codable, Hashable {
    var unit: Int
    var names: [String]
    /// Attribute names (`Published`, `ObservedObject`, …) with their offsets.
    var attributes: [String]
    var attributeOffsets: [Int]
    /// `private`, `fileprivate`, `internal`, `public`, `open`, or nil (implicit internal).
    var access: String?
    /// `private(set)` → `private`.
    var setterAccess: String?
    var isStatic: Bool
    var isLet: Bool
    /// A computed property (`var x: T { … }`, accessors without storage).
    var isComputed: Bool
    /// Main type name of the annotation (optionals and generics stripped).
    var typeName: String?
    /// Every type name the annotation mentions (`[RowView]` → `RowView`,
    /// `Dictionary<String, Foo>` → `Dictionary`, `String`, `Foo`).
    var typeNames: [String]
    /// Type named by the initializer, `= Foo(...)` → `Foo`.
    var initializerType: String?
    /// Has an `= …` initializer.
    var hasInitializer: Bool
    /// Declares a `set` accessor (`var x: Int { get set }` in a protocol).
    var declaresSetter: Bool = false
    var offset: Int
    var snippet: String
    /// The annotation's type path as written (`[A, B]` for `A.B?`), nil
    /// for tuples, arrays, functions.
    var typePath: [String]? = nil
    /// The path of the type the initializer constructs (`= A.B()` → `[A, B]`).
    var initializerPath: [String]? = nil
    /// Without an annotation, the type names the constructed type's generic arguments mention
    /// (`= CurrentValueSubject<Screen?, Never>(nil)` → `Screen`, `Never`): what it holds or emits.
    var constructedArgumentNames: [String] = []
    /// The type of a shared instance the initializer reads (`= Store.shared` → `[Store]`).
    var sharedInstancePath: [String]? = nil
    /// An implicit member the initializer reads, with the type in the annotation
    /// (`let store: Store = .shared` → `shared`): a static access no `Base.member` fact records.
    var implicitSharedMember: String? = nil
    /// Declared `weak` or `unowned`.
    var isWeak = false
    /// The annotation is a collection (`[T]`, `[K: V]`, `Set<T>`, optional or not): its type names are elements.
    var isCollection = false
    /// Typed as a function (`var onDismiss: (() -> Void)?`): a callback slot.
    var isClosure = false
    /// The free function the initializer calls, bare (`= provide()` → `provide`; not `Foo()` nor `x.make()`):
    /// a static function the type inherits from a protocol, or a global one.
    var initializerFreeCall: String? = nil

    func attributeOffset(_ name: String) -> Int? {
        attributes.firstIndex(of: name).map { attributeOffsets[$0] }
    }
}

/// A function or initializer declared as a member of a type or extension.
struct FunctionFact: Sendable, Codable, Hashable {
    var name: String
    var unit: Int
    /// Offset of the name token (`init` for initializers).
    var offset: Int
    var isAsync: Bool
    var isStatic: Bool
    /// Declared `private` or `fileprivate`: a helper, not the type's API.
    var isPrivate = false
    /// Main type names of the parameters, in order.
    var parameterTypes: [String]
    /// The parameters' type paths as written (`[]` where the syntax names none).
    var parameterPaths: [[String]] = []
    /// Members the body assigns synchronously (`x = …`, `self.x = …` directly
    /// in the body, not inside a closure).
    var assigns: [String]
    /// Roots of other objects the body assigns into synchronously
    /// (`viewModel.query = …` → `viewModel`).
    var mutatedBases: [String] = []
    /// The declared result type's path (`-> Foo.Model?` → `Foo`, `Model`), nil when none or not a plain type.
    var returnPath: [String]? = nil
    /// Takes an escaping closure that is handed a value (`completion: @escaping (Result<T, Error>) -> Void`,
    /// an optional closure; not `@escaping () -> Void`, work to run): its result is handed back later.
    var takesCallback = false
    /// Takes a stream (`_ upstream: Observable<T>`, a generic parameter constrained to `Publisher`): a method
    /// returning a stream from it transforms what it is given (an operator such as an activity tracker's
    /// `track(_:)`); it does not answer later by itself.
    var takesStream = false
    /// Returns a new instance of its result type it constructs (`return Foo(…)`, `.init(…)`): a factory.
    var constructsResult = false
    /// For a method returning a stream (`-> Observable<T>`, `-> Single<T>`, `-> AnyPublisher<…>`):
    /// what its declaration and body say about the stream's lifetime.
    var stream: StreamMethod? = nil
    /// For an instance method with a body: what the body does to the screen.
    var screen: ScreenMethod? = nil
    /// Offset of the declaration, its attributes included (`@ViewBuilder func …`), where it is not the name's.
    var declarationStart: Int? = nil
    /// `func name` (made when a finding needs it).
    var snippet: String { "func " + name }
}

struct TypeRefFact: Sendable, Codable, Hashable {
    /// The last name written (`Color` in `SwiftUI.Color`).
    var name: String
    /// The qualifier written right before `name`: `SwiftUI` for
    /// `SwiftUI.Color`, `Outer` for `Outer.Inner` (nil for one name).
    var module: String?
    var offset: Int
    var unit: Int?
    /// Every component of a qualified reference, outermost first
    /// (`A`, `B`, `C` for `A.B.C`); nil for a single name.
    var path: [String]? = nil
    /// The offset of each component's name token (parallel to `path`).
    var componentOffsets: [Int]? = nil
    /// Where the reference is written: what name lookup it takes.
    var role: TypeRefRole = .type

    /// The components as written (`[name]` for one name).
    var components: [String] { path ?? [name] }
    /// The offset of each component's name token.
    var nameOffsets: [Int] { componentOffsets ?? [offset] }
}

/// The syntactic position of a type reference: an attribute name is
/// looked up among property wrappers, macros and global actors, never
/// among ordinary types (`@Observable` is Observation's macro, not
/// RxSwift's `Observable`); an extension's name and an inheritance clause
/// are resolved from the file's or the declaration's scope.
enum TypeRefRole: UInt8, Sendable, Codable, Hashable {
    /// A type annotation, generic argument, cast, or any other type position.
    case type
    /// `@Name` — an attribute (property wrapper, macro, global actor, result builder).
    case attribute
    /// An entry of an inheritance clause (`class A: ↓B, ↓P`).
    case inheritance
    /// The type an extension extends (`extension ↓A.B`).
    case extendedType
    /// The type a typealias stands for (`typealias X = ↓Y`).
    case aliasTarget
}

/// A `typealias` or `associatedtype` declaration.
struct TypeAliasFact: Sendable, Codable, Hashable {
    var name: String
    /// The enclosing type or extension, nil at file scope.
    var unit: Int?
    var offset: Int
    var nameOffset: Int
    /// The aliased type's path as written (`[A, B]` for `A.B`), nil for
    /// an `associatedtype` or a type the syntax does not name (a tuple,
    /// a function type).
    var target: [String]?
    var isAssociatedType: Bool
    var genericParameters: [String]
    /// The `#if` condition it is declared under, if any.
    var condition: String? = nil
    /// `private`/`fileprivate` at file scope: visible in its file only.
    var isFilePrivate = false
    /// An associated type's inheritance clause (`associatedtype T: Strideable`), as paths.
    var inherited: [[String]] = []
}

/// The generic parameters a function, initializer or subscript declares,
/// and the bytes where they are visible.
struct GenericScopeFact: Sendable, Codable, Hashable {
    var start: Int
    var end: Int
    var names: [String]
    /// Each name's offset (parallel to `names`).
    var nameOffsets: [Int] = []
    /// What each name is constrained to conform to (inline and `where` clause), as paths.
    var constraints: [String: [[String]]] = [:]
}

/// A lower-case name a type's code reads members of (`analytics` in `analytics.track()`).
struct MemberBaseFact: Sendable, Codable, Hashable {
    var name: String
    /// The member reached (`toDetail` in `coordinator.toDetail`).
    var member: String
    var offset: Int
    var unit: Int?
}

/// `Base.member` where `Base` is a capitalized identifier (`Analytics.shared`).
struct StaticAccessFact: Sendable, Codable, Hashable {
    var base: String
    var member: String
    var offset: Int
    var unit: Int?
    /// Inside a parameter's default value (`analytics: Analytics = Analytics.shared`).
    var inDefaultArgument: Bool
    /// Inside a `static`/`class` stored property initializer or a static member.
    var inStaticContext: Bool
}

struct CallFact: Sendable, Codable, Hashable {
    /// Last name of the callee (`routeTo`, `Task`, `FooViewModel`).
    var name: String
    /// Text of the callee's base for member calls, whitespace removed (`router?`, `DispatchQueue.main`).
    var base: String?
    /// The callee's receiver as links, root first: `manager.state.asPublisher().sink`
    /// → `manager`, `state`, `asPublisher()`; a constructor root is `Just()`;
    /// `?` stands for anything else (a closure, a subscript, a literal).
    /// Empty for calls that are not member calls.
    var receiver: [String]
    /// The receiver's links without `?`/`!`, a leading `self` dropped
    /// (`self?.coordinator?.navigationController` → `coordinator`, `navigationController`).
    var receiverNames: [String] { receiverNames(before: receiver.count) }
    /// The same for the links before `link` (the path a call at that link is made on).
    func receiverNames(before link: Int) -> [String] {
        var names: [String] = []
        names.reserveCapacity(link)
        for index in 0..<link {
            // Most links hold no `?`/`!` and are kept as they are (filtering every
            // link by `Character` was 2.4 % of a cold audit of Windscribe).
            let name = SyntaxHelpers.withoutOptionalMarks(receiver[index])
            if index == 0, name == "self" { continue }
            names.append(name)
        }
        return names
    }
    var labels: [String]
    /// The arguments that are exactly `self`, by position (usually none:
    /// no array is kept for the rest).
    var selfArgumentIndices: [Int]
    /// For each argument: whether it is exactly `self`.
    var selfArguments: [Bool] { labels.indices.map(selfArgumentIndices.contains) }
    /// `Foo(...)`, `Foo<T>(...)`, `Foo.init(...)`: `name` is the constructed type.
    var isConstructor: Bool
    var hasTrailingClosure: Bool
    /// The closures the call passes (trailing first), when a rule asks for them.
    var closures: [ClosureFact]
    /// The arguments' normalized text (at most 200 bytes), when a rule asks for it.
    var argumentText: String?
    /// The member called on this call's result (`.sink { … }.store(in:)` → `store`),
    /// or `=` when the result is assigned (`cancellable = p.sink { … }`).
    var followedBy: String?
    /// `.store(in: &bag)` / `.disposed(by: bag)` after the call where `bag` is an `inout` parameter of
    /// the enclosing function: the subscription is kept in the caller's bag, not the type's own.
    var storedInCallersBag = false
    /// The recorded call whose closure encloses this one (index into `FileFacts.calls`).
    var enclosingCall: Int?
    /// Directly inside an `.onChange` closure (not deferred by a nested closure).
    var inOnChange: Bool
    /// Start of the whole call expression.
    var offset: Int
    /// The callee's name token (`.↓post(`); equals `offset` for plain calls.
    var nameOffset: Int
    var unit: Int?
    var inDefaultArgument: Bool
    var snippet: String
    /// Inside a `static`/`class` member (a factory, a shared instance).
    var inStaticContext = false
    /// Runs on an event, not while a view is built: inside a `Button`'s action closure, or in a
    /// member function that returns nothing (an action handler, a callback), innermost first.
    var inAction = false
    /// When the call is itself an argument of a recorded call
    /// (`ChildView(viewModel: ChildViewModel())`): that call (index into
    /// `FileFacts.calls`) and the argument's label.
    var argumentOf: Int? = nil
    var argumentLabel: String? = nil
    /// An implicit-member construction (`.init(…)`): the type its context
    /// names, as written (`return .init(…)` in `func make() -> Foo.Model`
    /// → `Foo`, `Model`; `x = .init(…)` → the type of the property `x`).
    /// `name` is its last component and `isConstructor` is set; nil for
    /// explicit constructions, and when the context names no type (an
    /// argument: `isConstructor` stays false, `name` is `init`).
    var impliedPath: [String]? = nil
    /// For a constructor: the arguments that are a bare name (`ChildView(model: model)`),
    /// parallel to `labels` (`""` for any other argument); empty when there are none.
    var nameArguments: [String] = []
    /// `.init(…)` passed as an argument, its type the parameter's (`ChildView(model: .init())`).
    var isImplicitInitArgument: Bool { !isConstructor && name == "init" && receiver.isEmpty && argumentOf != nil }
    /// The receiver's root is bound once per element: a closure's parameter (`$0.objectWillChange.sink`,
    /// `{ shelf in shelf.objectWillChange.sink … }`) or a `for` loop's variable — not a stored property, a
    /// local or a function's parameter.
    var rootIsElement = false
}

/// What a closure passed to a call does with `self`.
struct ClosureFact: Sendable, Codable, Hashable {
    /// `[weak self]` or `[unowned self]` in the capture list.
    var capturesSelfWeakly: Bool
    /// The body mentions `self`.
    var usesSelf: Bool
    /// Normalized text of the closure (at most 80 bytes).
    var snippet: String
    var offset: Int
}

struct AssignmentFact: Sendable, Codable, Hashable {
    /// `viewModel` in `viewModel.x = 1`, `self` in `self.x = 1`, nil in `x = 1`.
    var base: String?
    var member: String
    var offset: Int
    var unit: Int?
    /// Directly inside an `.onChange` closure (not deferred by a nested closure).
    var inOnChange: Bool
    /// Off the main actor: inside `DispatchQueue.global().async`, `Task.detached`, or a `nonisolated` function.
    var offMain: Bool
    /// Why it is off the main actor (`OffMainDefinition`'s phrase: `a URLSession completion handler …`).
    var offMainReason: String? = nil
    /// In an `async` member function with no isolation of its own, or a `Task { … }` started in
    /// any such method (`FactCollector.unisolatedContext`): off the main actor when its type is
    /// not main-actor isolated (the rule decides, knowing the type).
    var inUnisolatedAsync = false
    /// Of those, through a `Task { … }` (off the main actor whatever the module's async default).
    var unisolatedByTask = false
    /// Directly in an initializer, the type the right-hand side constructs
    /// (`ObservedObject:Foo` for `ObservedObject(wrappedValue: Foo())`).
    var constructed: String?
    /// In an initializer or a method, the type the right-hand side constructs (through `try`/`await`) when the
    /// target is the type's own member (`self.manager = RecordManager()`, `player = try Player(data: data)`).
    var builds: String? = nil
    /// Directly in a closure passed to a constructor call (`Row(onTap: { … })`):
    /// that call (index into `FileFacts.calls`) and the argument label.
    var constructorCall: Int?
    var closureLabel: String?
    /// The target goes through another object into a UIKit screen object
    /// (`coordinator?.navigationController.navigationBar.tintColor = …`).
    var throughScreenObject = false
    var snippet: String
    /// For a write through a base (`self?.panel.title = …`, `panel.title = …` with no local `panel`):
    /// the enclosing type's own property it writes into — setting a field of a value mutates it.
    var ownRoot: String? = nil
}

/// A member that an expression may set: the target of an assignment
/// (`vm.settings.isOn = …` writes `settings` and `isOn`), the receiver of a
/// method call that may mutate it (`vm.items.append(…)`), an `inout`
/// argument (`&vm.x`), a binding (`$vm.x`), or a key path component (`\.x`).
struct WriteFact: Sendable, Codable, Hashable {
    var member: String
    /// Through a base other than `self` (`vm.x = …`, `$vm.x`, `\.x`); false
    /// for `x = …` and `self.x = …` (the enclosing type's own member).
    var throughBase: Bool
    var unit: Int?
    /// For the first member written through a named base that is not a
    /// local name (no enclosing function or closure binds it so far): that
    /// base (`viewModel` in `viewModel.x = …`, `$viewModel.x`,
    /// `self.viewModel.x`), whose declared type the index attributes the write to.
    var base: String? = nil
    /// The base was reached through `self.` (so it is a property, never a local).
    var baseIsSelfMember = false
}

/// An enum case element.
struct CaseFact: Sendable, Codable, Hashable {
    var name: String
    var hasParameters: Bool
    var offset: Int
    var unit: Int?
    var snippet: String
    /// The type path of each associated value (`[]` where none is named).
    var payloadPaths: [[String]] = []
}

/// A local name and the type it was bound with, in a function or closure of `unit`.
struct LocalTypeFact: Sendable, Codable, Hashable {
    var name: String
    var typePath: [String]
    var unit: Int?
    var offset: Int
    /// Bound to a construction (`let x = T(…)`), not an annotation or a cast.
    var isConstructed = false
    /// Where the function, closure or member variable it is declared in ends: past it, the name is not this
    /// local (nil where keel keeps no such scope: a `deinit`, a subscript).
    var scopeEnd: Int? = nil
}

/// A global variable (a top-level `let` / `var`).
struct GlobalFact: Sendable, Codable, Hashable {
    var name: String
    /// Main type name of the annotation, if any.
    var typeName: String?
    /// Type named by the initializer, `= Environment()` → `Environment`.
    var initializerType: String?
}

/// A `//` comment that mentions `keel:`.
struct CommentFact: Sendable, Codable, Hashable {
    var text: String
    var offset: Int
    /// Whether code precedes the comment on its line (a trailing comment).
    var trailing: Bool
}

/// A local variable declared with an attribute inside a function (a property wrapper in a method).
struct LocalWrapperFact: Sendable, Codable, Hashable {
    /// The attribute's name as written, dotted (`DIContainer.Resolve`).
    var attribute: String
    var name: String
    var offset: Int
    var unit: Int?
}
