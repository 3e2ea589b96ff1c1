#if canImport(SwiftUI)
import SwiftUI

/// Loads when shown (a Task created in the view), saves on tap.
struct SettingsView: View {
    @StateObject private var viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        Form {
            if viewModel.isLoading { ProgressView() }
            if let preferences = viewModel.preferences {
                Text("Protocol: \(preferences.protocolName)")
            }
            if let errorMessage = viewModel.errorMessage { Text(errorMessage).foregroundColor(.red) }
            Button("Save") { viewModel.saveSettings() }
        }
        .task { viewModel.loadPreferences() }
    }
}
#endif
