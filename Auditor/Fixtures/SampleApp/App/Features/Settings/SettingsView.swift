import SwiftUI

struct SettingsView: View {
    @StateObject private var viewModel: SettingsViewModel

    init(serverManager: ServerManager) {
        _viewModel = StateObject(wrappedValue: SettingsViewModel(serverManager: serverManager))
    }

    var body: some View {
        List(viewModel.servers, id: \.name) { server in Text(server.name) }
    }
}
