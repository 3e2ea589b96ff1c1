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
}
