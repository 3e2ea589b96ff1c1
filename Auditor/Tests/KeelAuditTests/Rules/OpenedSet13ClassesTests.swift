import Foundation
import Testing
@testable import KeelAudit

/// Classes from set 13's misses and judged false positives, opened (rules-r15), each as a
/// from-scratch fixture that fails on the build before the change, with what the rule must keep.
@Suite("Opened set 13 classes", .timeLimit(.minutes(2)))
struct OpenedSet13ClassesTests: FolderFixtureAudit {
    /// VM014 recognises a dependency by behaviour: a class with no service name that answers later (a
    /// `Single` result, an escaping completion) or holds a service (a step over a storage keeping
    /// `UserDefaults`). A formatter that answers now, a struct, a subject and a stream helper (a class that is
    /// itself an `ObservableConvertibleType`) stay out.
    @Test func aViewModelBuildingAServiceByBehaviourConstructsItsDependency() async {
        let result = await audit([
            "Tracks/TrackListModel.swift": """
            import Foundation
            import RxRelay
            import RxSwift
            import UIKit

            final class TrackStorage {
                private let defaults = UserDefaults.standard
                func save(_ ids: [String]) { defaults.set(ids, forKey: "ids") }
            }

            final class LoadTracksTask {
                func run() -> Single<[String]> { .just([]) }
            }

            final class RememberTracksStep {
                private let storage = TrackStorage()
                func remember(_ ids: [String]) { storage.save(ids) }
            }

            final class DownloadJob {
                func start(completion: @escaping (Bool) -> Void) { completion(true) }
            }

            final class DurationText {
                func text(_ seconds: Int) -> String { "\\(seconds)s" }
            }

            struct TrackFilter {
                var query = ""
                func matches(_ text: String) -> Bool { text.contains(query) }
            }

            final class TrackListModel {
                let tracks = BehaviorRelay<[String]>(value: [])
                private let load = LoadTracksTask()
                private let remember = RememberTracksStep()
                private let download = DownloadJob()
                private let durations = DurationText()
                private var filter = TrackFilter()
                private let refresh = PublishSubject<Void>()
                private let disposeBag = DisposeBag()
                private let loading = LoadingTracker()
                func reload() { refresh.onNext(()) }
            }

            final class TrackListController: UIViewController {
                let model = TrackListModel()
            }

            final class LoadingTracker: ObservableConvertibleType {
                private let relay = BehaviorRelay<Bool>(value: false)
                func asObservable() -> Observable<Bool> { relay.asObservable() }
            }
            """,
        ])
        #expect(found(result, "VM014") == ["Tracks/TrackListModel.swift:35", "Tracks/TrackListModel.swift:36", "Tracks/TrackListModel.swift:37"])
    }

    /// VM013 applies to a UIKit + Combine ViewModel whose `@Published` state its controller reads (the
    /// VM001/VM003 convention); a subject-only class the controller listens to is not in its scope.
    @Test func aControllersPublishingViewModelIsFinal() async {
        let result = await audit([
            "Inbox/InboxModel.swift": """
            import Combine
            import UIKit

            class InboxModel {
                @Published private(set) var unread = 0
                func markRead() { unread = 0 }
            }

            class InboxEvents {
                let opened = PassthroughSubject<Void, Never>()
                func open() { opened.send() }
            }

            final class InboxController: UIViewController {
                let model = InboxModel()
                let events = InboxEvents()
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.$unread.sink { [weak self] in self?.show($0) }.store(in: &bag)
                    events.opened.sink { print("opened") }.store(in: &bag)
                }
                private func show(_ count: Int) {}
            }
            """,
        ])
        #expect(found(result, "VM013") == ["Inbox/InboxModel.swift:4"])
    }

    /// VM015: a sink stored in the caller's bag (an `inout` parameter) lives as long as the caller's
    /// set; one stored in the ViewModel's own bag (`&self.cancellables`) is still a cycle.
    @Test func aSinkInTheCallersBagIsNoCycle() async {
        let result = await audit([
            "Chat/ChatModel.swift": """
            import Combine
            import UIKit

            final class ChatModel {
                struct Input { let send: AnyPublisher<String, Never> }
                @Published private(set) var messages: [String] = []
                @Published private(set) var typing = false
                private var cancellables = Set<AnyCancellable>()

                func transform(input: Input, cancellables: inout Set<AnyCancellable>) {
                    $messages.sink { _ in self.typing = false }.store(in: &cancellables)
                    $typing.sink { _ in self.messages.append("...") }.store(in: &self.cancellables)
                }
            }

            final class ChatController: UIViewController {
                let model = ChatModel()
                private var cancellables = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.transform(input: .init(send: Empty().eraseToAnyPublisher()), cancellables: &cancellables)
                    model.$messages.sink { [weak self] in self?.show($0) }.store(in: &cancellables)
                }
                private func show(_ messages: [String]) {}
            }
            """,
        ])
        #expect(found(result, "VM015") == ["Chat/ChatModel.swift:12"])
    }

    /// VM011: a data record kept as a static constant (`static let breath = Sound(…)`, a `Codable`
    /// class) is a value; the service the same namespace keeps (`static let player`) is still reached.
    @Test func aStaticDataRecordIsNoDependency() async {
        let result = await audit([
            "Breath/BreathModel.swift": """
            import Foundation
            import RxRelay
            import UIKit

            final class Sound: Codable {
                let name: String
                init(name: String) { self.name = name }
            }

            final class SoundPlayer {
                func play(_ sound: Sound) {}
            }

            enum Samples {
                static let breath = Sound(name: "breath")
                static let player = SoundPlayer()
            }

            final class BreathModel {
                let playing = BehaviorRelay<Bool>(value: false)
                func start() {
                    Samples.player.play(Samples.breath)
                    playing.accept(true)
                }
            }

            final class BreathController: UIViewController {
                let model = BreathModel()
            }
            """,
        ])
        #expect(found(result, "VM011") == ["Breath/BreathModel.swift:22"])
        #expect(result.findings.first { $0.ruleID == "VM011" }?.message.contains("2 places") == false)
    }

    /// A logic-free `ObservableObject` of `let`s (a closure among them) a view holds is a value
    /// wrapper, not a ViewModel, whatever its name: no VM005 on it, no SU002 for building it in `body`.
    @Test func aLogicFreeWrapperOfLetsIsNoViewModel() async {
        let result = await audit([
            "Badges/BadgeList.swift": """
            import SwiftUI

            final class BadgeRowViewModel: ObservableObject {
                let title: String
                let tint: Color
                let onTap: () -> Void
                init(title: String, tint: Color, onTap: @escaping () -> Void) {
                    self.title = title
                    self.tint = tint
                    self.onTap = onTap
                }
            }

            struct BadgeRow: View {
                var viewModel: BadgeRowViewModel
                var body: some View {
                    Text(viewModel.title).foregroundColor(viewModel.tint).onTapGesture(perform: viewModel.onTap)
                }
            }

            struct BadgeList: View {
                var body: some View {
                    BadgeRow(viewModel: .init(title: "New", tint: .red, onTap: {}))
                }
            }
            """,
        ])
        #expect(found(result, "VM005").isEmpty)
        #expect(found(result, "SU002").isEmpty)
    }

    /// SU002: a ViewModel built in the view's `init` and stored in its `@State` is built once; a
    /// local built in `body` and passed down still is not.
    @Test func aStateViewModelBuiltInInitIsOwned() async {
        let result = await audit([
            "Logs/LogScreen.swift": """
            import Observation
            import SwiftUI

            @Observable
            final class LogViewModel {
                var lines: [String] = []
                func load() { lines = ["started"] }
            }

            struct LogMenu: View {
                var viewModel: LogViewModel
                var body: some View { Button("Load") { viewModel.load() } }
            }

            struct LogScreen: View {
                @State private var viewModel: LogViewModel
                init(id: String) {
                    let viewModel = LogViewModel()
                    self.viewModel = viewModel
                }
                var body: some View { LogMenu(viewModel: viewModel) }
            }

            struct LogPreviewScreen: View {
                var body: some View {
                    let model = LogViewModel()
                    LogMenu(viewModel: model)
                }
            }
            """,
        ])
        #expect(found(result, "SU002") == ["Logs/LogScreen.swift:26"])
    }

    /// VM011: `private let store: ServerStore = .shared` reads the annotated type's singleton as
    /// `ServerStore.shared` does; building one (`= ServerStore()`) is VM014's, not VM011's.
    @Test func anImplicitSharedMemberIsASingleton() async {
        let result = await audit([
            "Servers/ServerListView.swift": """
            import Observation
            import SwiftUI

            final class ServerStore {
                static let shared = ServerStore()
                func servers() async -> [String] { [] }
            }

            @MainActor
            @Observable
            final class ServerListViewModel {
                private(set) var servers: [String] = []
                private let store: ServerStore = .shared
                private let fallback: ServerStore = ServerStore()
                func load() async { servers = await store.servers() + fallback.servers() }
            }

            struct ServerListView: View {
                @State private var viewModel = ServerListViewModel()
                var body: some View { List(viewModel.servers, id: \\.self) { Text($0) } }
            }
            """,
        ])
        #expect(found(result, "VM011") == ["Servers/ServerListView.swift:13"])
        #expect(found(result, "VM014") == ["Servers/ServerListView.swift:14"])
    }

    /// VM001: a ViewModel whose only stored `var` holds a dependency (a protocol a service class
    /// implements, set in `init`) keeps no state; one with a counter still does.
    @Test func aDependencySlotIsNoState() async {
        let result = await audit([
            "Help/HelpScreen.swift": """
            import SwiftUI

            protocol HelpTracking {
                func track(_ screen: String)
            }

            final class HelpTracker: HelpTracking {
                func track(_ screen: String) {}
            }

            protocol HelpScreenModel: ObservableObject {
                var title: String { get }
            }

            final class HelpErrorViewModel: HelpScreenModel {
                var tracker: HelpTracking?
                private let code: Int
                init(tracker: HelpTracking, code: Int) {
                    self.tracker = tracker
                    self.code = code
                }
                var title: String { code == 404 ? "Not found" : "Error" }
                func appeared() { tracker?.track("help-error") }
            }

            final class HelpCountViewModel: HelpScreenModel {
                var count = 0
                var title: String { "\\(count)" }
                func bump() { count += 1 }
            }

            struct HelpScreen<Model: HelpScreenModel>: View {
                @StateObject var model: Model
                var body: some View { Text(model.title) }
            }

            struct HelpHost: View {
                var body: some View {
                    VStack {
                        HelpScreen(model: HelpErrorViewModel(tracker: HelpTracker(), code: 404))
                        HelpScreen(model: HelpCountViewModel())
                    }
                }
            }
            """,
        ])
        #expect(found(result, "VM001") == ["Help/HelpScreen.swift:26"])
    }
}
