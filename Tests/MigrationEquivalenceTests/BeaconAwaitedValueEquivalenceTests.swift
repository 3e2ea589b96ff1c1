import Foundation
import KeelRx
import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

/// A beacon service answering from a script, logging what is called (in order).
private final class ScriptedBeaconService: BeaconService, @unchecked Sendable {
    enum Answer { case value, fail }
    var code: Answer = .value
    var sighting: String? = "dock"
    var resetFails = false
    private(set) var log: [String] = []
    struct Failure: Error {}

    func currentCode() -> Single<String> {
        log.append("currentCode")
        return code == .value ? .just("7A") : .error(Failure())
    }
    func lastSighting() -> Maybe<String> {
        log.append("lastSighting")
        return sighting.map { Maybe.just($0) } ?? .empty()
    }
    func reset() -> Completable {
        log.append("reset")
        return resetFails ? .error(Failure()) : .empty()
    }
}

/// The generated equivalence test does not await (its steps are synchronous; it lists `refresh(…)`
/// and `reset(…)` as not exercised). Here the legacy `try await trait.value` and the migrated
/// `trait.awaitValue()` run the same scripts side by side: the same calls, results and state.
@Suite("Beacon: awaited trait values, legacy vs migrated", .timeLimit(.minutes(1)))
struct BeaconAwaitedValueEquivalenceTests {
    struct Outcome: Equatable {
        var refreshed: Bool
        var resetThrew: Bool
        var code: String
        var sighting: String
        var log: [String]
    }

    enum Script: CaseIterable { case allAnswer, emptySighting, codeFails, resetFails }

    private static func service(_ script: Script) -> ScriptedBeaconService {
        let service = ScriptedBeaconService()
        switch script {
        case .allAnswer: break
        case .emptySighting: service.sighting = nil
        case .codeFails: service.code = .fail
        case .resetFails: service.resetFails = true
        }
        return service
    }

    nonisolated private static func legacy(_ script: Script) async -> Outcome {
        let service = service(script)
        let viewModel = BeaconViewModel(service: service)
        let refreshed = await viewModel.refresh()
        let afterRefresh = (viewModel.code.value, viewModel.sighting.value)
        var resetThrew = false
        do { try await viewModel.reset() } catch { resetThrew = true }
        return Outcome(refreshed: refreshed, resetThrew: resetThrew, code: afterRefresh.0 + "/" + viewModel.code.value,
                       sighting: afterRefresh.1 + "/" + viewModel.sighting.value, log: service.log)
    }

    @MainActor private static func migrated(_ script: Script) async -> Outcome {
        let service = service(script)
        let viewModel = BeaconScreenViewModelImpl(service: service)
        let refreshed = await viewModel.refresh()
        let afterRefresh = (viewModel.code, viewModel.sighting)
        var resetThrew = false
        do { try await viewModel.reset() } catch { resetThrew = true }
        return Outcome(refreshed: refreshed, resetThrew: resetThrew, code: afterRefresh.0 + "/" + viewModel.code,
                       sighting: afterRefresh.1 + "/" + viewModel.sighting, log: service.log)
    }

    @Test(arguments: Script.allCases)
    func theMigratedViewModelAwaitsLikeTheLegacyOne(_ script: Script) async {
        let legacy = await Self.legacy(script)
        let migrated = await Self.migrated(script)
        #expect(legacy == migrated)
        // The scripts do differ (the comparison could fail).
        if script == .codeFails { #expect(legacy.code == "error/----" && !legacy.refreshed) }
        if script == .emptySighting { #expect(legacy.sighting == "never/never" && legacy.refreshed) }
        if script == .resetFails { #expect(legacy.resetThrew && legacy.code == "7A/7A") }
    }
}
