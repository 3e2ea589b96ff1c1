import KeelRx

/// A legacy ViewModel over combined streams: two manager streams (an
/// Observable and a BehaviorSubject) and the ViewModel's own relay,
/// combined, mapped, de-duplicated and bound to relays; a `Completable`
/// with progress and an error event.
public final class SyncStatusViewModel {
    public let statusText = BehaviorRelay<String>(value: "")
    public let canSync = BehaviorRelay<Bool>(value: false)
    public let isSyncing = BehaviorRelay<Bool>(value: false)
    public let syncFailed = PublishRelay<String>()

    private let syncService: SyncServicing
    private let disposeBag = DisposeBag()

    public init(syncService: SyncServicing) {
        self.syncService = syncService
        Observable.combineLatest(syncService.pendingCount, syncService.isOnline) { pending, online in
            online ? (pending == 0 ? "Up to date" : "\(pending) to sync") : "Offline"
        }
        .distinctUntilChanged()
        .bind(to: statusText)
        .disposed(by: disposeBag)

        Observable.combineLatest(syncService.pendingCount, syncService.isOnline, isSyncing.asObservable()) { pending, online, syncing in
            online && pending > 0 && !syncing
        }
        .bind(to: canSync)
        .disposed(by: disposeBag)
    }

    public func sync() {
        guard canSync.value else { return }
        isSyncing.accept(true)
        syncService.syncNow()
            .subscribe(onCompleted: { [weak self] in
                self?.isSyncing.accept(false)
            }, onError: { [weak self] error in
                self?.isSyncing.accept(false)
                self?.syncFailed.accept(error.localizedDescription)
            })
            .disposed(by: disposeBag)
    }
}
