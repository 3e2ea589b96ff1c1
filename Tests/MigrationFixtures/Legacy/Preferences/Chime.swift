import KeelRx

/// The legacy chime manager (unchanged by the migration): a shared instance whose relay says
/// whether the app plays sounds; the preferences screen writes it.
public final class Chime: @unchecked Sendable {
    public static let shared = Chime()

    public let enabled: BehaviorRelay<Bool>

    public init(enabled: Bool = true) {
        self.enabled = BehaviorRelay(value: enabled)
    }
}
