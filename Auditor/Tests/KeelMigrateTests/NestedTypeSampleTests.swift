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

    /// Review r17 #5: a type nested in a flattened *base* class is sampled with the base's qualifier
    /// (`ListingViewModel.Sort.name`); the migrated class copies the base's members, so its side names its own copy.
    @Test func aTypeNestedInAFlattenedBaseNamesTheMigratedCopy() async throws {
        let base = """
            import RxSwift
            import RxCocoa
            class ListingViewModel {
                enum Sort { case name, date }
                let order = BehaviorRelay<String>(value: "")
                func sort(_ sort: Sort) { order.accept(sort == .name ? "name" : "date") }
            }
            """
        let child = """
            import RxSwift
            import RxCocoa
            final class ShelfViewModel: ListingViewModel {
                let shelf = BehaviorRelay<String>(value: "")
                func rename(_ name: String) { shelf.accept(name) }
            }
            """
        let result = try await migrate(["App/ListingViewModel.swift": base, "App/ShelfViewModel.swift": child], "ShelfViewModel")
        let migratedClass = try #require(result.viewModelText.firstMatch(of: /final class (\w+)/)?.1).description
        #expect(result.viewModelText.contains("enum Sort"), "\(result.viewModelText)")
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(test.contains("legacy.viewModel.sort(ListingViewModel.Sort.name)"), "\(test)")
        #expect(test.contains("migrated.viewModel.sort(\(migratedClass).Sort.name)"), "\(test)")
        #expect(!test.contains("migrated.viewModel.sort(ListingViewModel."), "\(test)")
        // The protocol the migrated class conforms to (when there is one) names the class's copy: a bare
        // `Sort` does not resolve at its file scope.
        if result.viewModelText.contains("protocol ") {
            #expect(result.viewModelText.contains("    func sort(_ sort: \(migratedClass).Sort)\n"), "\(result.viewModelText)")
        }
    }

    /// A legacy ViewModel nested in another type (`FilterSheet.ViewModel`): the sample spells the whole path
    /// (`FilterSheet.ViewModel.Filter.all`); the migrated side names its own class, not `FilterSheet.<migrated>`.
    @Test func aNestedLegacyClassRewritesTheWholePath() async throws {
        let source = """
            import RxSwift
            import RxCocoa
            enum FilterSheet {
                final class ViewModel {
                    enum Filter { case all, done }
                    let title = BehaviorRelay<String>(value: "")
                    func select(_ filter: Filter) { title.accept(filter == .all ? "all" : "done") }
                    func mark(_ filter: Filter?) { title.accept(filter == nil ? "none" : "some") }
                    func mark(_ count: Int?) { title.accept(count == nil ? "no count" : "count") }
                }
            }
            """
        let result = try await migrate(["App/FilterSheet.swift": source], "ViewModel")
        let migratedClass = try #require(result.viewModelText.firstMatch(of: /final class (\w+)/)?.1).description
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(test.contains("let viewModel: FilterSheet.ViewModel\n"), "\(test)")
        #expect(test.contains("legacy.viewModel.select(FilterSheet.ViewModel.Filter.all)"), "\(test)")
        #expect(test.contains("migrated.viewModel.select(\(migratedClass).Filter.all)"), "\(test)")
        #expect(test.contains("legacy.viewModel.mark(nil as FilterSheet.ViewModel.Filter?)"), "\(test)")
        #expect(test.contains("migrated.viewModel.mark(nil as \(migratedClass).Filter?)"), "\(test)")
    }
}
