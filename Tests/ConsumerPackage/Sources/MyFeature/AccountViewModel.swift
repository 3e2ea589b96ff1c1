import KeelBridge
import KeelRx

/// The legacy session manager, unchanged: RxSwift subjects.
public final class SessionManager: @unchecked Sendable {
    public let userName = BehaviorSubject<String?>(value: nil)
    public init() {}
}

/// A new ViewModel: Combine only, fed by the legacy manager through the bridge.
@MainActor
public final class AccountViewModel: ObservableObject {
    @Published public private(set) var greeting = "Signed out"
    private var cancellables = Set<AnyCancellable>()

    public init(session: SessionManager) {
        session.userName
            .asPublisher()
            .map { name in name.map { "Hello, \($0)" } ?? "Signed out" }
            .replaceError(with: "Something went wrong")
            .sink { [weak self] in self?.greeting = $0 }
            .store(in: &cancellables)
    }
}
