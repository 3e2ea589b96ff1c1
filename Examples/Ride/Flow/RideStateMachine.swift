import KeelFlow

/// Timing of the ride flow's background work.
public struct RideFlowConfiguration: Sendable {
    /// How often the driver search polls the service.
    public var driverPollInterval: Duration
    /// When the driver search gives up (into a recoverable error).
    public var driverSearchDeadline: Duration

    public init(driverPollInterval: Duration = .seconds(2), driverSearchDeadline: Duration = .seconds(60)) {
        self.driverPollInterval = driverPollInterval
        self.driverSearchDeadline = driverSearchDeadline
    }
}

/// The ride flow's transitions (seed 002, "Explicit State Machine"), in one
/// place: every valid transition, its guard, and the work each state starts.
public enum RideStateMachine {
    public typealias Machine = StateMachine<RideState, RideEvent, RideGuardReason>
    typealias RideTransition = Transition<RideState, RideEvent, RideGuardReason>

    static let routeEffect: EffectID = "ride.route"
    static let requestEffect: EffectID = "ride.request"

    public static func make(service: any RideService, configuration: RideFlowConfiguration = RideFlowConfiguration()) -> Machine {
        Machine(
            initial: .idle,
            transitions: planning(service) + requesting(service) + driverSearch + trip + recovery(service),
            onEnter: [.searchingForDriver: { state in searchForDriver(state, service: service, configuration: configuration) }]
        )
    }

    // MARK: - Planning: locations and route

    private static func planning(_ service: any RideService) -> [RideTransition] {
        let locationTargets: Set<RideState.Kind> = [.selectingLocations, .calculatingRoute]
        let locationSources = RideState.Kind.planning
        return [
            .on(.startSelecting, from: [.idle], to: [.selectingLocations]) { _, _ in
                .selectingLocations(pickup: nil, destination: nil)
            },
            .on(.setPickup, from: locationSources, to: locationTargets,
                guard: { state, event in sameLocations(locations(applying: event, to: state)) },
                effects: { _, next, _ in calculateRoute(next, service: service) },
                apply: { state, event in locationState(locations(applying: event, to: state)) }),
            .on(.setDestination, from: locationSources, to: locationTargets,
                guard: { state, event in sameLocations(locations(applying: event, to: state)) },
                effects: { _, next, _ in calculateRoute(next, service: service) },
                apply: { state, event in locationState(locations(applying: event, to: state)) }),
            .on(.routeCalculated, from: [.calculatingRoute], to: [.routeCalculated],
                guard: { state, event in
                    guard case .calculatingRoute(let pickup, let destination) = state,
                          case .routeCalculated(let route) = event,
                          route.pickup == pickup, route.destination == destination else { return .staleRoute }
                    return nil
                },
                apply: { state, event in
                    guard case .routeCalculated(let route) = event else { return state }
                    return .routeCalculated(route: route)
                }),
            .on(.routeFailed, from: [.calculatingRoute], to: [.error]) { _, _ in .error(.routeUnavailable) },
        ]
    }

    /// The pickup and destination after a location event.
    private static func locations(applying event: RideEvent, to state: RideState) -> (LocationPoint?, LocationPoint?) {
        var (pickup, destination): (LocationPoint?, LocationPoint?) = switch state {
        case .selectingLocations(let pickup, let destination): (pickup, destination)
        case .calculatingRoute(let pickup, let destination): (pickup, destination)
        case .routeCalculated(let route): (route.pickup, route.destination)
        default: (nil, nil)
        }
        switch event {
        case .setPickup(let point): pickup = point
        case .setDestination(let point): destination = point
        default: break
        }
        return (pickup, destination)
    }

    private static func sameLocations(_ locations: (LocationPoint?, LocationPoint?)) -> RideGuardReason? {
        if let pickup = locations.0, pickup == locations.1 { return .sameLocations }
        return nil
    }

    private static func locationState(_ locations: (LocationPoint?, LocationPoint?)) -> RideState {
        if let pickup = locations.0, let destination = locations.1 {
            return .calculatingRoute(pickup: pickup, destination: destination)
        }
        return .selectingLocations(pickup: locations.0, destination: locations.1)
    }

    /// Starts (or replaces, by id) the route calculation: a newer location
    /// cancels the older calculation and drops its result.
    private static func calculateRoute(_ state: RideState, service: any RideService) -> [Effect<RideEvent>] {
        guard case .calculatingRoute(let pickup, let destination) = state else { return [.cancel(routeEffect)] }
        return [.run(id: routeEffect) { send in
            do {
                await send(.routeCalculated(try await service.calculateRoute(from: pickup, to: destination)))
            } catch is CancellationError {
                return
            } catch {
                await send(.routeFailed)
            }
        }]
    }

    // MARK: - Requesting

    private static func requesting(_ service: any RideService) -> [RideTransition] {
        [
            .on(.confirmRide, from: [.routeCalculated], to: [.requestingRide],
                effects: { _, next, _ in
                    guard case .requestingRide(let route) = next else { return [] }
                    return [.run(id: requestEffect) { send in
                        do {
                            await send(.rideRequested(rideId: try await service.requestRide(route: route)))
                        } catch is CancellationError {
                            return
                        } catch {
                            await send(.requestFailed(String(describing: error)))
                        }
                    }]
                },
                apply: { state, _ in
                    guard case .routeCalculated(let route) = state else { return state }
                    return .requestingRide(route: route)
                }),
            .on(.rideRequested, from: [.requestingRide], to: [.searchingForDriver]) { state, event in
                guard case .rideRequested(let rideId) = event else { return state }
                return .searchingForDriver(rideId: rideId)
            },
            .on(.requestFailed, from: [.requestingRide], to: [.error]) { state, event in
                guard case .requestFailed(let message) = event else { return state }
                return .error(.requestFailed(message))
            },
        ]
    }

    // MARK: - Driver search

    /// Entry action of `searchingForDriver`: poll the service and arm the
    /// deadline. Both die with the state (cancel, driver found, timeout).
    private static func searchForDriver(
        _ state: RideState,
        service: any RideService,
        configuration: RideFlowConfiguration
    ) -> [Effect<RideEvent>] {
        guard case .searchingForDriver(let rideId) = state else { return [] }
        return [
            .run { send in
                // Polls at a fixed rate counted from entering the state (no
                // drift, however late the task starts or a poll returns).
                var polls = 0
                while true {
                    if let assignment = try await service.findDriver(rideId: rideId) {
                        await send(.driverAssigned(assignment))
                        return
                    }
                    polls += 1
                    try await send.sleep(untilElapsed: configuration.driverPollInterval * polls)
                }
            },
            .send(.driverSearchTimedOut, after: configuration.driverSearchDeadline),
        ]
    }

    private static var driverSearch: [RideTransition] {
        [
            .on(.driverAssigned, from: [.searchingForDriver], to: [.driverFound]) { state, event in
                guard case .searchingForDriver(let rideId) = state, case .driverAssigned(let assignment) = event else { return state }
                return .driverFound(rideId: rideId, driver: assignment.driver, eta: assignment.eta)
            },
            .on(.driverSearchTimedOut, from: [.searchingForDriver], to: [.error]) { _, _ in .error(.noDriverFound) },
        ]
    }

    // MARK: - Trip

    private static var trip: [RideTransition] {
        [
            .on(.driverDeparted, from: [.driverFound], to: [.driverEnRoute]) { state, _ in
                guard case .driverFound(let rideId, let driver, let eta) = state else { return state }
                return .driverEnRoute(rideId: rideId, driver: driver, eta: eta)
            },
            .on(.driverArrived, from: [.driverEnRoute], to: [.arrivedAtPickup]) { state, _ in
                guard case .driverEnRoute(let rideId, let driver, _) = state else { return state }
                return .arrivedAtPickup(rideId: rideId, driver: driver)
            },
        ]
    }

    // MARK: - Cancel and recovery

    private static func recovery(_ service: any RideService) -> [RideTransition] {
        [
            .on(.cancel, from: RideState.Kind.activeRide.union(RideState.Kind.planning), to: [.idle],
                effects: { previous, _, _ in cancelOnBackend(previous, service: service) },
                apply: { _, _ in .idle }),
            .on(.clearError, from: [.error], to: [.idle]) { _, _ in .idle },
        ]
    }

    /// Cancelling a ride that already has an id also cancels it on the backend.
    private static func cancelOnBackend(_ previous: RideState, service: any RideService) -> [Effect<RideEvent>] {
        let rideId: String? = switch previous {
        case .searchingForDriver(let rideId), .driverFound(let rideId, _, _),
             .driverEnRoute(let rideId, _, _), .arrivedAtPickup(let rideId, _): rideId
        default: nil
        }
        guard let rideId else { return [] }
        return [.run { _ in await service.cancelRide(rideId: rideId) }]
    }
}
