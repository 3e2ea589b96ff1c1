/// Everything pass 2 needs from one file's syntax tree, gathered in a single
/// walk (`FactCollector`) so no rule walks the tree again. Positions are UTF-8
/// offsets into the file text; `LineTable` turns them into line/column.
struct FileFacts: Sendable, Codable, Hashable {
    var path: String
    var lineCount: Int = 0
    var lineStarts: [Int] = [0]
    var imports: [ImportFact] = []
    var units: [UnitFact] = []
    var properties: [PropertyFact] = []
    var typeRefs: [TypeRefFact] = []
    var staticAccesses: [StaticAccessFact] = []
    var calls: [CallFact] = []
    var assignments: [AssignmentFact] = []
    var forwardedChanges: [SiteFact] = []
    /// `.sink { … self … }.store(in:)` without `[weak self]`, and `.assign(to:on: self)`.
    var strongSelfSubscriptions: [SiteFact] = []
    var parameterizedCases: [CaseFact] = []
    var comments: [CommentFact] = []
    var changedSinceBase = false
    /// Set when the file was not parsed (`NestingGuard`): offset of the cause.
    var unparsedAt: Int?

    init(path: String) { self.path = path }
}

struct ImportFact: Sendable, Codable, Hashable {
    var module: String
    var offset: Int
    var snippet: String
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
    var snippet: String
    var name: String { declaration.name }
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
    /// Main type name of the annotation (optionals and generics stripped).
    var typeName: String?
    /// Type named by the initializer, `= Foo(...)` → `Foo`.
    var initializerType: String?
    /// Has an `= …` initializer.
    var hasInitializer: Bool
    var offset: Int
    var snippet: String

    func attributeOffset(_ name: String) -> Int? {
        attributes.firstIndex(of: name).map { attributeOffsets[$0] }
    }
}

struct TypeRefFact: Sendable, Codable, Hashable {
    var name: String
    /// `SwiftUI` for `SwiftUI.Color`.
    var module: String?
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
    var labels: [String]
    /// `Foo(...)`, `Foo<T>(...)`, `Foo.init(...)`: `name` is the constructed type.
    var isConstructor: Bool
    var hasTrailingClosure: Bool
    /// Arguments' text contains "dismiss" (case-insensitive).
    var mentionsDismiss: Bool
    /// Start of the whole call expression.
    var offset: Int
    /// The callee's name token (`.↓post(`); equals `offset` for plain calls.
    var nameOffset: Int
    var unit: Int?
    var inDefaultArgument: Bool
    var snippet: String
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
    /// Directly in an initializer, the type the right-hand side constructs
    /// (`ObservedObject:Foo` for `ObservedObject(wrappedValue: Foo())`).
    var constructed: String?
    var snippet: String
}

struct SiteFact: Sendable, Codable, Hashable {
    var offset: Int
    var unit: Int?
    var snippet: String
}

struct CaseFact: Sendable, Codable, Hashable {
    var name: String
    var offset: Int
    var unit: Int?
    var snippet: String
}

/// A `//` comment that mentions `keel:`.
struct CommentFact: Sendable, Codable, Hashable {
    var text: String
    var offset: Int
    /// Whether code precedes the comment on its line (a trailing comment).
    var trailing: Bool
}
