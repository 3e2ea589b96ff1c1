import Foundation
import KeelCombine

/// The upstream subscriptions a bridged subject received through
/// `send(subscription:)` — what `publisher.subscribe(bridgedSubject)` hands
/// it — kept so they can be cancelled when the bridged subject goes away.
///
/// Like Combine's own subjects, a bridged subject requests `.unlimited` from
/// each upstream (RxSwift has no backpressure to pass on). No lock is held
/// while calling `request` or `cancel`.
final class SubjectUpstreams: @unchecked Sendable {
    private let lock = NSLock()
    private var subscriptions: [Subscription] = []

    /// Keeps `subscription` and requests `.unlimited` from it.
    func add(_ subscription: Subscription) {
        lock.lock()
        subscriptions.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Cancels every upstream; idempotent.
    func cancelAll() {
        lock.lock()
        let all = subscriptions
        subscriptions = []
        lock.unlock()
        for subscription in all { subscription.cancel() }
    }
}
