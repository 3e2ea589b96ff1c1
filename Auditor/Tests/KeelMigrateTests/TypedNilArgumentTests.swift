import Foundation
import Testing
@testable import KeelMigrate

/// The equivalence test calls each method of the ViewModel with sample arguments; a `nil` one is typed
/// (`nil as Apple?`): with an overload taking another optional (`check(for: Pear?)`), a bare `nil`
/// is ambiguous and the generated test does not compile (Windscribe `ConnectionViewModel`'s
/// `isNetworkCellularWhileConnecting(for:)`, round 16).
@Suite("migrate: typed nil arguments in the equivalence test", .timeLimit(.minutes(5)))
struct TypedNilArgumentTests {
    static let basket = """
        import RxSwift
        import RxCocoa
        struct Apple { var weight: Int }
        struct Pear { var weight: Int }
        final class BasketViewModel {
            let count = BehaviorRelay<Int>(value: 0)
            func check(for apple: Apple?) -> Bool { count.accept(count.value + 1); return apple != nil }
            func check(for pear: Pear?) -> Bool { count.accept(count.value + 2); return pear != nil }
        }
        """

    @Test func aNilArgumentIsTyped() async throws {
        let result = try await migrate(["App/BasketViewModel.swift": Self.basket], "BasketViewModel")
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(test.contains("legacy.viewModel.check(for: nil as Apple?)"), "\(test)")
        #expect(test.contains("migrated.viewModel.check(for: nil as Pear?)"), "\(test)")
        #expect(!test.contains("check(for: nil)"), "\(test)")
    }

    /// Without an overload the `nil` stays bare: typed, a parameter type nested in the ViewModel
    /// (`Filter?`) does not resolve at the test's file scope (review r16: the type check failed).
    @Test func aNilArgumentOfAMethodNotOverloadedStaysBare() async throws {
        let source = """
            import RxSwift
            import RxCocoa
            final class FilterViewModel {
                enum Filter { case all, done }
                let title = BehaviorRelay<String>(value: "")
                func select(_ filter: Filter?) { title.accept(filter == nil ? "none" : "some") }
            }
            """
        let result = try await migrate(["App/FilterViewModel.swift": source], "FilterViewModel")
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(test.contains("select(nil)"), "\(test)")
        #expect(!test.contains("nil as Filter?"), "\(test)")
    }
}
