import Foundation
import SwiftParser
import SwiftSyntax
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
        // A result that may be Optional (`+` could be any operator): `compactMap` could drop its `nil`s, so `[unowned self]`.
        let result = try await migrate(inputOutput("        let title: Driver<String>", """
                let title = input.selection.map { self.prefix + String($0) }
                return Output(title: title)
        """), "ItemsViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains(".map { [unowned self] value in\n"), "\(text)")
        #expect(text.contains("return self.prefix + String(value)"))
    }

    @Test func anUndeclaredCompactMapIsWeakAndReturnsNil() async throws {
        // `compactMap`'s closure returns an Optional already: Swift 6 infers `T` from `return nil` and the other return.
        let result = try await migrate(inputOutput("        let title: Driver<String>", """
                let title = input.selection.compactMap { self.label($0) }
                return Output(title: title)
        """), "ItemsViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains(".compactMap { [weak self] value in\n"), "\(text)")
        #expect(text.contains("guard let self else { return nil }\n"))
        #expect(text.contains("return self.label(value)"))
        #expect(!text.contains("unowned"))
        #expect(result.findings.isEmpty)
    }

    @Test func anUndeclaredMapOfAnArrayBecomesAWeakCompactMap() async throws {
        // `[…].filter { … }` is an Array, never Optional: `compactMap` delivers exactly what `map` did while `self` lives.
        let result = try await migrate(inputOutput("        let names: Driver<[String]>", """
                let names = input.selection.map { value in [self.prefix, String(value)].filter { !$0.isEmpty } }
                return Output(names: names)
        """), "ItemsViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains(".compactMap { [weak self] value in\n"), "\(text)")
        #expect(text.contains("guard let self else { return nil }\n"))
        #expect(text.contains("return [self.prefix, String(value)].filter { !$0.isEmpty }"))
        #expect(result.findings.isEmpty)
    }

    @Test func anUndeclaredMapThatMayBeOptionalStaysUnowned() async throws {
        let result = try await migrate(inputOutput("        let title: Driver<String?>", """
                let title = input.selection.map { value in self.label(value) }
                return Output(title: title)
        """), "ItemsViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains(".map { [unowned self] value in\n"), "\(text)")
        #expect(!text.contains("compactMap"))
    }

    @Test func nonOptionalResultShapes() {
        func closure(_ source: String) -> ClosureExprSyntax {
            Parser.parse(source: "let c = " + source).statements.first!.item.as(VariableDeclSyntax.self)!
                .bindings.first!.initializer!.value.as(ClosureExprSyntax.self)!
        }
        #expect(NonOptionalResults.provablyNonOptional(closure("{ ids in ids.compactMap { self.group($0) } }")))
        #expect(NonOptionalResults.provablyNonOptional(closure("{ x in return [x] }")))
        #expect(NonOptionalResults.provablyNonOptional(closure("{ x in x == self.y }")))
        #expect(!NonOptionalResults.provablyNonOptional(closure("{ x in self.items?.filter { $0 == x } }")))
        #expect(!NonOptionalResults.provablyNonOptional(closure("{ x in x.map { self.f($0) } }")))
        #expect(!NonOptionalResults.provablyNonOptional(closure("{ x in let y = x; return [y] }")))
    }
}
