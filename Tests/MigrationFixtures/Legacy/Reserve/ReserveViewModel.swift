import Foundation
import KeelRx

/// A legacy reservation screen in the `Input`/`Output` style. Its requests run inside
/// `flatMapLatest` and are `materialize()`d, the way RxSwift apps keep a trigger alive after a
/// failed request: the subscriber switches over the events — a hold, an error, the end. The renewal
/// is a shared local observed twice (its elements and its errors): one request per tap.
public final class ReserveViewModel {
    public struct Input {
        public let reserve: Observable<Void>
        public let refresh: Observable<Void>
        public let renew: Observable<Void>

        public init(reserve: Observable<Void>, refresh: Observable<Void>, renew: Observable<Void>) {
            self.reserve = reserve
            self.refresh = refresh
            self.renew = renew
        }
    }

    public struct Output {
        public let isBusy: Driver<Bool>
    }

    public let position = BehaviorRelay<Int?>(value: nil)
    public let message = BehaviorRelay<String>(value: "")
    private let bookID: Int
    private let desk: LoanDesk
    private let activity = ActivityIndicator()
    private let disposeBag = DisposeBag()

    public init(bookID: Int, desk: LoanDesk) {
        self.bookID = bookID
        self.desk = desk
    }

    public func transform(input: Input) -> Output {
        input.reserve.flatMapLatest { [weak self] () -> Observable<Event<Hold>> in
            guard let self = self else { return Observable.just(Event.completed) }
            return self.desk.place(bookID: self.bookID)
                .trackActivity(self.activity)
                .materialize()
        }.subscribe(onNext: { [weak self] (event) in
            switch event {
            case .next(let hold):
                self?.position.accept(hold.position)
                self?.message.accept("You are number \(hold.position)")
            case .error(let error):
                self?.message.accept("Not reserved: \(error.localizedDescription)")
            case .completed:
                break
            }
        }).disposed(by: disposeBag)

        input.refresh
            .flatMapLatest { [unowned self] in
                self.desk.status(bookID: self.bookID).asObservable().materialize().share()
            }
            .subscribe(onNext: { [weak self] event in
                switch event {
                case .next(let hold):
                    self?.position.accept(hold.position)
                default:
                    break
                }
            })
            .disposed(by: disposeBag)

        let renewal = input.renew.flatMapLatest { [unowned self] () -> Observable<Event<Hold>> in
            return self.desk.renew(bookID: self.bookID)
                .trackActivity(self.activity)
                .materialize()
        }.share()

        renewal.elements().subscribe(onNext: { [weak self] (hold) in
            self?.position.accept(hold.position)
        }).disposed(by: disposeBag)

        renewal.errors().map { "Not renewed: \($0.localizedDescription)" }.bind(to: message).disposed(by: disposeBag)

        return Output(isBusy: activity.asDriver())
    }
}
