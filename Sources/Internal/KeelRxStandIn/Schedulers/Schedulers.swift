#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

/// Something that runs work, immediately or later.
public protocol ImmediateSchedulerType {
    /// Schedules `action(state)`; disposing the result cancels it if it has not run.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// RxSwift's time types.
public typealias RxTimeInterval = DispatchTimeInterval
/// A point in time, as schedulers report it.
public typealias RxTime = Date

/// A scheduler that can also run work later and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action(state)` after `dueTime`; disposing the result cancels it if it has not run.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` every `period` after `startAfter`, threading the state
    /// through; disposing the result stops it.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

/// A scheduler backed by a serial dispatch queue.
public class SerialDispatchQueueScheduler: SchedulerType {
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

    /// Runs `action` with `state` on the scheduler's queue; disposing the result before it runs
    /// cancels it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAsync(state, action: action)
    }

    func scheduleAsync<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        dispatch(state, on: queue, action: action)
    }

    /// The current time.
    public var now: RxTime { Date() }

    /// Runs `action` with `state` after `dueTime`; disposing the result first cancels it.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        dispatch(state, on: queue, after: dueTime, action: action)
    }

    /// Runs `action` after `startAfter`, then every `period`, threading its state through;
    /// disposing the result stops it.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        dispatchPeriodic(state, on: queue, startAfter: startAfter, period: period, action: action)
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

/// Runs `action(state)` on `queue` after `dueTime` unless the returned
/// disposable was disposed first.
func dispatch<StateType>(_ state: StateType, on queue: DispatchQueue, after dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
    let cancel = SingleAssignmentDisposable()
    let box = UncheckedTransfer(value: (state, action, cancel))
    queue.asyncAfter(deadline: .now() + dueTime) {
        let (state, action, cancel) = box.value
        if cancel.isDisposed { return }
        cancel.setDisposable(action(state))
    }
    return cancel
}

/// Runs `action` on `queue` every `period` after `startAfter` (a dispatch
/// timer: ticks never overlap), until the returned disposable is disposed.
func dispatchPeriodic<StateType>(_ state: StateType, on queue: DispatchQueue, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let box = UncheckedTransfer(value: PeriodicState(state: state, action: action))
    timer.setEventHandler { box.value.tick() }
    timer.schedule(deadline: .now() + startAfter, repeating: period)
    timer.resume()
    return Disposables.create { timer.cancel() }
}

/// The state a periodic action threads through its ticks (touched only by
/// the timer's handler, which dispatch never runs concurrently with itself).
final class PeriodicState<StateType> {
    private var state: StateType
    private let action: (StateType) -> StateType

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
    }

    func tick() { state = action(state) }
}

/// The main-thread scheduler. `instance` runs work synchronously when already
/// on the main queue and dispatches to it otherwise; `asyncInstance` always
/// dispatches.
public final class MainScheduler: SerialDispatchQueueScheduler {
    private let key = DispatchSpecificKey<Bool>()

    /// The main-queue scheduler (use `instance` or `asyncInstance`).
    public init() {
        super.init(serialQueue: .main)
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    /// Synchronous on the main queue, asynchronous elsewhere.
    nonisolated(unsafe) public static let instance = MainScheduler()

    /// Always asynchronous on the main queue.
    nonisolated(unsafe) public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

    /// Runs `action` at once when called on the main thread, otherwise asynchronously on the main
    /// queue; disposing the result before it runs cancels it.
    public override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true {
            return action(state)
        }
        return scheduleAsync(state, action: action)
    }
}

/// A scheduler backed by a concurrent dispatch queue.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    private let queue: DispatchQueue

    /// A scheduler running work concurrently on `queue`.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// A scheduler running work concurrently on a global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS) {
        self.init(queue: DispatchQueue(label: "rx.global_dispatch_queue.concurrent", qos: qos, attributes: .concurrent))
    }

    /// Runs `action` with `state` on the scheduler's queue; disposing the result before it runs
    /// cancels it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        dispatch(state, on: queue, action: action)
    }

    /// The current time.
    public var now: RxTime { Date() }

    /// Runs `action` with `state` after `dueTime`; disposing the result first cancels it.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        dispatch(state, on: queue, after: dueTime, action: action)
    }

    /// Runs `action` after `startAfter`, then every `period`, threading its state through;
    /// disposing the result stops it.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        dispatchPeriodic(state, on: queue, startAfter: startAfter, period: period, action: action)
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
#endif
