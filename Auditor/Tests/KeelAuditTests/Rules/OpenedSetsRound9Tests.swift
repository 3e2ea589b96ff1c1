import Foundation
import Testing
@testable import KeelAudit

/// Classes from the opened sets' remaining misses and false positives (rules-r9), each as a
/// from-scratch fixture that fails before the change, with the place the rule must stay quiet.
@Suite("Opened sets, round 9 classes", .timeLimit(.minutes(2)))
struct OpenedSetsRound9Tests: FolderFixtureAudit {
    /// VM015 read a `self?` anywhere in a subscription's closure as "self is weak here". A nested
    /// closure with its own `[weak self]` says nothing of the closure around it: the outer
    /// `bind { … .disposed(by: self.disposeBag) }`, stored in the ViewModel's bag on a subject that
    /// never completes, holds the ViewModel strongly. A closure whose only `self` is inside such a
    /// nested weak closure, or that captures weakly itself, stays quiet.
    @Test func nestedWeakClosuresDoNotMakeTheirOuterClosureWeak() async {
        let result = await audit([
            "AccountViewModel.swift": """
            import RxSwift
            import RxRelay
            import UIKit
            final class AccountViewModel {
                let disposeBag = DisposeBag()
                let token = PublishSubject<String>()
                let signedOut = PublishSubject<Void>()
                let rows = BehaviorRelay<[String]>(value: [])
                let auth: AuthService
                init(auth: AuthService) {
                    self.auth = auth
                    token.bind { value in
                        auth.revoke(value).subscribe(onNext: { [weak self] _ in
                            self?.signedOut.onNext(())
                        }).disposed(by: self.disposeBag)
                    }.disposed(by: disposeBag)
                    rows.withUnretained(self).subscribe(onNext: { owner, names in
                        names.forEach { name in
                            auth.revoke(name).subscribe(onNext: { [weak self] _ in self?.signedOut.onNext(()) }).disposed(by: self.disposeBag)
                        }
                    }).disposed(by: disposeBag)
                    signedOut.bind { _ in
                        auth.revoke("").subscribe(onNext: { [weak self] _ in self?.rows.accept([]) })
                    }.disposed(by: disposeBag)
                    signedOut.bind { [weak self] _ in
                        guard let self else { return }
                        auth.revoke("").subscribe(onNext: { [weak self] _ in self?.rows.accept([]) }).disposed(by: self.disposeBag)
                    }.disposed(by: disposeBag)
                }
            }
            protocol AuthService { func revoke(_ token: String) -> Observable<Void> }
            final class AccountViewController: UIViewController { var viewModel: AccountViewModel? }
            """,
        ])
        #expect(found(result, "VM015") == ["AccountViewModel.swift:12", "AccountViewModel.swift:17"])
        #expect(result.findings.filter { $0.ruleID == "VM015" }.allSatisfy { $0.message.contains("captures the ViewModel strongly") })
    }

    /// VM006 took a ViewModel's constructions for views only when their class descended from a
    /// UIKit view it knew by name. MapKit's annotation views are UIKit views (a ViewModel drawing a
    /// map snapshot built one), and so is a class made as UIKit makes views — `init?(coder:)` in a
    /// UIKit file — whose library ancestor is out of sight. An annotation (`MKPointAnnotation`, a
    /// model) and an archived `NSObject` model taking a coder are no views.
    @Test func frameworkAndLibraryViewsAreViews() async {
        let result = await audit([
            "PinView.swift": """
            import MapKit
            import UIKit
            final class PinView: MKAnnotationView {
                override init(annotation: MKAnnotation?, reuseIdentifier: String?) { super.init(annotation: annotation, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class GlowLabel: ShimmerKitLabel {
                init(text: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class StoredPin: NSObject, NSCoding {
                init(name: String) {}
                required init?(coder: NSCoder) {}
                func encode(with coder: NSCoder) {}
            }
            """,
            "SpotViewModel.swift": """
            import MapKit
            import RxSwift
            final class SpotViewModel {
                let snapshot = PublishSubject<UIImage>()
                func draw() -> UIImage? {
                    let pin = PinView(annotation: nil, reuseIdentifier: "pin")
                    return pin.image
                }
                func caption() -> String {
                    let label = GlowLabel(text: "spot")
                    return label.description
                }
                func remember() -> String {
                    let annotation = MKPointAnnotation()
                    let stored = StoredPin(name: "spot")
                    return "\\(annotation)\\(stored)"
                }
            }
            final class SpotViewController: UIViewController { let viewModel = SpotViewModel() }
            """,
        ])
        #expect(found(result, "VM006") == ["SpotViewModel.swift:6", "SpotViewModel.swift:10"])
    }

    /// VM005 knew SwiftUI's view types and values but not the scene and environment values SwiftUI
    /// hands its views: a ViewModel taking `ScenePhase` (or `ColorScheme`) knows the UI framework
    /// (004 › AVOID 1). An app's own type of the same name is not SwiftUI's.
    @Test func sceneAndEnvironmentValuesAreSwiftUITypes() async {
        let result = await audit([
            "WalletViewModel.swift": """
            import Foundation
            import Observation
            import SwiftUI
            @MainActor @Observable
            final class WalletViewModel {
                var locked = false
                func setPhase(with phase: ScenePhase) { locked = phase == .background }
                func appearance(_ scheme: ColorScheme) -> String { scheme == .dark ? "dark" : "light" }
            }
            struct WalletView: View {
                @State var model = WalletViewModel()
                var body: some View { Text("wallet") }
            }
            """,
            "VaultViewModel.swift": """
            import Foundation
            import Observation
            enum DynamicTypeSize { case compact, roomy }
            @MainActor @Observable
            final class VaultViewModel {
                var size: DynamicTypeSize = .compact
                func pick(_ size: DynamicTypeSize) { self.size = size }
            }
            """,
            "VaultView.swift": """
            import SwiftUI
            struct VaultView: View {
                @State var model = VaultViewModel()
                var body: some View { Text("vault") }
            }
            """,
        ])
        #expect(found(result, "VM005") == ["WalletViewModel.swift:7", "WalletViewModel.swift:8"])
    }

    /// VM011 read a ViewModel's own code only. RxSwift's `Input`/`Output` structs are declared in the
    /// ViewModel and stored by it (`var input = Input()`): their defaults (`= Store.shared.items`)
    /// are made with the ViewModel and are its global dependencies, one finding per type with the
    /// ViewModel's other uses. A nested row model kept only in a list is its own type.
    @Test func storedInputStructsBelongToTheirViewModel() async {
        let result = await audit([
            "ListViewModel.swift": """
            import RxSwift
            import RxRelay
            import UIKit
            final class ListViewModel {
                var input = Input()
                let output: Output
                struct Input {
                    var items: BehaviorRelay<[String]> = ItemStore.shared.items
                    var refresh = PublishRelay<Void>()
                }
                struct Output {
                    var title = BehaviorRelay<String>(value: Catalog.shared.title)
                }
                struct Row {
                    let name: String
                    var badge = Badges.shared.count
                }
                var rows: [Row] = []
                init() { output = Output() }
                func reload() { ItemStore.shared.reload() }
            }
            final class ItemStore { static let shared = ItemStore(); let items = BehaviorRelay<[String]>(value: []); func reload() {} }
            final class Catalog { static let shared = Catalog(); let title = "" }
            final class Badges { static let shared = Badges(); let count = 0 }
            final class ListViewController: UIViewController { let viewModel = ListViewModel() }
            """,
        ])
        #expect(found(result, "VM011") == ["ListViewModel.swift:8", "ListViewModel.swift:12"])
        #expect(result.findings.first { $0.ruleID == "VM011" }?.related.count == 1)
    }

    /// rules-r8b's body summary counted a navigator's method as navigation when it pushes, presents
    /// or sets a path; a SwiftUI coordinator (an `ObservableObject`) navigates by setting the screen
    /// it shows — a sheet's ViewModel, a child coordinator — on a `@Published` property its view
    /// presents, and those calls from ViewModels were lost. Setting a plain flag it shows
    /// (`isBusy`) changes no screen, and neither does a UIKit coordinator's stored state.
    @Test func observableCoordinatorsNavigateBySettingPresentedState() async {
        let result = await audit([
            "WelcomeCoordinator.swift": """
            import Combine
            import SwiftUI
            final class WelcomeCoordinator: ObservableObject {
                @Published var mailViewModel: MailViewModel?
                @Published var promoCoordinator: PromoCoordinator?
                @Published var isBusy = false
                func openMail() { mailViewModel = MailViewModel() }
                func openPromo() { self.promoCoordinator = PromoCoordinator() }
                func markBusy() { isBusy = true }
            }
            final class PromoCoordinator: ObservableObject {
                @Published var path = NavigationPath()
                func start() { path.append(1) }
            }
            final class MailViewModel: ObservableObject, Identifiable { @Published var body = "" }
            struct WelcomeCoordinatorView: View {
                @ObservedObject var coordinator: WelcomeCoordinator
                var body: some View { Text("").sheet(item: $coordinator.mailViewModel) { MailView(viewModel: $0) } }
            }
            struct MailView: View {
                @ObservedObject var viewModel: MailViewModel
                var body: some View { Text(viewModel.body) }
            }
            """,
            "WelcomeViewModel.swift": """
            import Combine
            @MainActor
            final class WelcomeViewModel: ObservableObject {
                weak var coordinator: WelcomeCoordinator?
                @Published var title = ""
                func mail() { coordinator?.openMail() }
                func promo() { coordinator?.openPromo() }
                func busy() { coordinator?.markBusy() }
            }
            struct WelcomeView: View {
                @StateObject var viewModel = WelcomeViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """,
        ])
        #expect(found(result, "VM010") == ["WelcomeViewModel.swift:6", "WelcomeViewModel.swift:7"])
    }

    /// An `@Observable` class holding SwiftUI's `NavigationPath` that its methods push and pop is
    /// the router of a `NavigationStack(path:)` — even when what it pushes is `any Hashable`, so no
    /// route enum names it one. Views hold it, yet it is no ViewModel: ViewModel rules (a settable
    /// `path`, `import SwiftUI`, a SwiftUI type held) stay quiet on it, while the coordinator rules
    /// apply (it owns navigation). The screen store beside it stays a ViewModel.
    @Test func anObservableNavigationPathHolderIsARouterNotAViewModel() async {
        let result = await audit([
            "Router.swift": """
            import SwiftUI
            @Observable
            final class Router {
                var path = NavigationPath()
                func push(to route: any Hashable) { path.append(route) }
                func pop() { path.removeLast() }
                func reset() { Analytics.shared.track("reset"); path.removeLast(path.count) }
            }
            final class Analytics { static let shared = Analytics(); func track(_ name: String) {} }
            """,
            "GalleryStore.swift": """
            import SwiftUI
            @Observable
            final class GalleryStore {
                var titles: [String] = []
                func load() { titles = ["a"] }
            }
            """,
            "RootView.swift": """
            import SwiftUI
            struct RootView: View {
                @State private var router = Router()
                @State private var store = GalleryStore()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Button("Go") { store.titles = []; router.push(to: 1) }
                    }
                }
            }
            """,
        ])
        let onRouter = result.findings.filter { $0.file == "Router.swift" }.map(\.ruleID)
        #expect(!onRouter.contains { $0.hasPrefix("VM") })
        #expect(onRouter.contains("CO002"))
        #expect(found(result, "VM004") == ["GalleryStore.swift:1"])
    }

    /// A screen store a view holds (`@State private var store = StreamingStore()`) keeps its state in
    /// a struct it declares and stores (`private(set) var state = State()`): a SwiftUI type among that
    /// struct's fields is the ViewModel's published state (VM005). A struct nested in the store that
    /// it does not store (a value it only hands out) is its own.
    @Test func aStoredStateStructsSwiftUITypesAreTheViewModels() async {
        let result = await audit([
            "StreamingStore.swift": """
            import SwiftUI
            @Observable
            final class StreamingStore {
                struct State {
                    var isLive = false
                    var scheme: ColorScheme?
                }
                struct Snapshot {
                    let tint: Color
                }
                private(set) var state = State()
                func go() { state.isLive = true }
            }
            """,
            "StreamingView.swift": """
            import SwiftUI
            struct StreamingView: View {
                @State private var store = StreamingStore()
                var body: some View { Button("Go") { store.go() } }
            }
            """,
        ])
        #expect(found(result, "VM005") == ["StreamingStore.swift:6"])
    }
}
