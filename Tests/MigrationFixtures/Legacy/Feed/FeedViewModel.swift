import Foundation
import KeelRx

/// A legacy feed screen in the `Input`/`Output` style, written the way paging list screens of
/// RxSwift apps often are: the request method declares `var request: Single<[T]>`, picks the
/// request in a `switch` over the screen's scope, then returns it through a chain; the rows are
/// a local relay the refresh pipeline fills (its closure parameter has the output's name); and
/// an action is a `flatMapLatest` whose closure declares `-> Observable<Void>`.
public final class FeedViewModel {
    public struct Input {
        public let reload: Observable<Void>
        public let markAllRead: Observable<Void>

        public init(reload: Observable<Void>, markAllRead: Observable<Void>) {
            self.reload = reload
            self.markAllRead = markAllRead
        }
    }

    public struct Output {
        public let titles: BehaviorRelay<[String]>
        public let markedRead: Driver<Void>
    }

    public let scope: BehaviorRelay<FeedScope>
    private let api: FeedAPI
    private var page = 0
    private let disposeBag = DisposeBag()

    public init(scope: FeedScope, api: FeedAPI) {
        self.scope = BehaviorRelay(value: scope)
        self.api = api
    }

    public func transform(input: Input) -> Output {
        let elements = BehaviorRelay<[String]>(value: [])

        let markedRead = input.markAllRead.flatMapLatest { () -> Observable<Void> in
            return self.markReadRequest()
        }.asDriver(onErrorJustReturn: ())

        input.reload.flatMapLatest({ [weak self] () -> Observable<[String]> in
            guard let self = self else { return Observable.just([]) }
            self.page += 1
            return self.request()
        })
            .subscribe(onNext: { (titles) in
                elements.accept(titles)
            }).disposed(by: disposeBag)

        return Output(titles: elements, markedRead: markedRead)
    }

    public func request() -> Observable<[String]> {
        var request: Single<[FeedEntry]>
        switch scope.value {
        case .everyone:
            request = api.publicEntries(page: page)
        case .person(let name):
            request = api.entries(of: name, page: page)
        }
        return request
            .asObservable()
            .map { $0.map { "\($0.id): \($0.title)" } }
    }

    public func markReadRequest() -> Observable<Void> {
        var request: Single<Void>
        switch scope.value {
        case .everyone: request = api.markAllRead()
        case .person(let name): request = api.markRead(of: name)
        }
        return request.asObservable()
    }
}
