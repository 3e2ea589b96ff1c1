import Foundation
import KeelRx

/// A legacy tally counter in RxSwift 4's style, written for these fixtures: its
/// count and caption are `Variable`s, its buttons Action-library actions whose
/// work is a method of a `private extension` — an `Observable.create` that
/// changes the state and completes at once. The add action is built after
/// naming `self` (`let counter = self`), as RxSwift 4 code often was.
public final class TallyViewModel {
    public let count = Variable<Int>(0)
    public let caption = Variable("none")

    public init() {}

    public lazy var incrementAction: CocoaAction = {
        return CocoaAction { [weak self] _ in
            self?.increment() ?? .empty()
        }
    }()

    public lazy var resetAction: CocoaAction = {
        return CocoaAction { [weak self] _ in
            self?.reset() ?? .empty()
        }
    }()

    public lazy var addAction: Action<Int, Void> = {
        let counter = self
        return Action<Int, Void> { [weak counter] amount in
            return counter?.add(amount) ?? .empty()
        }
    }()
}

private extension TallyViewModel {
    func increment() -> Observable<Void> {
        return Observable.create { [weak self] observer in
            if let strongSelf = self {
                strongSelf.count.value += 1
                strongSelf.caption.value = "\(strongSelf.count.value) counted"
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }

    func reset() -> Observable<Void> {
        return Observable.create { [weak self] observer in
            self?.count.value = 0
            self?.caption.value = "none"
            observer.onCompleted()
            return Disposables.create()
        }
    }

    func add(_ amount: Int) -> Observable<Void> {
        return Observable.create { [weak self] observer in
            if let strongSelf = self {
                let total = strongSelf.count.value + amount
                if total <= 99 {
                    strongSelf.count.value = total
                }
                strongSelf.caption.value = "added \(amount)"
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
