/// Errors the bridge itself produces. Every other error is the RxSwift
/// source's own error, passed through unchanged.
public enum RxBridgeError: Error, Equatable, Sendable {
    /// `toInitialPublisher()` on a source that completed without any element:
    /// no first value can exist.
    case missingInitialValue
}
