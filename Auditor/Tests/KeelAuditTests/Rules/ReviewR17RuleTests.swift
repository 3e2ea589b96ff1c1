import Foundation
import Testing
@testable import KeelAudit

/// Round 17's review (`REVIEW-R17.md`), the rule defects mended, each a from-scratch fixture that fails on the
/// merged branches before the mend.
@Suite("Review r17: rule mends", .timeLimit(.minutes(2)))
struct ReviewR17RuleTests: FolderFixtureAudit {
    /// #3: a parameter written off the main actor is the parameter, not the `@Published` property of that name.
    @Test func aParameterWrittenOffMainIsNoPublishedState() async {
        let source = """
        import Combine
        import Foundation

        final class Message { var isRead = false }

        final class InboxViewModel: ObservableObject {
            @Published var message: Message?
            @Published var unread = 0

            func markRead(_ message: Message) {
                DispatchQueue.global().async {
                    message.isRead = true
                }
            }

            func recount(_ messages: [Message]) {
                DispatchQueue.global().async {
                    messages.forEach { message in message.isRead = false }
                    self.unread = messages.count // off main
                }
            }
        }
        """
        let path = "Inbox/InboxViewModel.swift"
        let result = await audit([path: source])
        #expect(found(result, "VM012") == [place(path, source, "// off main")])
    }

    /// #7: a protocol's requirement with its one default body is one factory — no service locator.
    @Test func aRequirementWithItsDefaultIsOneFactory() async {
        let source = """
        import Combine

        final class Logger { func log(_ text: String) {} }

        protocol Logging { static func makeLogger() -> Logger }
        extension Logging { static func makeLogger() -> Logger { Logger() } }

        final class FeedViewModel: ObservableObject, Logging {
            @Published var count = 0
            private let log: Logger = makeLogger()
            func refresh() { count += 1; log.log("refresh") }
        }
        """
        let result = await audit(["Feed/FeedViewModel.swift": source])
        #expect(found(result, "VM011").isEmpty, "\(result.findings)")
    }

    /// #10: an `@Observable` record that opens its URL through `UIApplication.shared` stays a record: no ViewModel
    /// rule (VM001) reaches it.
    @Test func aRecordCallingASystemSingletonStaysARecord() async {
        let model = """
        import Foundation
        import Observation
        import UIKit

        @Observable
        final class Article: Identifiable {
            let id = UUID()
            var title = ""
            var url: URL
            init(url: URL) { self.url = url }
            func open() { UIApplication.shared.open(url) }
        }
        """
        let view = """
        import SwiftUI

        struct ArticleRow: View {
            let article: Article
            var body: some View { Button(article.title) { article.open() } }
        }
        """
        let result = await audit(["News/Article.swift": model, "News/ArticleRow.swift": view])
        #expect(found(result, "VM001").isEmpty, "\(result.findings)")
    }

    /// #8: a class injected into ViewModels that writes storage through `UserDefaults.standard` in its methods does
    /// a service's work: a ViewModel constructing it is reported (VM014).
    @Test func aKeeperWritingDefaultsIsAServiceAViewModelMustNotBuild() async {
        let source = """
        import Combine
        import Foundation

        final class FavoritesKeeper {
            func toggle(_ id: String) { UserDefaults.standard.set([id], forKey: "favorites") }
        }

        final class DetailViewModel: ObservableObject {
            @Published var isFavorite = false
            private let keeper: FavoritesKeeper
            init(keeper: FavoritesKeeper) { self.keeper = keeper }
            func toggle() { keeper.toggle("a"); isFavorite.toggle() }
        }

        final class ListViewModel: ObservableObject {
            @Published var items: [String] = []
            private let keeper = FavoritesKeeper() // built here
            func favorite(_ id: String) { keeper.toggle(id) }
        }
        """
        let path = "Favorites/FavoritesViewModels.swift"
        let result = await audit([path: source])
        #expect(found(result, "VM014") == [place(path, source, "// built here")], "\(result.findings)")
    }

    /// #6: a sink on each element of a collection (`$0.objectWillChange`, `shelf in shelf.objectWillChange`) that
    /// sends the object's own `objectWillChange` forwards a child's changes by hand: a closure's parameter is an
    /// element, not the wrapped object of a type eraser.
    @Test func aSinkOnEachElementForwardsByHand() async {
        let source = """
        import Combine

        final class Shelf: ObservableObject {
            @Published var books: [String] = []
        }

        final class Library: ObservableObject {
            @Published var shelves: [Shelf] = []
            private var bag = Set<AnyCancellable>()

            func observe() {
                shelves.forEach { $0.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag) } // each
            }

            func observeNamed() {
                shelves.forEach { shelf in
                    shelf.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag) // named
                }
            }
        }

        final class ShelfBox: ObservableObject {
            private var bag = Set<AnyCancellable>()
            init<Wrapped: ObservableObject>(_ wrapped: Wrapped) {
                wrapped.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
            }
        }
        """
        let path = "Library/Library.swift"
        let result = await audit([path: source])
        #expect(found(result, "ST002") == [place(path, source, "// each"), place(path, source, "// named")], "\(result.findings)")
    }

    /// #9: a type that keeps the parent's `ObservableObjectPublisher` and sends it when its own value changes
    /// forwards no child: handing it `objectWillChange` is no ST002. One that sends it from a sink on each child is
    /// (the sink and the hand-over both).
    @Test func aKeptPublisherSentFromNoChildSinkIsNoForwarder() async {
        let source = """
        import Combine

        final class Stored<Value> {
            let willChange: ObservableObjectPublisher
            var value: Value { willSet { willChange.send() } }
            init(_ value: Value, willChange: ObservableObjectPublisher) {
                self.value = value
                self.willChange = willChange
            }
        }

        final class Row: ObservableObject {
            @Published var title = ""
        }

        final class RowList {
            private weak var parentWillChange: ObservableObjectPublisher?
            private var bag = Set<AnyCancellable>()
            var rows: [Row]
            init(rows: [Row], parentWillChange: ObservableObjectPublisher) {
                self.rows = rows
                self.parentWillChange = parentWillChange
                rows.forEach { $0.objectWillChange.sink { [weak self] _ in self?.parentWillChange?.send() }.store(in: &bag) } // sink
            }
        }

        final class Settings: ObservableObject {
            lazy var theme = Stored("light", willChange: objectWillChange)
            lazy var list = RowList(rows: [], parentWillChange: objectWillChange) // forwarder
            func toggle() { theme.value = theme.value == "light" ? "dark" : "light" }
        }
        """
        let path = "Settings/Settings.swift"
        let result = await audit([path: source])
        #expect(found(result, "ST002") == [place(path, source, "// sink"), place(path, source, "// forwarder")], "\(result.findings)")
    }

    /// #11: a local of an earlier method does not reach an accessor: `results` in a `didSet` is the property
    /// (a long-lived subject), so a strong `self` in its stored sink is VM015's — and the method's own sink on
    /// its one-shot local stays silent.
    @Test func anEarlierMethodsLocalDoesNotShadowAPropertyInAnAccessor() async {
        let source = """
        import Combine
        import Foundation

        final class FeedViewModel: ObservableObject {
            @Published var shown: [String] = []
            let results = PassthroughSubject<[String], Never>()
            private var bag = Set<AnyCancellable>()

            func retry() {
                let results = Just(["cached"])
                results.sink { self.show($0) }.store(in: &bag)
            }

            var isOn = false {
                didSet {
                    results.sink { self.show($0) }.store(in: &bag) // strong self
                }
            }

            func show(_ items: [String]) { shown = items }
        }
        """
        let path = "Feed/FeedViewModel.swift"
        let result = await audit([path: source])
        #expect(found(result, "VM015") == [place(path, source, "// strong self")], "\(result.findings)")
    }
}
