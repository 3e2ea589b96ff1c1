import Foundation
import Testing
@testable import KeelMigrate

/// A Combine chain the legacy ViewModel already stored in its own `cancellables`, with a strong
/// `self` in an operator or `sink` closure: copied with `[weak self]` where the `nil` (or the
/// early return) is exact, so keel audit VM015 has nothing to refuse; kept as written otherwise.
@Suite("migrate: weak self in a legacy stored Combine chain", .timeLimit(.minutes(5)))
struct StoredCombineChainTests {
    func shelf(_ chain: String) -> [String: String] {
        ["ItemServicing.swift": legacyService, "ShelfViewModel.swift": """
        import Combine
        import Foundation
        import RxSwift
        import RxCocoa

        final class ShelfViewModel {
            struct Input {
                let selection: Driver<Int>
            }
            struct Output {
                let picked: Driver<Int>
            }
            private let service: ItemServicing
            private let prefix = "#"
            private var names: [String] = []
            private var cancellables = Set<AnyCancellable>()
            init(service: ItemServicing) {
                self.service = service
            }
            func label(_ value: Int) -> String? { value > 0 ? prefix + String(value) : nil }
            func watch(_ numbers: AnyPublisher<[Int], Never>) {
        \(chain)
            }
            func transform(input: Input) -> Output {
                return Output(picked: input.selection)
            }
        }
        """]
    }

    @Test func aMapOfAnArrayAndAStrongSinkAreWeakened() async throws {
        let result = try await migrate(shelf("""
                numbers
                    .map { values in values.compactMap { value in self.label(value) } }
                    .sink { labels in self.names = labels }
                    .store(in: &cancellables)
        """), "ShelfViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains(".compactMap { [weak self] values in\n"), "\(text)")
        #expect(text.contains("guard let self else { return nil }\n"), "\(text)")
        #expect(text.contains("return values.compactMap { value in self.label(value) }"), "\(text)")
        #expect(text.contains(".sink { [weak self] labels in guard let self else { return }; self.names = labels }"), "\(text)")
        #expect(!result.findings.contains { $0.ruleID == "VM015" }, "\(result.findings)")
    }

    /// Both closures of `sink(receiveCompletion:receiveValue:)`, as arguments or the last one trailing.
    @Test func bothClosuresOfATwoClosureSinkAreWeakened() async throws {
        let result = try await migrate(shelf("""
                numbers
                    .sink(receiveCompletion: { _ in self.names = [] }, receiveValue: { values in self.names = values.map(String.init) })
                    .store(in: &cancellables)
                numbers
                    .sink(receiveCompletion: { _ in self.names = ["done"] }) { values in self.names = values.map { self.prefix + String($0) } }
                    .store(in: &cancellables)
        """), "ShelfViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("receiveCompletion: { [weak self] _ in guard let self else { return }; self.names = [] }"), "\(text)")
        #expect(text.contains("receiveValue: { [weak self] values in guard let self else { return }; self.names = values.map(String.init) }"), "\(text)")
        #expect(text.contains("receiveCompletion: { [weak self] _ in guard let self else { return }; self.names = [\"done\"] })"), "\(text)")
        #expect(text.contains("{ [weak self] values in guard let self else { return }; self.names = values.map { self.prefix + String($0) } }"), "\(text)")
        #expect(!result.findings.contains { $0.ruleID == "VM015" }, "\(result.findings)")
    }

    @Test func aMapThatMayBeOptionalIsKeptAndRefused() async throws {
        let result = try await migrate(shelf("""
                numbers
                    .map { values in self.label(values.count) }
                    .sink { [weak self] label in self?.names = [label ?? ""] }
                    .store(in: &cancellables)
        """), "ShelfViewModel")
        // `compactMap` would drop the `nil` labels: the legacy closure stays, and the audit says why.
        #expect(result.viewModelText.isEmpty || result.viewModelText.contains(".map { values in self.label(values.count) }"))
        #expect(result.refusals.contains { $0.contains("VM015") }, "\(result.refusals)")
    }
    /// Review r17 #4: `sink { … } receiveValue: { … }` — the second closure is an additional trailing closure.
    @Test func bothTrailingClosuresOfASinkAreWeakened() async throws {
        let result = try await migrate(shelf("""
                numbers
                    .sink { _ in self.names = ["done"] } receiveValue: { values in self.names = values.map(String.init) }
                    .store(in: &cancellables)
        """), "ShelfViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("receiveValue: { [weak self] values in guard let self else { return }; self.names = values.map(String.init) }"), "\(text)")
        #expect(text.contains(".sink { [weak self] _ in guard let self else { return }; self.names = [\"done\"] }"), "\(text)")
    }
}

/// Error and completion handlers of a legacy subscription in a method that has a `completion` callback.
@Suite("migrate: completion handlers", .timeLimit(.minutes(5)))
struct CompletionHandlerTests {
    func counter(_ method: String) -> [String: String] {
        ["ItemServicing.swift": legacyService, "CounterViewModel.swift": """
        import Foundation
        import RxSwift

        final class CounterViewModel {
            private let disposeBag = DisposeBag()
            private let service: ItemServicing
            init(service: ItemServicing) {
                self.service = service
            }
        \(method)
        }
        """]
    }

    @Test func anEmptyErrorHandlerEndsWithNothingAndACallbackIsNotShadowed() async throws {
        let result = try await migrate(counter("""
            func load(completion: @escaping (Bool) -> Void) {
                Observable.just(1).subscribe(onNext: { _ in }, onError: { _ in }).disposed(by: disposeBag)
                Observable.just(2).subscribe(onError: { _ in completion(false) }, onCompleted: { completion(true) }).disposed(by: disposeBag)
            }
        """), "CounterViewModel")
        let text = result.viewModelText
        #expect(!text.contains("break\n"), "\(text)")
        #expect(text.contains("{ ending in\n"), "\(text)")
        #expect(text.contains("switch ending {"), "\(text)")
        #expect(!text.contains("{ completion in"), "\(text)")
    }

}
