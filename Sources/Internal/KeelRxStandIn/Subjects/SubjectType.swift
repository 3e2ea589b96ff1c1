import Foundation

/// A sequence that is also an observer.
public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

/// Shared state of Keel's subjects: the observer list, the terminal event
/// and disposal. Observers are called outside the lock, in subscription order.
final class SubjectCore<Element> {
    private let lock = NSRecursiveLock()
    /// In subscription order; returned to `on` by value (a copy-on-write
    /// share, so delivering an event allocates nothing).
    private var observers: [ObserverEntry<Element>] = []
    private var nextKey = 0
    private(set) var stopEvent: Event<Element>?
    private(set) var isDisposed = false

    var hasObservers: Bool {
        lock.lock(); defer { lock.unlock() }
        return !observers.isEmpty
    }

    func withLock<T>(_ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body()
    }

    /// The hot path of `on(_:)`: records `event` and returns who gets it,
    /// without a generic closure (no run-time metadata work per event).
    /// With `latest`, a `next` element while live is stored there first.
    func observers(for event: Event<Element>, latest: LatestValue<Element>? = nil) -> [ObserverEntry<Element>] {
        lock.lock(); defer { lock.unlock() }
        if let latest, stopEvent == nil, !isDisposed, case .next(let element) = event { latest.value = element }
        return observersForEventLocked(event)
    }

    /// Records `event` (a stop event ends the subject) and returns the
    /// observers to deliver it to, or `[]` if the subject already stopped or
    /// was disposed. Call with the lock held (inside `withLock`).
    func observersForEventLocked(_ event: Event<Element>) -> [ObserverEntry<Element>] {
        guard stopEvent == nil, !isDisposed else { return [] }
        let current = observers
        if event.isStopEvent {
            stopEvent = event
            observers = []
        }
        return current
    }

    /// Adds `observer` (lock held); returns its removal disposable.
    func addLocked(_ observer: AnyObserver<Element>) -> Disposable {
        let key = nextKey
        nextKey += 1
        observers.append(ObserverEntry(key: key, observer: observer))
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.observers.removeAll { $0.key == key }
            self.lock.unlock()
        }
    }

    func disposeLocked() {
        isDisposed = true
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
struct ObserverEntry<Element> {
    let key: Int
    let observer: AnyObserver<Element>
}

/// A BehaviorSubject's current value, guarded by its `SubjectCore`'s lock.
final class LatestValue<Element> {
    var value: Element
    init(_ value: Element) { self.value = value }
}
