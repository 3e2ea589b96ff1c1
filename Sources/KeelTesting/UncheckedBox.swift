/// Hands a non-Sendable value to another thread in a test where the test
/// itself guarantees exclusive use (the sending side is the only user).
///
/// The test, not the compiler, vouches for the absence of races: use it only
/// to move a value once, to a thread that then owns it.
public struct UncheckedBox<Value>: @unchecked Sendable {
    /// The boxed value.
    public let value: Value
    /// Boxes `value`.
    public init(value: Value) { self.value = value }
}
