import Foundation
import Testing
@testable import KeelAudit

/// Set 15's misses and the silent items of the round-16 review (rules-r17a), each as a from-scratch fixture
/// that fails on the build before the change, with what the rule must keep.
@Suite("Opened set 15 misses", .timeLimit(.minutes(2)))
struct OpenedSet15MissesTests: FolderFixtureAudit {
    /// An `ObservableObject` that publishes by hand (`objectWillChange.send()` after changing private state)
    /// is observed: a view reads it and is redrawn when it says so — a ViewModel, not a helper with nothing to
    /// observe. A throttler that never announces a change stays a helper.
    @Test func anObjectPublishingByHandIsObserved() async {
        let source = """
        import SwiftUI

        class Stopwatch: ObservableObject {
            private var seconds = 60
            func caption() -> String { "\\(seconds)" }
            func advance() {
                seconds -= 1
                objectWillChange.send()
            }
        }

        class Debouncer: ObservableObject {
            private var pending: DispatchWorkItem?
            func run(_ work: @escaping () -> Void) { pending?.cancel(); pending = DispatchWorkItem(block: work) }
        }

        struct StopwatchView: View {
            @StateObject private var stopwatch = Stopwatch()
            @StateObject private var debouncer = Debouncer()
            var body: some View { Text(stopwatch.caption()).onTapGesture { debouncer.run { stopwatch.advance() } } }
        }
        """
        let result = await audit(["Timer/StopwatchView.swift": source])
        #expect(found(result, "VM013") == [place("Timer/StopwatchView.swift", source, "class Stopwatch")])
        #expect(found(result, "VM001") == [place("Timer/StopwatchView.swift", source, "class Stopwatch")])
    }

    /// A box of relays a cell reads is values only when it holds nothing but subjects and relays and its
    /// initializer only fills them: one that keeps a pipeline (`Driver`) built from a shared store in `init`
    /// has logic — a ViewModel, whose singleton VM011 reports. The plain box stays none.
    @Test func aRelayBoxWithAPipelineInInitIsAViewModel() async {
        let models = """
        import RxSwift
        import RxCocoa

        struct Article { let id: Int; let title: String }

        final class ReactionStore {
            static let shared = ReactionStore()
            func reactions(for id: Int) -> Observable<Int> { .just(id) }
        }

        final class ArticleCellViewModel {
            let headline = BehaviorRelay<String>(value: "")
            let reactions: Driver<String>
            init(article: Article) {
                headline.accept(article.title)
                reactions = ReactionStore.shared.reactions(for: article.id).map { "\\($0) reactions" }.asDriver(onErrorJustReturn: "")
            }
        }

        final class BadgeCellViewModel {
            let caption = BehaviorRelay<String>(value: "")
            init(caption: String) { self.caption.accept(caption) }
        }
        """
        let cells = """
        import UIKit

        final class ArticleCell: UITableViewCell {
            func configure(with viewModel: ArticleCellViewModel) {}
        }
        final class BadgeCell: UITableViewCell {
            func configure(with viewModel: BadgeCellViewModel) {}
        }
        """
        let result = await audit(["Feed/FeedModels.swift": models, "Feed/FeedCells.swift": cells])
        #expect(found(result, "VM011") == [place("Feed/FeedModels.swift", models, "reactions = ReactionStore.shared")])
    }

    /// An `@Observable` record a list shows (`Identifiable`, only values) whose method reaches a shared store
    /// is no record of the domain: it acts on a service — a ViewModel, whose singleton VM011 reports. A record
    /// whose method only changes its own values stays data.
    @Test func anObservableRecordReachingASingletonIsAViewModel() async {
        let source = """
        import SwiftUI
        import Observation

        final class BookmarkStore {
            static let shared = BookmarkStore()
            func remember(_ id: UUID) {}
        }

        @Observable final class TrackRow: Identifiable {
            let id = UUID()
            var name = ""
            var isBookmarked = false
            func toggleBookmark() {
                isBookmarked.toggle()
                BookmarkStore.shared.remember(id)
            }
        }

        @Observable final class ChapterRow: Identifiable {
            let id = UUID()
            var name = ""
            var isRead = false
            func toggleRead() { isRead.toggle() }
        }

        struct TrackRowView: View {
            let row: TrackRow
            let chapter: ChapterRow
            var body: some View { Button(row.name + chapter.name) { row.toggleBookmark(); chapter.toggleRead() } }
        }
        """
        let result = await audit(["Library/TrackRowView.swift": source])
        #expect(found(result, "VM011") == [place("Library/TrackRowView.swift", source, "BookmarkStore.shared.remember")])
    }

    /// VM008: a controller writing a ViewModel's exposed subject (`viewModel.subject.value = …`) sends into it
    /// as `.send(…)` does — an input, reported once at the subject's declaration. A subject only the ViewModel
    /// writes stays an output.
    @Test func aControllerWritingASubjectsValueMakesItAnInput() async {
        let model = """
        import UIKit
        import Combine

        protocol ProfileEditing: AnyObject {
            var avatarSubject: CurrentValueSubject<UIImage?, Never> { get }
            var nameSubject: CurrentValueSubject<String, Never> { get }
        }

        final class ProfileEditViewModel: ProfileEditing {
            var avatarSubject = CurrentValueSubject<UIImage?, Never>(nil)
            var nameSubject = CurrentValueSubject<String, Never>("")
            var statusSubject = CurrentValueSubject<String, Never>("")
            func save() { statusSubject.value = "saved" }
        }
        """
        let controller = """
        import UIKit

        final class ProfileEditViewController: UIViewController {
            var viewModel: ProfileEditing!
            func picked(_ image: UIImage?) { viewModel.avatarSubject.value = image }
            func renamed(_ text: String) { self.viewModel.nameSubject.value = text; viewModel.nameSubject.value = text }
        }
        """
        let result = await audit(["Profile/ProfileEditViewModel.swift": model, "Profile/ProfileEditViewController.swift": controller])
        #expect(found(result, "VM008") == [place("Profile/ProfileEditViewModel.swift", model, "var avatarSubject = "),
                                           place("Profile/ProfileEditViewModel.swift", model, "var nameSubject = ")])
    }

    /// VM011: a ViewModel's nested dependencies struct filled by a locator — a bare call to a static function
    /// that a protocol it adopts overloads by return type (`let api: APIClient = provide()`) — reaches the
    /// locator: one finding per ViewModel at its first look-up. A protocol's single static factory is no locator.
    @Test func aLocatorInANestedDependenciesStructIsReached() async {
        let locator = """
        final class APIClient { static let shared = APIClient() }
        final class Preferences { static let shared = Preferences() }

        protocol ProvidesServices {}
        extension ProvidesServices {
            static func provide() -> APIClient { .shared }
            static func provide() -> Preferences { .shared }
        }

        protocol MakesFormatter {}
        extension MakesFormatter {
            static func makeFormatter() -> NumberFormatter { NumberFormatter() }
        }
        """
        let model = """
        import SwiftUI
        import Combine

        @MainActor
        final class SettingsViewModel: ObservableObject {
            @Published private(set) var title = ""
            struct Services: ProvidesServices {
                let api: APIClient = provide()
                let preferences: Preferences = provide()
            }
            struct Formatting: MakesFormatter {
                let formatter: NumberFormatter = makeFormatter()
            }
            let services = Services()
            let formatting = Formatting()
            func load() { title = "x" }
        }

        struct SettingsView: View {
            @StateObject var viewModel = SettingsViewModel()
            var body: some View { Text(viewModel.title) }
        }
        """
        let result = await audit(["App/Locator.swift": locator, "Settings/SettingsViewModel.swift": model])
        #expect(found(result, "VM011") == [place("Settings/SettingsViewModel.swift", model, "let api: APIClient = provide()")])
    }

    /// VM006: `ASPresentationAnchor` is AuthenticationServices' name for a window (`UIWindow`/`NSWindow`): a
    /// ViewModel that makes the anchor its sign-in sheet is shown from references a view type — once, at its
    /// first mention.
    @Test func aViewModelMakingAPresentationAnchorReferencesAView() async {
        let source = """
        import AuthenticationServices
        import Combine

        @MainActor
        final class SignInViewModel: NSObject, ObservableObject, ASWebAuthenticationPresentationContextProviding {
            @Published private(set) var signedIn = false
            func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
                ASPresentationAnchor()
            }
            func finish() { signedIn = true }
        }
        """
        let result = await audit(["Auth/SignInViewModel.swift": source])
        #expect(found(result, "VM006") == [place("Auth/SignInViewModel.swift", source, "func presentationAnchor")])
    }

    /// ST002: a collection of observable children that forwards each child's `objectWillChange` into a parent's
    /// publisher it keeps (`ObservableObjectPublisher`) forwards by hand — `$0` is each child, not a projection. A sink on a timer sending into the same
    /// kept publisher forwards no nested object. The class handing its own `objectWillChange` to such a collection
    /// wires the forwarding from the parent's side: reported at the construction.
    @Test func forwardingChildrenIntoAKeptParentPublisherIsForwarding() async {
        let source = """
        import Combine
        import Foundation

        final class Badge: ObservableObject { @Published var count = 0 }

        final class BadgeShelf<Item: ObservableObject>: ObservableObject {
            var items: [Item] = []
            var parentWillChange: ObservableObjectPublisher?
            private var bag: [AnyCancellable] = []
            init(parentWillChange: ObservableObjectPublisher? = nil) { self.parentWillChange = parentWillChange }
            func watch() {
                items.forEach {
                    let kept = $0.objectWillChange.sink(receiveValue: { _ in self.parentWillChange?.send() })
                    bag.append(kept)
                }
            }
        }

        final class Bookcase: ObservableObject {
            var shelf = BadgeShelf<Badge>()
            func attach() { shelf = BadgeShelf(parentWillChange: self.objectWillChange) }
        }

        final class Ticker: ObservableObject {
            var parentWillChange: ObservableObjectPublisher?
            private var bag: [AnyCancellable] = []
            func run() {
                Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in self.parentWillChange?.send() }.store(in: &bag)
            }
        }
        """
        let result = await audit(["Shelf/BadgeShelf.swift": source])
        #expect(found(result, "ST002") == [place("Shelf/BadgeShelf.swift", source, "$0.objectWillChange.sink"),
                                           place("Shelf/BadgeShelf.swift", source, "shelf = BadgeShelf(parentWillChange")])
    }
}
