import Foundation
import KeelLaunch
import KeelLaunchTesting
import Testing

@Suite("AppStateManager fault matrix (test clock)")
@MainActor
struct LaunchFaultMatrixTests {
    static let standard: [(name: String, required: Bool, timeout: Duration, behaviors: [SimulatedBehavior])] = [
        ("theme", true, .seconds(5), quick),
        ("configuration", true, .seconds(5), [.succeed(after: .seconds(1))]),
        ("events", false, .seconds(5), quick),
    ]

    @Test func happyPathReachesReadyWithProgressAndNothingRunning() async {
        let harness = LaunchHarness(services: Self.standard)
        var progress: [LoadProgress] = []
        let cancellable = harness.manager.progressPublisher.sink { progress.append($0) }
        harness.manager.initialize()
        #expect(harness.manager.state == .splashLoading)
        await harness.advance(.milliseconds(100))
        #expect(harness.manager.state == .servicesConnecting)
        await harness.advance(.seconds(1))
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
        #expect(progress.last == LoadProgress(total: 3, finished: 3, pending: []))
        #expect(progress.contains { $0.finished == 2 && $0.pending == ["configuration"] })
        #expect(harness.idle)
        cancellable.cancel()
    }

    @Test(arguments: [
        (SimulatedBehavior.fail(after: .milliseconds(50), message: "boom"), AppError.serviceFailed(name: "theme", reason: "boom")),
        (SimulatedBehavior.hang, AppError.serviceTimedOut(name: "theme")),
    ])
    func aRequiredServiceFailingOrHangingStopsLaunchAndCancelsTheRest(behavior: SimulatedBehavior, expected: AppError) async {
        let harness = LaunchHarness(services: [
            ("theme", true, .seconds(2), [behavior]),
            ("sports", true, .seconds(60), [.hang]),
        ])
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(2))
        await harness.settle { harness.manager.state == .error(expected) }
        #expect(harness.manager.state == .error(expected))
        await harness.settle { harness.idle }
        #expect(harness.idle)
        #expect(harness.ledgers["sports"]?.cancelledCalls == 1)
    }

    @Test(arguments: [SimulatedBehavior.fail(after: .milliseconds(50), message: "x"), .hang])
    func anOptionalServiceFailingOrHangingDoesNotStopLaunch(behavior: SimulatedBehavior) async {
        let harness = LaunchHarness(services: [("theme", true, .seconds(5), quick), ("events", false, .seconds(2), [behavior])])
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(2))
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
        #expect(harness.idle)
    }

    @Test func theOverallDeadlineEndsAHangingLaunch() async {
        let harness = LaunchHarness(
            services: [("theme", true, .seconds(600), [.hang])],
            configuration: .init(configTimeout: .seconds(5), overallServiceDeadline: .seconds(10))
        )
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(10))
        await harness.settle { harness.manager.state == .error(.launchTimedOut) }
        #expect(harness.manager.state == .error(.launchTimedOut))
        await harness.settle { harness.idle }
        #expect(harness.idle)
    }

    @Test(arguments: [SimulatedBehavior.hang, .fail(after: .milliseconds(10), message: "offline")])
    func configHangingOrFailingFallsBackToDefaultsAndLaunchContinues(behavior: SimulatedBehavior) async {
        let harness = LaunchHarness(config: RemoteConfig(minimumVersion: "9.0"), configBehavior: behavior, services: Self.standard)
        harness.manager.initialize()
        await harness.advance(.seconds(4))
        if behavior == .hang { #expect(harness.manager.state == .splashLoading) }
        await harness.advance(.seconds(1))
        #expect(harness.configLedger.activeCalls == 0)
        #expect(harness.manager.state != .splashLoading)
        await harness.advance(.seconds(1))
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
    }

    @Test func maintenanceFromConfigBlocksUntilTheSocketSaysOff() async {
        let harness = LaunchHarness(config: RemoteConfig(maintenance: true, maintenanceMessage: "Back soon"), services: Self.standard)
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        #expect(harness.manager.state == .maintenanceMode(message: "Back soon"))
        #expect(harness.started("theme") == 0)
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        await harness.settle { harness.manager.state != .maintenanceMode(message: "Back soon") }
        #expect(harness.manager.state == .splashLoading)
        #expect(harness.idle == false)
    }

    @Test func maintenanceDuringLoadingCancelsItAndResumingReloads() async {
        let harness = LaunchHarness(services: Self.standard)
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        #expect(harness.manager.state == .servicesConnecting)
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Down"))
        await harness.settle { harness.manager.state == .maintenanceMode(message: "Down") }
        await harness.settle { harness.idle }
        #expect(harness.idle)
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        await harness.settle { harness.manager.state == .servicesConnecting }
        #expect(harness.manager.state == .servicesConnecting)
        await harness.advance(.seconds(1))
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
        #expect(harness.started("configuration") == 2)
    }

    @Test func maintenanceAfterReadyReturnsToReadyWithoutReloading() async {
        let harness = LaunchHarness(services: Self.standard)
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(1))
        await harness.settle { harness.manager.state == .ready }
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Down"))
        await harness.settle { harness.manager.state == .maintenanceMode(message: "Down") }
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Still down"))
        await harness.settle { harness.manager.state == .maintenanceMode(message: "Still down") }
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
        #expect(harness.started("theme") == 1)
    }

    @Test func maintenanceBeforeConfigResolvesReturnsToSplash() async {
        let harness = LaunchHarness(services: Self.standard)
        harness.manager.initialize()
        await harness.settle()
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Early"))
        await harness.settle { harness.manager.state == .maintenanceMode(message: "Early") }
        #expect(harness.manager.state == .maintenanceMode(message: "Early"))
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        await harness.settle { harness.manager.state == .splashLoading }
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(1))
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
    }

    @Test func requiredUpdateBlocksWithoutLoadingServices() async throws {
        let harness = LaunchHarness(config: RemoteConfig(minimumVersion: "2.0"), version: "1.9.9", services: Self.standard)
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        #expect(harness.manager.state == .updateRequired(version: try AppVersion("2.0")))
        #expect(harness.started("theme") == 0)
        harness.manager.dismissAvailableUpdate()
        #expect(harness.manager.state == .updateRequired(version: try AppVersion("2.0")))
    }

    @Test func availableUpdateIsOfferedOverReadyAndDismissedWithoutReloading() async throws {
        let config = RemoteConfig(latestVersion: "1.5", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = LaunchHarness(config: config, version: "1.0", services: Self.standard)
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(1))
        await harness.settle { harness.manager.state.kind == .updateAvailable }
        #expect(harness.manager.state == .updateAvailable(version: try AppVersion("1.5")))
        harness.manager.dismissAvailableUpdate()
        #expect(harness.manager.state == .ready)
        #expect(harness.started("theme") == 1)
        #expect(harness.idle)
    }

    @Test(arguments: [
        AppStateManager.Configuration(skippedVersions: [try! AppVersion("1.5")]),
        AppStateManager.Configuration(updateGracePeriod: 2_000_000),
    ])
    func skippedOrTooRecentUpdatesAreNotOffered(configuration: AppStateManager.Configuration) async {
        let config = RemoteConfig(latestVersion: "1.5.0", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = LaunchHarness(config: config, version: "1.0", services: Self.standard, configuration: configuration)
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(1))
        await harness.settle { harness.manager.state == .ready }
        await harness.settle()
        #expect(harness.manager.state == .ready)
    }

    @Test func sameVersionWithPaddingIsNotAnUpdate() async {
        let harness = LaunchHarness(config: RemoteConfig(minimumVersion: "1.0", latestVersion: "1.0"), version: "1.0.0", services: Self.standard)
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(1))
        await harness.settle { harness.manager.state == .ready }
        await harness.settle()
        #expect(harness.manager.state == .ready)
    }

    @Test func retryAfterAFailureReloadsAndIsIdempotent() async {
        let harness = LaunchHarness(services: [
            ("theme", true, .seconds(5), [.fail(after: .milliseconds(10), message: "boom"), .succeed(after: .milliseconds(10))]),
        ])
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.milliseconds(10))
        await harness.settle { harness.manager.state.kind == .error }
        #expect(harness.manager.state == .error(.serviceFailed(name: "theme", reason: "boom")))
        harness.manager.retryFromError()
        harness.manager.retryFromError()
        #expect(harness.manager.state == .servicesConnecting)
        await harness.settle { harness.started("theme") == 2 }
        await harness.advance(.milliseconds(10))
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
        #expect(harness.started("theme") == 2)
        harness.manager.retryFromError()
        #expect(harness.manager.state == .ready)
        #expect(harness.idle)
    }

    @Test func retryAfterATimeoutAndAfterTheOverallDeadline() async {
        let harness = LaunchHarness(
            services: [("theme", true, .seconds(2), [.hang, .succeed(after: .milliseconds(10))])],
            configuration: .init(configTimeout: .seconds(5), overallServiceDeadline: .seconds(30))
        )
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.advance(.seconds(2))
        await harness.settle { harness.manager.state.kind == .error }
        #expect(harness.manager.state == .error(.serviceTimedOut(name: "theme")))
        harness.manager.retryFromError()
        await harness.settle { harness.started("theme") == 2 }
        await harness.advance(.milliseconds(10))
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
    }

    @Test func statesAsyncSequenceStartsWithTheCurrentState() async {
        let harness = LaunchHarness(services: Self.standard)
        var iterator = harness.manager.states.makeAsyncIterator()
        #expect(await iterator.next() == .initializing)
        harness.manager.initialize()
        #expect(await iterator.next() == .splashLoading)
    }

    @Test func shutdownStopsEverything() async {
        let harness = LaunchHarness(services: [("theme", true, .seconds(60), [.hang])])
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.settle { harness.activeCalls == 1 }
        harness.manager.shutdown()
        await harness.settle { harness.idle }
        #expect(harness.idle)
    }
}
