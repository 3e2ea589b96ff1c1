import Foundation
import SwiftSyntax

/// The migration guide's Migration Decision Matrix, as `keel migrate`
/// applies it.
package enum MigrationPattern: String, Sendable, Equatable {
    /// Simple popups: basic actions, no state sharing, direct dismissal.
    case pushNotification = "Push Notification"
    /// Permission-style flows: complex state, external coordination.
    case locationPermission = "Location Permission"
    /// Settings / authentication screens that receive parameters.
    case locationPermissionWithStateManager = "Location Permission + State Manager"
}

/// What each legacy event stream becomes.
enum EventPlan: Equatable {
    /// An input: a method. With `subject`, the method sends into a private
    /// `PassthroughSubject` that the translated pipeline observes; without,
    /// the method body is the legacy subscription's closure.
    case input(method: String, subject: String?)
    /// An output event: a closure the coordinator sets (`var onX: ((T) -> Void)?`).
    case output(closure: String)
    /// A dismissal event: `@Published private(set) var shouldDismiss`.
    case dismiss
    /// Sent and observed inside the ViewModel: a private `PassthroughSubject`.
    case internalSubject(subject: String)
    /// Another object's stream the legacy ViewModel only handed on (`self.x = manager.x` in init,
    /// never sent into nor observed by it): an `AnyPublisher` property forwarding that same stream
    /// (`publisher`, its type), set in init to the legacy value and `bridge`
    /// (`toPublisher()`, or `eraseToAnyPublisher()` of a Combine subject).
    case forwarded(publisher: String, bridge: String)
}

/// The legacy feature read and decided: everything the writers need.
struct MigrationPlan {
    var located: LocatedFeature
    var legacyPath: String
    var controllerPath: String?
    /// Other controllers holding the ViewModel: "Name (path)".
    var otherControllers: [String] = []
    var names: FeatureNames
    var pattern: MigrationPattern
    var patternReasons: [String]

    var properties: [LegacyProperty]
    var parameters: [LegacyParameter]
    var initializer: InitializerDeclSyntax?
    /// Members in legacy order (class body, then same-file extensions).
    var members: [MemberBlockItemSyntax]
    var imports: [String]
    var rxImport: String
    var extraImports: [String]
    var inheritedProtocols: [String]
    var droppedSuperclass: String?

    var states: [String: LegacyProperty] = [:]
    var events: [String: EventPlan] = [:]
    var eventElements: [String: String?] = [:]
    /// State property → setter method name, for state the screen writes.
    var setters: [String: String] = [:]
    /// Input events whose legacy subscription is the method body: event → closure.
    var inputClosures: [String: ClosureExprSyntax] = [:]
    /// Whether the ViewModel publishes `shouldDismiss`.
    var hasDismiss = false
    /// Output events that were a stored stream passing on a private subject (`ForwardedEventSubjects`):
    /// legacy callers could only observe them, never send into them.
    var forwardedEvents: Set<String> = []

    /// Base classes declared in the tree, flattened into the ViewModel (nearest first).
    var bases: [BaseClass] = []
    /// The designated init with `super.init(…)` expanded through `bases`.
    var flatInit = FlatInit()
    /// Routers / coordinators the ViewModel held: property → plan.
    var routers: [String: RouterPlan] = [:]
    /// The `Input`/`Output` `transform(input:)` pattern, when the ViewModel has it.
    var transform: TransformPlan?
    /// Transform input field → (method the view calls, the subject it sends into).
    var transformInputs: [String: (method: String, subject: String)] = [:]
    /// Transform event output → the closure the coordinator sets.
    var transformEvents: [String: String] = [:]
    /// Local trackers of `transform` (`let activityIndicator = ActivityIndicator()`), hoisted to stored properties.
    var localTrackers: [(name: String, kind: TrackerKind)] = []
    /// A flattened base's method that an override calls as `super.m(…)`: method name →
    /// (the base method's declaration, its private name in the migrated ViewModel).
    var inheritedMethods: [String: (id: SyntaxIdentifier, name: String)] = [:]
    /// Global singletons the legacy ViewModel reached, injected through init with the singleton as default.
    var injectedSingletons: [InjectedSingleton] = []
    /// A second `DisposeBag` replaced to end some subscriptions early → its own `Set<AnyCancellable>`
    /// (legacy name → the set's name; `ReplacedBags`).
    var replacedBags: [String: String] = [:]
    /// A state observed as a stream and read by value in a closure → the subject sent in its
    /// `didSet`, its pipelines' source (`DidSetStates`).
    var didSetStates: [String: String] = [:]
    /// Child ViewModels the legacy ViewModel built, injected as factory closures with the legacy construction as default.
    var injectedFactories: [InjectedFactory] = []
    /// The stored property holding them (`childFactories`, of the feature's `…ChildFactories` struct).
    var factoriesProperty = "childFactories"
    /// Methods of the legacy ViewModel that return an RxSwift stream (`func request() -> Observable<[Item]>`):
    /// in the migrated one they return `AnyPublisher<Element, Error>` (`Never` for a Driver or Signal).
    var streamMethods: [String: StreamMethod] = [:]
    /// Members built on the Action library: property → what it becomes.
    var actions: [String: ActionPlan] = [:]
    /// Why the plan cannot be migrated (refusal reasons found while planning).
    var problems: [String] = []
    /// Findings the legacy class already had, kept by the migrated one (`CarriedOverFindings`).
    var carriedOver: [CarriedOverFinding] = []

    /// Every router route, in a stable order.
    var routes: [(router: RouterPlan, route: RouterPlan.Route)] {
        routers.keys.sorted().flatMap { name in routers[name]!.routes.map { (routers[name]!, $0) } }
    }
    var trackerKinds: Set<String> {
        var kinds: Set<String> = []
        for property in properties { if case .tracker(let kind) = property.kind { kinds.insert(kind.migratedType) } }
        for tracker in localTrackers { kinds.insert(tracker.kind.migratedType) }
        return kinds
    }

    var dependencies: [LegacyParameter] { parameters.filter { $0.kind == .dependency && !routerParameters.contains($0.name) } }
    /// Init parameters that passed a router (the migrated init drops them).
    var routerParameters: Set<String> {
        Set(properties.filter { $0.kind == .router }.compactMap { property in routerParameterName[property.name] })
    }
    /// Router property → the init parameter it was assigned from.
    var routerParameterName: [String: String] = [:]
    var valueParameters: [LegacyParameter] { pattern == .locationPermissionWithStateManager ? parameters.filter { $0.kind == .value } : [] }
    var ownReactiveNames: Set<String> { Set(properties.filter { [.state, .event, .derived].contains($0.kind) }.map(\.name)) }
    var routerNames: Set<String> { Set(properties.filter { $0.kind == .router }.map(\.name)) }

    func property(_ name: String) -> LegacyProperty? { properties.first { $0.name == name } }

    /// The type of a stored property or init parameter of the legacy ViewModel.
    func storedType(_ name: String) -> String? {
        property(name)?.typeText ?? parameters.first { $0.name == name }?.type
    }
}

/// A legacy method returning an RxSwift stream, and the publisher type it returns once migrated.
struct StreamMethod: Equatable {
    var element: String
    /// Whether the legacy stream could fail (`Observable`, `Single`, `Maybe`): `Failure == Error`, else `Never`.
    var fails: Bool

    var publisherType: String { "AnyPublisher<\(element), \(fails ? "Error" : "Never")>" }

    /// `Observable<T>`, `Single<T>`, `Maybe<T>`, `Driver<T>`, `Signal<T>` (RxSwift, with a spelled
    /// element) as a method's return type; `Completable`, relays and subjects are not translated.
    static func of(_ function: FunctionDeclSyntax) -> StreamMethod? {
        guard !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              function.genericParameterClause == nil,
              let type = function.signature.returnClause?.type.trimmedDescription,
              !TypeText.isOptional(type), let reactive = ReactiveType.classify(type),
              ["Observable", "Single", "Maybe", "Driver", "Signal"].contains(reactive.name),
              let element = reactive.element, !element.isEmpty else { return nil }
        return StreamMethod(element: element, fails: reactive.fails)
    }
}
