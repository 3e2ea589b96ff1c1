/// Private helpers a migrated ViewModel's file declares when it needs them:
/// the scheduler that delivers like the legacy code's `MainScheduler`, and
/// the Combine counterparts of the app's activity and error trackers.
/// `private` at file scope, so several migrated files in one module never clash.
enum SupportWriter {
    /// Modules apps import that declare a `Cancellable` of their own (Moya's and Apollo's request
    /// handles): beside them an unqualified `Cancellable` is ambiguous, so Combine's is qualified.
    static let modulesDeclaringCancellable: Set<String> = ["Moya", "Apollo"]

    /// `Cancellable`, or `Combine.Cancellable` where one of `imports` declares its own.
    static func cancellableType(imports: [String]) -> String {
        imports.contains(where: modulesDeclaringCancellable.contains) ? "Combine.Cancellable" : "Cancellable"
    }

    static func immediateScheduler(imports: [String] = []) -> String {
        let cancellable = cancellableType(imports: imports)
        return """
        /// Delivers on the main actor as the legacy code's `MainScheduler` did: at once when already
        /// on the main thread, else on the main queue — so this ViewModel's state changes exactly when
        /// the legacy one's did (`receive(on: DispatchQueue.main)` would always wait for the main
        /// queue's next turn, and a screen acting before it would see stale state).
        private struct ImmediateMainScheduler: Scheduler {
            typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
            typealias SchedulerOptions = DispatchQueue.SchedulerOptions

            /// Marks the main queue, as RxSwift's `MainScheduler` does: where the main actor runs
            /// jobs on the main queue from another thread (Linux), the thread alone does not tell.
            private static let mainQueueKey: DispatchSpecificKey<Bool> = {
                let key = DispatchSpecificKey<Bool>()
                DispatchQueue.main.setSpecific(key: key, value: true)
                return key
            }()

            var now: SchedulerTimeType { DispatchQueue.main.now }
            var minimumTolerance: SchedulerTimeType.Stride { DispatchQueue.main.minimumTolerance }

            func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
                if Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueueKey) == true {
                    action()
                } else {
                    DispatchQueue.main.schedule(options: options, action)
                }
            }

            func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                          _ action: @escaping () -> Void) {
                DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: options, action)
            }

            func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                          options: SchedulerOptions?, _ action: @escaping () -> Void) -> \(cancellable) {
                DispatchQueue.main.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
            }
        }
        """
    }

    static func activityTracker() -> String {
        """
        /// Was the legacy `ActivityIndicator`: `isActive` is true while any publisher it tracks is
        /// subscribed and has not finished. Thread-safe (tracked work may finish on any thread).
        private final class MigratedActivityTracker: @unchecked Sendable {
            let isActive = CurrentValueSubject<Bool, Never>(false)
            private let lock = NSLock()
            private var count = 0

            func track<Upstream: Publisher>(_ upstream: Upstream) -> AnyPublisher<Upstream.Output, Upstream.Failure> {
                upstream.handleEvents(
                    receiveSubscription: { [weak self] _ in self?.change(by: 1) },
                    receiveCompletion: { [weak self] _ in self?.change(by: -1) },
                    receiveCancel: { [weak self] in self?.change(by: -1) }
                ).eraseToAnyPublisher()
            }

            private func change(by delta: Int) {
                lock.lock()
                count += delta
                let active = count > 0
                let changed = active != isActive.value
                lock.unlock()
                if changed { isActive.send(active) }
            }
        }

        extension Publisher {
            /// Was the legacy `trackActivity(_:)`.
            fileprivate func trackActivity(_ tracker: MigratedActivityTracker) -> AnyPublisher<Output, Failure> {
                tracker.track(self)
            }
        }
        """
    }

    static func errorTracker() -> String {
        """
        /// Was the legacy `ErrorTracker`: every failure of a publisher it tracks, as a value.
        private final class MigratedErrorTracker {
            let errors = PassthroughSubject<Error, Never>()

            func track<Upstream: Publisher>(_ upstream: Upstream) -> AnyPublisher<Upstream.Output, Upstream.Failure> {
                upstream.handleEvents(receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion { self?.errors.send(error) }
                }).eraseToAnyPublisher()
            }
        }

        extension Publisher {
            /// Was the legacy `trackError(_:)`.
            fileprivate func trackError(_ tracker: MigratedErrorTracker) -> AnyPublisher<Output, Failure> {
                tracker.track(self)
            }
        }
        """
    }

    static func withLatestFrom() -> String {
        """
        extension Publisher {
            /// Was the legacy `withLatestFrom(_:resultSelector:)`: each value with the latest value of
            /// `other` (nothing until `other` has one); `other` is subscribed to first, and the result
            /// ends when this publisher ends — as RxSwift's operator does.
            fileprivate func migratedWithLatestFrom<Other: Publisher, Result>(
                _ other: Other, _ combine: @escaping (Output, Other.Output) -> Result
            ) -> AnyPublisher<Result, Failure> where Other.Failure == Failure {
                Deferred { () -> AnyPublisher<Result, Failure> in
                    let latest = MigratedLatest<Other.Output>()
                    return Publishers.Merge(
                        other.map { MigratedLatestEvent<Output, Other.Output>.latest($0) },
                        self.map { MigratedLatestEvent<Output, Other.Output>.value($0) }.append(.end)
                    )
                    .prefix { event in
                        if case .end = event { return false }
                        return true
                    }
                    .compactMap { event -> Result? in
                        switch event {
                        case .latest(let value):
                            latest.value = value
                            return nil
                        case .value(let value):
                            return latest.value.map { combine(value, $0) }
                        case .end:
                            return nil
                        }
                    }
                    .eraseToAnyPublisher()
                }
                .eraseToAnyPublisher()
            }
        }

        /// The latest value of `migratedWithLatestFrom`'s other stream, per subscription.
        private final class MigratedLatest<Value> {
            var value: Value?
        }

        private enum MigratedLatestEvent<Value, Latest> {
            case latest(Latest)
            case value(Value)
            case end
        }
        """
    }

    static func materialize() -> String {
        """
        /// Was RxSwift's `Event`, the value the legacy `materialize()` made of each element and of the
        /// end of a stream: zero or more `next`, then one `error` or `completed`.
        private enum MigratedEvent<Element> {
            case next(Element)
            case error(Error)
            case completed

            /// The element of a `next` event.
            var element: Element? {
                if case .next(let element) = self { return element }
                return nil
            }

            /// The error of an `error` event.
            var error: Error? {
                if case .error(let error) = self { return error }
                return nil
            }

            /// `true` for `completed`.
            var isCompleted: Bool {
                if case .completed = self { return true }
                return false
            }
        }

        extension Publisher {
            /// Was the legacy `materialize()`: each value as `.next`, then `.completed` when this
            /// publisher finishes or `.error` when it fails — as values, so the result never fails
            /// (and ends after that last value, as RxSwift's operator does).
            fileprivate func migratedMaterialize() -> AnyPublisher<MigratedEvent<Output>, Never> {
                map { MigratedEvent<Output>.next($0) }
                    .append(MigratedEvent<Output>.completed)
                    .catch { Just(MigratedEvent<Output>.error($0)) }
                    .eraseToAnyPublisher()
            }
        }
        """
    }
}
