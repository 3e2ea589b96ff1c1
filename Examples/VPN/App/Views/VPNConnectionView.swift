#if canImport(SwiftUI)
import SwiftUI
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "Pattern 2: SwiftUI View with Combine ViewModel". Renders state;
/// every action is a ViewModel method.
struct VPNConnectionView: View {
    @StateObject private var viewModel: VPNConnectionViewModel

    init(viewModel: VPNConnectionViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        VStack(spacing: 20) {
            Text("Status: \(viewModel.connectionState.displayName)").font(.headline)
            if let server = viewModel.selectedServer {
                Text("Server: \(server.name)").font(.subheadline).foregroundColor(.secondary)
            }
            Button(viewModel.connectionState == .disconnected ? "Connect" : "Disconnect") {
                if viewModel.connectionState == .disconnected { viewModel.connect() } else { viewModel.disconnect() }
            }
            .disabled(viewModel.isConnecting)
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage).foregroundColor(.red).multilineTextAlignment(.center)
            }
        }
        .padding()
    }
}
#endif
