import Foundation
import KeelBridge
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "Synchronous Void Functions → Combine Publisher" and
/// "Scenario: loading preferences".
@MainActor
final class SettingsViewModel: ObservableObject {
    @Published private(set) var preferences: UserPreferences?
    @Published private(set) var isLoading = false
    @Published private(set) var isSaved = false
    @Published private(set) var errorMessage: String?

    private let preferencesManager: PreferencesManaging
    private var cancellables = Set<AnyCancellable>()

    init(preferencesManager: PreferencesManaging) {
        self.preferencesManager = preferencesManager
    }

    func loadPreferences() {
        isLoading = true
        errorMessage = nil
        preferencesManager.getPreferences()
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isLoading = false
                    if case .failure(let error) = completion { self?.errorMessage = error.localizedDescription }
                },
                receiveValue: { [weak self] preferences in self?.preferences = preferences }
            )
            .store(in: &cancellables)
    }

    func saveSettings() {
        asVoidPublisher { [preferencesManager] in preferencesManager.saveSettings() }
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion { self?.errorMessage = error.localizedDescription }
                },
                receiveValue: { [weak self] in self?.isSaved = true }
            )
            .store(in: &cancellables)
    }
}
