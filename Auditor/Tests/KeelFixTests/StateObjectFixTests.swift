import Testing

/// SU002: `@ObservedObject var x = Foo()` → `@StateObject`.
@Suite("keel fix SU002", .timeLimit(.minutes(2)))
struct StateObjectFixTests {
    static let model = """
        import Combine

        @MainActor
        final class SearchViewModel: ObservableObject {
            @Published private(set) var query = ""
        }

        """

    @Test func changesTheWrapperOfAnObjectTheViewCreates() async throws {
        try await expectFix("SU002", file: "App/SearchScreen.swift", before: """
            import SwiftUI

            struct SearchScreen: View {
                @ObservedObject private var viewModel = SearchViewModel() // owned
                var body: some View { Text(viewModel.query) }
            }

            """, after: """
            import SwiftUI

            struct SearchScreen: View {
                @StateObject private var viewModel = SearchViewModel() // owned
                var body: some View { Text(viewModel.query) }
            }

            """, others: ["App/SearchViewModel.swift": Self.model])
    }

    @Test func notFixedWhenACallerPassesTheObject() async throws {
        try await expectNotFixed("SU002", file: "App/SearchScreen.swift", source: """
            import SwiftUI

            struct SearchScreen: View {
                @ObservedObject var viewModel = SearchViewModel()
                var body: some View { Text(viewModel.query) }
            }

            """, others: [
                "App/SearchViewModel.swift": Self.model,
                "App/Root.swift": "import SwiftUI\nstruct Root: View { let shared: SearchViewModel\n    var body: some View { SearchScreen(viewModel: shared) } }\n",
            ], reason: "a call passes viewModel: to SearchScreen")
    }

    @Test func notFixedWhenTheViewAssignsIt() async throws {
        try await expectNotFixed("SU002", file: "App/SearchScreen.swift", source: """
            import SwiftUI

            struct SearchScreen: View {
                @ObservedObject var viewModel = SearchViewModel()
                init(preset: SearchViewModel?) {
                    if let preset { self.viewModel = preset }
                }
                var body: some View { Text(viewModel.query) }
            }

            """, others: ["App/SearchViewModel.swift": Self.model], reason: "SearchScreen assigns self.viewModel")
    }

    @Test func notFixedWhenTheObjectIsCreatedInInit() async throws {
        try await expectNotFixed("SU002", file: "App/SearchScreen.swift", source: """
            import SwiftUI

            struct SearchScreen: View {
                @ObservedObject private var viewModel: SearchViewModel
                init() {
                    self._viewModel = ObservedObject(wrappedValue: SearchViewModel())
                }
                var body: some View { Text(viewModel.query) }
            }

            """, others: ["App/SearchViewModel.swift": Self.model], reason: "creates the object in init")
    }
}
