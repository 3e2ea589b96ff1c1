#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

/// A sequence that is also an observer.
public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

/// Shared state of Keel's subjects: the observer list, the terminal event
/// and disposal, all guarded by one recursive lock.
///
/// Delivery happens **under** that lock, in subscription order, so every
/// subscriber sees a serialized stream even when several threads send at
/// once, all subscribers see the events in the same order, no `next` reaches
/// anyone after the subject stopped (even when a handler stops it
/// re-entrantly), and once a subscription's `dispose()` returns no further
/// event starts on it. RxSwift promises less (its subjects deliver outside
/// their lock and only warn about concurrent senders in debug builds); the
/// lock is recursive, so handlers may re-enter the subject on the same thread.
@usableFromInline
final class SubjectCore<Element> {
    @usableFromInline let mutex = NSRecursiveLock()
    /// In subscription order. Delivery iterates a copy-on-write share, so a
    /// handler that subscribes or disposes re-entrantly cannot disturb it,
    /// and delivering an event allocates nothing.
    @usableFromInline var observers: [ObserverEntry<Element>] = []
    private var nextKey = 0
    @usableFromInline var stopEvent: Event<Element>?
    @usableFromInline var isDisposed = false
    /// `stopEvent == nil && !isDisposed`, kept as one flag for the hot path.
    @usableFromInline var isLiveLocked = true

    var hasObservers: Bool {
        mutex.lock(); defer { mutex.unlock() }
        return !observers.isEmpty
    }

    @inlinable func lock() { mutex.lock() }
    @inlinable func unlock() { mutex.unlock() }

    func withLock<T>(_ body: () -> T) -> T {
        mutex.lock(); defer { mutex.unlock() }
        return body()
    }

    /// The hot path of `on(_:)` (call between `lock()` and `unlock()`; no
    /// generic closure, so no run-time metadata work per event): records
    /// `event` (a stop event ends the subject) and delivers it to the current
    /// observers. Ignored once the subject stopped or was disposed; a `next`
    /// stops reaching the remaining observers if a handler stops or disposes
    /// the subject re-entrantly (they already got the stop event).
    @inlinable func deliverLocked(_ event: Event<Element>) {
        guard isLiveLocked else { return }
        let current = observers
        if event.isStopEvent {
            stopEvent = event
            isLiveLocked = false
            observers = []
            for entry in current { entry.observer.on(event) }
            return
        }
        for entry in current {
            guard isLiveLocked else { return }
            entry.observer.on(event)
        }
    }

    /// Adds `observer` (lock held); returns its removal disposable.
    func addLocked(_ observer: AnyObserver<Element>) -> Disposable {
        let key = nextKey
        nextKey += 1
        observers.append(ObserverEntry(key: key, observer: observer))
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.mutex.lock()
            self.observers.removeAll { $0.key == key }
            self.mutex.unlock()
        }
    }

    /// Ends the subject: events are ignored and new subscribers get
    /// `RxError.disposed`. Lock held.
    func disposeLocked() {
        isDisposed = true
        isLiveLocked = false
        observers = []
    }
}

/// What subscribing to a subject found, decided under the subject's lock.
enum SubjectSubscription<Element> {
    case subscribed(Disposable)
    case stopped(replay: [Element], Event<Element>)
    case disposed
}

extension SubjectSubscription {
    /// Completes a subscription decided under the lock: returns the
    /// subscription, or replays the stop event / reports `RxError.disposed`.
    func finish<Observer: ObserverType>(for observer: Observer, subject: AnyObject) -> Disposable where Observer.Element == Element {
        switch self {
        case .subscribed(let disposable):
            return disposable
        case .stopped(let replay, let stop):
            replay.forEach { observer.on(.next($0)) }
            observer.on(stop)
        case .disposed:
            observer.on(.error(RxError.disposed(object: subject)))
        }
        return Disposables.create()
    }
}

/// A subscribed observer and its removal key (a struct, not a tuple: tuple
/// types need run-time metadata in generic code).
@usableFromInline
struct ObserverEntry<Element> {
    @usableFromInline let key: Int
    @usableFromInline let observer: AnyObserver<Element>
}
#endif
