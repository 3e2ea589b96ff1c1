import Testing

/// SU001: a mutation in `.onChange` deferred as seed 002 shows.
@Suite("keel fix SU001", .timeLimit(.minutes(2)))
struct OnChangeDeferFixTests {
    static let model = """
        import Combine

        @MainActor
        final class SearchViewModel: ObservableObject {
            @Published var query = ""
            @Published var page = 0
        }

        """

    static func view(_ closure: String) -> String {
        """
        import SwiftUI

        struct SearchView: View {
            @ObservedObject var viewModel: SearchViewModel
            @State private var text = ""

            var body: some View {
                TextField("", text: $text)
                    .onChange(of: text) \(closure)
            }
        }

        """
    }

    @Test func wrapsTheTrailingAssignmentsInOneDeferredBlock() async throws {
        try await expectFix("SU001", file: "App/SearchView.swift", before: Self.view("""
            { newValue in
                            print(newValue)
                            viewModel.query = newValue
                            viewModel.page = 0
                        }
            """), after: Self.view("""
            { newValue in
                            print(newValue)
                            DispatchQueue.main.async {
                                viewModel.query = newValue
                                viewModel.page = 0
                            }
                        }
            """), others: ["App/SearchViewModel.swift": Self.model])
    }

    @Test func wrapsTheLastAssignmentsOfAnIfBlock() async throws {
        try await expectFix("SU001", file: "App/SearchView.swift", before: Self.view("""
            { newValue in
                            if newValue.isEmpty {
                                print("cleared")
                                viewModel.page = 0
                            } else if let first = newValue.first {
                                viewModel.query = String(first)
                            }
                        }
            """), after: Self.view("""
            { newValue in
                            if newValue.isEmpty {
                                print("cleared")
                                DispatchQueue.main.async {
                                    viewModel.page = 0
                                }
                            } else if let first = newValue.first {
                                DispatchQueue.main.async {
                                    viewModel.query = String(first)
                                }
                            }
                        }
            """), others: ["App/SearchViewModel.swift": Self.model])
    }

    @Test func wrapsAOneLineClosureInline() async throws {
        try await expectFix("SU001", file: "App/SearchView.swift",
                            before: Self.view("{ newValue in viewModel.query = newValue }"),
                            after: Self.view("{ newValue in DispatchQueue.main.async { viewModel.query = newValue } }"),
                            others: ["App/SearchViewModel.swift": Self.model])
    }

    @Test(arguments: [
        ("{ viewModel.query = $0 }", "uses $0"),
        ("{ newValue in\n                viewModel.query = newValue\n                print(newValue)\n            }", "follows the mutation"),
        ("{ newValue in\n                if !newValue.isEmpty { viewModel.query = newValue }\n                print(newValue)\n            }", "follows the `if`"),
        ("{ newValue in\n                for word in [newValue] { viewModel.query = word }\n            }", "not in the .onChange closure itself or an if/else in it"),
    ])
    func notFixedWhenDeferringIsNotMechanical(_ closure: String, _ reason: String) async throws {
        try await expectNotFixed("SU001", file: "App/SearchView.swift", source: Self.view(closure),
                                 others: ["App/SearchViewModel.swift": Self.model], reason: reason)
    }
}
