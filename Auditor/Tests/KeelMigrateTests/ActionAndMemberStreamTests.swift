import Foundation
import Testing
@testable import KeelMigrate

/// Action-library members, `lazy var` / computed `Observable` members and `take(until:)`:
/// translated where the behaviour is the same, refused with the precise reason where not.
@Suite("migrate: actions, member streams, take(until:)", .timeLimit(.minutes(5)))
struct ActionAndMemberStreamTests {
    func viewModel(_ body: String) -> [String: String] {
        ["ItemServicing.swift": legacyService, "Action.swift": """
        import RxSwift
        enum ActionError: Error { case notEnabled, underlyingError(Error) }
        typealias CocoaAction = Action<Void, Void>
        final class Action<Input, Element> {
            let elements: Observable<Element>
            init(enabledIf: Observable<Bool> = .just(true), workFactory: @escaping (Input) -> Observable<Element>) { fatalError() }
            func execute(_ input: Input) -> Observable<Element> { fatalError() }
        }
        """, "ItemsViewModel.swift": """
        import Foundation
        import RxSwift

        final class ItemsViewModel {
            private let service: ItemServicing
            private let disposeBag = DisposeBag()
            let items = BehaviorRelay<[String]>(value: [])
            init(service: ItemServicing) {
                self.service = service
            }
        \(body)
        }
        """]
    }

    @Test func aSynchronousCocoaActionIsAMethod() async throws {
        let result = try await migrate(viewModel("""
            lazy var clearAction: CocoaAction = {
                CocoaAction { [unowned self] in
                    guard !self.items.value.isEmpty else { return .empty() }
                    self.items.accept([])
                    return .empty()
                }
            }()
            func reset() { clearAction.execute(()) }
        """), "ItemsViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("func clear() {\n        guard !self.items.isEmpty else { return }\n        self.items = []\n    }"), "\(text)")
        #expect(text.contains("func reset() {\n        clear()\n    }"), "\(text)")
        #expect(!text.contains("Executing"), "a synchronous action is never observably executing")
        #expect(RxRemnants.find(in: text).isEmpty)
    }

    @Test func anActionWhoseWorkIsAStreamPublishesItsStateAndEvents() async throws {
        let result = try await migrate(viewModel("""
            lazy var loadAction: Action<Int, [String]> = {
                Action<Int, [String]> { [unowned self] page in
                    return self.service.load().asObservable()
                }
            }()
        """), "ItemsViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("@Published private(set) var isLoadExecuting = false"))
        #expect(text.contains("var onLoad: (([String]) -> Void)?"))
        #expect(text.contains("var onLoadError: ((Error) -> Void)?"))
        #expect(text.contains("func load(_ page: Int) {\n        guard !isLoadExecuting else { return }\n        isLoadExecuting = true"), "\(text)")
        #expect(text.contains("if case .failure(let error) = completion { self?.onLoadError?(error) }"))
        #expect(text.contains("receiveValue: { [weak self] value in self?.onLoad?(value) }"))
    }

    @Test func anActionEnabledByAStreamIsRefused() async throws {
        let result = try await migrate(viewModel("""
            lazy var clearAction: CocoaAction = CocoaAction(enabledIf: items.asObservable().map { !$0.isEmpty }) { [unowned self] in
                self.items.accept([])
                return .empty()
            }
        """), "ItemsViewModel")
        #expect(result.refusals.contains { $0.contains("`clearAction` has `enabledIf:`") }, "\(result.refusals)")
    }

    @Test func anActionUsedOtherThanByExecutingItIsRefused() async throws {
        let result = try await migrate(viewModel("""
            lazy var loadAction: Action<Int, [String]> = {
                Action<Int, [String]> { [unowned self] page in self.service.load().asObservable() }
            }()
            func bind() {
                loadAction.elements.subscribe(onNext: { [weak self] in self?.items.accept($0) }).disposed(by: disposeBag)
            }
        """), "ItemsViewModel")
        #expect(result.refusals.contains { $0.contains("uses the action `loadAction` other than by executing it (`loadAction.elements`)") }, "\(result.refusals)")
    }

    /// `return self.coordinator.transition(to: …)`: the navigation becomes a closure the coordinator
    /// sets, which returns nothing the action's executing state could wait on — refused, not guessed.
    @Test func anActionReturningARouterCallsStreamIsRefused() async throws {
        var files = viewModel("""
            let coordinator: ItemsCoordinator
            lazy var openAction: Action<Int, Void> = {
                Action<Int, Void> { [unowned self] index in
                    return self.coordinator.show(index: index)
                }
            }()
        """)
        files["ItemsCoordinator.swift"] = """
            import RxSwift
            protocol ItemsCoordinator: AnyObject {
                func show(index: Int) -> Observable<Void>
            }
            """
        let result = try await migrate(files, "ItemsViewModel")
        #expect(result.refusals.contains { $0.contains("the action `openAction`'s work returns the stream of the router call `self.coordinator.show(index: index)`") }, "\(result.refusals)")
    }

    @Test func lazyAndComputedObservablesBecomePublishedStateFedFromInit() async throws {
        let result = try await migrate(viewModel("""
            lazy var count: Observable<Int> = { [unowned self] in
                return self.items.asObservable().map { $0.count }
            }()
            var isEmpty: Observable<Bool> { items.asObservable().map { $0.isEmpty } }
        """), "ItemsViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("@Published private(set) var count: Int = 0"))
        #expect(text.contains("@Published private(set) var isEmpty: Bool = false"))
        #expect(text.contains("// Was the `lazy` `count: Observable<Int>`"))
        #expect(text.contains("receiveValue: { [weak self] value in self?.isEmpty = value }"))
        #expect(RxRemnants.find(in: text).isEmpty)
    }

    @Test func takeUntilBecomesPrefixUntilOutputAndDeallocationNeedsNothing() async throws {
        let result = try await migrate(viewModel("""
            let stopTrigger = PublishSubject<Void>()
            func reload() {
                service.load().asObservable().take(until: stopTrigger).subscribe(onNext: { [weak self] in self?.items.accept($0) }).disposed(by: disposeBag)
            }
            func watch() {
                service.items.takeUntil(rx.deallocated).subscribe(onNext: { [weak self] in self?.items.accept($0) }).disposed(by: disposeBag)
            }
        """), "ItemsViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains(".prefix(untilOutputFrom: stopTriggerSubject)"), "\(text)")
        #expect(!text.contains("rx.deallocated"))
    }

    @Test func throttleIsRefusedWithWhy() async throws {
        let result = try await migrate(viewModel("""
            func watch() {
                service.items.throttle(.milliseconds(300), scheduler: MainScheduler.instance).subscribe(onNext: { [weak self] in self?.items.accept($0) }).disposed(by: disposeBag)
            }
        """), "ItemsViewModel")
        #expect(result.refusals.contains { $0.contains("`throttle` is timed by its scheduler") }, "\(result.refusals)")
    }
}
