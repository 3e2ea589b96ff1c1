import Foundation

/// Something that runs work, immediately or later.
public protocol ImmediateSchedulerType {
    /// Schedules `action(state)`; disposing the result cancels it if it has not run.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler backed by a serial dispatch queue.
public class SerialDispatchQueueScheduler: ImmediateSchedulerType {
    let queue: DispatchQueue

    init(serialQueue: DispatchQueue) {
        queue = serialQueue
    }

    /// A scheduler on a new serial queue with `qos`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial") {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos))
    }

    /// A scheduler on `queue`.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue))
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAsync(state, action: action)
    }

    func scheduleAsync<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        dispatch(state, on: queue, action: action)
    }
}

/// Runs `action(state)` asynchronously on `queue` unless the returned
/// disposable was disposed first.
func dispatch<StateType>(_ state: StateType, on queue: DispatchQueue, action: @escaping (StateType) -> Disposable) -> Disposable {
    let cancel = SingleAssignmentDisposable()
    let box = UncheckedTransfer(value: (state, action, cancel))
    queue.async {
        let (state, action, cancel) = box.value
        if cancel.isDisposed { return }
        cancel.setDisposable(action(state))
    }
    return cancel
}

/// The main-thread scheduler. `instance` runs work synchronously when already
/// on the main queue and dispatches to it otherwise; `asyncInstance` always
/// dispatches.
public final class MainScheduler: SerialDispatchQueueScheduler {
    private let key = DispatchSpecificKey<Bool>()

    public init() {
        super.init(serialQueue: .main)
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    /// Synchronous on the main queue, asynchronous elsewhere.
    nonisolated(unsafe) public static let instance = MainScheduler()

    /// Always asynchronous on the main queue.
    nonisolated(unsafe) public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

    public override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true {
            return action(state)
        }
        return scheduleAsync(state, action: action)
    }
}

/// A scheduler backed by a concurrent dispatch queue.
public final class ConcurrentDispatchQueueScheduler: ImmediateSchedulerType {
    private let queue: DispatchQueue

    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    public convenience init(qos: DispatchQoS) {
        self.init(queue: DispatchQueue(label: "rx.global_dispatch_queue.concurrent", qos: qos, attributes: .concurrent))
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        dispatch(state, on: queue, action: action)
    }
}

/// Moves a value into a dispatched closure. RxSwift predates Sendable; the
/// scheduler contract (the action runs once, on the scheduler) is what makes
/// this safe.
struct UncheckedTransfer<Value>: @unchecked Sendable {
    let value: Value
}

extension ObservableType {
    /// Delivers events on `scheduler`, in order.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.create { observer in
            let composite = CompositeDisposable()
            let serial = SerialQueueDrain()
            let subscription = self.subscribe { event in
                serial.enqueue(scheduler: scheduler, composite: composite) { observer.on(event) }
            }
            _ = composite.insert(subscription)
            return composite
        }
    }

    /// Subscribes (and disposes) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.create { observer in
            let inner = SerialDisposable()
            let scheduled = scheduler.schedule(()) { _ in
                inner.disposable = self.subscribe(observer)
                return Disposables.create()
            }
            return Disposables.create(scheduled, inner)
        }
    }
}

/// Keeps `observe(on:)` ordered even on a concurrent scheduler: events run
/// one at a time, in arrival order.
final class SerialQueueDrain {
    private let lock = NSLock()
    private var pending: [() -> Void] = []
    private var running = false

    func enqueue(scheduler: ImmediateSchedulerType, composite: CompositeDisposable, _ work: @escaping () -> Void) {
        lock.lock()
        pending.append(work)
        let start = !running
        running = true
        lock.unlock()
        guard start else { return }
        let scheduled = scheduler.schedule(self) { drain in
            drain.run(composite: composite)
            return Disposables.create()
        }
        _ = composite.insert(scheduled)
    }

    private func run(composite: CompositeDisposable) {
        while true {
            lock.lock()
            if pending.isEmpty || composite.isDisposed {
                pending = []
                running = false
                lock.unlock()
                return
            }
            let work = pending.removeFirst()
            lock.unlock()
            work()
        }
    }
}
