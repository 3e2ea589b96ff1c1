import Foundation
import KeelBridge
import KeelRx

/// An Rx source that counts subscriptions and disposals, for asserting the
/// bridge's laziness, per-subscriber subscriptions and disposal.
final class CountingSource<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var _subscriptions = 0
    private var _disposals = 0
    private var observers: [AnyObserver<Element>] = []
    private let onSubscribe: (AnyObserver<Element>) -> Void

    /// `onSubscribe` runs synchronously inside each subscription (emit there
    /// to model synchronous sources).
    init(onSubscribe: @escaping (AnyObserver<Element>) -> Void = { _ in }) {
        self.onSubscribe = onSubscribe
    }

    var subscriptions: Int { lock.lock(); defer { lock.unlock() }; return _subscriptions }
    var disposals: Int { lock.lock(); defer { lock.unlock() }; return _disposals }

    lazy var observable: Observable<Element> = Observable.create { [unowned self] observer in
        self.lock.lock()
        self._subscriptions += 1
        self.observers.append(observer)
        self.lock.unlock()
        self.onSubscribe(observer)
        return Disposables.create { [unowned self] in
            self.lock.lock()
            self._disposals += 1
            self.lock.unlock()
        }
    }

    /// Sends to every observer subscribed so far.
    func emit(_ event: Event<Element>) {
        lock.lock()
        let current = observers
        lock.unlock()
        current.forEach { $0.on(event) }
    }
}


/// A value whose lifetime the memory tests observe.
final class Tracked: CustomStringConvertible {
    let id: Int
    init(_ id: Int) { self.id = id }
    var description: String { "T\(id)" }
}

/// Records what an Rx subscription receives, as strings ("1", "completed",
/// "error(E1)"), thread-safely.
final class RxLog<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var events: [String] { lock.lock(); defer { lock.unlock() }; return recorded }

    var values: [String] { events.filter { $0 != "completed" && !$0.hasPrefix("error(") } }

    /// The observer that records into this log.
    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in
            let text: String
            switch event {
            case .next(let element): text = "\(element)"
            case .error(let error): text = "error(\(error))"
            case .completed: text = "completed"
            }
            lock.lock()
            recorded.append(text)
            lock.unlock()
        }
    }
}
