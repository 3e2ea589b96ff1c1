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

    func coordinatedViewModel(_ body: String, returning type: String = "Observable<Void>") -> [String: String] {
        var files = viewModel(body)
        files["ItemsViewModel.swift"] = files["ItemsViewModel.swift"]!
            .replacingOccurrences(of: "init(service: ItemServicing) {", with: "let coordinator: ItemsCoordinator\n    init(service: ItemServicing, coordinator: ItemsCoordinator) {\n        self.coordinator = coordinator")
        files["ItemsCoordinator.swift"] = """
            import RxSwift
            protocol ItemsCoordinator: AnyObject {
                func show(index: Int) -> \(type)
            }
            """
        return files
    }

    /// `return self.coordinator.show(index:)` of a coordinator method returning `Observable<Void>`: the
    /// route closure returns the bridged stream, so the action still executes until the navigation ends;
    /// the assembly wires it to the coordinator with `toPublisher()`.
    @Test func anActionReturningARouterCallsStreamWaitsForTheBridgedStream() async throws {
        let result = try await migrate(coordinatedViewModel("""
            lazy var openAction: Action<Int, Void> = {
                Action<Int, Void> { [unowned self] index in
                    return self.coordinator.show(index: index)
                }
            }()
            func reopen() { self.coordinator.show(index: 0) }
        """), "ItemsViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("var onShow: ((Int) -> AnyPublisher<Void, Error>)?"), "\(text)")
        #expect(text.contains("func open(_ index: Int) {\n        guard !isOpenExecuting else { return }\n        isOpenExecuting = true\n        (self.onShow?(index) ?? Empty<Void, Error>().eraseToAnyPublisher())"), "\(text)")
        #expect(text.contains("self?.isOpenExecuting = false"), "\(text)")
        // A statement ignores the stream, as the legacy call did.
        #expect(text.contains("_ = self.onShow?(0)"), "\(text)")
        let assembly = result.files.first { $0.path.hasSuffix("Assembly.swift") }?.text ?? ""
        #expect(assembly.contains("import KeelBridge"), "\(assembly)")
        #expect(assembly.contains("viewModel.onShow = { value0 in coordinator.show(index: value0).toPublisher() }"), "\(assembly)")
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(test.contains("viewModel.onShow = { [coordinator] value0 in coordinator.show(index: value0).toPublisher() }"), "\(test)")
    }

    /// A coordinator method whose declared stream is not one that can fail (a `Signal`: the route closure
    /// would need another failure type) stays refused, with the reason.
    @Test func anActionReturningARouterCallKeelCannotReadAsAStreamIsRefused() async throws {
        let result = try await migrate(coordinatedViewModel("""
            lazy var openAction: Action<Int, Void> = {
                Action<Int, Void> { [unowned self] index in
                    return self.coordinator.show(index: index).asObservable()
                }
            }()
        """, returning: "Signal<Void>"), "ItemsViewModel")
        #expect(result.refusals.contains { $0.contains("the action `openAction`'s work returns the router call `self.coordinator.show(index: index)`, whose declaration keel cannot read as returning a stream that can fail") }, "\(result.refusals)")
    }

    /// A private action: only the ViewModel executed it, nothing outside saw its state or events.
    @Test func aPrivateActionIsAPrivateMethodWithAPrivateGuard() async throws {
        let result = try await migrate(coordinatedViewModel("""
            private lazy var openAction: Action<Int, Void> = {
                Action<Int, Void> { [unowned self] index in
                    return self.coordinator.show(index: index)
                }
            }()
            func openFirst() { openAction.execute(0) }
        """), "ItemsViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("    private var isOpenExecuting = false"), "\(text)")
        #expect(text.contains("private func open(_ index: Int) {\n        guard !isOpenExecuting else { return }"), "\(text)")
        #expect(!text.contains("onOpen"), "no closures: nothing outside saw the private action's elements or errors")
        #expect(text.contains("func openFirst() {\n        open(0)\n    }"), "\(text)")
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(!test.contains("openAction"), "the test cannot reach a private action: \(test)")
    }

    /// A child ViewModel built with an initializer's defaulted parameters left out: the injected factory
    /// takes the parameters passed; its default argument builds the child as the legacy call did.
    @Test func aChildBuiltWithDefaultedParametersLeftOutIsInjected() async throws {
        var files = viewModel("""
            func detail(for index: Int) -> DetailViewModel { DetailViewModel(index: index) }
        """)
        files["DetailViewModel.swift"] = """
            import RxSwift
            final class DetailViewModel {
                init(index: Int, service: ItemServicing? = nil, title: String = "") {}
            }
            """
        let result = try await migrate(files, "ItemsViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("var makeDetailViewModel: (Int) -> DetailViewModel = { DetailViewModel(index: $0) }"), "\(text)")
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
