#if canImport(SwiftUI)
import SwiftUI

/// The Windscribe SwiftUI migration guide, "UIKit Controller → SwiftUI View + Combine ViewModel".
struct LocationPermissionInfoView: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var viewModel: LocationPermissionInfoViewModelImpl

    init(viewModel: LocationPermissionInfoViewModelImpl) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        Button(action: viewModel.handlePrimaryAction) {
            Text(viewModel.accessDenied ? "Open Settings" : "Grant Permission")
        }
        .preferredColorScheme(viewModel.isDarkMode ? .dark : .light)
        .onChange(of: viewModel.shouldDismiss) { shouldDismiss in
            if shouldDismiss { dismiss() }
        }
    }
}
#endif
