/// A distinguishable error for tests: `TestError(id: 1) != TestError(id: 2)`,
/// described as `E1`, `E2`… in `TestSubscriber` event descriptions.
public struct TestError: Error, Equatable, CustomStringConvertible {
    /// Which error.
    public let id: Int
    /// The error numbered `id`.
    public init(id: Int) { self.id = id }
    /// `E` followed by the id.
    public var description: String { "E\(id)" }
}
