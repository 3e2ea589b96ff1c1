/// VM011 — ViewModel reaches global singletons.
struct ViewModelSingletonsRule: Rule {
    let info = RuleInfo(
        id: "VM011",
        name: "viewmodel-global-singleton",
        summary: "ViewModels must get dependencies through init, not from global singletons or service locators.",
        rationale: "SwiftUI MVVM Team Guidelines › ViewModel Standards (dependencies through init, `analytics: AnalyticsProtocol = Analytics.shared` as a default argument) and ViewModel Checklist (\"All dependencies injected via init\"); Windscribe SwiftUI Migration Guide › 4. Dependency Injection for ViewModels. Defaults in init parameters are allowed; so are the allow-listed system singletons (`allowedSingletons`). `.shared`, `.sharedInstance` and `.instance` always count (written as an implicit member too: `let store: Store = .shared`); `.default`, `.standard`, `.current`, `.main` only on classes the tree declares, or on a type the file extends with a static stored instance of itself (`private extension APIService { static let default: APIService = … }`); member access on the tree's global instances (`let Env = Environment()`, then `Env.userSessionStore`) and container look-ups (`Assembler.resolve(…)`) count as well, and so does a locator: a stored property filled by a bare call of a static function that a protocol the type adopts declares more than once, picked by the result type (`struct Services: ProvidesServices { let api: APIClient = provide() }`, one finding per ViewModel). So do a type's static members that hand out a dependency: an instance a static container keeps (`DIContainer.signUseCase`, a `static let` of the tree's class or protocol; one finding per container), an instance a class keeps of itself under any name (`DataManager.sharedManager`), and a static store's mutable state (`UserSettingsService.isSignedIn`, where the service keeps a `static var`; one finding per store). Static constants (`Limits.pageSize`, `Palette.accent`) are values, a data record kept as a constant (`static let intro = Track(…)` where `Track` is `Codable`, an `NSManagedObject` or `@Model`) too, and so is a value enum's static subscript (`SortOrder[index]`, an enum with cases and no static mutable state: a lookup, not a store); a type's own nested helper (`Buffer.shared` inside the type declaring `Buffer`) is its implementation. A ViewModel's own static helper (a preview `stub()`) that builds its dependency with that type's static factory (`AppModel.preview()`, which returns a fresh `AppModel(…)`) and passes it to `init` reaches no shared instance.",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .manual("a new init parameter with the singleton as its default argument"),
        howToFix: "Add an init parameter for the dependency with the singleton as its default value (`analytics: AnalyticsProtocol = Analytics.shared`), store it, and use the stored property. System singletons that are fine to reach go into `allowedSingletons`.",
        triggering: [
            RuleExample("""
            @MainActor
            final class ProductListViewModel: ObservableObject {
                func load() {
                    ↓Analytics.shared.track("load")
                    let user = ↓Env.userSessionStore.user
                    let api = ↓Assembler.resolve(APIManager.self)
                }
            }
            let Env = Environment()
            """),
            RuleExample("""
            final class BetslipViewModel {
                func place() { let store = ↓Env.betslipStore }
            }
            final class WalletViewModel {
                func load() { let api = ↓Assembler.resolve(APIManager.self) }
            }
            let Env = Environment()
            final class BetslipViewController: UIViewController { let viewModel = BetslipViewModel() }
            final class WalletViewController: UIViewController { let viewModel = WalletViewModel() }
            """),
            RuleExample("""
            final class CapsuleListViewModel {
                var input = Input()
                struct Input {
                    var capsules: BehaviorRelay<[Capsule]> = ↓CapsuleStore.shared.capsules
                    let refresh = PublishRelay<Void>()
                }
            }
            final class CapsuleStore { static let shared = CapsuleStore(); let capsules = BehaviorRelay<[Capsule]>(value: []) }
            final class CapsuleListViewController: UIViewController { let viewModel = CapsuleListViewModel() }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class Workspace {
                init(folder: URL) {}
                static func preview() -> Workspace { Workspace(folder: URL(fileURLWithPath: "/tmp")) }
            }
            @MainActor
            final class DraftsViewModel: ObservableObject {
                @Published private(set) var drafts: [String] = []
                private let workspace: Workspace
                init(workspace: Workspace) { self.workspace = workspace }
                static func preview() -> DraftsViewModel { DraftsViewModel(workspace: Workspace.preview()) }
            }
            """),
            RuleExample("""
            @MainActor
            final class ProductListViewModel: ObservableObject {
                private let analytics: AnalyticsProtocol
                init(analytics: AnalyticsProtocol = Analytics.shared) { self.analytics = analytics }
                func open() { UIApplication.shared.open(url) }
                func style() -> Style { Style.default }
            }
            """),
        ]
    )

    /// `resolve(…)` calls: a property wrapper of the tree that makes them is a container look-up.
    var interests: FactInterests { FactInterests(calls: ["resolve"]) }

    func check(_ context: RuleContext) -> [RawFinding] {
        // A ViewModel's stored `Input`/`Output` structs are made with it: their defaults are its dependencies.
        let uses = GlobalDependencies.uses(context) { context.owner(of: $0, role: .viewModel) ?? context.viewModelStoring(nested: $0) }
        return GlobalDependencies.perDependency(uses, context: context).map { group in
            var raw = finding(context, at: group.first.offset,
                              "ViewModel reaches \(group.first.label)\(group.related.isEmpty ? "" : " (\(group.related.count + 1) places)"); inject it through init (a default argument is fine).",
                              snippet: group.first.key, unit: group.first.owner)
            raw.related = group.related
            return raw
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
