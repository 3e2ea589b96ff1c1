import Foundation
import Testing
@testable import KeelAudit

/// Classes from set 11's judged false positives and misses, opened (rules-r13), each as a
/// from-scratch fixture that fails before the change, with the place the rule must keep.
@Suite("Opened set 11 classes", .timeLimit(.minutes(2)))
struct OpenedSet11ClassesTests: FolderFixtureAudit {
    /// A UIKit + Combine ViewModel a view controller binds to (it `sink`s on `$screenState`) has
    /// settable `@Published` state as a SwiftUI one does: VM003. A box of published values the
    /// controller only reads (no method) is no ViewModel; a file under `legacyPaths` is left alone.
    @Test func aControllersCombineViewModelKeepsItsPublishedStatePrivate() async {
        let files = [
            "Notes/NotesScreen.swift": """
            import Combine
            import UIKit

            enum NotesScreenState { case idle, saving, failed(String) }

            @MainActor
            final class NotesScreenModel {
                @Published var screenState = NotesScreenState.idle
                @Published private(set) var notes: [String] = []
                func save(_ text: String) {
                    screenState = .saving
                    notes.append(text)
                    screenState = .idle
                }
            }

            final class FilterValues {
                @Published var query = ""
            }

            final class NotesController: UIViewController {
                private let model: NotesScreenModel
                private let filter = FilterValues()
                private var bag = Set<AnyCancellable>()
                init(model: NotesScreenModel) {
                    self.model = model
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.$screenState.sink { [weak self] state in self?.show(state) }.store(in: &bag)
                    filter.$query.sink { print($0) }.store(in: &bag)
                }
                private func show(_ state: NotesScreenState) {}
            }
            """,
        ]
        let result = await audit(files)
        #expect(found(result, "VM003") == ["Notes/NotesScreen.swift:8"])

        var legacy = Configuration.default
        legacy.legacyPaths = ["Notes/**"]
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        let legacyResult = await Auditor(configuration: legacy).audit(inputs)
        #expect(found(legacyResult, "VM003").isEmpty)
    }

    /// AVFoundation calls a movie file output's recording delegate on a queue of its own: writes of
    /// published state in `fileOutput(_:didStartRecordingTo:…)` / `…didFinishRecordingTo…` run off
    /// the main actor (VM012), even in a `@MainActor` class; the hop in the photo callback is fine.
    @Test func aCaptureRecordingCallbackRunsOffMain() async {
        let result = await audit([
            "Capture/RecorderModel.swift": """
            import AVFoundation
            import Combine

            enum RecorderState { case idle, recording, finished(URL), failed }

            @MainActor
            final class RecorderModel: NSObject {
                @Published private(set) var state = RecorderState.idle
                @Published private(set) var lastPhoto: Data?
                private let output = AVCaptureMovieFileOutput()
                func start(to url: URL) { output.startRecording(to: url, recordingDelegate: self) }
            }

            extension RecorderModel: AVCaptureFileOutputRecordingDelegate {
                func fileOutput(_ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection]) {
                    state = .recording
                }
                func fileOutput(_ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection], error: Error?) {
                    if error != nil {
                        state = .failed
                        return
                    }
                    state = .finished(outputFileURL)
                }
            }

            extension RecorderModel: AVCapturePhotoCaptureDelegate {
                func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {
                    let data = photo.fileDataRepresentation()
                    DispatchQueue.main.async { self.lastPhoto = data }
                }
            }
            """,
            "Capture/RecorderController.swift": """
            import Combine
            import UIKit
            final class RecorderController: UIViewController {
                private let model = RecorderModel()
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.$state.sink { print($0) }.store(in: &bag)
                }
            }
            """,
        ])
        #expect(found(result, "VM012") == ["Capture/RecorderModel.swift:16", "Capture/RecorderModel.swift:20", "Capture/RecorderModel.swift:23"])
        #expect(result.findings.first { $0.ruleID == "VM012" }?.message.contains("AVCaptureFileOutputRecordingDelegate") == true)
    }

    /// A `…DataSource` a view controller keeps and binds to (input and output subjects), which builds
    /// the pages it shows and forwards a back tap to its coordinator, is the controller's ViewModel by
    /// behaviour, not a coordinator: its singleton read is VM011's, not CO002's. The controller
    /// inherits from a pager library's controller base, which keel cannot read.
    @Test func aControllersBoundDataSourceIsNoCoordinator() async {
        let result = await audit([
            "Shelf/ShelfPages.swift": """
            import RxSwift
            import UIKit

            final class ShelfPages {
                enum Input { case load, back }
                enum Output { case reload }
                private weak var coordinator: ShelfCoordinator?
                var pages: [UIViewController] = []
                let input = PublishSubject<Input>()
                let output = PublishSubject<Output>()
                private let bag = DisposeBag()

                init(coordinator: ShelfCoordinator?) {
                    self.coordinator = coordinator
                    input.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
                }

                private func popScreen() {
                    coordinator?.pop()
                }

                private func handle(_ input: Input) {
                    switch input {
                    case .load:
                        BookAPI.shared.fetchShelves { [weak self] names in
                            self?.pages = names.map { BookListController(title: $0) }
                            self?.output.onNext(.reload)
                        }
                    case .back:
                        coordinator?.pop()
                    }
                }
            }

            final class BookListController: UIViewController {
                init(title: String) { super.init(nibName: nil, bundle: nil); self.title = title }
                required init?(coder: NSCoder) { nil }
            }
            """,
            "Shelf/ShelfController.swift": """
            import PagerKit
            import RxSwift
            import UIKit
            final class ShelfController: PagerViewController {
                private let pages: ShelfPages
                private let bag = DisposeBag()
                init(pages: ShelfPages) {
                    self.pages = pages
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    pages.output.subscribe(onNext: { _ in }).disposed(by: bag)
                    pages.input.onNext(.load)
                }
            }
            """,
            "Shelf/ShelfCoordinator.swift": """
            import UIKit
            final class ShelfCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(ShelfController(pages: ShelfPages(coordinator: self)), animated: true) }
                func pop() { navigationController.popViewController(animated: true) }
            }
            """,
            "Shelf/BookAPI.swift": """
            final class BookAPI {
                static let shared = BookAPI()
                func fetchShelves(_ done: @escaping ([String]) -> Void) { done([]) }
            }
            """,
        ])
        #expect(found(result, "CO002").isEmpty)
        #expect(found(result, "VM011") == ["Shelf/ShelfPages.swift:25"])
    }

    /// A class that keeps no state — an empty `ObservableObject`, or an `@Observable` service of
    /// `let` dependencies a view keeps in `@State` — has nothing to change off the main thread: no
    /// VM001. A class with a stored `var` still needs `@MainActor`.
    @Test func aClassKeepingNoStateNeedsNoMainActor() async {
        let result = await audit([
            "Saved/SavedViews.swift": """
            import Combine
            import Observation
            import SwiftUI

            final class SettingsPanelViewModel: ObservableObject {}

            @Observable
            final class SavedItemsClient: Sendable {
                private let baseURL: URL
                init(baseURL: URL) { self.baseURL = baseURL }
                func save(_ id: String) async throws {}
            }

            @Observable
            final class SavedListModel {
                var ids: [String] = []
                func add(_ id: String) { ids.append(id) }
            }

            struct SavedView: View {
                @StateObject var panel = SettingsPanelViewModel()
                @State var client = SavedItemsClient(baseURL: URL(fileURLWithPath: "/"))
                @State var list = SavedListModel()
                var body: some View { Text("\\(list.ids.count)") }
            }
            """,
        ])
        #expect(found(result, "VM001") == ["Saved/SavedViews.swift:15"])
    }

    /// A service that is a struct (`let service = NewsFeedService()`, a struct of methods that fetch)
    /// is a dependency the ViewModel builds itself, as a class would be: VM014. A struct of values
    /// named like a store, with no method, is a value.
    @Test func aServiceStructBuiltInAStoredPropertyIsAConstructedDependency() async {
        let result = await audit([
            "Feed/NewsFeedService.swift": """
            import Foundation
            struct NewsFeedService {
                func fetchHeadlines() async throws -> [String] { [] }
            }
            struct LayoutStore {
                let columns = 2
                let spacing = 8.0
            }
            """,
            "Feed/NewsFeedViewModel.swift": """
            import Combine
            @MainActor
            final class NewsFeedViewModel: ObservableObject {
                @Published private(set) var headlines: [String] = []
                private let service = NewsFeedService()
                private let layout = LayoutStore()
                func load() async { headlines = (try? await service.fetchHeadlines()) ?? [] }
            }
            """,
        ])
        #expect(found(result, "VM014") == ["Feed/NewsFeedViewModel.swift:5"])
    }
}
