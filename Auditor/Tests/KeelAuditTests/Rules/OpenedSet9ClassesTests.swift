import Foundation
import Testing
@testable import KeelAudit

/// Classes from set 9's judged false positives and misses, opened (rules-r11), each as a
/// from-scratch fixture that fails before the change, with the place the rule must stay quiet.
@Suite("Opened set 9 classes", .timeLimit(.minutes(2)))
struct OpenedSet9ClassesTests: FolderFixtureAudit {
    /// A test base class holds a window and puts screens in it to check them, and its helpers
    /// are `async`: it owns no navigation. An `XCTestCase` (directly or through the app's own
    /// test base class) is never a coordinator, so CO001 and CO002 say nothing of it; the app's
    /// coordinator next to it still gets both.
    @Test func aTestCaseIsNeverACoordinator() async {
        let result = await audit([
            "Support/ScreenTestCase.swift": """
            import UIKit
            import XCTest
            open class ScreenTestCase: XCTestCase {
                public var window: UIWindow!
                open override func setUp() {
                    super.setUp()
                    window = UIWindow(frame: UIScreen.main.bounds)
                }
                open func place(_ controller: UIViewController) {
                    window.rootViewController = controller
                    window.makeKeyAndVisible()
                }
                open func expectFailure(_ block: () async throws -> Void) async {
                    do { try await block(); XCTFail("no error") } catch {}
                }
            }
            """,
            "Flows/ShelfCoordinatorChecks.swift": """
            import UIKit
            import XCTest
            final class ShelfCoordinatorChecks: ScreenTestCase {
                let navigation = UINavigationController()
                func testShowsShelf() async {
                    navigation.pushViewController(UIViewController(), animated: false)
                    place(navigation)
                    await expectFailure { throw URLError(.badURL) }
                }
            }
            """,
            "App/ShelfCoordinator.swift": """
            import UIKit
            final class ShelfCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func showShelf() {
                    navigation.pushViewController(UIViewController(), animated: true)
                    Task { await refresh() }
                }
                func refresh() async { _ = UIScreen.main.bounds }
            }
            """,
        ])
        #expect(found(result, "CO001").allSatisfy { $0.hasPrefix("App/") })
        #expect(found(result, "CO002").allSatisfy { $0.hasPrefix("App/") })
        #expect(!found(result, "CO001").isEmpty)
    }

    /// An `ObservableObject` with only `@Published` stored properties — no method, subject or
    /// subscription — is a box of values a view binds to; the ViewModel that owns it writes it.
    /// It is no ViewModel (no VM001/VM003 on it); a model with an action stays one.
    @Test func anObservableBoxOfValuesIsNoViewModel() async {
        let result = await audit([
            "Player/PlaybackFlags.swift": """
            import Combine
            final class PlaybackFlags: ObservableObject {
                @Published var isPlaying: Bool = false
                @Published var canShare: Bool = false
            }
            """,
            "Player/PlayButton.swift": """
            import SwiftUI
            struct PlayButton: View {
                @ObservedObject var flags: PlaybackFlags
                @ObservedObject var counter: TapCounter
                var body: some View { Text(flags.isPlaying ? "Pause" : "Play") }
            }
            """,
            "Player/TapCounter.swift": """
            import Combine
            final class TapCounter: ObservableObject {
                @Published var taps = 0
                func tap() { taps += 1 }
            }
            """,
        ])
        #expect(found(result, "VM001") == ["Player/TapCounter.swift:2"])
        #expect(found(result, "VM003") == ["Player/TapCounter.swift:3"])
    }

    /// VM013's page exempts `open` classes (other modules may subclass them): a generic `open`
    /// store views observe gets no finding; a plain non-final one still does.
    @Test func anOpenClassIsExemptFromFinal() async {
        let result = await audit([
            "Store.swift": """
            import SwiftUI
            @MainActor
            open class Store<State>: ObservableObject {
                @Published public private(set) var state: State
                public init(state: State) { self.state = state }
                open func refresh() {}
            }
            @MainActor
            class ListModel: ObservableObject {
                @Published private(set) var rows: [String] = []
                func load() { rows = ["a"] }
            }
            struct ListScreen: View {
                @ObservedObject var store: Store<Int>
                @StateObject private var model = ListModel()
                var body: some View { Text("\\(store.state) \\(model.rows.count)") }
            }
            """,
        ])
        #expect(found(result, "VM013") == ["Store.swift:9"])
    }

    /// A navigator the ViewModel holds is reported where it is held only when nothing calls it.
    /// Called through a closure's alias of the ViewModel (`vm.coordinator?.showNext()` inside
    /// `withUnretained(self)`), the calls are the findings and the declaration is one of their
    /// related places — not a finding of its own.
    @Test func aNavigatorCalledThroughAnAliasIsReportedAtItsCalls() async {
        let result = await audit([
            "Login.swift": """
            import UIKit
            final class LoginCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func showSignUp() { navigation.pushViewController(UIViewController(), animated: true) }
                func showHome() { navigation.setViewControllers([UIViewController()], animated: true) }
            }
            final class LoginViewModel {
                @Published private(set) var busy = false
                private weak var coordinator: LoginCoordinator?
                init(coordinator: LoginCoordinator?) { self.coordinator = coordinator }
                func signUp() {
                    run { vm in
                        vm.coordinator?.showSignUp()
                    }
                }
                func finish() {
                    run { vm in vm.coordinator?.showHome() }
                }
                private func run(_ body: @escaping (LoginViewModel) -> Void) { body(self) }
            }
            final class LoginViewController: UIViewController {
                var viewModel: LoginViewModel!
            }
            """,
        ])
        #expect(found(result, "VM010") == ["Login.swift:14", "Login.swift:18"])
    }

    /// A router of Combine subjects: a ViewModel that sends a route into the router's subject
    /// (`router.modalPlace.send(.settings)`) navigates — the view observing the subject shows that
    /// screen — and so does calling the helper its base class declares to do it
    /// (`self.showSheet(for:)`), one finding per call. Sending a message string on the same router is
    /// no navigation. (A call written without `self.` is not recorded as a call fact yet: see
    /// Audit-Precision.md, round 11.) One top-level folder, so one module under the folder
    /// heuristic; `Place` is a route because its cases build two screens that hold a ViewModel.
    @Test func aRouteSentIntoARoutersSubjectIsNavigation() async {
        let result = await audit([
            "App/Routing/Place.swift": """
            import SwiftUI
            enum Place: Hashable {
                case settings
                case profile(id: Int)
                @ViewBuilder func screen() -> some View {
                    switch self {
                    case .settings: SettingsScreen(model: ProfileModel())
                    case .profile: ProfileScreen(model: ProfileModel())
                    }
                }
            }
            """,
            "App/Routing/Router.swift": """
            import Combine
            protocol Router {
                var modalPlace: CurrentValueSubject<Place?, Never> { get }
                var messages: PassthroughSubject<String, Never> { get }
            }
            final class AppRouter: Router {
                let modalPlace = CurrentValueSubject<Place?, Never>(nil)
                let messages = PassthroughSubject<String, Never>()
            }
            """,
            "App/Screens/BaseModel.swift": """
            import Combine
            class BaseModel: ObservableObject {
                var router: Router!
                func showSheet(for place: Place?) {
                    router.modalPlace.send(place)
                }
            }
            """,
            "App/Screens/ProfileModel.swift": """
            import Combine
            final class ProfileModel: BaseModel {
                @Published private(set) var name = ""
                func openSettings() {
                    self.showSheet(for: .settings)
                }
                func close() {
                    router.modalPlace.send(nil)
                    router.messages.send("closed")
                }
            }
            """,
            "App/Screens/Screens.swift": """
            import SwiftUI
            struct ProfileScreen: View {
                @ObservedObject var model: ProfileModel
                var body: some View { Text(model.name) }
            }
            struct SettingsScreen: View {
                @ObservedObject var model: ProfileModel
                var body: some View { Text("settings") }
            }
            """,
        ])
        let vm010 = found(result, "VM010")
        #expect(vm010.contains("App/Screens/ProfileModel.swift:5"))
        #expect(vm010.contains("App/Screens/ProfileModel.swift:8"))
        #expect(!vm010.contains("App/Screens/ProfileModel.swift:9"))
    }

    /// An app whose one model the `App` owns (`@StateObject`) and hands to every view through
    /// `@EnvironmentObject`, no view owning an observable object of its own: that model is the
    /// screens' ViewModel (VM001 applies), not an app-wide store. Where views own their own
    /// ViewModels, the model the `App` injects everywhere stays a shared store.
    @Test func theOneModelAnAppInjectsIntoItsViewsIsTheirViewModel() async {
        let result = await audit([
            "Watch/WatchApp.swift": """
            import SwiftUI
            @main
            struct WatchApp: App {
                @StateObject var model = WristModel()
                var body: some Scene { WindowGroup { HomeFace().environmentObject(model) } }
            }
            final class WristModel: ObservableObject {
                @Published private(set) var glucose = 0
                func refresh() { glucose += 1 }
            }
            struct HomeFace: View {
                @EnvironmentObject var model: WristModel
                var body: some View { Text("\\(model.glucose)") }
            }
            struct CarbsFace: View {
                @EnvironmentObject var model: WristModel
                var body: some View { Button("Add") { model.refresh() } }
            }
            struct BolusFace: View {
                @EnvironmentObject var model: WristModel
                var body: some View { Text("\\(model.glucose)") }
            }
            """,
            "Phone/PhoneApp.swift": """
            import SwiftUI
            struct PhoneApp: App {
                @StateObject var session = Session()
                var body: some Scene { WindowGroup { InboxScreen().environmentObject(session) } }
            }
            final class Session: ObservableObject {
                @Published private(set) var user = ""
                func signOut() { user = "" }
            }
            @MainActor
            final class InboxModel: ObservableObject {
                @Published private(set) var count = 0
                func load() { count = 1 }
            }
            struct InboxScreen: View {
                @EnvironmentObject var session: Session
                @StateObject private var inbox = InboxModel()
                var body: some View { Text(session.user) }
            }
            struct ProfileScreen: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            struct MenuScreen: View {
                @EnvironmentObject var session: Session
                var body: some View { Button("Out") { session.signOut() } }
            }
            """,
        ])
        #expect(found(result, "VM001") == ["Watch/WatchApp.swift:7"])
    }
}
