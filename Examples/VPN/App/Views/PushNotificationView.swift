#if canImport(SwiftUI)
import SwiftUI

/// The Windscribe SwiftUI migration guide, "Dismissal Pattern Evolution": the view dismisses itself when
/// the ViewModel says so — no NotificationCenter.
struct PushNotificationView: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var viewModel: PushNotificationViewModelImpl

    init(viewModel: PushNotificationViewModelImpl) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Stay informed")
            Button("Enable notifications") { viewModel.enableNotifications() }
            Button("Not now") { viewModel.cancel() }
        }
        .preferredColorScheme(viewModel.isDarkMode ? .dark : .light)
        .onChange(of: viewModel.shouldDismiss) { shouldDismiss in
            if shouldDismiss { dismiss() }
        }
    }
}
#endif
