#if !canImport(Combine)
import OpenCombine

// `Publishers.Merge` / `Merge3` / `Merge4` / `MergeMany` and the `merge`
// operators, which OpenCombine 0.14 lacks. Same names, signatures and
// semantics as Apple's Combine. Behaviour is documented on `MergeSubscription`.

extension Publishers {
    /// Merges two publishers of the same output and failure (Combine's `Merge`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        /// Merges `a` and `b`: every element of either, as it arrives.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = MergeSubscription<Output, Failure>(count: 2, subscriber: subscriber)
            a.subscribe(subscription.subscriber(for: 0))
            b.subscribe(subscription.subscriber(for: 1))
            subscriber.receive(subscription: subscription)
        }
    }

    /// Merges three publishers (Combine's `Merge3`).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        /// Merges `a`, `b` and `c`: every element of any, as it arrives.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = MergeSubscription<Output, Failure>(count: 3, subscriber: subscriber)
            a.subscribe(subscription.subscriber(for: 0))
            b.subscribe(subscription.subscriber(for: 1))
            c.subscribe(subscription.subscriber(for: 2))
            subscriber.receive(subscription: subscription)
        }
    }

    /// Merges four publishers (Combine's `Merge4`).
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        /// Merges `a`, `b`, `c` and `d`: every element of any, as it arrives.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = MergeSubscription<Output, Failure>(count: 4, subscriber: subscriber)
            a.subscribe(subscription.subscriber(for: 0))
            b.subscribe(subscription.subscriber(for: 1))
            c.subscribe(subscription.subscriber(for: 2))
            d.subscribe(subscription.subscriber(for: 3))
            subscriber.receive(subscription: subscription)
        }
    }

    /// Merges any number of publishers of one type (Combine's `MergeMany`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        /// Merges every publisher given: every element of any, as it arrives.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges every publisher of `upstream`: every element of any, as it arrives.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = MergeSubscription<Output, Failure>(count: publishers.count, subscriber: subscriber)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(subscription.subscriber(for: index))
            }
            subscriber.receive(subscription: subscription)
            subscription.finishIfEmpty(count: publishers.count)
        }

        /// Merges one more publisher of the same type.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}

extension Publisher {
    /// Merges this publisher with another of the same output and failure.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Merges this publisher with two others.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// Merges this publisher with three others.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output {
        Publishers.Merge4(self, b, c, d)
    }
}
#endif
