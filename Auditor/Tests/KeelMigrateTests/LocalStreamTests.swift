import Foundation
import Testing
@testable import KeelMigrate

/// Round 8: a local stream chosen in a `switch`, a `flatMapLatest` closure that declares an RxSwift
/// result type, and a local relay of `transform` written from a closure whose parameter has the
/// output's name (SwiftHub's list screens). The fixture `Legacy/Feed` runs the generated
/// equivalence test; these pin the translated text.
@Suite("migrate: local streams and local relays (round 8)", .timeLimit(.minutes(5)))
struct LocalStreamTests {
    static let api = """
    import RxSwift
    enum ListScope { case all, mine(name: String) }
    protocol ListAPI: AnyObject {
        func everything(page: Int) -> Single<[Int]>
        func owned(by name: String, page: Int) -> Single<[Int]>
        func clear() -> Single<Void>
    }
    """

    func viewModel(_ body: String, members: String = "") -> [String: String] {
        ["ListAPI.swift": Self.api, "ListViewModel.swift": """
        import Foundation
        import RxSwift
        import RxCocoa

        final class ListViewModel {
            struct Input {
                let reload: Observable<Void>
                let clear: Observable<Void>
            }
            struct Output {
                let items: BehaviorRelay<[String]>
                let cleared: Driver<Void>
            }
            private let api: ListAPI
            private let scope: ListScope
            private var page = 0
            private let disposeBag = DisposeBag()
            init(api: ListAPI, scope: ListScope) {
                self.api = api
                self.scope = scope
            }
            func transform(input: Input) -> Output {
        \(body)
            }
            func request() -> Observable<[String]> {
                var request: Single<[Int]>
                switch scope {
                case .all: request = api.everything(page: page)
                case .mine(let name):
                    request = api.owned(by: name, page: page)
                }
                return request.asObservable().map { $0.map(String.init) }
            }
        \(members)
        }
        """]
    }

    static let standardBody = """
            let elements = BehaviorRelay<[String]>(value: [])
            let cleared = input.clear.flatMapLatest { () -> Observable<Void> in
                return self.api.clear().asObservable()
            }.asDriver(onErrorJustReturn: ())
            input.reload.flatMapLatest({ [weak self] () -> Observable<[String]> in
                guard let self = self else { return Observable.just([]) }
                self.page += 1
                return self.request()
            })
                .subscribe(onNext: { (items) in
                    elements.accept(elements.value + items)
                }).disposed(by: disposeBag)
            return Output(items: elements, cleared: cleared)
    """

    @Test func aLocalStreamChosenInASwitchIsAnErasedPublisher() async throws {
        let result = try await migrate(viewModel(Self.standardBody), "ListViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("var request: AnyPublisher<[Int], Error>\n"), "\(text)")
        #expect(text.contains("case .all: request = api.everything(page: page)\n"), "\(text)")
        #expect(text.contains("request = api.owned(by: name, page: page)\n"))
        #expect(text.contains(".asPublisher()\n"))
        #expect(text.components(separatedBy: ".eraseToAnyPublisher()").count >= 3)
        // The chain starts from the local as it is: no bridge.
        #expect(text.contains("return request\n"), "\(text)")
        #expect(!text.contains("request.asObservable()") && !text.contains("request\n            .toPublisher()"))
        #expect(result.findings.isEmpty)
    }

    @Test func aFlatMapLatestClosureDeclaringAnRxResultTypeLosesIt() async throws {
        let result = try await migrate(viewModel(Self.standardBody), "ListViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("return self.api.clear()"), "\(text)")
        #expect(!text.contains("-> Observable"))
    }

    @Test func flatMapClosuresThatDeclareTheirResultCaptureSelfWeakly() async throws {
        let strong = Self.standardBody
            .replacingOccurrences(of: "[weak self] () -> Observable<[String]> in", with: "() -> Observable<[String]> in")
            .replacingOccurrences(of: "guard let self = self else { return Observable.just([]) }", with: "")
        let result = try await migrate(viewModel(strong), "ListViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        // One expression: `[weak self]`, the declared element spelled, an empty stream once `self` is gone.
        #expect(text.contains(".map { [weak self] () -> AnyPublisher<Void, Error> in guard let self else { return Empty().eraseToAnyPublisher() }; return self.api.clear()"), "\(text)")
        // Several statements: the same, the guard first.
        #expect(text.contains(".map { [weak self] () -> AnyPublisher<[String], Error> in\n"), "\(text)")
        #expect(text.contains("guard let self else { return Empty().eraseToAnyPublisher() }\n"), "\(text)")
        #expect(!text.contains("unowned self"), "\(text)")
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    @Test func aLocalRelayWrittenFromAClosureIsTheViewModelsOwnThroughSelf() async throws {
        let result = try await migrate(viewModel(Self.standardBody), "ListViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        // The closure parameter `items` has the output's name: the output is `self.items`.
        #expect(text.contains("receiveValue: { [weak self] (items) in\n"), "\(text)")
        #expect(text.contains("guard let self else { return }\n"))
        #expect(text.contains("self.items = self.items + items\n"), "\(text)")
        // Read by the screen from `Output`, never written by it: no setter.
        #expect(!text.contains("func updateItems"), "\(text)")
    }

    @Test func aLocalStreamThatCannotFailTakesNoFailingStream() async throws {
        let members = """
            func titles() -> Driver<[String]> {
                var titles: Driver<[String]>
                switch scope {
                case .all: titles = api.everything(page: 0).asObservable().map { $0.map(String.init) }.asDriver(onErrorJustReturn: [])
                case .mine: titles = api.everything(page: 1).asObservable().map { $0.map(String.init) }
                }
                return titles
            }
        """
        let result = try await migrate(viewModel(Self.standardBody, members: members), "ListViewModel")
        // The second case assigns a stream that can fail to a `Driver`: no guess, a reason.
        #expect(result.refusals.contains { $0.contains("assigns a stream that can fail to `titles`") }, "\(result.refusals)")
    }
}
