import KeelCombine
import KeelFlow

/// The ride flow's single source of truth (the SwiftUI state management
/// analysis's `RideFlowController`):
/// one `@MainActor` ObservableObject whose only published property is
/// `state`. It is Keel's `FlowController` running `RideStateMachine`.
public typealias RideFlowController = FlowController<RideState, RideEvent, RideGuardReason>

extension FlowController where State == RideState, Event == RideEvent, Reason == RideGuardReason {
    /// A ride flow over `service`. Pass a test clock in tests.
    public static func ride(
        service: any RideService,
        configuration: RideFlowConfiguration = RideFlowConfiguration(),
        clock: any Clock<Duration> = ContinuousClock()
    ) -> RideFlowController {
        RideFlowController(machine: RideStateMachine.make(service: service, configuration: configuration), clock: clock)
    }

    // MARK: Derived values: computed from state, never stored beside it.

    /// The assigned driver, while there is one.
    public var driver: DriverInfo? {
        switch state {
        case .driverFound(_, let driver, _), .driverEnRoute(_, let driver, _), .arrivedAtPickup(_, let driver): driver
        default: nil
        }
    }

    /// The driver's ETA to pickup, while known.
    public var estimatedArrival: Duration? {
        switch state {
        case .driverFound(_, _, let eta), .driverEnRoute(_, _, let eta): eta
        default: nil
        }
    }

    /// The error to show, if any.
    public var errorMessage: String? {
        guard case .error(let error) = state else { return nil }
        return switch error {
        case .routeUnavailable: "No route between these locations."
        case .requestFailed(let reason): "The ride could not be requested (\(reason))."
        case .noDriverFound: "No driver is available right now."
        }
    }

    // MARK: Intents (sync; views call them directly)

    public func beginSelection() { send(.startSelecting) }
    public func selectPickup(_ point: LocationPoint) { send(.setPickup(point)) }
    public func selectDestination(_ point: LocationPoint) { send(.setDestination(point)) }
    public func cancelRide() { send(.cancel) }
    public func clearError() { send(.clearError) }
    public func driverDeparted() { send(.driverDeparted) }
    /// The analysis's "add handler in controller" step for `arrivedAtPickup`.
    public func handleDriverArrival() { send(.driverArrived) }

    /// Confirms the ride and returns once the request has been answered
    /// (searching, error or cancelled) — the analysis's `startRideRequest() async`,
    /// which views call from a `Task` they create (never the coordinator).
    public func startRideRequest() async {
        send(.confirmRide)
        guard state.kind == .requestingRide else { return }
        for await next in statePublisher.values where next.kind != .requestingRide { return }
    }
}
