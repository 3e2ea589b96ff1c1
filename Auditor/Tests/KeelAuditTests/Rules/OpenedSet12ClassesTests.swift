import Foundation
import Testing
@testable import KeelAudit

/// Classes from set 12's judged false positives and misses, opened (rules-r14), each as a
/// from-scratch fixture that fails before the change, with the place the rule must keep.
@Suite("Opened set 12 classes", .timeLimit(.minutes(2)))
struct OpenedSet12ClassesTests: FolderFixtureAudit {
    /// A UIKit + Combine ViewModel a view controller keeps and `sink`s on has `@Published` state a UI
    /// reads, as a SwiftUI one does: VM001 when it is not `@MainActor`. A box of published values the
    /// controller reads (no method), a subject-driven ViewModel (no `@Published`) and a file under
    /// `legacyPaths` stay out.
    @Test func aControllersCombineViewModelIsMainActor() async {
        let files = [
            "Steps/StepsScreen.swift": """
            import Combine
            import UIKit

            enum StepsState { case idle, counting(Int) }

            final class StepsScreenModel {
                @Published private(set) var state = StepsState.idle
                func start() { state = .counting(0) }
            }

            final class GoalValues {
                @Published var goal = 0
            }

            final class StepsEvents {
                let tapped = PassthroughSubject<Void, Never>()
                func tap() { tapped.send() }
            }

            final class StepsController: UIViewController {
                private let model = StepsScreenModel()
                private let goal = GoalValues()
                private let events = StepsEvents()
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.$state.sink { [weak self] in self?.show($0) }.store(in: &bag)
                    goal.$goal.sink { print($0) }.store(in: &bag)
                    events.tapped.sink { print("tap") }.store(in: &bag)
                }
                private func show(_ state: StepsState) {}
            }
            """,
        ]
        let result = await audit(files)
        #expect(found(result, "VM001") == ["Steps/StepsScreen.swift:6"])
        #expect(result.findings.first { $0.ruleID == "VM001" }?.message.contains("@Published state") == true)

        var legacy = Configuration.default
        legacy.legacyPaths = ["Steps/**"]
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        #expect(found(await Auditor(configuration: legacy).audit(inputs), "VM001").isEmpty)
    }

    /// A struct a controller keeps that publishes through a subject and has methods is a value
    /// ViewModel: the singleton it reads is VM011's. A struct of values a cell shows is not one; a
    /// struct ViewModel's strong `self` in a sink copies it (no VM015).
    @Test func aStructViewModelReadingASingletonIsReported() async {
        let result = await audit([
            "Account/AccountScreen.swift": """
            import Combine
            import UIKit

            final class TokenVault {
                static let shared = TokenVault()
                func clear() {}
            }

            struct AccountScreenModel {
                let status = PassthroughSubject<String, Never>()
                func signOut() {
                    TokenVault.shared.clear()
                    status.send("signed out")
                }
                func watch(_ names: AnyPublisher<String, Never>) -> AnyCancellable {
                    let token = names.sink { name in self.status.send(name) }
                    return token
                }
            }

            struct BadgeContent {
                let title: String
                func uppercased() -> String { title.uppercased() }
            }

            final class AccountController: UIViewController {
                private let model = AccountScreenModel()
                private let badge = BadgeContent(title: "x")
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.status.sink { print($0) }.store(in: &bag)
                    _ = TokenVault.shared
                }
            }
            """,
        ])
        #expect(found(result, "VM011") == ["Account/AccountScreen.swift:12"])
        #expect(found(result, "VM015").isEmpty)
    }

    /// A sink on another object's `@Published` projection that sends the object's own
    /// `objectWillChange` through the optional chain of a `[weak self]` closure forwards that
    /// object's changes by hand (ST002); a sink on a notification does not.
    @Test func objectWillChangeForwardedFromAPublishedProjection() async {
        let result = await audit([
            "Session/SessionModels.swift": """
            import Combine
            import UIKit

            final class SignedInContext: ObservableObject {
                @Published var account = ""
            }

            final class MenuModel: ObservableObject {
                @Published private(set) var items: [String] = []
                let context: SignedInContext
                private var bag = Set<AnyCancellable>()
                init(context: SignedInContext) {
                    self.context = context
                    context.$account
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &bag)
                    NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &bag)
                }
            }
            """,
        ])
        #expect(found(result, "ST002") == ["Session/SessionModels.swift:14"])
    }

    /// Each call that navigates is one violation, also when the same call is written twice (the
    /// cancel path and again after posting): VM010 reports both places.
    @Test func theSameNavigationCallInTwoPlacesIsTwoViolations() async {
        let result = await audit([
            "Compose/ComposeFlow.swift": """
            import UIKit

            final class ComposeFlow {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func finish() { navigationController.popViewController(animated: true) }
            }

            final class ComposeViewModel {
                private let flow: ComposeFlow
                init(flow: ComposeFlow) { self.flow = flow }
                func cancel() {
                    flow.finish()
                }
                func posted() {
                    flow.finish()
                }
            }

            final class ComposeController: UIViewController {
                var viewModel: ComposeViewModel?
            }
            """,
        ])
        #expect(found(result, "VM010") == ["Compose/ComposeFlow.swift:13", "Compose/ComposeFlow.swift:16"])
    }

    /// A diffable data source subclass a UIKit view keeps fills cells (the view layer), whatever
    /// `@Published` children it holds: no ViewModel, so building child ViewModels and naming cell
    /// types are not VM007/VM006. A logic-free observable wrapper named like a ViewModel (a `let`
    /// and a computed accessor, no method) is no child ViewModel either.
    @Test func aDiffableDataSourceAndAValueWrapperAreNoViewModels() async {
        let result = await audit([
            "Picker/PickerParts.swift": """
            import Combine
            import UIKit

            final class QueryViewModel: ObservableObject {
                @Published private(set) var results: [String] = []
                func search(_ text: String) { results = [text] }
            }

            struct Footer { let count: Int }

            final class FooterViewModel: ObservableObject {
                private let footer: Footer
                init(footer: Footer) { self.footer = footer }
            }

            extension FooterViewModel {
                var count: Int { footer.count }
            }

            @MainActor
            final class ResultsViewModel: ObservableObject {
                @Published private(set) var rows: [String] = []
                func footer() -> FooterViewModel { FooterViewModel(footer: Footer(count: rows.count)) }
                func refresh() { rows = [] }
            }

            final class PickerSource: UICollectionViewDiffableDataSource<Int, String> {
                @Published private var query: QueryViewModel
                init(collectionView: UICollectionView) {
                    query = QueryViewModel()
                    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
                    super.init(collectionView: collectionView) { view, path, item in
                        view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
                    }
                }
            }

            final class PickerPanel: UIView {
                private var source: PickerSource?
                private let results = ResultsViewModel()
            }
            """,
        ])
        #expect(found(result, "VM007").isEmpty)
        #expect(found(result, "VM006").isEmpty)
    }

    /// `@Published` holding an observable object in a class that is no `ObservableObject` (a UIKit
    /// ViewModel its controller sinks on) nests nothing: no ST001. The observable parent still is.
    @Test func publishedStateOfANonObservableClassIsNoNesting() async {
        let result = await audit([
            "Profile/ProfileScreen.swift": """
            import Combine
            import UIKit

            final class BioViewModel: ObservableObject {
                @Published private(set) var text = ""
                func load() { text = "bio" }
            }

            final class ProfileScreenModel {
                @Published private(set) var bio: BioViewModel?
                func load() { bio = BioViewModel() }
            }

            @MainActor
            final class ProfileHostModel: ObservableObject {
                @Published private(set) var bio: BioViewModel?
                func load() { bio = BioViewModel() }
            }

            final class ProfileController: UIViewController {
                private let model = ProfileScreenModel()
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.$bio.sink { print($0 as Any) }.store(in: &bag)
                }
            }
            """,
        ])
        #expect(found(result, "ST001") == ["Profile/ProfileScreen.swift:16"])
    }

    /// A private method that only closures on a background queue call runs there: its writes of
    /// published state are off the main actor (VM012, one call deep). A private method also called
    /// on the main actor, or one others may call, decides nothing.
    @Test func aPrivateMethodCalledOnlyFromABackgroundQueueWritesOffMain() async {
        let result = await audit([
            "Scan/ScannerViewModel.swift": """
            import Combine
            import Foundation

            final class ScannerViewModel: ObservableObject {
                @Published private(set) var device = ""
                @Published private(set) var zoom = 1.0
                @Published private(set) var status = ""
                private let sessionQueue = DispatchQueue(label: "scanner.session")

                func start() {
                    sessionQueue.async { [weak self] in
                        guard let self else { return }
                        configureSession()
                        self.applyZoom()
                        self.report()
                    }
                }

                func reset() { applyZoom() }

                private func configureSession() {
                    device = "back camera"
                }

                private func applyZoom() {
                    zoom = 2.0
                }

                func report() {
                    status = "ready"
                }
            }
            """,
        ])
        #expect(found(result, "VM012") == ["Scan/ScannerViewModel.swift:22"])
        #expect(result.findings.first { $0.ruleID == "VM012" }?.message.contains("configureSession(), called only from") == true)
    }

    /// The callers counted are the method's own type's: another type's call of a same-named method off the
    /// main actor says nothing about it (review of round 14).
    @Test func anotherTypesSameNamedCallDecidesNothing() async {
        let result = await audit([
            "Feed/FeedViewModel.swift": """
            import Combine
            import Foundation

            final class FeedViewModel: ObservableObject {
                @Published private(set) var items: [String] = []
                private func reload() {
                    items = ["fresh"]
                }
            }

            final class FeedPrefetcher {
                private var warmed = false
                private let queue = DispatchQueue(label: "prefetch")
                func start() {
                    queue.async { [weak self] in self?.reload() }
                }
                private func reload() {}
            }
            """,
        ])
        #expect(found(result, "VM012").isEmpty, "\(result.findings)")
    }

    /// A `Binding` member built in its own getter is one VM005 violation (at the declaration), the
    /// construction a related place; a `Binding` built in another member is its own.
    @Test func aBindingMemberBuiltInItsGetterIsOneViolation() async {
        let result = await audit([
            "Edit/EditViewModel.swift": """
            import Observation
            import SwiftUI

            @MainActor @Observable
            final class EditViewModel {
                private(set) var title = ""
                var titleBinding: Binding<String> {
                    Binding(
                        get: { self.title },
                        set: { self.title = $0 }
                    )
                }
                func makeFlag() -> Bool {
                    let flag = Binding(get: { true }, set: { _ in })
                    return flag.wrappedValue
                }
            }
            """,
        ])
        #expect(found(result, "VM005") == ["Edit/EditViewModel.swift:7", "Edit/EditViewModel.swift:14"])
        #expect(result.findings.first { $0.ruleID == "VM005" }?.related.map(\.line) == [8])
    }
}
