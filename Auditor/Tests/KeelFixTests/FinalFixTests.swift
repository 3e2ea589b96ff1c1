import Testing

/// VM013: `final` on a ViewModel class nothing subclasses.
@Suite("keel fix VM013", .timeLimit(.minutes(2)))
struct FinalFixTests {
    @Test func addsFinalBeforeClassAfterTheOtherModifiers() async throws {
        try await expectFix("VM013", file: "App/ProductListViewModel.swift", before: """
            import Combine

            @MainActor
            public class ProductListViewModel: ObservableObject {
                @Published private(set) var products: [String] = []
            }

            """, after: """
            import Combine

            @MainActor
            public final class ProductListViewModel: ObservableObject {
                @Published private(set) var products: [String] = []
            }

            """)
    }

    static let model = """
        import Combine

        @MainActor
        class ProductListViewModel: ObservableObject {
            @Published private(set) var products: [String] = []
        }

        """

    @Test func notFixedWhenAnExcludedTestSubclassesIt() async throws {
        try await expectNotFixed("VM013", file: "App/ProductListViewModel.swift", source: Self.model, others: [
            "Tests/Mocks.swift": "final class MockProductListViewModel: ProductListViewModel {}\n",
        ], config: "exclude:\n  - \"Tests/**\"\n", reason: "inherits from ProductListViewModel")
    }

    /// Round 16 (D1): `final` would break a subclass that names the class
    /// through a typealias; the audit does not report the class either.
    @Test func aSubclassThroughATypealiasKeepsTheClassOpenToIt() async throws {
        let project = try Project([
            "App/ProductListViewModel.swift": Self.model,
            "App/Aliases.swift": "typealias BaseList = ProductListViewModel\n",
            "App/SaleListViewModel.swift": "@MainActor final class SaleListViewModel: BaseList {}\n",
        ])
        #expect(await project.findings("VM013").filter { $0.file == "App/ProductListViewModel.swift" }.isEmpty)
        let before = project.snapshot()
        let outcome = await project.fix(rules: ["VM013"])
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        #expect(project.snapshot() == before, "a file changed: \(project.read("App/ProductListViewModel.swift"))")
    }

    @Test func notFixedWhenAMemberIsOpen() async throws {
        try await expectNotFixed("VM013", file: "App/ProductListViewModel.swift", source: """
            import Combine

            @MainActor
            public class ProductListViewModel: ObservableObject {
                @Published private(set) var products: [String] = []
                open func reload() {}
            }

            """, reason: "has `open` members")
    }
}
