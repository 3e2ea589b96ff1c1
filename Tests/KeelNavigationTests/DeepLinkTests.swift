import Clocks
import Foundation
import KeelNavigation
import Testing

@Suite("Deep links", .timeLimit(.minutes(1)))
@MainActor
struct DeepLinkTests {
    let parser = DeepLinkParser(scheme: "app", tabs: ["home", "live"], screens: ["match": true, "settings": false])

    @Test func parsesMultiStepRoutes() {
        #expect(parser.parse(URL(string: "app://live/match/42")!) == .route(DeepLinkRoute([.tab("live"), .screen("match", id: "42")])))
        #expect(parser.parse(URL(string: "app://home/settings")!) == .route(DeepLinkRoute([.tab("home"), .screen("settings", id: nil)])))
    }

    @Test(arguments: [
        ("other://home", "unknown scheme 'other'"),
        ("app://shop", "unknown tab 'shop'"),
        ("app://home/profile", "unknown screen 'profile'"),
        ("app://home/match", "screen 'match' needs an id"),
    ])
    func unknownLinksSayWhy(url: String, reason: String) {
        #expect(parser.parse(URL(string: url)!) == .unhandled(reason: reason))
    }

    @Test func beforeReadyRoutesWaitThenApplyInOrder() {
        var applied: [DeepLinkRoute] = []
        let queue = DeepLinkQueue(clock: TestClock<Duration>()) { applied.append($0) }
        let first = DeepLinkRoute([.tab("home")])
        let second = DeepLinkRoute([.tab("live"), .screen("match", id: "1")])
        queue.receive(first)
        queue.receive(second)
        #expect(applied.isEmpty)
        queue.setReady(true)
        #expect(applied == [first, second])
        let third = DeepLinkRoute([.tab("home")])
        queue.receive(third)
        #expect(applied.last == third)
    }

    @Test func expiredAndUnhandledLinksAreReportedOnTheOneOutcomeChannel() async {
        let clock = TestClock<Duration>()
        var applied: [DeepLinkRoute] = []
        var outcomes: [DeepLinkOutcome] = []
        let queue = DeepLinkQueue(clock: clock, expiry: .seconds(30)) { applied.append($0) }
        let subscription = queue.outcomes.sink { outcomes.append($0) }
        let stale = DeepLinkRoute([.tab("home")])
        queue.receive(stale)
        await clock.advance(by: .seconds(31))
        let fresh = DeepLinkRoute([.tab("live")])
        queue.receive(fresh)
        queue.receive(parser.parse(URL(string: "app://shop")!))
        #expect(queue.waiting == [fresh])
        queue.setReady(true)
        #expect(applied == [fresh])
        #expect(outcomes == [
            .queued(stale), .expired(stale, waited: .seconds(31)), .queued(fresh),
            .unhandled(reason: "unknown tab 'shop'"), .applied(fresh),
        ])
        subscription.cancel()
    }

    @Test func theQueueHoldsAtMostOneExpiryWindow() async {
        let clock = TestClock<Duration>()
        let queue = DeepLinkQueue(clock: clock, expiry: .seconds(10)) { _ in }
        for index in 0..<100 {
            queue.receive(DeepLinkRoute([.screen("match", id: "\(index)")]))
            await clock.advance(by: .seconds(1))
        }
        #expect(queue.waiting.count == 11)
    }
}
