import KeelRx

// Fixture support, not legacy code: the RxSwiftCommunity Action library's
// `Action`, written for these fixtures from its documentation (the fixture
// target links no Action library). As documented: `execute(_:)` runs the work
// at once, whether or not anyone subscribes to what it returns; an action is
// not enabled while it executes (or while `enabledIf` says no), and then
// `errors` emits `.notEnabled` and the work does not run; the work's elements
// go to `elements`, its error to `errors` as `.underlyingError`; `executing`
// is `true` from the subscription to the work until it completes or fails
// (the work factory itself runs just before).

/// Why an action did not deliver: it was not enabled, or its work failed.
public enum ActionError: Error {
    case notEnabled
    case underlyingError(Error)
}

/// An action that takes no input and emits nothing (a button's).
public typealias CocoaAction = Action<Void, Void>

/// A unit of work started from an input; at most one runs at a time.
public final class Action<Input, Element> {
    /// Every element of every execution.
    public let elements: Observable<Element>
    /// `.notEnabled` for an input while not enabled, `.underlyingError` when the work fails.
    public let errors: Observable<ActionError>
    /// Whether the work is running (`false` to start with).
    public let executing: Observable<Bool>

    private let workFactory: (Input) -> Observable<Element>
    private let elementsSubject = PublishSubject<Element>()
    private let errorsSubject = PublishSubject<ActionError>()
    private let executingRelay = BehaviorRelay<Bool>(value: false)
    private var isEnabledIf = true
    private let disposeBag = DisposeBag()

    public init(enabledIf: Observable<Bool> = Observable.just(true), workFactory: @escaping (Input) -> Observable<Element>) {
        self.workFactory = workFactory
        elements = elementsSubject.asObservable()
        errors = errorsSubject.asObservable()
        executing = executingRelay.asObservable()
        enabledIf.subscribe(onNext: { [weak self] enabled in self?.isEnabledIf = enabled }).disposed(by: disposeBag)
    }

    /// Runs the work for `input` unless the action is not enabled; returns what this execution emits (replayed).
    @discardableResult
    public func execute(_ input: Input) -> Observable<Element> {
        guard isEnabledIf, !executingRelay.value else {
            errorsSubject.onNext(.notEnabled)
            return Observable.error(ActionError.notEnabled)
        }
        let execution = ReplaySubject<Element>.createUnbounded()
        // The work is built first (its statements run), then it is executing until it ends.
        let work = workFactory(input)
        executingRelay.accept(true)
        work
            .subscribe(onNext: { [weak self] element in
                self?.elementsSubject.onNext(element)
                execution.onNext(element)
            }, onError: { [weak self] error in
                self?.errorsSubject.onNext(.underlyingError(error))
                self?.executingRelay.accept(false)
                execution.onError(error)
            }, onCompleted: { [weak self] in
                self?.executingRelay.accept(false)
                execution.onCompleted()
            })
            .disposed(by: disposeBag)
        return execution.asObservable()
    }
}
