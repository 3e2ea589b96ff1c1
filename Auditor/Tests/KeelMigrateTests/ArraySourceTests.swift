import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import KeelMigrate

/// Round 15 (migrate-r15c): `Observable.combineLatest([a, b, c]) { values in … }` — RxSwift's array form —
/// is written as Combine's `CombineLatest3(a, b, c)` whose tuple is mapped back to the array the selector
/// reads; an array built elsewhere is refused, named (it was "of 1 sources").
@Suite("migrate: the array form of combineLatest and zip (round 15)", .timeLimit(.minutes(3)))
struct ArraySourceTests {
    func shelf(_ outputs: String) -> [String: String] {
        ["ShelfViewModel.swift": """
        import Foundation
        import RxSwift
        import RxCocoa

        final class ShelfViewModel {
            let title = BehaviorRelay<String>(value: "")
            let owner = BehaviorRelay<String>(value: "")
            let place = BehaviorRelay<String>(value: "")
        \(outputs)
            init() {}
        }
        """]
    }

    func expression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    @Test func anArrayLiteralOfThreeBecomesCombineLatest3MappedToAnArray() async throws {
        let result = try await migrate(shelf("""
            lazy var caption: Observable<String> = {
                Observable.combineLatest([title.asObservable(), owner.asObservable(), place.asObservable()]) { parts in
                    parts.joined(separator: " · ")
                }
            }()
        """), "ShelfViewModel")
        let text = result.viewModelText
        #expect(text.contains("Publishers.CombineLatest3($title, $owner, $place)\n            .map { values in [values.0, values.1, values.2] }\n            .map { parts in"), "\(text)")
        #expect(!text.contains("Observable.combineLatest"), "\(text)")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
    }

    @Test func zipOfAnArrayLiteralWithoutASelectorDeliversTheArray() async throws {
        let result = try await migrate(shelf("""
            lazy var pairs: Observable<[String]> = {
                Observable.zip([title.asObservable(), owner.asObservable()])
            }()
        """), "ShelfViewModel")
        #expect(result.viewModelText.contains("Publishers.Zip($title, $owner)\n            .map { values in [values.0, values.1] }"), "\(result.viewModelText)")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
    }

    @Test func anArrayBuiltElsewhereOrTooLongIsRefusedNamed() async throws {
        let elsewhere = ChainTranslation.arraySources([expression("parts")], name: "combineLatest")
        #expect(elsewhere?.elements == nil)
        #expect(elsewhere?.reason.contains("`Observable.combineLatest` of an array built elsewhere (`parts`") == true, "\(String(describing: elsewhere?.reason))")
        #expect(ChainTranslation.arraySources([expression("parts")], name: "merge") == nil)
        #expect(ChainTranslation.arraySources([expression("a"), expression("b")], name: "zip") == nil)
        let five = try await migrate(shelf("""
            lazy var caption: Observable<String> = {
                Observable.combineLatest([title.asObservable(), owner.asObservable(), place.asObservable(), title.asObservable(), owner.asObservable()]) { $0.joined() }
            }()
        """), "ShelfViewModel")
        #expect(five.refusals.contains { $0.contains("`Observable.combineLatest` of an array of 5 sources (Combine combines 2 to 4)") }, "\(five.refusals)")
    }
}
