/// A small app with a finding of every fixable rule, written for these tests.
enum Fixtures {
    static let viewModel = """
        import SwiftUI

        /// Searches the catalogue.
        class SearchViewModel: ObservableObject {
            @Published var query = ""
            @Published var results: [String] = []

            func search() { results = [query] }
        }

        """

    static let view = """
        import SwiftUI

        struct SearchView: View {
            @ObservedObject var viewModel = SearchViewModel()
            @State private var text = ""

            var body: some View {
                TextField("", text: $text)
                    .onChange(of: text) { newValue in
                        viewModel.query = newValue
                    }
            }
        }

        """

    static let app: [String: String] = ["App/SearchViewModel.swift": viewModel, "App/SearchView.swift": view]
}
