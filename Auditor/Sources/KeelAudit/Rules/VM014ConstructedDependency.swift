/// VM014 — ViewModel constructs its own service dependency.
struct ConstructedDependencyRule: Rule {
    let info = RuleInfo(
        id: "VM014",
        name: "viewmodel-constructs-dependency",
        summary: "ViewModels must receive managers/services through init, not construct them in stored properties.",
        rationale: "SwiftUI MVVM Team Guidelines › ViewModel Checklist (\"All dependencies injected via init\") and Windscribe SwiftUI Migration Guide › Conventions › 4. Dependency Injection for ViewModels (\"Inject legacy services through initializers\"): a ViewModel that builds `private let service = ProductService()` can't be tested with a mock. A default argument in init (`service: ProductServicing = ProductService()`) is the allowed form. Types are the tree's own classes matching the `managerNames` role pattern, or given the manager role (injected into ViewModels) when their code does a service's work (it answers later, holds a service or reaches the network or storage; a synchronous helper passed between ViewModels, such as an array of observable objects, does not), actors, classes that act as a service whatever their name (no screen role, declare methods, and answer later — an `async` method, a stream result such as `Single` or `AnyPublisher`, an escaping completion closure — or hold a service themselves, or keep a `URLSession`/`UserDefaults`/`FileManager`/database handle: `private let playUseCase = AudioPlayUseCase()` over its repository), and the tree's structs matching `managerNames` that declare methods (`struct NewsService` with its `fetch()`: a stateless service is still a dependency a test cannot replace); framework classes such as CMMotionManager, and structs of values only, are left alone.",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .manual("not applied by `keel fix`: move the construction to a defaulted init parameter"),
        howToFix: "Add an init parameter for the dependency (a protocol type), with the concrete service as its default argument if you like, and store it.",
        triggering: [
            RuleExample("""
            final class ProductService {}
            @MainActor
            final class ProductListViewModel: ObservableObject {
                ↓private let service = ProductService()
            }
            """),
            RuleExample("""
            // A use case: no service name, but it answers later and holds a repository.
            final class FetchScoresUseCase {
                private let repository = ScoreRepository()
                func execute() -> Single<[Int]> { repository.read() }
            }
            final class ScoresViewModel {
                let scores = BehaviorRelay<[Int]>(value: [])
                ↓private let fetchScores = FetchScoresUseCase()
                func load() {}
            }
            final class ScoresViewController: UIViewController { let viewModel = ScoresViewModel() }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class ProductListViewModel: ObservableObject {
                private let service: ProductServicing
                init(service: ProductServicing = ProductService()) { self.service = service }
            }
            """),
            RuleExample("""
            @MainActor
            final class ShakeViewModel: ObservableObject {
                private let motion = CMMotionManager()
            }
            """),
            RuleExample("""
            // Value helpers and child ViewModels are no dependencies: a formatter class that answers now,
            // a struct, a subject.
            final class ScoreFormatter { func text(for score: Int) -> String { "\\(score)" } }
            struct Pager { var page = 0; mutating func next() { page += 1 } }
            @MainActor
            final class ScoresViewModel: ObservableObject {
                @Published private(set) var rows: [String] = []
                private let formatter = ScoreFormatter()
                private var pager = Pager()
                private let refresh = PassthroughSubject<Void, Never>()
                func load() { pager.next() }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        let properties = context.facts.properties
        for index in properties.indices where !properties[index].isStatic {
            guard let owner = context.owner(of: properties[index].unit, role: .viewModel) else { continue }
            let property = properties[index]
            guard let path = property.initializerPath, let type = path.last else { continue }
            // A service the model knows: a class named like a manager or given the manager role
            // (injected elsewhere), or an actor (a long-lived, isolated service).
            guard case .declared(let id) = context.model.finalSymbol(context.resolve(path, unit: property.unit, offset: property.offset)) else { continue }
            // A class given the manager role only because it is injected counts when its code does a service's
            // work: a synchronous helper passed around (an observable array) is no dependency.
            guard isService(id, type, context) else { continue }
            result.append(finding(context, at: property.offset,
                                  "ViewModel constructs its dependency \(type); inject it through init (a default argument is fine).",
                                  snippet: property.snippet, unit: owner))
        }
        // Built where the ViewModel sets its own stored property (`self.recorder = Recorder()` in init,
        // `player = try Player(data: data)` in a method): the same dependency made inside, not injected.
        for assignment in context.facts.assignments {
            guard let type = assignment.builds, let owner = context.owner(of: assignment.unit, role: .viewModel),
                  let property = context.properties(of: owner).first(where: { !$0.isStatic && $0.names.contains(assignment.member) }),
                  property.initializerPath == nil,
                  case .declared(let id) = context.model.finalSymbol(context.resolve([type], unit: assignment.unit, offset: assignment.offset)),
                  isService(id, type, context) else { continue }
            result.append(finding(context, at: assignment.offset,
                                  "ViewModel constructs its dependency \(type); inject it through init (a default argument is fine).",
                                  snippet: assignment.snippet, unit: owner))
        }
        return result
    }

    /// A service the model knows: a class named like a manager or given the manager role (injected elsewhere)
    /// and doing a service's work, a class whose code is a service's, an actor, or a struct named like a service.
    private func isService(_ id: DeclID, _ type: String, _ context: RuleContext) -> Bool {
        let kind = context.model.record(id).kind
        return kind == .actor || (kind == .class && (context.resolver.managerNames.matches(type)
            || context.roleTable.roles(of: id).contains(.manager) && ServiceBehaviour.doesServiceWork(id, context)
            || ServiceBehaviour.isService(id, context)))
            || (kind == .struct && isServiceStruct(id, type, context))
    }

    /// A struct that does the app's work under a service's name (`struct NewsService { func fetch() async throws … }`):
    /// named by `managerNames` and declaring methods. A struct of values only (a `…Store` of constants) is no service.
    private func isServiceStruct(_ id: DeclID, _ type: String, _ context: RuleContext) -> Bool {
        context.resolver.managerNames.matches(type) && context.model.mergedTraits(id).contains(.declaresMethods)
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
