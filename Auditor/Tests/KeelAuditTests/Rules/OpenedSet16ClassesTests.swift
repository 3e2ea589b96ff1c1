import Foundation
import Testing
@testable import KeelAudit

/// Set 16's classes (rules-r17c), opened, each as a from-scratch fixture that fails on the build before
/// the change, with what the rule must keep.
@Suite("Opened set 16 classes", .timeLimit(.minutes(2)))
struct OpenedSet16ClassesTests: FolderFixtureAudit {
    /// VM012: a write into a field of a `@Published` value (`self?.panel.title = …`, `panel.isBusy = …`)
    /// mutates the published property itself — off the main actor inside `Task.detached`, and inside a
    /// `Task { … }` or an `async` method of a class that is not `@MainActor`. A local of the same name,
    /// another object's field, and a `@MainActor` class's `Task` stay quiet.
    @Test func aFieldOfPublishedStateWrittenOffMainIsAWriteOfTheState() async {
        let source = """
        import Combine

        struct Panel: Equatable {
            var title = ""
            var isBusy = false
        }

        protocol PanelSource { func title() async throws -> String }

        final class PanelViewModel: ObservableObject {
            @Published var panel = Panel()
            let source: any PanelSource
            init(source: any PanelSource) { self.source = source }

            func refreshDetached() {
                Task.detached { [weak self] in
                    let title = (try? await self?.source.title()) ?? ""
                    self?.panel.title = title // detached
                }
            }

            func refreshInTask() {
                Task {
                    do {
                        _ = try await source.title()
                        panel.isBusy = false // task
                    } catch {
                        panel.isBusy = true
                    }
                }
            }

            func reload() async {
                let title = (try? await source.title()) ?? ""
                panel.title = title // async
            }

            func localOnly() async {
                var panel = Panel()
                panel.title = "draft"
                _ = panel
            }
        }

        @MainActor
        final class IsolatedPanelViewModel: ObservableObject {
            @Published var panel = Panel()
            func refresh() {
                Task { panel.isBusy = true }
            }
        }
        """
        let path = "Panels/PanelViewModel.swift"
        let result = await audit([path: source])
        #expect(found(result, "VM012") == [place(path, source, "// detached"), place(path, source, "// task"),
                                           place(path, source, "panel.isBusy = true"), place(path, source, "// async")])
    }

    /// RT001: an enum a ViewModel keeps as the array its view binds to `NavigationStack(path:)` and maps to
    /// screens with `.navigationDestination(for:)` is the stack's route, not rows of a list: its cases with
    /// parameters are reported. An enum a view keeps as list rows stays list data.
    @Test func theArrayANavigationStackBindsHoldsRoutes() async {
        let model = """
        import SwiftUI
        import Observation

        struct Lesson: Hashable { let id: Int }

        enum CourseStep: Hashable {
            case overview
            case lesson(Lesson, chapter: Int)
            case quiz(id: Int)
        }

        enum Badge: Hashable {
            case earned(points: Int)
        }

        @Observable
        final class CourseViewModel {
            var steps: [CourseStep] = []
            var title = ""
            func reload() async { title = "Course" }
        }
        """
        let view = """
        import SwiftUI

        struct CourseScene: View {
            @Bindable var viewModel: CourseViewModel
            let badges: [Badge] = []
            var body: some View {
                NavigationStack(path: $viewModel.steps) {
                    Text(viewModel.title)
                        .navigationDestination(for: CourseStep.self) { _ in Text("step") }
                        .navigationDestination(for: Badge.self) { _ in Text("badge") }
                }
            }
        }
        """
        let result = await audit(["Course/CourseViewModel.swift": model, "Course/CourseScene.swift": view])
        #expect(found(result, "RT001") == [place("Course/CourseViewModel.swift", model, "case lesson"),
                                           place("Course/CourseViewModel.swift", model, "case quiz")])
    }

    /// VM010: a coordinator method taking a `url:` argument that pushes a screen navigates (only a web
    /// view's own loading of a URL does not); `finish()` that a coordinator inherits from its protocol's
    /// extension and that only removes the child from its parent's list, called in `deinit`, does not.
    @Test func aURLArgumentDoesNotHideNavigationAndAnInheritedFinishIsQuiet() async {
        let flow = """
        import UIKit

        protocol Flow: AnyObject {
            var parent: Flow? { get set }
            var children: [Flow] { get set }
            var navigationController: UINavigationController { get }
            func finish()
        }

        extension Flow {
            func finish() { parent?.childDidEnd(self) }
            func childDidEnd(_ child: Flow?) { children = children.filter { $0 !== child } }
        }

        protocol HelpFlow: Flow {
            func showPage(url: String)
        }

        final class DefaultHelpFlow: HelpFlow {
            var parent: Flow?
            var children: [Flow] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showPage(url: String) {
                navigationController.pushViewController(HelpPageController(address: url), animated: true)
            }
        }

        final class HelpPageController: UIViewController {
            let address: String
            init(address: String) { self.address = address; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """
        let model = """
        import Foundation
        import RxSwift

        final class HelpViewModel {
            private let flow: HelpFlow
            private let disposeBag = DisposeBag()
            init(flow: HelpFlow) { self.flow = flow }
            deinit {
                flow.finish()
            }
            func bind(termsTap: Observable<Void>) {
                termsTap.subscribe(onNext: { [weak self] in
                    self?.flow.showPage(url: "https://example.com/terms")
                }).disposed(by: disposeBag)
            }
        }

        final class HelpViewController: UIViewController {
            let viewModel: HelpViewModel
            init(viewModel: HelpViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """
        let result = await audit(["Help/Flow.swift": flow, "Help/HelpViewModel.swift": model])
        #expect(found(result, "VM010") == [place("Help/HelpViewModel.swift", model, "showPage(url:")])
    }

    /// CO001/CO002 (round 18): a plain `@MainActor` class — not named like a coordinator, inheriting nothing
    /// but `Sendable`, with a `required init?(coder:)` left in — that keeps the navigation controller and
    /// pushes the screens it builds owns navigation: a coordinator by behaviour, so a `Task` it starts and a
    /// container look-up are its findings. The initializer a root class declares does not make it a view.
    @Test func aPlainClassThatPushesTheScreensItBuildsIsACoordinator() async {
        let source = """
        import UIKit

        protocol ScoreStore { func reset() async throws }

        final class Locator {
            static let shared = Locator()
            func store() -> ScoreStore { fatalError() }
        }

        final class BoardScreen: UIViewController {
            init(store: ScoreStore) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }

        @MainActor
        final class MatchFlowController: @unchecked Sendable {
            private let navigationController: UINavigationController
            private let store: ScoreStore
            init(navigationController: UINavigationController, store: ScoreStore) {
                self.navigationController = navigationController
                self.store = store
            }
            @available(*, unavailable)
            required init?(coder: NSCoder) { fatalError() }

            func showBoard() {
                let store = Locator.shared.store()
                navigationController.pushViewController(BoardScreen(store: store), animated: true)
            }

            func quit() {
                Task { try? await store.reset() }
                navigationController.popToRootViewController(animated: true)
            }
        }
        """
        let path = "Match/MatchFlowController.swift"
        let result = await audit([path: source])
        #expect(found(result, "CO001") == [place(path, source, "Task { try?")])
        #expect(found(result, "CO002") == [place(path, source, "Locator.shared.store()")])
    }

    /// CO002 (round 18): a class that keeps the active flow's coordinator and replaces it in a method of its
    /// own (switching which root flow is on screen) owns navigation, though it is named like a delegate; a
    /// singleton it keeps and a locator its nested dependencies struct reaches are reported. A class that receives a coordinator once, in its initializer, does not.
    @Test func aClassSwitchingTheActiveCoordinatorIsACoordinator() async {
        let source = """
        import SwiftUI

        protocol RootFlowCoordinator: AnyObject {
            var path: NavigationPath { get set }
            func start()
        }

        final class WelcomeCoordinator: RootFlowCoordinator {
            var path = NavigationPath()
            func start() { path.append(1) }
        }

        final class HomeCoordinator: RootFlowCoordinator {
            var path = NavigationPath()
            func start() { path.append(2) }
        }

        final class SplashTimer {
            static let shared = SplashTimer()
        }

        final class TourFlags { static let shared = TourFlags() }
        final class LaunchFlags { static let shared = LaunchFlags() }

        protocol SuppliesServices {}
        extension SuppliesServices {
            static func supply() -> TourFlags { .shared }
            static func supply() -> LaunchFlags { .shared }
        }

        final class RootFlowDelegate: ObservableObject {
            @Published var showsHome = false
            var current: (any RootFlowCoordinator)!
            private var timer: SplashTimer = .shared
            struct Services: SuppliesServices {
                let tour: TourFlags = supply()
            }
            let services = Services()
            func switchToHome() {
                showsHome = true
                current = HomeCoordinator()
            }
        }

        final class FlowLogger {
            private let coordinator: any RootFlowCoordinator
            private var timer: SplashTimer = .shared
            init(coordinator: any RootFlowCoordinator) { self.coordinator = coordinator }
        }
        """
        let path = "Root/RootFlowDelegate.swift"
        let result = await audit([path: source])
        #expect(found(result, "CO002") == [place(path, source, "private var timer: SplashTimer = .shared"),
                                           place(path, source, "let tour: TourFlags = supply()")])
    }

    /// VM010 (round 18): a ViewModel that pushes onto another object's SwiftUI navigation stack, raises its
    /// presentation flag or calls its presenting method navigates — that object's view shows the screen. Reading
    /// the holder's data or calling its other methods does not.
    @Test func aViewModelSettingAnotherObjectsNavigationStateNavigates() async {
        let source = """
        import Observation

        struct Song: Hashable { let id: Int }

        enum LibraryPage: Hashable {
            case song(Song)
            case settings
        }

        @Observable @MainActor
        final class LibraryViewModel {
            var pages: [LibraryPage] = []
            var isFilterSheetPresented = false
            var editedSong: Song?
            var songs: [Song] = []
            func presentEditor() { editedSong = Song(id: 0) }
            func reload() async { songs = [] }
        }

        @Observable @MainActor
        final class SongListViewModel {
            private let library: LibraryViewModel
            init(library: LibraryViewModel) { self.library = library }
            var count: Int { library.songs.count }
            func open(_ song: Song) {
                library.pages.append(.song(song))
            }
            func filter() {
                library.isFilterSheetPresented = true
            }
            func edit() {
                library.presentEditor()
            }
            func refresh() async {
                await library.reload()
            }
        }
        """
        let view = """
        import SwiftUI

        struct LibraryScene: View {
            @Bindable var library: LibraryViewModel
            @State var list: SongListViewModel
            var body: some View {
                NavigationStack(path: $library.pages) {
                    Text("\\(list.count)")
                        .navigationDestination(for: LibraryPage.self) { _ in Text("page") }
                        .sheet(isPresented: $library.isFilterSheetPresented) { Text("filter") }
                }
            }
        }
        """
        let path = "Library/SongListViewModel.swift"
        let result = await audit([path: source, "Library/LibraryScene.swift": view])
        #expect(found(result, "VM010") == [place(path, source, "append(.song"), place(path, source, "library.isFilterSheetPresented ="),
                                           place(path, source, "library.presentEditor()")])
    }

    /// VM014 (round 18): a service built where the ViewModel sets its own stored property — in its initializer
    /// (`self.recorder = VoiceRecorder()`) or in a method (`player = try ClipPlaybackManager(data: data)`) — is made inside,
    /// not injected. A value (`State()`), an injected parameter, and a local stay quiet.
    @Test func aServiceBuiltIntoAStoredPropertyIsConstructed() async {
        let source = """
        import Combine
        import Foundation

        final class VoiceRecorder {
            func prepare() async throws {}
        }

        final class ClipPlaybackManager {
            init(data: Data) throws {}
            func play() {}
        }

        @MainActor
        final class ClipViewModel: ObservableObject {
            struct State { var isPlaying = false }
            @Published var state: State
            private var recorder: VoiceRecorder
            private var player: ClipPlaybackManager?
            private let backup: VoiceRecorder

            init(backup: VoiceRecorder) {
                self.state = State()
                self.recorder = VoiceRecorder()
                self.backup = backup
            }

            func load(_ data: Data) {
                do {
                    player = try ClipPlaybackManager(data: data)
                    let preview = try ClipPlaybackManager(data: data)
                    preview.play()
                } catch {}
            }
        }
        """
        let path = "Clips/ClipViewModel.swift"
        let result = await audit([path: source])
        #expect(found(result, "VM014") == [place(path, source, "self.recorder = VoiceRecorder()"), place(path, source, "player = try ClipPlaybackManager")])
    }

    /// SU001 (round 18): a view holding its ViewModel as a protocol of the tree (`let model: any TrackListing`)
    /// that an observable class adopts writes observed state when it assigns through it in `.onChange`. A
    /// protocol only plain classes adopt stays quiet.
    @Test func aProtocolHeldViewModelAnObservableClassAdoptsIsObserved() async {
        let model = """
        import Observation

        protocol TrackListing: AnyObject {
            var focusedID: Int? { get set }
        }

        @Observable @MainActor
        final class SearchTracksViewModel: TrackListing {
            var focusedID: Int?
        }

        @MainActor
        final class SavedTracksViewModel: TrackListing {
            var focusedID: Int?
        }

        protocol Ticker: AnyObject {
            var tick: Int { get set }
        }

        final class PlainTicker: Ticker {
            var tick = 0
        }
        """
        let view = """
        import SwiftUI

        struct TrackListView: View {
            let model: any TrackListing
            let ticker: any Ticker
            @State private var focused: Int?
            var body: some View {
                Text("tracks")
                    .onChange(of: focused) { _, _ in
                        model.focusedID = focused
                        ticker.tick = 1
                    }
            }
        }
        """
        let path = "Tracks/TrackListView.swift"
        let result = await audit(["Tracks/TrackModels.swift": model, path: view])
        #expect(found(result, "SU001") == [place(path, view, "model.focusedID = focused")])
    }

    /// VM012 (round 18): a mutating call on `@Published` state (`clips.append(…)`, `self?.clips.removeAll()`) changes
    /// it as an assignment does — off the main actor in an `async` method of a class that is not `@MainActor` and
    /// inside `DispatchQueue.global().async`. A local array, and the same call on the main queue, stay quiet.
    @Test func aMutatingCallOnPublishedStateOffMainIsAMutation() async {
        let source = """
        import Combine
        import Foundation

        final class ClipListViewModel: ObservableObject {
            @Published var clips: [String] = []
            private var pending: [String] = ["a", "b"]

            func playAll() async {
                while !pending.isEmpty {
                    clips.append(pending.removeFirst()) // async
                }
                var played: [String] = []
                played.append("done")
            }

            func clear() {
                DispatchQueue.global().async { [weak self] in
                    self?.clips.removeAll() // global
                }
                DispatchQueue.main.async { [weak self] in
                    self?.clips.removeAll()
                }
            }
        }

        final class ClipListController {
            let viewModel = ClipListViewModel()
            var cancellable: AnyCancellable?
            func bind() { cancellable = viewModel.$clips.sink { _ in } }
        }
        """
        let path = "Clips/ClipListViewModel.swift"
        let result = await audit([path: source])
        #expect(found(result, "VM012") == [place(path, source, "// async"), place(path, source, "// global")])
    }

    /// VM006 (round 18): a ViewModel building one of the system's ready-made screens (a mail composer) holds a
    /// view controller, as with `UIImagePickerController`.
    @Test func aSystemComposeScreenBuiltInAViewModelIsAViewReference() async {
        let source = """
        import Combine
        import MessageUI

        @MainActor
        final class SupportViewModel: NSObject, ObservableObject, MFMailComposeViewControllerDelegate {
            @Published private(set) var canWrite = false
            func composer() -> UIViewController? {
                guard MFMailComposeViewController.canSendMail() else { return nil }
                let mail = MFMailComposeViewController()
                mail.mailComposeDelegate = self
                return mail
            }
        }

        final class SupportController {
            let viewModel = SupportViewModel()
            var cancellable: AnyCancellable?
            func bind() { cancellable = viewModel.$canWrite.sink { _ in } }
        }
        """
        let path = "Support/SupportViewModel.swift"
        let result = await audit([path: source])
        #expect(found(result, "VM006").contains(place(path, source, "let mail = MFMailComposeViewController()")))
    }
}
