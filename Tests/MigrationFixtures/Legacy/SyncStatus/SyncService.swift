import KeelRx

/// The legacy sync service (RxSwift; unchanged by the migration).
public protocol SyncServicing: AnyObject {
    var pendingCount: Observable<Int> { get }
    var isOnline: BehaviorSubject<Bool> { get }
    func syncNow() -> Completable
}

/// In-memory sync service: `syncNow()` completes (clearing the pending
/// count), fails with `failure`, or waits for `finish()` while `holds` is set.
public final class InMemorySyncService: SyncServicing {
    private let pending = BehaviorSubject<Int>(value: 0)
    public let isOnline = BehaviorSubject<Bool>(value: true)
    public var failure: FixtureError?
    public var holds = false
    public private(set) var syncs = 0
    private var waiting: ((CompletableEvent) -> Void)?

    public init() {}

    public var pendingCount: Observable<Int> { pending.asObservable() }

    /// Simulates local changes waiting to be synced.
    public func setPending(_ count: Int) { pending.onNext(count) }

    public func syncNow() -> Completable {
        Completable.create { [weak self] observer in
            guard let self else { return Disposables.create() }
            self.syncs += 1
            if self.holds {
                self.waiting = observer
            } else {
                self.answer(observer)
            }
            return Disposables.create()
        }
    }

    /// Answers a held sync.
    public func finish() {
        guard let waiting else { return }
        self.waiting = nil
        answer(waiting)
    }

    private func answer(_ observer: (CompletableEvent) -> Void) {
        if let failure {
            observer(.error(failure))
        } else {
            pending.onNext(0)
            observer(.completed)
        }
    }
}
