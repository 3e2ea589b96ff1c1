#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

/// How long `share(replay:scope:)`'s internal subject lives.
public enum SubjectLifetimeScope {
    /// A new subject (and replay buffer) per connection: when the last
    /// subscriber leaves, or the source terminates, the source subscription
    /// and the buffer are dropped; the next subscriber connects afresh.
    case whileConnected
    /// One subject for the sequence's lifetime: its buffer and terminal event
    /// outlive connections; the source is re-subscribed whenever the
    /// subscriber count goes from zero to one.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers,
    /// replaying up to `replay` latest elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives (after it
    /// is attached, so synchronous sources reach it) and disposed when the
    /// last one leaves. Thread-safe; subscribers see a serialized stream.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        ShareObservable(source: asObservable(), replay: Swift.max(0, replay), scope: scope)
    }
}

/// `share(replay:scope:)`: a reference-counted connection to `source`
/// through a `PublishSubject` (`replay == 0`) or `ReplaySubject`.
final class ShareObservable<Element>: Observable<Element> {
    private let lock = NSRecursiveLock()
    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private var subject: ShareSubject<Element>?
    private var connection: Disposable?
    private var subscribers = 0
    /// Bumped whenever a connection ends, so stale releases are ignored.
    private var generation = 0

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock(); defer { lock.unlock() }
        let subject = self.subject ?? makeSubject()
        self.subject = subject
        let subscription = subject.observable.subscribe(observer)
        let mine = generation
        subscribers += 1
        if subscribers == 1 { connectLocked(subject, generation: mine) }
        return Disposables.create { [self] in
            subscription.dispose()
            release(generation: mine)
        }
    }

    private func makeSubject() -> ShareSubject<Element> {
        if replay == 0 {
            let subject = PublishSubject<Element>()
            return ShareSubject(observer: AnyObserver(subject), observable: subject)
        }
        let subject = ReplaySubject<Element>.create(bufferSize: replay)
        return ShareSubject(observer: AnyObserver(subject), observable: subject)
    }

    private func connectLocked(_ subject: ShareSubject<Element>, generation mine: Int) {
        let subscription = source.subscribe(AnyObserver<Element> { [weak self] event in
            subject.observer.on(event)
            if event.isStopEvent { self?.terminated(generation: mine) }
        })
        if generation == mine && subscribers > 0 {
            connection = subscription
        } else {
            subscription.dispose()
        }
    }

    private func terminated(generation mine: Int) {
        lock.lock()
        guard scope == .whileConnected, generation == mine else { lock.unlock(); return }
        let ended = endConnectionLocked()
        lock.unlock()
        ended?.dispose()
    }

    private func release(generation mine: Int) {
        lock.lock()
        guard generation == mine, subscribers > 0 else { lock.unlock(); return }
        subscribers -= 1
        let ended = subscribers == 0 ? endConnectionLocked() : nil
        lock.unlock()
        ended?.dispose()
    }

    /// Ends the current connection; returns its source subscription to dispose.
    private func endConnectionLocked() -> Disposable? {
        let ended = connection
        connection = nil
        subscribers = 0
        generation += 1
        if scope == .whileConnected { subject = nil }
        return ended
    }
}

/// The subject behind one `share` connection, as observer and observable.
struct ShareSubject<Element> {
    let observer: AnyObserver<Element>
    let observable: Observable<Element>
}
#endif
