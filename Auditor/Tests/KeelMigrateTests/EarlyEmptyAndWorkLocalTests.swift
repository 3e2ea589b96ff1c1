import Foundation
import Testing
@testable import KeelMigrate

/// A stream method's early `return Observable.empty()` and an action's work that returns a chain from a
/// local stream: translated in place; what is not that shape stays refused, named.
@Suite("migrate: early empty returns, an action's local stream", .timeLimit(.minutes(5)))
struct EarlyEmptyAndWorkLocalTests {
    func viewModel(_ body: String) -> [String: String] {
        ["ItemServicing.swift": legacyService, "Action.swift": """
        import RxSwift
        typealias CocoaAction = Action<Void, Void>
        final class Action<Input, Element> {
            let elements: Observable<Element>
            init(enabledIf: Observable<Bool> = .just(true), workFactory: @escaping (Input) -> Observable<Element>) { fatalError() }
            func execute(_ input: Input) -> Observable<Element> { fatalError() }
        }
        """, "ShelfViewModel.swift": """
        import Foundation
        import RxSwift

        final class ShelfViewModel {
            private let service: ItemServicing
            private let disposeBag = DisposeBag()
            let title = BehaviorSubject<String>(value: "")
            let note = BehaviorSubject<String>(value: "")
            init(service: ItemServicing) {
                self.service = service
            }
        \(body)
        }
        """]
    }

    /// `guard … else { return Observable.empty() }` before the returned stream: an `Empty` of the
    /// method's own element and failure, erased — the stream ends at once with no element, as before.
    @Test func aStreamMethodsEarlyEmptyReturnIsAnErasedEmpty() async throws {
        let result = try await migrate(viewModel("""
            func firstItem(at index: Int?) -> Observable<String> {
                guard let index = index, index >= 0 else { return Observable.empty() }
                if index > 99 { return .empty() }
                return service.load().asObservable().map { $0[index] }
            }
        """), "ShelfViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("func firstItem(at index: Int?) -> AnyPublisher<String, Error> {"), "\(text)")
        #expect(text.contains("else { return Empty<String, Error>().eraseToAnyPublisher() }"), "\(text)")
        #expect(text.contains("if index > 99 { return Empty<String, Error>().eraseToAnyPublisher() }"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
    }

    /// An early return of another stream (`Observable.never()`) is no `Empty`: refused, quoted.
    @Test func anEarlyReturnOfAnotherStreamStaysRefused() async throws {
        let result = try await migrate(viewModel("""
            func firstItem(at index: Int?) -> Observable<String> {
                guard let index = index else { return Observable.never() }
                return service.load().asObservable().map { $0[index] }
            }
        """), "ShelfViewModel")
        #expect(result.refusals.contains { $0.contains("guard let index = index else { return Observable.never() }") }, "\(result.refusals)")
    }

    /// `let result = Observable.combineLatest(…).take(1)`, then `return result.map { … }`: the method
    /// subscribes to the same chain, built when the action runs.
    @Test func anActionsWorkReturningAChainFromALocalStreamIsTranslatedInPlace() async throws {
        let result = try await migrate(viewModel("""
            lazy var saveAction: Action<Void, String> = {
                Action<Void, String> { [unowned self] _ in
                    let result = Observable.combineLatest(self.title, self.note).take(1)
                    return result.map { title, note in title + note }
                }
            }()
        """), "ShelfViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(!text.contains("let result"), "\(text)")
        #expect(text.contains("isSaveExecuting = true\n        Publishers.CombineLatest("), "\(text)")
        #expect(text.contains(".prefix(1)"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
    }

    /// A local read twice (or not the chain's root) is not the returned stream alone: refused, quoted.
    @Test func aLocalStreamReadTwiceStaysRefused() async throws {
        let result = try await migrate(viewModel("""
            lazy var saveAction: Action<Void, String> = {
                Action<Void, String> { [unowned self] _ in
                    let result = Observable.combineLatest(self.title, self.note).take(1)
                    return result.map { title, note in title + note }.concat(result.map { $0.0 })
                }
            }()
        """), "ShelfViewModel")
        #expect(result.refusals.contains { $0.contains("let result = Observable.combineLatest(self.title, self.note)") }, "\(result.refusals)")
    }

    /// A work ending with a `switch` every case of which returns: the method keeps the `switch`; each
    /// case's stream runs as the work's would, `return .empty()` is `return` (nothing runs).
    @Test func anActionsWorkEndingWithASwitchOfReturnedStreamsKeepsTheSwitch() async throws {
        let result = try await migrate(viewModel("""
            lazy var pickAction: Action<Int, [String]> = {
                Action<Int, [String]> { [unowned self] row in
                    switch row {
                    case 0:
                        let limit = 3
                        return self.service.load().asObservable().map { Array($0.prefix(limit)) }
                    case 1:
                        return self.service.items
                    default: return .empty()
                    }
                }
            }()
        """), "ShelfViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("func pick(_ row: Int) {\n        guard !isPickExecuting else { return }\n        switch row {\n        case 0:\n            let limit = 3\n            isPickExecuting = true"), "\(text)")
        #expect(text.contains("        case 1:\n            isPickExecuting = true"), "\(text)")
        #expect(text.contains("        default:\n            return\n        }"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
    }

    /// A case that does not end with `return` (it falls out of the `switch`): refused, named.
    @Test func aSwitchWithACaseThatDoesNotReturnStaysRefused() async throws {
        let result = try await migrate(viewModel("""
            lazy var pickAction: Action<Int, [String]> = {
                Action<Int, [String]> { [unowned self] row in
                    switch row {
                    case 0:
                        return self.service.items
                    default:
                        print(row)
                    }
                    return .empty()
                }
            }()
        """), "ShelfViewModel")
        #expect(result.refusals.contains { $0.contains("the action `pickAction`'s work does not end with `return` of its stream") }, "\(result.refusals)")
    }

    /// The chain from the local goes through an operator the app declares itself: not translated from the
    /// local's stream — refused with that reason (the local is not dropped from a method that still reads it).
    @Test func aChainFromALocalThroughAnAppsOwnOperatorStaysRefused() async throws {
        var files = viewModel("""
            lazy var saveAction: CocoaAction = {
                CocoaAction { [unowned self] _ in
                    let result = Observable.combineLatest(self.title, self.note).take(1)
                    return result.discardAll()
                }
            }()
        """)
        files["Discard.swift"] = """
            import RxSwift
            extension ObservableType {
                func discardAll() -> Observable<Void> { flatMap { _ in Observable<Void>.empty() } }
            }
            """
        let result = try await migrate(files, "ShelfViewModel")
        #expect(result.refusals.contains { $0.contains("it calls `discardAll`, an Rx operator the app declares itself") }, "\(result.refusals)")
        #expect(!result.viewModelText.contains("result.discardAll()\n            .asObservable()"), "\(result.viewModelText)")
    }
}
