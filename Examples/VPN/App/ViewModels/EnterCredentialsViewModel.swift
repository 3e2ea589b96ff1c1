import Foundation
import KeelBridge
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "State Manager Pattern — ViewModel Integration": observes the
/// state manager instead of receiving router parameters.
@MainActor
protocol EnterCredentialsViewModel: ObservableObject {
    var title: String { get }
    var username: String { get }
    var password: String { get }
    var isUpdating: Bool { get }
}

@MainActor
final class EnterCredentialsViewModelImpl: EnterCredentialsViewModel {
    @Published private(set) var title = ""
    @Published private(set) var username = ""
    @Published private(set) var password = ""
    @Published private(set) var isUpdating = false

    private let customConfigStateManager: CustomConfigStateManaging
    private var cancellables = Set<AnyCancellable>()

    init(customConfigStateManager: CustomConfigStateManaging) {
        self.customConfigStateManager = customConfigStateManager
        bind()
    }

    private func bind() {
        customConfigStateManager.currentConfigSubject
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] config in
                self?.title = config?.name ?? ""
                self?.username = config?.username?.base64Decoded() ?? ""
                self?.password = config?.password?.base64Decoded() ?? ""
            })
            .store(in: &cancellables)
        customConfigStateManager.isUpdatingSubject
            .asPublisher()
            .replaceError(with: false)
            .receive(on: DispatchQueue.main)
            .assign(to: &$isUpdating)
    }
}
