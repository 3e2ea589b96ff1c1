import Foundation
import Testing
@testable import KeelMigrate

/// Round 9: `materialize()` inside a `flatMapLatest`, its events switched over by the subscriber —
/// SwiftHub's search, user and repository screens. The fixture `Legacy/Reserve` runs the generated
/// equivalence test; these pin the translated text.
@Suite("migrate: materialize (round 9)", .timeLimit(.minutes(5)))
struct MaterializeTests {
    /// `eventType`: how the legacy code spells RxSwift's event type; `appEvent`: the app declares
    /// its own `Event` (then the legacy code must write `RxSwift.Event`).
    func viewModel(eventType: String, appEvent: Bool = false) -> [String: String] {
        var files = ["StarAPI.swift": """
        import RxSwift
        struct Star { let count: Int }
        protocol StarAPI: AnyObject {
            func star(id: Int) -> Single<Star>
        }
        """, "StarViewModel.swift": """
        import Foundation
        import RxSwift
        import RxCocoa

        final class StarViewModel {
            struct Input {
                let star: Observable<Void>
            }
            struct Output {
                let done: Driver<Void>
            }
            let count = BehaviorRelay<Int>(value: 0)
            let failure = BehaviorRelay<String>(value: "")
            private let api: StarAPI
            private let disposeBag = DisposeBag()
            init(api: StarAPI) {
                self.api = api
            }
            func transform(input: Input) -> Output {
                input.star.flatMapLatest { [weak self] () -> Observable<\(eventType)<Star>> in
                    guard let self = self else { return Observable.just(\(eventType).completed) }
                    return self.api.star(id: 1)
                        .asObservable()
                        .materialize()
                        .share()
                }.subscribe(onNext: { [weak self] (event) in
                    switch event {
                    case .next(let star): self?.count.accept(star.count)
                    case .error(let error): self?.failure.accept(error.localizedDescription)
                    case .completed: break
                    }
                }).disposed(by: disposeBag)
                return Output(done: Driver.empty())
            }
        }
        """]
        if appEvent { files["Event.swift"] = "struct Event { let name: String }" }
        return files
    }

    @Test func materializeIsTheFilesMigratedMaterializeAndRxEventItsMigratedEvent() async throws {
        let result = try await migrate(viewModel(eventType: "RxSwift.Event", appEvent: true), "StarViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("-> AnyPublisher<MigratedEvent<Star>, Never> in"), "\(text)")
        #expect(text.contains("return Just(MigratedEvent.completed).eraseToAnyPublisher()"), "\(text)")
        #expect(text.contains(".asPublisher().migratedMaterialize().share()"), "\(text)")
        #expect(text.contains(".share()"), "\(text)")
        // The subscriber's switch reads as before.
        #expect(text.contains("case .next(let star): self?.count = star.count"), "\(text)")
        #expect(text.contains("case .error(let error): self?.failure = error.localizedDescription"), "\(text)")
        // The file declares the type and the operator once.
        #expect(text.components(separatedBy: "private enum MigratedEvent<Element>").count == 2, "\(text)")
        #expect(text.contains("fileprivate func migratedMaterialize() -> AnyPublisher<MigratedEvent<Output>, Never>"), "\(text)")
        #expect(!text.contains("RxSwift.Event"), "\(text)")
        // The app's own `Event` is not touched (it is not in this ViewModel, and stays the app's).
        #expect(!text.contains("MigratedEvent<Event"), "\(text)")
    }

    @Test func aBareEventIsRxSwiftsWhenTheTreeDeclaresNone() async throws {
        let result = try await migrate(viewModel(eventType: "Event"), "StarViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("-> AnyPublisher<MigratedEvent<Star>, Never> in"), "\(text)")
        #expect(text.contains("Just(MigratedEvent.completed)"), "\(text)")
    }

    @Test func aBareEventOfTheAppIsNotRxSwifts() {
        #expect(MaterializedEvents.migratedTypeText("Observable<Event<Star>>", bareIsRx: true) == "Observable<MigratedEvent<Star>>")
        #expect(MaterializedEvents.migratedTypeText("Event<Star>", bareIsRx: false) == "Event<Star>")
        #expect(MaterializedEvents.migratedTypeText("RxSwift.Event<[Event]>", bareIsRx: false) == "MigratedEvent<[Event]>")
        #expect(MaterializedEvents.migratedTypeText("GitHubEvent<Star>", bareIsRx: true) == "GitHubEvent<Star>")
        #expect(MaterializedEvents.migratedTypeText("App.Event<Star>", bareIsRx: true) == "App.Event<Star>")
    }

    /// SwiftHub's login: `let tokenRequest = code.flatMapLatest { … .materialize() }.share()`, then
    /// `tokenRequest.elements()` and `tokenRequest.errors()` observed — one request for both.
    @Test func aSharedLocalIsOnePublisherItsObserversRead() async throws {
        var files = viewModel(eventType: "Event")
        files["StarViewModel.swift"] = files["StarViewModel.swift"]!.replacingOccurrences(of: """
                input.star.flatMapLatest { [weak self] () -> Observable<Event<Star>> in
                    guard let self = self else { return Observable.just(Event.completed) }
                    return self.api.star(id: 1)
                        .asObservable()
                        .materialize()
                        .share()
                }.subscribe(onNext: { [weak self] (event) in
                    switch event {
                    case .next(let star): self?.count.accept(star.count)
                    case .error(let error): self?.failure.accept(error.localizedDescription)
                    case .completed: break
                    }
                }).disposed(by: disposeBag)
        """, with: """
                let starRequest = input.star.flatMapLatest { () -> Observable<Event<Star>> in
                    return self.api.star(id: 1).asObservable().materialize()
                }.share()
                starRequest.elements().subscribe(onNext: { [weak self] star in
                    self?.count.accept(star.count)
                }).disposed(by: disposeBag)
                starRequest.errors().map { $0.localizedDescription }.bind(to: failure).disposed(by: disposeBag)
        """)
        let result = try await migrate(files, "StarViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        // Declared once, before its observers; the request is in the file once.
        #expect(text.components(separatedBy: "let starRequest = starSubject").count == 2, "\(text)")
        #expect(text.components(separatedBy: "self.api.star(id: 1)").count == 2, "\(text)")
        #expect(text.contains(".share()"), "\(text)")
        #expect(text.contains("starRequest\n            .compactMap { $0.element }"), "\(text)")
        #expect(text.contains("starRequest\n            .compactMap { $0.error }"), "\(text)")
        let declared = try #require(text.range(of: "let starRequest ="))
        let read = try #require(text.range(of: "starRequest\n"))
        #expect(declared.lowerBound < read.lowerBound)
    }

    @Test func elementsOfAStreamNotMaterializedAreRefusedWithTheReason() async throws {
        var files = viewModel(eventType: "Event")
        files["StarViewModel.swift"] = files["StarViewModel.swift"]!.replacingOccurrences(
            of: "return Output(done: Driver.empty())",
            with: "input.star.elements().subscribe(onNext: { _ in }).disposed(by: disposeBag)\n        return Output(done: Driver.empty())")
        let result = try await migrate(files, "StarViewModel")
        #expect(result.refusals.contains { $0.contains("`elements` of a stream keel did not see materialized") }, "\(result.refusals)")
    }

    @Test func withoutMaterializeTheFileDeclaresNoEventType() async throws {
        let result = try await migrate(LocalStreamTests().viewModel(LocalStreamTests.standardBody), "ListViewModel")
        #expect(!result.viewModelText.contains("MigratedEvent"))
    }
}
