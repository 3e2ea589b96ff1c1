import KeelFlow

// The launch events' payload extractors, declared once: the launch machine's
// transitions bind payloads through them and never re-match an event
// themselves (a mismatch is a `Rejection.payloadMismatch`, never a no-op).

extension FlowCase where Root == AppEvent {
    /// The update decision of `.configResolved`.
    static var configResolved: FlowCase<AppEvent, UpdateDecision> {
        .init(.configResolved) { if case .configResolved(let decision) = $0 { decision } else { nil } }
    }

    /// The error of `.servicesFailed`.
    static var servicesFailed: FlowCase<AppEvent, AppError> {
        .init(.servicesFailed) { if case .servicesFailed(let error) = $0 { error } else { nil } }
    }

    /// The offered version of `.offerUpdate`.
    static var offerUpdate: FlowCase<AppEvent, AppVersion> {
        .init(.offerUpdate) { if case .offerUpdate(let version) = $0 { version } else { nil } }
    }
}
