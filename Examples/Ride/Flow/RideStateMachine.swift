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

/// The ride flow's transitions, in one place: every valid transition, its
/// guard, and the work each state starts — the explicit `RideStateMachine`
/// the SwiftUI state management analysis asks for.
///
/// Payloads are bound in the declarations (see `RideCases.swift`): no
/// transition re-matches an event or a state, so none has a "wrong case"
/// fallback that could silently leave the state as it was.
public enum RideStateMachine {
    public typealias Machine = StateMachine<RideState, RideEvent, RideGuardReason>
    typealias RideTransition = Transition<RideState, RideEvent, RideGuardReason>

    static let routeEffect: EffectID = "ride.route"
    static let requestEffect: EffectID = "ride.request"

    /// The ride machine over `service`, timed by `configuration`.
    public static func make(service: any RideService, configuration: RideFlowConfiguration = RideFlowConfiguration()) -> Machine {
        Machine(
            initial: .idle,
            transitions: planning(service) + requesting(service) + driverSearch + trip + recovery(service),
            onEnter: [
                .searchingForDriver: Machine.action(.searchingForDriver) { rideId in
                    searchForDriver(rideId: rideId, service: service, configuration: configuration)
                },
            ]
        )
    }

    // MARK: - Planning: locations and route

    private static func planning(_ service: any RideService) -> [RideTransition] {
        let locationTargets: Set<RideState.Kind> = [.selectingLocations, .calculatingRoute]
        let locationSources = RideState.Kind.planning
        return [
            .on(.startSelecting, in: [.idle], to: [.selectingLocations]) { _ in
                .selectingLocations(pickup: nil, destination: nil)
            },
            // `check` hands `apply` the locations it checked: nothing is looked up twice.
            .on(.setPickup, in: locationSources, to: locationTargets,
                check: { state, point in distinct(pickup: point, destination: locations(of: state).destination) },
                effects: { _, next in calculateRoute(next, service: service) },
                apply: locationState),
            .on(.setDestination, in: locationSources, to: locationTargets,
                check: { state, point in distinct(pickup: locations(of: state).pickup, destination: point) },
                effects: { _, next in calculateRoute(next, service: service) },
                apply: locationState),
            .on(.routeCalculated, in: .calculatingRoute, to: [.routeCalculated],
                check: { trip, route in
                    route.pickup == trip.pickup && route.destination == trip.destination ? .pass(route) : .refuse(.staleRoute)
                },
                apply: { route in .routeCalculated(route: route) }),
            .on(.routeFailed, in: [.calculatingRoute], to: [.error]) { _ in .error(.routeUnavailable) },
        ]
    }

    /// The pickup and destination chosen so far, in a planning state.
    private static func locations(of state: RideState) -> (pickup: LocationPoint?, destination: LocationPoint?) {
        switch state {
        case .selectingLocations(let pickup, let destination): (pickup, destination)
        case .calculatingRoute(let pickup, let destination): (pickup, destination)
        case .routeCalculated(let route): (route.pickup, route.destination)
        default: (nil, nil)   // not a planning state: nothing chosen yet
        }
    }

    /// The locations chosen, unless they are the same place.
    private static func distinct(
        pickup: LocationPoint?,
        destination: LocationPoint?
    ) -> Check<(pickup: LocationPoint?, destination: LocationPoint?), RideGuardReason> {
        if let pickup, pickup == destination { return .refuse(.sameLocations) }
        return .pass((pickup, destination))
    }

    @Sendable
    private static func locationState(_ chosen: (pickup: LocationPoint?, destination: LocationPoint?)) -> RideState {
        let (pickup, destination) = chosen
        if let pickup, let destination {
            return .calculatingRoute(pickup: pickup, destination: destination)
        }
        return .selectingLocations(pickup: pickup, destination: destination)
    }

    /// Starts (or replaces, by id) the route calculation: a newer location
    /// cancels the older calculation and drops its result. Locations still
    /// incomplete: cancel any calculation in flight.
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
            .on(.confirmRide, in: .routeCalculated, to: [.requestingRide],
                effects: { route, _ in [request(route, service: service)] },
                apply: { route in .requestingRide(route: route) }),
            .on(.rideRequested, in: [.requestingRide], to: [.searchingForDriver]) { _, rideId in
                .searchingForDriver(rideId: rideId)
            },
            .on(.requestFailed, in: [.requestingRide], to: [.error]) { _, message in
                .error(.requestFailed(message))
            },
        ]
    }

    private static func request(_ route: RouteInfo, service: any RideService) -> Effect<RideEvent> {
        .run(id: requestEffect) { send in
            do {
                await send(.rideRequested(rideId: try await service.requestRide(route: route)))
            } catch is CancellationError {
                return
            } catch {
                await send(.requestFailed(String(describing: error)))
            }
        }
    }

    // MARK: - Driver search

    /// Entry action of `searchingForDriver`: poll the service and arm the
    /// deadline. Both die with the state (cancel, driver found, timeout).
    private static func searchForDriver(
        rideId: String,
        service: any RideService,
        configuration: RideFlowConfiguration
    ) -> [Effect<RideEvent>] {
        [
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
            .on(.driverAssigned, in: .searchingForDriver, to: [.driverFound]) { rideId, assignment in
                .driverFound(rideId: rideId, driver: assignment.driver, eta: assignment.eta)
            },
            .on(.driverSearchTimedOut, in: [.searchingForDriver], to: [.error]) { _ in .error(.noDriverFound) },
        ]
    }

    // MARK: - Trip

    private static var trip: [RideTransition] {
        [
            .on(.driverDeparted, in: .driverFound, to: [.driverEnRoute]) { found in
                .driverEnRoute(rideId: found.rideId, driver: found.driver, eta: found.eta)
            },
            .on(.driverArrived, in: .driverEnRoute, to: [.arrivedAtPickup]) { trip in
                .arrivedAtPickup(rideId: trip.rideId, driver: trip.driver)
            },
        ]
    }

    // MARK: - Cancel and recovery

    private static func recovery(_ service: any RideService) -> [RideTransition] {
        [
            .on(.cancel, in: RideState.Kind.activeRide.union(RideState.Kind.planning), to: [.idle],
                effects: { previous, _ in cancelOnBackend(previous, service: service) },
                apply: { _ in .idle }),
            .on(.clearError, in: [.error], to: [.idle]) { _ in .idle },
        ]
    }

    /// Cancelling a ride that already has an id also cancels it on the backend.
    private static func cancelOnBackend(_ previous: RideState, service: any RideService) -> [Effect<RideEvent>] {
        guard let rideId = previous.rideId else { return [] }
        return [.run { _ in await service.cancelRide(rideId: rideId) }]
    }
}
