import Foundation
import KeelLaunch
import KeelLaunchTesting
import Testing

typealias Service = LaunchTestHarness.Service

let quick: [SimulatedBehavior] = [.succeed(after: .milliseconds(200))]

extension LaunchTestHarness {
    /// Initializes and lets config resolve (100 ms): services are loading.
    func startLoading() async throws {
        manager.initialize()
        try await advance(by: .milliseconds(100))
        try await waitUntil("services connecting") { manager.launchState == .servicesConnecting }
    }
}

@Suite("AppStateManager fault matrix (test clock)", .timeLimit(.minutes(1)))
@MainActor
struct LaunchFaultMatrixTests {
    static let standard: [Service] = [
        Service(name: "theme", behaviors: quick),
        Service(name: "configuration", behaviors: [.succeed(after: .seconds(1))]),
        Service(name: "events", isRequired: false, behaviors: quick),
    ]

    @Test func happyPathReachesReadyWithProgressAndNothingRunning() async throws {
        let harness = LaunchTestHarness(services: Self.standard)
        var progress: [LoadProgress] = []
        let cancellable = harness.manager.progressPublisher.sink { progress.append($0) }
        harness.manager.initialize()
        #expect(harness.manager.state == .splashLoading)
        try await harness.advance(by: .milliseconds(100))
        try await harness.waitUntil("services connecting") { harness.manager.state == .servicesConnecting }
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        #expect(progress.last == LoadProgress(total: 3, finished: 3, pending: []))
        #expect(progress.contains { $0.finished == 2 && $0.pending == ["configuration"] })
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.finished <= $1.finished }, "progress in order: \(progress)")
        try await harness.waitUntil("idle") { harness.isIdle }
        cancellable.cancel()
    }

    @Test(arguments: [
        (SimulatedBehavior.fail(after: .milliseconds(50), message: "boom"), AppError.serviceFailed(name: "theme", reason: "boom")),
        (SimulatedBehavior.hang, AppError.serviceTimedOut(name: "theme")),
    ])
    func aRequiredServiceFailingOrHangingStopsLaunchAndCancelsTheRest(behavior: SimulatedBehavior, expected: AppError) async throws {
        let harness = LaunchTestHarness(services: [
            Service(name: "theme", timeout: .seconds(2), behaviors: [behavior]),
            Service(name: "sports", timeout: .seconds(60), behaviors: [.hang]),
        ])
        try await harness.startLoading()
        try await harness.advance(by: .seconds(2))
        try await harness.waitUntil("error") { harness.manager.state == .error(expected) }
        try await harness.waitUntil("idle") { harness.isIdle }
        #expect(harness.ledgers["sports"]?.cancelledCalls == 1)
    }

    @Test(arguments: [SimulatedBehavior.fail(after: .milliseconds(50), message: "x"), .hang])
    func anOptionalServiceFailingOrHangingDoesNotStopLaunch(behavior: SimulatedBehavior) async throws {
        let harness = LaunchTestHarness(services: [
            Service(name: "theme", behaviors: quick), Service(name: "events", isRequired: false, timeout: .seconds(2), behaviors: [behavior]),
        ])
        try await harness.startLoading()
        try await harness.advance(by: .seconds(2))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        try await harness.waitUntil("idle") { harness.isIdle }
    }

    @Test func theOverallDeadlineEndsAHangingLaunch() async throws {
        let harness = LaunchTestHarness(
            services: [Service(name: "theme", timeout: .seconds(600), behaviors: [.hang])],
            configuration: .init(configTimeout: .seconds(5), overallServiceDeadline: .seconds(10))
        )
        try await harness.startLoading()
        try await harness.advance(by: .seconds(10))
        try await harness.waitUntil("launch timed out") { harness.manager.state == .error(.launchTimedOut) }
        try await harness.waitUntil("idle") { harness.isIdle }
    }

    @Test(arguments: [SimulatedBehavior.hang, .fail(after: .milliseconds(10), message: "offline")])
    func configHangingOrFailingFallsBackToDefaultsAndLaunchContinues(behavior: SimulatedBehavior) async throws {
        let harness = LaunchTestHarness(config: RemoteConfig(minimumVersion: "9.0"), configBehavior: behavior, services: Self.standard)
        harness.manager.initialize()
        try await harness.advance(by: .seconds(4))
        if behavior == .hang { #expect(harness.manager.state == .splashLoading) }
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("config given up") { harness.manager.state != .splashLoading }
        #expect(harness.configLedger.activeCalls == 0)
        #expect(harness.manager.state.kind != .updateRequired, "the defaults gate nothing")
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
    }

    @Test func requiredUpdateBlocksWithoutLoadingServices() async throws {
        let harness = LaunchTestHarness(config: RemoteConfig(minimumVersion: "2.0"), version: "1.9.9", services: Self.standard)
        var rejections: [LaunchRejection] = []
        let subscription = harness.manager.rejections.sink { rejections.append($0) }
        harness.manager.initialize()
        try await harness.advance(by: .milliseconds(100))
        try await harness.waitUntil("update required") { harness.manager.state.kind == .updateRequired }
        #expect(harness.manager.state == .updateRequired(version: try AppVersion("2.0")))
        #expect(harness.started("theme") == 0)
        harness.manager.dismissAvailableUpdate()
        #expect(harness.manager.state == .updateRequired(version: try AppVersion("2.0")))
        #expect(rejections == [LaunchRejection(event: .dismissUpdate, state: .updateRequired, reason: .notAllowedInState)])
        subscription.cancel()
    }

    @Test func availableUpdateIsOfferedOverReadyAndDismissedWithoutReloading() async throws {
        let config = RemoteConfig(latestVersion: "1.5", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = LaunchTestHarness(config: config, version: "1.0", services: Self.standard)
        try await harness.startLoading()
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("update offered") { harness.manager.state.kind == .updateAvailable }
        #expect(harness.manager.state == .updateAvailable(version: try AppVersion("1.5")))
        harness.manager.dismissAvailableUpdate()
        #expect(harness.manager.state == .ready)
        #expect(harness.started("theme") == 1)
        try await harness.waitUntil("idle") { harness.isIdle }
    }

    @Test(arguments: [
        AppStateManager.Configuration(skippedVersions: [try! AppVersion("1.5")]),
        AppStateManager.Configuration(updateGracePeriod: 2_000_000),
    ])
    func skippedOrTooRecentUpdatesAreNotOffered(configuration: AppStateManager.Configuration) async throws {
        let config = RemoteConfig(latestVersion: "1.5.0", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = LaunchTestHarness(config: config, version: "1.0", services: Self.standard, configuration: configuration)
        try await harness.startLoading()
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready, and the load effect done") { harness.manager.state == .ready && harness.isIdle }
        #expect(harness.manager.state == .ready)
    }

    @Test func sameVersionWithPaddingIsNotAnUpdate() async throws {
        let harness = LaunchTestHarness(config: RemoteConfig(minimumVersion: "1.0", latestVersion: "1.0"), version: "1.0.0",
                                        services: Self.standard)
        try await harness.startLoading()
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready, and the load effect done") { harness.manager.state == .ready && harness.isIdle }
        #expect(harness.manager.state == .ready)
    }

    @Test func retryReloadsOnlyWhatFailedAndIsIdempotent() async throws {
        let harness = LaunchTestHarness(services: [
            Service(name: "theme", behaviors: [.fail(after: .milliseconds(10), message: "boom"), .succeed(after: .milliseconds(10))]),
            Service(name: "configuration", behaviors: [.succeed(after: .zero)]),
        ])
        var rejections: [LaunchRejection] = []
        let subscription = harness.manager.rejections.sink { rejections.append($0) }
        try await harness.startLoading()
        try await harness.advance(by: .milliseconds(10))
        try await harness.waitUntil("error") { harness.manager.state.kind == .error }
        #expect(harness.manager.state == .error(.serviceFailed(name: "theme", reason: "boom")))
        harness.manager.retryFromError()
        harness.manager.retryFromError()
        #expect(harness.manager.state == .servicesConnecting)
        #expect(rejections == [LaunchRejection(event: .retry, state: .servicesConnecting, reason: .notAllowedInState)])
        try await harness.advance(by: .milliseconds(10))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        #expect(harness.started("theme") == 2)
        #expect(harness.started("configuration") == 1, "what loaded is not loaded again")
        harness.manager.retryFromError()
        #expect(harness.manager.state == .ready)
        try await harness.waitUntil("idle") { harness.isIdle }
        subscription.cancel()
    }

    @Test func retryAfterATimeout() async throws {
        let harness = LaunchTestHarness(services: [Service(name: "theme", timeout: .seconds(2), behaviors: [.hang, .succeed(after: .milliseconds(10))])])
        try await harness.startLoading()
        try await harness.advance(by: .seconds(2))
        try await harness.waitUntil("error") { harness.manager.state == .error(.serviceTimedOut(name: "theme")) }
        harness.manager.retryFromError()
        try await harness.advance(by: .milliseconds(10))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
    }

    @Test func statesAsyncSequenceStartsWithTheCurrentState() async {
        let harness = LaunchTestHarness(services: Self.standard)
        var iterator = harness.manager.states.makeAsyncIterator()
        #expect(await iterator.next() == .initializing)
        harness.manager.initialize()
        #expect(await iterator.next() == .splashLoading)
    }

    @Test func initializeTwiceIsRejected() {
        let harness = LaunchTestHarness(services: Self.standard)
        var rejections: [LaunchRejection] = []
        let subscription = harness.manager.rejections.sink { rejections.append($0) }
        harness.manager.initialize()
        harness.manager.initialize()
        #expect(rejections == [LaunchRejection(event: .start, state: .splashLoading, reason: .notAllowedInState)])
        subscription.cancel()
    }

    @Test func shutdownStopsEverything() async throws {
        let harness = LaunchTestHarness(services: [Service(name: "theme", timeout: .seconds(60), behaviors: [.hang])])
        try await harness.startLoading()
        try await harness.waitUntil("loading") { harness.activeCalls == 1 }
        harness.manager.shutdown()
        try await harness.waitUntil("idle") { harness.isIdle }
    }
}
