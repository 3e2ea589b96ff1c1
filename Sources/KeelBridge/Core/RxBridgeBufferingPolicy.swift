/// What a bridge subscription does with values the Rx source pushes while the
/// Combine subscriber has no outstanding demand (RxSwift has no backpressure).
public enum RxBridgeBufferingPolicy: Sendable, Equatable {
    /// Keep every value until it is requested: nothing is lost. The default.
    case unbounded
    /// Keep only the newest `limit` undelivered values and drop older ones:
    /// for fast hot sources (positions, progress) where only recent values
    /// matter. `limit` below 1 counts as 1.
    case bufferingNewest(Int)
}
