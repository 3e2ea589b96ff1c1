#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

/// A group of disposables disposed together. Inserting into a disposed
/// composite disposes the newcomer at once and returns `nil`.
public final class CompositeDisposable: Cancelable {
    /// Identifies an inserted disposable for `remove(for:)`.
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }

    private let lock = NSLock()
    private var disposables: [Int: Disposable]? = [:]
    private var nextKey = 0

    /// An empty composite.
    public init() {}

    /// A composite holding two disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        disposables = [0: disposable1, 1: disposable2]
        nextKey = 2
    }

    /// A composite holding three disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        disposables = [0: disposable1, 1: disposable2, 2: disposable3]
        nextKey = 3
    }

    /// A composite holding `disposables`.
    public init(disposables: [Disposable]) {
        var storage: [Int: Disposable] = [:]
        for (index, disposable) in disposables.enumerated() { storage[index] = disposable }
        self.disposables = storage
        nextKey = disposables.count
    }

    /// `true` once `dispose()` was called. Thread-safe.
    public var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposables == nil
    }

    /// How many disposables are held.
    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return disposables?.count ?? 0
    }

    /// Adds `disposable`; disposes it at once (returning `nil`) if this composite is disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        lock.lock()
        guard disposables != nil else {
            lock.unlock()
            disposable.dispose()
            return nil
        }
        let key = nextKey
        nextKey += 1
        disposables?[key] = disposable
        lock.unlock()
        return DisposeKey(value: key)
    }

    /// Removes and disposes the disposable inserted under `key`.
    public func remove(for key: DisposeKey) {
        lock.lock()
        let removed = disposables?.removeValue(forKey: key.value)
        lock.unlock()
        removed?.dispose()
    }

    /// Disposes every held disposable, in insertion order, once; later insertions are disposed at
    /// once.
    public func dispose() {
        lock.lock()
        let all = disposables
        disposables = nil
        lock.unlock()
        all?.sorted { $0.key < $1.key }.forEach { $0.value.dispose() }
    }
}

/// Holds one disposable at a time; replacing it disposes the previous one.
public final class SerialDisposable: Cancelable {
    private let lock = NSLock()
    private var current: Disposable?
    private var disposed = false

    /// A serial disposable holding nothing yet.
    public init() {}

    /// `true` once `dispose()` was called. Thread-safe.
    public var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    /// The current disposable. Setting it disposes the previous one (or the new
    /// one at once, if this is disposed).
    public var disposable: Disposable {
        get {
            lock.lock(); defer { lock.unlock() }
            return current ?? Disposables.create()
        }
        set {
            lock.lock()
            if disposed {
                lock.unlock()
                newValue.dispose()
                return
            }
            let previous = current
            current = newValue
            lock.unlock()
            previous?.dispose()
        }
    }

    /// Disposes the current disposable; later assignments are disposed at once. Idempotent.
    public func dispose() {
        lock.lock()
        if disposed { lock.unlock(); return }
        disposed = true
        let previous = current
        current = nil
        lock.unlock()
        previous?.dispose()
    }
}

/// Disposes the disposable it holds when assigned once; a convenience for
/// "dispose this later, from somewhere else".
public final class SingleAssignmentDisposable: Cancelable {
    private let serial = SerialDisposable()

    /// A disposable waiting for `setDisposable(_:)`.
    public init() {}

    /// `true` once `dispose()` was called. Thread-safe.
    public var isDisposed: Bool { serial.isDisposed }

    /// Stores `disposable`; disposes it at once if this was already disposed.
    public func setDisposable(_ disposable: Disposable) { serial.disposable = disposable }

    /// Disposes the assigned disposable (or the one assigned later, at once). Idempotent.
    public func dispose() { serial.dispose() }
}
#endif
