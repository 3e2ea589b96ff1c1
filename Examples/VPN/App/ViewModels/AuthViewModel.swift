import Foundation
import KeelBridge
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "Dependency Injection for ViewModels".
@MainActor
final class AuthViewModel: ObservableObject {
    @Published private(set) var isAuthenticated = false
    @Published private(set) var isLoggingIn = false
    @Published private(set) var errorMessage: String?

    private let authManager: AuthManaging
    private var cancellables = Set<AnyCancellable>()

    init(authManager: AuthManaging) {
        self.authManager = authManager
        authManager.authStateSubject
            .asPublisher()
            .replaceError(with: false)
            .receive(on: DispatchQueue.main)
            .assign(to: &$isAuthenticated)
    }

    func login(username: String, password: String) {
        isLoggingIn = true
        errorMessage = nil
        authManager.login(username: username, password: password)
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isLoggingIn = false
                    if case .failure(let error) = completion { self?.errorMessage = error.localizedDescription }
                },
                receiveValue: { _ in }
            )
            .store(in: &cancellables)
    }
}
