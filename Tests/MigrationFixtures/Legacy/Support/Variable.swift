import KeelRx

// Fixture support, not legacy code: RxSwift 4's `Variable` (deprecated there,
// removed since), written for these fixtures from its documentation. A value
// box over a `BehaviorSubject`: reading `value` gives the current element,
// setting it emits the new one to every subscriber at once; it never fails and
// completes when the variable is deallocated.

/// A current value that can be observed (RxSwift 4).
public final class Variable<Element> {
    private let subject: BehaviorSubject<Element>

    /// The current value; setting it emits it.
    public var value: Element {
        get { (try? subject.value()) ?? initial }
        set { subject.onNext(newValue) }
    }

    private let initial: Element

    public init(_ value: Element) {
        initial = value
        subject = BehaviorSubject(value: value)
    }

    /// The current value, then every value set.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    deinit {
        subject.onCompleted()
    }
}
