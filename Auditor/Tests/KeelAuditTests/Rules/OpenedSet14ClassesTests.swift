import Foundation
import Testing
@testable import KeelAudit

/// Set 14's classes (rules-r16a), opened, each as a from-scratch fixture that fails on the build before
/// the change, with what the rule must keep.
@Suite("Opened set 14 classes", .timeLimit(.minutes(2)))
struct OpenedSet14ClassesTests: FolderFixtureAudit {
    /// VM001/VM003: an `@Observable` record of the domain (`Hashable`, only values: no dependency, no
    /// waiting work) a view reaches — through a closure's result, or kept in `@State` — is data the view
    /// shows, not a ViewModel. The screen's ViewModel (a service, async loading) stays one.
    @Test func anObservableDomainRecordAViewShowsIsNoViewModel() async {
        let reply = """
        import Foundation
        import Observation

        @Observable
        public final class Reply {
            public let id: Int
            public let author: String
            public var depth: Int
            public var liked: Bool
            public var folded = false
            public init(id: Int, author: String, depth: Int, liked: Bool) {
                self.id = id
                self.author = author
                self.depth = depth
                self.liked = liked
            }
        }

        extension Reply: Hashable {
            public static func == (lhs: Reply, rhs: Reply) -> Bool { lhs.id == rhs.id }
            public func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        """
        let viewModel = """
        import Foundation
        import Observation

        protocol ReplyService: Sendable { func replies(for thread: Int) async throws -> [Reply] }

        @Observable
        final class ThreadViewModel {
            private let service: any ReplyService
            var replies: [Reply] = []
            init(service: any ReplyService) { self.service = service }
            func load() async { replies = (try? await service.replies(for: 1)) ?? [] }
        }
        """
        let views = """
        import SwiftUI

        struct ThreadView: View {
            @State private var viewModel: ThreadViewModel
            let toggleFold: (Int) -> Reply?
            var body: some View { List(viewModel.replies, id: \\.id) { ReplyRow(reply: $0) } }
        }

        struct ReplyRow: View {
            @State var reply: Reply
            var body: some View { Text(reply.author) }
        }
        """
        let result = await audit(["Domain/Reply.swift": reply, "Thread/ThreadViewModel.swift": viewModel, "Thread/ThreadView.swift": views])
        #expect(found(result, "VM001") == [place("Thread/ThreadViewModel.swift", viewModel, "final class ThreadViewModel")])
        #expect(found(result, "VM003").allSatisfy { $0.hasPrefix("Thread/") })
        #expect(!found(result, "VM003").isEmpty)
    }

    /// VM001/VM013: an `ObservableObject` that publishes nothing and exposes no state (a throttler whose work
    /// runs on a background queue) a view keeps only to call it: no ViewModel. The view creating it in
    /// `@ObservedObject` is still SU002's; a counter that publishes stays a ViewModel.
    @Test func anObservableHelperThatPublishesNothingIsNoViewModel() async {
        let throttle = """
        import Foundation

        public class Throttle: ObservableObject {
            private let queue = DispatchQueue.global(qos: .utility)
            private var pending = DispatchWorkItem {}
            private var interval: TimeInterval
            init(interval: TimeInterval) { self.interval = interval }
            func run(_ block: @escaping () -> Void) {
                pending.cancel()
                pending = DispatchWorkItem(block: block)
                queue.asyncAfter(deadline: .now() + interval, execute: pending)
            }
        }
        """
        let tally = """
        import Foundation

        class Tally: ObservableObject {
            @Published private(set) var count = 0
            func add() { count += 1 }
        }
        """
        let view = """
        import SwiftUI

        struct HueView: View {
            @State private var hue = 0.0
            @ObservedObject var throttle = Throttle(interval: 0.3)
            @StateObject private var tally = Tally()
            var body: some View {
                Slider(value: $hue)
                    .onChange(of: hue) { _, _ in throttle.run { print("sent") } }
            }
        }
        """
        let result = await audit(["App/Throttle.swift": throttle, "App/Tally.swift": tally, "App/HueView.swift": view])
        #expect(found(result, "VM001") == [place("App/Tally.swift", tally, "class Tally")])
        #expect(found(result, "VM013") == [place("App/Tally.swift", tally, "class Tally")])
        #expect(found(result, "SU002") == [place("App/HueView.swift", view, "@ObservedObject var throttle")])
    }

    /// ST001: `@ObservedObject` in a watchOS hosting controller (`WKHostingController<Root>`) only hands the
    /// object to its root view, which observes it: SwiftUI glue, like `UIHostingController`. A plain class
    /// holding one still observes nothing.
    @Test func aWatchHostingControllerNestsNothing() async {
        let files = [
            "Watch/HostingController.swift": """
            import SwiftUI
            import WatchKit

            final class HostingController: WKHostingController<RootView> {
                @ObservedObject var settings = WatchSettings.shared
                override var body: RootView { RootView(settings: settings) }
            }
            """,
            "Watch/RootView.swift": """
            import SwiftUI

            final class WatchSettings: ObservableObject {
                static let shared = WatchSettings()
                @Published var unit = "C"
            }

            struct RootView: View {
                @ObservedObject var settings: WatchSettings
                var body: some View { Text(settings.unit) }
            }

            final class Relay: ObservableObject {
                @ObservedObject var settings = WatchSettings.shared
            }
            """,
        ]
        let result = await audit(files)
        #expect(found(result, "ST001") == ["Watch/RootView.swift:14"])
    }

    /// VM005: `withAnimation` in a ViewModel is the ViewModel deciding how a change looks (a SwiftUI call,
    /// not a stored type); one member that builds UI is one violation however many SwiftUI names it uses.
    /// VM004/VM010 in a file that only extends the ViewModel: the extension is merged into its type, so the
    /// file's `import SwiftUI` and its `NavigationLink` are the ViewModel's. VM006: one destination wrapped in a
    /// container view is one reference.
    @Test func swiftUICallsAndAnExtensionThatBuildsNavigationAreTheViewModels() async {
        let shelf = """
        import Foundation
        import SwiftUI

        @MainActor @Observable
        final class ShelfViewModel {
            private(set) var titles: [String] = []
            func reload(_ new: [String]) {
                withAnimation(.easeInOut) {
                    titles = new
                }
            }
        }
        """
        let row = """
        import Foundation

        @MainActor
        final class TileModel: ObservableObject {
            @Published private(set) var title = ""
            let pageLink: String? = nil
            func toggle() { title = "on" }
        }
        """
        let rowView = """
        import Foundation
        import SwiftUI

        extension TileModel {
            @ViewBuilder func makeView() -> some View {
                if let pageLink {
                    NavigationLink(destination:
                        Lazy(
                            PageView(link: pageLink))
                    ) {
                        Image(systemName: "chevron.right")
                    }
                } else {
                    EmptyView()
                }
            }
        }
        """
        let views = """
        import SwiftUI

        struct ShelfView: View {
            @State private var viewModel = ShelfViewModel()
            var body: some View { List(viewModel.titles, id: \\.self) { Text($0) } }
        }

        struct TileView: View {
            @ObservedObject var tile: TileModel
            var body: some View { tile.makeView() }
        }

        struct PageView: View {
            let link: String
            var body: some View { Text(link) }
        }

        struct Lazy<Content: View>: View {
            let content: Content
            init(_ content: Content) { self.content = content }
            var body: some View { content }
        }
        """
        let result = await audit([
            "Shelf/ShelfViewModel.swift": shelf, "Tile/TileModel.swift": row, "Tile/TileModel+View.swift": rowView, "UI/Views.swift": views,
        ])
        #expect(found(result, "VM005").sorted() == [
            place("Shelf/ShelfViewModel.swift", shelf, "withAnimation"), place("Tile/TileModel+View.swift", rowView, "func makeView"),
        ].sorted())
        #expect(found(result, "VM004").sorted() == [
            place("Shelf/ShelfViewModel.swift", shelf, "import SwiftUI"), place("Tile/TileModel+View.swift", rowView, "import SwiftUI"),
        ].sorted())
        #expect(found(result, "VM010") == [place("Tile/TileModel+View.swift", rowView, "NavigationLink")])
        // A container view generic over its content (`Lazy<Content: View>`) names no screen: the view it wraps does.
        #expect(found(result, "VM006") == [place("Tile/TileModel+View.swift", rowView, "PageView(link")])
    }

    /// VM010: calling a SwiftUI router's navigation method that sets the flag its view presents
    /// (`func showSignIn() { showingSignIn = true }` behind `.sheet(isPresented:)`) navigates: one finding
    /// per call, at the call, the held router a related place. A ViewModel's own flag is the guide's
    /// published state, no navigation.
    @Test func aRoutersFlagAViewPresentsIsNavigation() async {
        let router = """
        import SwiftUI

        enum AppRoute: Hashable { case detail(id: Int) }

        @MainActor
        protocol AppRouting: AnyObject { func showSignIn() }

        @MainActor @Observable
        final class AppRouter: AppRouting {
            var stack: [AppRoute] = []
            var showingSignIn = false
            func push(_ route: AppRoute) { stack.append(route) }
            func showSignIn() { showingSignIn = true }
        }

        struct RootView: View {
            @State private var router = AppRouter()
            @State private var viewModel = VoteViewModel()
            var body: some View {
                NavigationStack(path: $router.stack) {
                    Text("Home").navigationDestination(for: AppRoute.self) { _ in Text("Detail") }
                }
                .sheet(isPresented: $router.showingSignIn) { Text("Sign in") }
            }
        }
        """
        let viewModel = """
        import Foundation

        @MainActor @Observable
        final class VoteViewModel {
            @ObservationIgnored var router: AppRouting?
            private(set) var signedIn = false
            private(set) var showsBanner = false
            func vote() {
                guard signedIn else {
                    router?.showSignIn()
                    return
                }
                showsBanner = true
            }
            func voteAgain() {
                if !signedIn { router?.showSignIn() }
            }
        }
        """
        let result = await audit(["App/Router.swift": router, "Vote/VoteViewModel.swift": viewModel])
        let lines = viewModel.components(separatedBy: "\n")
        let calls = lines.indices.filter { lines[$0].contains("router?.showSignIn()") }.map { "Vote/VoteViewModel.swift:\($0 + 1)" }
        #expect(found(result, "VM010") == calls)
    }

    /// SU001: `.onChange` calling a ViewModel method that writes an element of its observed collection
    /// (`posts[index] = post`) mutates observed state during the update.
    @Test func anOnChangeCallThatWritesAnElementOfObservedStateIsReported() async {
        let viewModel = """
        import Foundation

        struct Post: Hashable { let id: Int; var title: String }

        @MainActor @Observable
        final class FeedModel {
            private(set) var posts: [Post] = []
            func replace(_ post: Post) {
                if let index = posts.firstIndex(where: { $0.id == post.id }) {
                    posts[index] = post
                }
            }
        }
        """
        let view = """
        import SwiftUI

        struct FeedScreen: View {
            @State private var model = FeedModel()
            @State private var selected: Post?
            var body: some View {
                List(model.posts, id: \\.id) { Text($0.title) }
                    .onChange(of: selected) { _, new in
                        if let new {
                            model.replace(new)
                        }
                    }
            }
        }
        """
        let result = await audit(["Feed/FeedModel.swift": viewModel, "Feed/FeedScreen.swift": view])
        #expect(found(result, "SU001") == [place("Feed/FeedScreen.swift", view, "model.replace(new)")])
    }
}
