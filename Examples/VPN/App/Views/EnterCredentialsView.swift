#if canImport(SwiftUI)
import SwiftUI

/// Renders what the state manager holds (via its ViewModel).
struct EnterCredentialsView: View {
    @StateObject private var viewModel: EnterCredentialsViewModelImpl

    init(viewModel: EnterCredentialsViewModelImpl) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        Form {
            Text(viewModel.isUpdating ? "Edit \(viewModel.title)" : "New config")
            Text("Username: \(viewModel.username)")
        }
    }
}
#endif
