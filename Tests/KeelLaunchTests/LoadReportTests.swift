import Foundation
import KeelLaunch
import KeelLaunchTesting
import Testing

/// What a team observes about launch beyond its state: each service's
/// outcome, per attempt, as values.
@Suite("Launch observability (test clock)", .timeLimit(.minutes(1)))
@MainActor
struct LoadReportTests {
    @Test func everyAttemptReportsEachServiceAndWhichOptionalOneFailedAndWhy() async throws {
        let harness = LaunchTestHarness(services: [
            Service(name: "theme", isRequired: false, behaviors: [.fail(after: .milliseconds(10), message: "theme server 500")]),
            Service(name: "fonts", isRequired: false, timeout: .seconds(1), behaviors: [.hang]),
            Service(name: "configuration", behaviors: [.succeed(after: .milliseconds(20))]),
        ])
        var reports: [LoadReport] = []
        let subscription = harness.manager.loadReports.sink { reports.append($0) }
        try await harness.startLoading()
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.succeeded)
        #expect(report.attempt == 1)
        #expect(report.requiredServices == ["configuration"])
        #expect(report.failedOptionalServices == ["theme": .failed("theme server 500"), "fonts": .timedOut])
        #expect(report.failedRequiredServices.isEmpty)
        #expect(harness.manager.serviceOutcomes == ["theme": .failed("theme server 500"), "fonts": .timedOut, "configuration": .loaded])
        subscription.cancel()
    }

    @Test func aRetryReportsItsAttemptAndTheServicesItReused() async throws {
        let harness = LaunchTestHarness(services: [
            Service(name: "sports", behaviors: [.fail(after: .milliseconds(10), message: "socket closed"), .succeed(after: .milliseconds(10))]),
            Service(name: "configuration", behaviors: [.succeed(after: .zero)]),
        ])
        var reports: [LoadReport] = []
        let subscription = harness.manager.loadReports.sink { reports.append($0) }
        try await harness.startLoading()
        try await harness.advance(by: .milliseconds(10))
        try await harness.waitUntil("error") { harness.manager.state.kind == .error }
        #expect(reports.first?.blockingService == "sports")
        #expect(reports.first?.failedRequiredServices == ["sports": .failed("socket closed")])
        harness.manager.retryFromError()
        try await harness.advance(by: .milliseconds(10))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        #expect(reports.count == 2)
        #expect(reports.last?.attempt == 2)
        #expect(reports.last?.reused == ["configuration"])
        #expect(reports.last?.outcomes == ["sports": .loaded, "configuration": .loaded])
        subscription.cancel()
    }

    @Test func progressCountsReusedServicesAsFinished() async throws {
        let harness = LaunchTestHarness(services: [
            Service(name: "a", behaviors: [.fail(after: .milliseconds(10), message: "x"), .hang]),
            Service(name: "b", behaviors: [.succeed(after: .zero)]),
        ])
        try await harness.startLoading()
        try await harness.advance(by: .milliseconds(10))
        try await harness.waitUntil("error") { harness.manager.state.kind == .error }
        var progress: [LoadProgress] = []
        let subscription = harness.manager.progressPublisher.sink { progress.append($0) }
        harness.manager.retryFromError()
        try await harness.waitUntil("retry progress") { progress.last == LoadProgress(total: 2, finished: 1, pending: ["a"]) }
        subscription.cancel()
        harness.manager.shutdown()
    }
}
