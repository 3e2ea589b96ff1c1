extension Equivalence {
    /// What a side of an equivalence test records — events, navigation, and calls into the
    /// services, in order — as lines the snapshot joins.
    ///
    /// Not thread-safe: a generated test touches it from the main actor only (its sides and the
    /// fakes' calls run there); give each side its own recorder.
    public final class Recorder {
        /// Every entry, in the order recorded.
        public var log: [String] = []

        /// An empty log.
        public init() {}
    }

    /// The errors a script fails requests with: `first` and `second`, described as
    /// "first sample error" and "second sample error" on both sides.
    public enum SampleError: Error, CustomStringConvertible, Sendable {
        /// The error of the first failure.
        case first
        /// The error of the second failure.
        case second

        /// "first sample error" or "second sample error".
        public var description: String { self == .first ? "first sample error" : "second sample error" }
    }
}
