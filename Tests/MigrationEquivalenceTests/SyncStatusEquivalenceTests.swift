import KeelRx
import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

@MainActor
protocol SyncStatusDriver: AnyObject {
    var statusText: String { get }
    var canSync: Bool { get }
    var isSyncing: Bool { get }
    var failures: [String] { get }
    func sync()
}

@MainActor
final class LegacySyncStatus: SyncStatusDriver {
    let viewModel: SyncStatusViewModel
    private(set) var failures: [String] = []
    private let disposeBag = DisposeBag()

    init(service: SyncServicing) {
        viewModel = SyncStatusViewModel(syncService: service)
        viewModel.syncFailed.subscribe(onNext: { [weak self] in self?.failures.append($0) }).disposed(by: disposeBag)
    }

    var statusText: String { viewModel.statusText.value }
    var canSync: Bool { viewModel.canSync.value }
    var isSyncing: Bool { viewModel.isSyncing.value }
    func sync() { viewModel.sync() }
}

@MainActor
final class MigratedSyncStatus: SyncStatusDriver {
    let viewModel: SyncStatusScreenViewModelImpl
    private(set) var failures: [String] = []

    init(service: SyncServicing) {
        viewModel = SyncStatusScreenViewModelImpl(syncService: service)
        viewModel.onSyncFailed = { [weak self] in self?.failures.append($0) }
    }

    var statusText: String { viewModel.statusText }
    var canSync: Bool { viewModel.canSync }
    var isSyncing: Bool { viewModel.isSyncing }
    func sync() { viewModel.sync() }
}

@MainActor
@Suite("Sync status (combined streams): legacy and migrated ViewModels behave the same", .timeLimit(.minutes(1)))
struct SyncStatusEquivalenceTests {
    let service = InMemorySyncService()

    func make(_ variant: Variant) -> any SyncStatusDriver {
        variant == .legacy ? LegacySyncStatus(service: service) : MigratedSyncStatus(service: service)
    }

    @Test(arguments: Variant.generated)
    func combinesPendingChangesAndConnectivity(_ variant: Variant) async {
        let status = make(variant)
        await settle()
        #expect(status.statusText == "Up to date")
        #expect(!status.canSync)
        service.setPending(3)
        await settle()
        #expect(status.statusText == "3 to sync")
        #expect(status.canSync)
        service.isOnline.onNext(false)
        await settle()
        #expect(status.statusText == "Offline")
        #expect(!status.canSync)
    }

    @Test(arguments: Variant.generated)
    func aSuccessfulSyncClearsThePendingChanges(_ variant: Variant) async {
        let status = make(variant)
        service.setPending(2)
        await settle()
        status.sync()
        await settle()
        #expect(service.syncs == 1)
        #expect(!status.isSyncing)
        #expect(status.statusText == "Up to date")
        #expect(!status.canSync)
        #expect(status.failures.isEmpty)
    }

    @Test(arguments: Variant.generated)
    func syncingDisablesAnotherSyncUntilItEnds(_ variant: Variant) async {
        service.holds = true
        let status = make(variant)
        service.setPending(1)
        await settle()
        status.sync()
        await settle()
        #expect(status.isSyncing)
        #expect(!status.canSync)
        status.sync()
        #expect(service.syncs == 1)
        service.finish()
        await settle()
        #expect(!status.isSyncing)
        #expect(status.statusText == "Up to date")
    }

    @Test(arguments: Variant.generated)
    func aFailedSyncReportsTheError(_ variant: Variant) async {
        service.failure = .rejected("quota")
        let status = make(variant)
        service.setPending(1)
        await settle()
        status.sync()
        await settle()
        #expect(status.failures == ["Rejected: quota"])
        #expect(!status.isSyncing)
        #expect(status.canSync)
    }

    @Test(arguments: Variant.generated)
    func nothingToSyncDoesNotCallTheService(_ variant: Variant) async {
        let status = make(variant)
        await settle()
        status.sync()
        await settle()
        #expect(service.syncs == 0)
    }
}
