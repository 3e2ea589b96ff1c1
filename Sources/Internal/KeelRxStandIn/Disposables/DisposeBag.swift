#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

/// Disposes everything added to it when it is deallocated.
public final class DisposeBag {
    private let lock = NSLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// An empty bag; everything inserted is disposed when the bag is deallocated.
    public init() {}

    /// Adds `disposable`; disposes it at once if the bag is already being torn down.
    public func insert(_ disposable: Disposable) {
        lock.lock()
        if isDisposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(disposable)
        lock.unlock()
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    deinit {
        lock.lock()
        isDisposed = true
        let all = disposables
        disposables = []
        lock.unlock()
        all.forEach { $0.dispose() }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it on deinit.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
#endif
