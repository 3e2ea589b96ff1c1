import Foundation
import Testing
@testable import KeelMigrate

/// Operator closures that use `self` strongly, in chains the migrated ViewModel stores
/// (`transform(input:)` outputs): `[weak self]`, so keel audit VM015 has nothing to refuse.
@Suite("migrate: weak self in stored operator closures", .timeLimit(.minutes(5)))
struct WeakSelfOperatorTests {
    func inputOutput(_ outputs: String, _ body: String) -> [String: String] {
        ["ItemServicing.swift": legacyService, "ItemsViewModel.swift": """
        import Foundation
        import RxSwift
        import RxCocoa

        final class ItemsViewModel {
            struct Input {
                let selection: Driver<Int>
            }
            struct Output {
        \(outputs)
            }
            private let service: ItemServicing
            private let prefix = "#"
            init(service: ItemServicing) {
                self.service = service
            }
            func label(_ value: Int) -> String? { value > 0 ? prefix + String(value) : nil }
            func transform(input: Input) -> Output {
        \(body)
            }
        }
        """]
    }

    @Test func mapWithADeclaredTypeBecomesAWeakCompactMapOfTheSameElement() async throws {
        let result = try await migrate(inputOutput("        let title: Driver<String>", """
                let title = input.selection.map({ (value) -> String in
                    let text = self.prefix + String(value)
                    return text
                })
                return Output(title: title)
        """), "ItemsViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains(".compactMap { [weak self] (value) -> String? in\n"), "\(text)")
        #expect(text.contains("guard let self else { return nil }\n"))
        #expect(result.findings.isEmpty)
    }

    @Test func anOptionalResultKeepsItsNils() async throws {
        let result = try await migrate(inputOutput("        let title: Driver<String?>", """
                let title = input.selection.map { value -> String? in self.label(value) }
                return Output(title: title)
        """), "ItemsViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        // One level more optional: `compactMap` removes only the level the guard adds.
        #expect(text.contains(".compactMap { [weak self] value -> String?? in"), "\(text)")
        #expect(text.contains("return self.label(value)"))
    }

    @Test func filterWithShorthandDropsWhenSelfIsGone() async throws {
        let result = try await migrate(inputOutput("        let picked: Driver<Int>", """
                let picked = input.selection.filter { self.label($0) != nil }
                return Output(picked: picked)
        """), "ItemsViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains(".filter { [weak self] value in\n"), "\(text)")
        #expect(text.contains("guard let self else { return false }\n"))
        #expect(text.contains("return self.label(value) != nil"))
    }

    @Test func anUndeclaredResultTypeIsCapturedUnowned() async throws {
        // Swift cannot infer `T` from `return nil` and a `T`: the element type is kept with `[unowned self]`.
        let result = try await migrate(inputOutput("        let title: Driver<String>", """
                let title = input.selection.map { self.prefix + String($0) }
                return Output(title: title)
        """), "ItemsViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains(".map { [unowned self] value in\n"), "\(text)")
        #expect(text.contains("return self.prefix + String(value)"))
    }
}
