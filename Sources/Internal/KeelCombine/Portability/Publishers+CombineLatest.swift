#if !canImport(Combine)
import OpenCombine

// `Publishers.CombineLatest` / `CombineLatest3` / `CombineLatest4` and the
// `combineLatest` operators, which OpenCombine 0.14 lacks. Same names,
// signatures and semantics as Apple's Combine, so the seeds' patterns
// (`Publishers.CombineLatest(publisher1, publisher2)`) compile unchanged.
// Behaviour is documented on `CombineLatestSubscription`.

extension Publishers {
    /// Combines the latest values of two publishers (Combine's `CombineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        /// Combines the latest values of `a` and `b` (emits once each has emitted).
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombineLatestSubscription<Output, Failure>(count: 2, subscriber: subscriber) { values in
                (values[0]! as! A.Output, values[1]! as! B.Output)
            }
            a.subscribe(subscription.subscriber(for: 0, of: A.Output.self))
            b.subscribe(subscription.subscriber(for: 1, of: B.Output.self))
            subscriber.receive(subscription: subscription)
        }
    }

    /// Combines the latest values of three publishers (Combine's `CombineLatest3`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        /// Combines the latest values of `a`, `b` and `c` (emits once each has emitted).
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombineLatestSubscription<Output, Failure>(count: 3, subscriber: subscriber) { values in
                (values[0]! as! A.Output, values[1]! as! B.Output, values[2]! as! C.Output)
            }
            a.subscribe(subscription.subscriber(for: 0, of: A.Output.self))
            b.subscribe(subscription.subscriber(for: 1, of: B.Output.self))
            c.subscribe(subscription.subscriber(for: 2, of: C.Output.self))
            subscriber.receive(subscription: subscription)
        }
    }

    /// Combines the latest values of four publishers (Combine's `CombineLatest4`).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        /// Combines the latest values of `a`, `b`, `c` and `d` (emits once each has emitted).
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombineLatestSubscription<Output, Failure>(count: 4, subscriber: subscriber) { values in
                (values[0]! as! A.Output, values[1]! as! B.Output, values[2]! as! C.Output, values[3]! as! D.Output)
            }
            a.subscribe(subscription.subscriber(for: 0, of: A.Output.self))
            b.subscribe(subscription.subscriber(for: 1, of: B.Output.self))
            c.subscribe(subscription.subscriber(for: 2, of: C.Output.self))
            d.subscribe(subscription.subscriber(for: 3, of: D.Output.self))
            subscriber.receive(subscription: subscription)
        }
    }
}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple of the latest values.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and transforms the latest values.
    public func combineLatest<P: Publisher, T>(
        _ other: P,
        _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Subscribes to two additional publishers and publishes a tuple of the latest values.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P,
        _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to three additional publishers and publishes a tuple of the latest values.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P,
        _ publisher2: Q,
        _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }
}
#endif
