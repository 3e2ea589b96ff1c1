import Foundation
import Testing
@testable import KeelAudit

/// Classes from set 8's judged false positives and misses, opened (rules-r10), each as a
/// from-scratch fixture that fails before the change, with the place the rule must stay quiet.
@Suite("Opened sets, round 10 classes", .timeLimit(.minutes(2)))
struct OpenedSetsRound10Tests: FolderFixtureAudit {
    /// A route enum need not be named like one nor taken by a navigation method: the enums a
    /// SwiftUI view maps to screens with `.navigationDestination(for: X.self)` are what its
    /// `NavigationStack` is pushed (here as `any Hashable` through a `NavigationPath`), so their
    /// cases are places to go and RT001 reads them. An enum a list keeps as rows, and one no
    /// `navigationDestination` names, are not routes.
    @Test func enumsANavigationStackMapsToScreensAreRoutes() async {
        let result = await audit([
            "Navigation.swift": """
            import SwiftUI
            @Observable final class Navigator {
                var stack = NavigationPath()
                func go(_ place: any Hashable) { stack.append(place) }
                func back() { stack.removeLast() }
            }
            enum Trip: Hashable {
                case overview
                case leg(index: Int, Session)
            }
            enum Shelf: Hashable {
                case book(String)
                case shelfEnd
            }
            enum Tint: Hashable {
                case custom(red: Double)
                case plain
            }
            final class Session: Hashable {
                static func == (a: Session, b: Session) -> Bool { a === b }
                func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
            }
            """,
            "TripScreen.swift": """
            import SwiftUI
            struct TripScreen: View {
                @State private var navigator = Navigator()
                let rows: [Shelf] = []
                var body: some View {
                    NavigationStack(path: $navigator.stack) {
                        Button("Start") { navigator.go(Trip.overview) }
                            .navigationDestination(for: Trip.self) { trip in Text("trip") }
                            .navigationDestination(for: Shelf.self) { shelf in Text("shelf") }
                    }
                }
            }
            """,
        ])
        #expect(found(result, "RT001") == ["Navigation.swift:9"])
    }

    /// VM005 read the ViewModel's own declarations and its stored state struct. The enum a
    /// ViewModel declares and its methods take (`func send(_ intent: Intent)`) is its API too: a
    /// case carrying a SwiftUI type makes the view hand the ViewModel SwiftUI's value. A nested
    /// enum no method takes (kept privately) is its own, and an app's own type is not SwiftUI's.
    @Test func anIntentEnumAViewModelTakesIsItsAPI() async {
        let result = await audit([
            "ReaderModel.swift": """
            import SwiftUI
            @MainActor @Observable
            final class ReaderModel {
                enum Command {
                    case open(page: Int)
                    case adaptTo(ColorScheme?)
                }
                enum Mood {
                    case calm(ColorScheme)
                }
                private(set) var page = 0
                private var mood: Mood?
                func handle(_ command: Command) {
                    if case .open(let page) = command { self.page = page }
                }
            }
            struct ReaderScreen: View {
                @State private var model = ReaderModel()
                var body: some View { Text("\\(model.page)") }
            }
            """,
        ])
        #expect(found(result, "VM005") == ["ReaderModel.swift:6"])
    }

    /// VM015 took a subscription to a request for a long-lived one when the request came from an
    /// object made at the call (`Client().status(…)`: any constructor but a one-shot publisher's
    /// read as a source that never completes), and when a method's name said stream though its
    /// body returns a URL request (`URLSession.dataTaskPublisher` completes after one response,
    /// and the subscription releases its closures). The model now reads what the method returns.
    /// A method returning a subject the type keeps stays long-lived, and so does `$published`.
    @Test func oneShotRequestsAreNotLongLivedSubscriptions() async {
        let result = await audit([
            "Client.swift": """
            import Combine
            import Foundation
            final class Client {
                let changes = PassthroughSubject<String, Never>()
                func status(of id: String) -> AnyPublisher<String, URLError> {
                    let request: AnyPublisher<Data, URLError> = URLSession.shared.dataTaskPublisher(for: URL(string: id)!)
                        .map(\\.data).eraseToAnyPublisher()
                    return request.map { String(decoding: $0, as: UTF8.self) }.eraseToAnyPublisher()
                }
                func statusUpdates(of id: String) -> AnyPublisher<Data, URLError> {
                    URLSession.shared.dataTaskPublisher(for: URL(string: id)!).map(\\.data).eraseToAnyPublisher()
                }
                func changeStream() -> AnyPublisher<String, Never> { changes.eraseToAnyPublisher() }
            }
            """,
            "StatusViewModel.swift": """
            import Combine
            import Foundation
            @MainActor
            final class StatusViewModel: ObservableObject {
                @Published private(set) var text = ""
                private let client: Client
                private var bag = Set<AnyCancellable>()
                init(client: Client) { self.client = client }
                func refresh() {
                    Client().status(of: "a").receive(on: DispatchQueue.main)
                        .sink(receiveCompletion: { _ in self.text = "" }, receiveValue: { self.text = $0 }).store(in: &bag)
                    client.statusUpdates(of: "b").sink(receiveCompletion: { _ in }, receiveValue: { _ in self.text = "b" }).store(in: &bag)
                    Client().changeStream().sink { self.text = $0 }.store(in: &bag)
                    $text.sink { value in self.log(value) }.store(in: &bag)
                }
                private func log(_ value: String) {}
            }
            """,
        ])
        #expect(found(result, "VM015") == ["StatusViewModel.swift:13", "StatusViewModel.swift:14"])
    }

    /// VM011 counted a ViewModel's preview helper (`static func preview() -> Self`) building its
    /// dependency with that dependency's own static factory (`Workspace.preview()`, which returns
    /// a fresh `Workspace(…)`) as a call into a global service. The stub makes a new instance and
    /// passes it through `init`: nothing shared is reached. A static call that does not make a
    /// fresh instance (`Workspace.reset()`) still counts, in the preview helper as anywhere.
    @Test func aStaticFactoryInAPreviewHelperIsNoGlobalDependency() async {
        let result = await audit([
            "Workspace.swift": """
            import Foundation
            final class Workspace {
                let folder: URL
                init(folder: URL) { self.folder = folder }
                static func preview() -> Workspace { Workspace(folder: URL(fileURLWithPath: "/tmp")) }
                static func reset() {}
            }
            """,
            "Models.swift": """
            import Combine
            @MainActor
            final class NotesViewModel: ObservableObject {
                @Published private(set) var notes: [String] = []
                private let workspace: Workspace
                init(workspace: Workspace) { self.workspace = workspace }
                func clear() { Workspace.reset() }
            }
            @MainActor
            final class DraftsViewModel: ObservableObject {
                @Published private(set) var drafts: [String] = []
                private let workspace: Workspace
                init(workspace: Workspace) { self.workspace = workspace }
            }
            extension DraftsViewModel {
                static func preview() -> DraftsViewModel { DraftsViewModel(workspace: Workspace.preview()) }
            }
            """,
        ])
        #expect(found(result, "VM011") == ["Models.swift:7"])
    }

    /// SU002 read every construction in a view's code as made on each render. One made in a
    /// `Button`'s action closure, or in a method that returns nothing (an action handler that hands
    /// it to a hosting controller it presents), is made when the user taps, once. The same
    /// construction in `body`, or in a method that builds a view (`-> some View`), is per render.
    @Test func aViewModelBuiltInAnActionIsNotBuiltPerRender() async {
        let result = await audit([
            "Screens.swift": """
            import SwiftUI
            import Combine
            final class EditorViewModel: ObservableObject {
                @Published private(set) var title = ""
            }
            struct EditorView: View {
                @ObservedObject var model: EditorViewModel
                var body: some View { Text(model.title) }
            }
            struct LibraryView: View {
                var body: some View {
                    VStack {
                        Button("Edit") { show(EditorView(model: EditorViewModel())) }
                        Button(action: { openEditor() }) { Text("Open") }
                        EditorView(model: EditorViewModel())
                        preview()
                    }
                }
                private func openEditor() {
                    let model = EditorViewModel()
                    show(EditorView(model: model))
                }
                private func preview() -> some View {
                    EditorView(model: EditorViewModel())
                }
                private func show(_ view: EditorView) {}
            }
            """,
        ])
        #expect(found(result, "SU002") == ["Screens.swift:15", "Screens.swift:24"])
    }

    /// SU001 read any assignment through an observed object inside `.onChange` as a state change
    /// during the view update. Setting a callback on a plain class the observed store holds (a
    /// connection, a service: not observable) changes nothing a view observes. Writing the store's
    /// own state, or a struct it stores, is still one.
    @Test func settingACallbackOnAPlainObjectIsNoObservedStateChange() async {
        let result = await audit([
            "Session.swift": """
            import SwiftUI
            final class Connection {
                var onClose: (() -> Void)?
            }
            struct Draft { var text = "" }
            @Observable final class SessionStore {
                let connection = Connection()
                var draft = Draft()
                var isOpen = false
            }
            struct SessionView: View {
                @State private var store = SessionStore()
                @State private var mode = 0
                var body: some View {
                    Text("Session").onChange(of: mode) { _, _ in
                        store.connection.onClose = { print("closed") }
                        store.draft.text = ""
                        store.isOpen = true
                    }
                }
            }
            """,
        ])
        #expect(found(result, "SU001") == ["Session.swift:17", "Session.swift:18"])
    }

    /// VM010 read every call whose receiver starts at a navigator as navigation, also a call on an
    /// object the navigator keeps (`coordinator.homeModel.loadData()`: loading data). The receiver's
    /// type is now resolved link by link through stored properties; the call is that object's.
    /// A call on the navigator itself still navigates.
    @Test func aCallOnAnObjectANavigatorKeepsIsThatObjectsCall() async {
        let result = await audit([
            "Unlock.swift": """
            import UIKit
            import Combine
            final class AppCoordinator {
                let navigationController: UINavigationController
                let homeModel = HomeModel()
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showMain() { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            final class HomeModel {
                func loadData() {}
            }
            final class UnlockViewModel: ObservableObject {
                @Published private(set) var isLoading = false
                private let coordinator: AppCoordinator
                init(coordinator: AppCoordinator) { self.coordinator = coordinator }
                func reload() { coordinator.homeModel.loadData() }
                func unlock() { coordinator.showMain() }
            }
            final class UnlockViewController: UIViewController { var viewModel: UnlockViewModel? }
            """,
        ])
        #expect(found(result, "VM010") == ["Unlock.swift:17"])
    }
}
