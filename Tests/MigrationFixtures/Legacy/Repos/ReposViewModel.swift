import Foundation
import KeelRx

/// A legacy list screen in the `Input`/`Output` style, as list screens of RxSwift apps are
/// often written: the request is a method returning an `Observable` that the pipeline calls
/// (it reads the ViewModel's page), and each loaded repository becomes a row ViewModel the
/// list builds itself.
public final class ReposViewModel {
    public struct Input {
        public let refresh: Driver<Void>

        public init(refresh: Driver<Void>) {
            self.refresh = refresh
        }
    }

    public struct Output {
        public let rows: Driver<[RepoRowViewModel]>
    }

    private let api: RepoAPI
    private var page = 1
    private let disposeBag = DisposeBag()

    public init(api: RepoAPI) {
        self.api = api
    }

    public func transform(input: Input) -> Output {
        let rows = input.refresh
            .flatMapLatest { [unowned self] in
                self.request().asDriver(onErrorJustReturn: [])
            }
        return Output(rows: rows)
    }

    func request() -> Observable<[RepoRowViewModel]> {
        api.repos(page: page)
            .asObservable()
            .map { repos in repos.map { RepoRowViewModel(repo: $0) } }
    }
}
