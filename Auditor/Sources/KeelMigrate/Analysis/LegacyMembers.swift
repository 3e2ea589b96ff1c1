import Foundation
import SwiftSyntax

/// One stored property of the legacy ViewModel, classified by what it is
/// for in the migration.
struct LegacyProperty {
    enum Kind: Equatable {
        /// An injected legacy service (stays: the bridge connects to it).
        case dependency
        /// Stored from an injected value (a router parameter).
        case parameterValue
        /// Has a current value: `BehaviorRelay`, `BehaviorSubject`,
        /// `CurrentValueSubject` → `@Published private(set)`.
        case state
        /// A stream of events: `PublishRelay`, `PublishSubject`,
        /// `PassthroughSubject` → a method, a closure, or a private subject.
        case event
        /// A stream derived in init (`Observable<T>`, `Driver<T>`) → `@Published`.
        case derived
        /// `DisposeBag` → `Set<AnyCancellable>`.
        case disposeBag
        /// An existing `Set<AnyCancellable>`.
        case cancellables
        /// A router or coordinator the ViewModel navigates with → closures the coordinator sets.
        case router
        /// An activity or error tracker (`ActivityIndicator`, `ErrorTracker`) → its Combine counterpart.
        case tracker(TrackerKind)
        /// A member built on the Action library (`CocoaAction`, `Action<Input, Element>`) → a method,
        /// its executing state and its elements and errors as outputs (`ActionPlan`).
        case action
        /// Anything else: copied.
        case plain
    }

    var name: String
    var kind: Kind
    var decl: VariableDeclSyntax
    var binding: PatternBindingSyntax
    /// Declared type text (annotation, or the constructor called).
    var typeText: String?
    /// Element type of a reactive property, when spelled.
    var element: String?
    /// Whether the reactive property is RxSwift (`false`: already Combine).
    var isRx = true
    /// A legacy `@Published var` (settable from outside the ViewModel).
    var isPublished = false
    /// The initial value of a state property (`BehaviorRelay(value: x)` → `x`).
    var initialValue: ExprSyntax?
    /// The stream a `lazy var` or computed `Observable` member returns (`lazy var x: Observable<T> = { chain }()`,
    /// `var x: Observable<T> { chain }`): the migrated init builds it once, like a stream assigned in init.
    var derivedSource: ExprSyntax?
    /// Access modifier text of the declaration (`public`, `private`, …), if any.
    var access: String?
    var isStatic = false
    /// The init parameter a `parameterValue` is stored from (`self.postValue = post` → `post`).
    var parameter: String?
    var isComputed: Bool { binding.accessorBlock != nil }

    // Usage, filled by `UsageScanner`.
    var sentByViewModel = false
    var subscribedByViewModel = false
    var sentByController = false
}

/// An init parameter of the legacy ViewModel.
struct LegacyParameter {
    enum Kind: Equatable { case dependency, value, callback }
    var label: String?
    var name: String
    var type: String
    var defaultValue: String?
    var kind: Kind
    var syntax: FunctionParameterSyntax
}

/// Reads the ViewModel's members into `LegacyProperty` / `LegacyParameter`.
enum MemberReader {
    static func properties(of members: [MemberBlockItemSyntax], assignedFromParameter: [String: String],
                           parameters: [LegacyParameter], tree: LegacyTree) -> [LegacyProperty] {
        properties(of: members.compactMap { $0.decl.as(VariableDeclSyntax.self) }, assignedFromParameter: assignedFromParameter,
                   parameters: parameters, tree: tree)
    }

    static func properties(of variables: [VariableDeclSyntax], assignedFromParameter: [String: String],
                           parameters: [LegacyParameter], tree: LegacyTree) -> [LegacyProperty] {
        var result: [LegacyProperty] = []
        for variable in variables {
            let access = variable.modifiers.first { ["public", "private", "fileprivate", "internal", "open", "package"].contains($0.name.text) }
            let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.typeAnnotation?.type.trimmedDescription
                    ?? binding.initializer.flatMap { MemberSignature.constructedType($0.value) }
                var property = LegacyProperty(name: name, kind: .plain, decl: variable, binding: binding, typeText: type,
                                              access: access.map { $0.trimmedDescription }, isStatic: isStatic)
                classify(&property, assignedFromParameter: assignedFromParameter[name], parameters: parameters, tree: tree)
                result.append(property)
            }
        }
        return result
    }

    private static func classify(_ property: inout LegacyProperty, assignedFromParameter: String?, parameters: [LegacyParameter], tree: LegacyTree) {
        guard !property.isStatic else { return }
        if property.isComputed {
            // `var total: Observable<Int> { tracks.map { … } }`: a stream of the ViewModel's own state.
            if let reactive = ReactiveType.classify(property.typeText ?? ""), reactive.family != .combine,
               ReactiveType.derivedTypes.contains(reactive.name), let source = DerivedMember.computedSource(property.binding) {
                property.kind = .derived
                property.element = reactive.element
                property.derivedSource = source
            }
            return
        }
        if property.decl.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Published") }) {
            // Already Combine state: it stays @Published, becomes private(set).
            property.kind = .state
            property.isRx = false
            property.isPublished = true
            property.element = property.binding.typeAnnotation?.type.trimmedDescription ?? literalType(property.binding.initializer?.value)
            property.initialValue = property.binding.initializer?.value
            return
        }
        let type = property.typeText ?? ""
        let (outer, _) = TypeText.genericParts(TypeText.strippingOptionality(type))
        if outer == "DisposeBag" { property.kind = .disposeBag; return }
        if let tracker = TrackerKind.of(type) { property.kind = .tracker(tracker); return }
        if ActionMembers.types(type) != nil { property.kind = .action; return }
        if ReactiveType.classify(type) == nil, !type.isEmpty, RouterPlan.isRouterType(type) {
            property.kind = .router
            return
        }
        if type.replacingOccurrences(of: " ", with: "").hasPrefix("Set<AnyCancellable>") || outer == "AnyCancellable" && type.hasPrefix("Set") {
            property.kind = .cancellables
            return
        }
        if let reactive = ReactiveType.classify(type) {
            property.element = reactive.element
            property.isRx = reactive.family != .combine
            if ReactiveType.stateTypes.contains(outer) {
                property.kind = .state
                property.initialValue = initialValue(property.binding.initializer?.value)
                    ?? (outer == "Variable" ? firstArgument(property.binding.initializer?.value) : nil)
                if property.element == nil { property.element = literalType(property.initialValue) }
            } else if ReactiveType.eventTypes.contains(outer) {
                property.kind = .event
            } else if ReactiveType.derivedTypes.contains(outer) {
                if property.binding.initializer == nil {
                    property.kind = .derived
                } else if property.isRx, property.decl.modifiers.contains(where: { $0.name.text == "lazy" }),
                          let source = property.binding.initializer.flatMap({ DerivedMember.lazySource($0.value) }) {
                    property.kind = .derived
                    property.derivedSource = source
                } else {
                    property.kind = .plain
                }
            }
            if outer == "CurrentValueSubject", property.binding.initializer != nil, property.initialValue == nil {
                property.initialValue = firstArgument(property.binding.initializer?.value)
            }
            return
        }
        if property.binding.initializer == nil, let parameterName = assignedFromParameter,
           let parameter = parameters.first(where: { $0.name == parameterName }) {
            switch parameter.kind {
            case .dependency: property.kind = .dependency
            case .value:
                property.kind = .parameterValue
                property.parameter = parameterName
            case .callback: property.kind = .plain
            }
            if property.typeText == nil { property.typeText = parameter.type }
        }
    }

    /// The type a literal names by itself (`false` → `Bool`), if any.
    static func literalType(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if expr.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expr.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expr.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let string = expr.as(StringLiteralExprSyntax.self), string.openingQuote.text == "\"" { return "String" }
        return nil
    }

    /// `BehaviorRelay(value: x)` / `BehaviorSubject<T>(value: x)` → `x`.
    static func initialValue(_ expr: ExprSyntax?) -> ExprSyntax? {
        guard let call = expr?.as(FunctionCallExprSyntax.self) else { return nil }
        return call.arguments.first { $0.label?.text == "value" }?.expression
    }

    static func firstArgument(_ expr: ExprSyntax?) -> ExprSyntax? {
        expr?.as(FunctionCallExprSyntax.self)?.arguments.first?.expression
    }

    /// The designated initializer's parameters, classified.
    static func parameters(of initializer: InitializerDeclSyntax?, tree: LegacyTree) -> [LegacyParameter] {
        guard let initializer else { return [] }
        return initializer.signature.parameterClause.parameters.map { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.text
            let type = parameter.type.trimmedDescription
            return LegacyParameter(label: label, name: name, type: type, defaultValue: parameter.defaultValue?.value.trimmedDescription,
                                   kind: parameterKind(type, tree: tree), syntax: parameter)
        }
    }

    /// A service (reference type), a value (a router parameter) or a callback.
    static func parameterKind(_ type: String, tree: LegacyTree) -> LegacyParameter.Kind {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("->") { return .callback }
        let stripped = TypeText.strippingOptionality(trimmed)
        if stripped.hasPrefix("[") || stripped.hasPrefix("(") { return .value }
        let name = TypeText.simpleName(stripped)
        if TypeText.knownValueTypes.contains(name) || ["Array", "Dictionary", "Set", "Optional", "Result"].contains(name) { return .value }
        if ReactiveType.classify(stripped) != nil { return .dependency }
        switch tree.kind(of: name) {
        case .struct?, .enum?: return .value
        default: return .dependency
        }
    }

    /// The designated initializer (the first non-convenience one).
    static func designatedInitializer(_ members: [MemberBlockItemSyntax]) -> InitializerDeclSyntax? {
        let inits = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        return inits.first { !$0.modifiers.contains { $0.name.text == "convenience" } } ?? inits.first
    }
}

/// The app's activity and error trackers (the RxSwift examples' `ActivityIndicator` and
/// `ErrorTracker`, which most RxSwift apps copy): their Combine counterparts
/// are generated into the migrated ViewModel's file.
enum TrackerKind: Equatable {
    case activity, error

    static func of(_ type: String) -> TrackerKind? {
        switch TypeText.simpleName(type) {
        case "ActivityIndicator", "ActivityTracker", "ActivityIndicatorType", "RxActivityIndicator": .activity
        case "ErrorTracker", "RxErrorTracker": .error
        default: nil
        }
    }

    /// The generated counterpart's type name.
    var migratedType: String { self == .activity ? "MigratedActivityTracker" : "MigratedErrorTracker" }
}

/// Assignments in the legacy init.
enum InitAssignments {
    /// Stored property → the init parameter it is assigned from, through `super.init(…)` too.
    static func parameterAssignments(_ flat: FlatInit, parameters: [LegacyParameter]) -> [String: String] {
        let names = Set(parameters.map(\.name))
        var result: [String: String] = [:]
        for statement in flat.statements {
            guard let (target, value) = assignment(statement.item), let valueName = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            let name = statement.renames[valueName] ?? valueName
            if names.contains(name) { result[target] = name }
        }
        return result
    }

    /// Stored property → the parameter it is assigned from (`self.x = y`, `x = y`).
    static func parameterAssignments(_ initializer: InitializerDeclSyntax?, parameters: [LegacyParameter]) -> [String: String] {
        guard let statements = initializer?.body?.statements else { return [:] }
        let names = Set(parameters.map(\.name))
        var result: [String: String] = [:]
        for item in statements {
            guard let (target, value) = assignment(item), let valueName = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  names.contains(valueName) else { continue }
            result[target] = valueName
        }
        return result
    }

    /// `self.x = value` or `x = value` as a statement → (`x`, value).
    static func assignment(_ item: CodeBlockItemSyntax) -> (String, ExprSyntax)? {
        guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = elements[0]
        if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, elements[2]) }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return (member.declName.baseName.text, elements[2])
        }
        return nil
    }
}
