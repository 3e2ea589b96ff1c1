import Foundation
import Testing
@testable import KeelAudit

/// Round 15's review: VM014 by behaviour took a ViewModel's activity tracker for a service — its
/// `track(_:)` returns a stream, but one built from the stream it is given (an operator), not one it
/// answers later by itself. `keel migrate`'s own output (the `MigratedActivityTracker` it writes beside
/// a ViewModel that tracked activity) was refused by keel's audit of it. A loader that originates its
/// stream is still a dependency the ViewModel must not build.
@Suite("Stream operator helpers are no services", .timeLimit(.minutes(2)))
struct StreamOperatorHelperTests: FolderFixtureAudit {
    @Test func aTrackerThatTransformsTheStreamItIsGivenIsNoDependency() async {
        let result = await audit([
            "Feed/FeedModel.swift": """
            import Combine
            import Foundation

            final class BusyTracker {
                let isBusy = CurrentValueSubject<Bool, Never>(false)
                func track<Upstream: Publisher>(_ upstream: Upstream) -> AnyPublisher<Upstream.Output, Upstream.Failure> {
                    upstream.handleEvents(receiveSubscription: { [weak self] _ in self?.isBusy.send(true) }).eraseToAnyPublisher()
                }
            }

            final class RetryingTracker {
                func wrap(_ upstream: AnyPublisher<Int, Error>) -> AnyPublisher<Int, Error> { upstream.retry(1).eraseToAnyPublisher() }
            }

            final class FeedLoader {
                func load() -> AnyPublisher<[String], Error> { Just([]).setFailureType(to: Error.self).eraseToAnyPublisher() }
            }

            @MainActor
            final class FeedModel: ObservableObject {
                @Published private(set) var items: [String] = []
                private let busy = BusyTracker()
                private let retrying = RetryingTracker()
                private let loader = FeedLoader()
                func refresh() { items = [] }
            }
            """,
            "Feed/FeedScreen.swift": """
            import SwiftUI

            struct FeedScreen: View {
                @StateObject var model = FeedModel()
                var body: some View { Text("\\(model.items.count)") }
            }
            """,
        ])
        #expect(found(result, "VM014") == ["Feed/FeedModel.swift:24"])
    }
}
