import Foundation
import Testing
@testable import KeelMigrate

/// The equivalence test's sample of a type nested in the ViewModel: the legacy call names the legacy
/// class's type, the migrated call the migrated class's own copy (review r16: with the legacy
/// qualifier on both sides the migrated call did not type-check).
@Suite("migrate: samples of a nested type, per side", .timeLimit(.minutes(5)))
struct NestedTypeSampleTests {
    static let source = """
        import RxSwift
        import RxCocoa
        final class FilterViewModel {
            enum Filter { case all, done }
            let title = BehaviorRelay<String>(value: "")
            func select(_ filter: Filter) { title.accept(filter == .all ? "all" : "done") }
            func mark(_ filter: Filter?) { title.accept(filter == nil ? "none" : "some") }
            func mark(_ count: Int?) { title.accept(count == nil ? "no count" : "count") }
        }
        """

    @Test func eachSideNamesItsOwnNestedType() async throws {
        let result = try await migrate(["App/FilterViewModel.swift": Self.source], "FilterViewModel")
        let migratedClass = try #require(result.viewModelText.firstMatch(of: /final class (\w+)/)?.1).description
        #expect(migratedClass != "FilterViewModel")
        #expect(result.viewModelText.contains("enum Filter"), "\(result.viewModelText)")
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(test.contains("legacy.viewModel.select(FilterViewModel.Filter.all)"), "\(test)")
        #expect(test.contains("migrated.viewModel.select(\(migratedClass).Filter.all)"), "\(test)")
        #expect(!test.contains("migrated.viewModel.select(FilterViewModel."), "\(test)")
        // A typed `nil` (the name is overloaded) is qualified too, per side.
        #expect(test.contains("legacy.viewModel.mark(nil as FilterViewModel.Filter?)"), "\(test)")
        #expect(test.contains("migrated.viewModel.mark(nil as \(migratedClass).Filter?)"), "\(test)")
    }
}
