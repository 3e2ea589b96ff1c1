/// A launch command or event that changed nothing, and why — published on
/// `AppStateManager.rejections` so a team can see, for instance, a retry
/// tapped twice or an update dismissed that was never offered.
public struct LaunchRejection: Hashable, Sendable {
    /// Why it was rejected.
    public enum Reason: Hashable, Sendable {
        /// The launch state has no transition for this event (a retry while
        /// loading, a second `.ready`).
        case notAllowedInState
        /// Launch is overlaid by maintenance: the command waits for
        /// maintenance to end (a retry then happens automatically).
        case maintenanceActive
    }

    /// The rejected event.
    public let event: AppEvent.Kind
    /// The launch state it arrived in (the state underneath any maintenance).
    public let state: AppState.Kind
    /// Why it was rejected.
    public let reason: Reason

    /// A rejection of `event` in `state`.
    public init(event: AppEvent.Kind, state: AppState.Kind, reason: Reason) {
        self.event = event
        self.state = state
        self.reason = reason
    }
}
