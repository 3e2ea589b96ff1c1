import Clocks
import KeelFlow
import KeelFlowTesting
import RideApp
import KeelTesting
import Testing

@Suite("Ride flow (the SwiftUI state management analysis) on KeelFlow", .timeLimit(.minutes(1)))
@MainActor
struct RideFlowTests {
    let configuration = RideFlowConfiguration(driverPollInterval: .seconds(2), driverSearchDeadline: .seconds(60))

    func makeStore() -> (FlowTestStore<RideState, RideEvent, RideGuardReason>, FakeRideService) {
        let clock = TestClock<Duration>()
        let service = FakeRideService(clock: clock)
        let store = FlowTestStore(clock: clock, machine: RideStateMachine.make(service: service, configuration: configuration))
        return (store, service)
    }

    /// Walks the flow to a calculated route.
    func planRoute(_ store: FlowTestStore<RideState, RideEvent, RideGuardReason>, _ service: FakeRideService) async {
        store.send(.startSelecting, .selectingLocations(pickup: nil, destination: nil))
        store.send(.setPickup(Places.home), .selectingLocations(pickup: Places.home, destination: nil))
        store.send(.setDestination(Places.office), .calculatingRoute(pickup: Places.home, destination: Places.office))
        await waitUntil("the service call started") { service.activeCalls == 1 }
        await store.advance(by: .seconds(1))
        await store.receive(.routeCalculated(Places.route(Places.home, Places.office)), .routeCalculated(route: Places.route(Places.home, Places.office)))
    }

    @Test func happyPathToArrivedAtPickup() async {
        let (store, service) = makeStore()
        await planRoute(store, service)
        store.send(.confirmRide, .requestingRide(route: Places.route(Places.home, Places.office)))
        await waitUntil("the service call started") { service.activeCalls == 1 }
        await store.advance(by: .seconds(1))
        await store.receive(.rideRequested(rideId: "ride-1"), .searchingForDriver(rideId: "ride-1"))
        await store.advance(by: .seconds(2))
        await store.receive(.driverAssigned(service.assignment), .driverFound(rideId: "ride-1", driver: service.assignment.driver, eta: .seconds(240)))
        store.send(.driverDeparted, .driverEnRoute(rideId: "ride-1", driver: service.assignment.driver, eta: .seconds(240)))
        store.send(.driverArrived, .arrivedAtPickup(rideId: "ride-1", driver: service.assignment.driver))
        #expect(service.findDriverCalls == 2)
        await store.finish()
    }

    @Test func cancelDuringRequestStopsTheRequest() async {
        let (store, service) = makeStore()
        await planRoute(store, service)
        store.send(.confirmRide, .requestingRide(route: Places.route(Places.home, Places.office)))
        await waitUntil("the request call started") { service.activeCalls == 1 }
        store.send(.cancel, .idle)
        #expect(store.controller.runningEffectCount == 0)   // the request effect is cancelled at once
        await waitUntil("the request call saw the cancellation") { service.activeCalls == 0 && service.cancelledCalls == 1 }
        await store.advance(by: .seconds(5))                // its result would have been due: nothing lands
        await store.finish()
    }

    @Test func cancelDuringDriverSearchStopsPollingAndCancelsOnTheBackend() async {
        let (store, service) = makeStore()
        service.driverFoundOnPoll = nil
        await planRoute(store, service)
        store.send(.confirmRide, .requestingRide(route: Places.route(Places.home, Places.office)))
        await waitUntil("the service call started") { service.activeCalls == 1 }
        await store.advance(by: .seconds(1))
        await store.receive(.rideRequested(rideId: "ride-1"), .searchingForDriver(rideId: "ride-1"))
        // Polls at 0 s, 2 s and 4 s since the search began; the clock moves one
        // poll interval at a time, each after the poll before it was made.
        await waitUntil("the first poll") { service.findDriverCalls == 1 }
        await store.advance(by: .seconds(2))
        await waitUntil("the second poll") { service.findDriverCalls == 2 }
        await store.advance(by: .seconds(2))
        await waitUntil("three polls") { service.findDriverCalls == 3 }
        store.send(.cancel, .idle)
        #expect(store.controller.runningEffectCount == 1)   // only the backend cancellation
        await store.advance(by: .seconds(120))
        await store.finish()                                // the backend cancellation has ended
        #expect(service.findDriverCalls == 3)
        #expect(service.cancelledRides == ["ride-1"])
    }

    @Test func lateRouteResultAfterANewerPickupIsDiscarded() async {
        let (store, service) = makeStore()
        store.send(.startSelecting, .selectingLocations(pickup: nil, destination: nil))
        store.send(.setPickup(Places.home), .selectingLocations(pickup: Places.home, destination: nil))
        store.send(.setDestination(Places.office), .calculatingRoute(pickup: Places.home, destination: Places.office))
        await waitUntil("the service call started") { service.activeCalls == 1 }
        await store.advance(by: .milliseconds(500))
        store.send(.setPickup(Places.station), .calculatingRoute(pickup: Places.station, destination: Places.office))
        await waitUntil("the first calculation was replaced by a second") { service.startedCalls == 2 && service.activeCalls == 1 }
        // The first calculation would finish now; it was replaced, so nothing lands.
        await store.advance(by: .milliseconds(500))
        await store.advance(by: .milliseconds(500))
        await store.receive(.routeCalculated(Places.route(Places.station, Places.office)), .routeCalculated(route: Places.route(Places.station, Places.office)))
        await store.finish()
    }

    @Test func aStaleRouteResultIsRejectedByTheGuard() async {
        let (store, _) = makeStore()
        store.send(.startSelecting, .selectingLocations(pickup: nil, destination: nil))
        store.send(.setPickup(Places.home), .selectingLocations(pickup: Places.home, destination: nil))
        store.send(.setDestination(Places.office), .calculatingRoute(pickup: Places.home, destination: Places.office))
        store.send(.routeCalculated(Places.route(Places.station, Places.office)),
                   rejectedWith: .guardRejected(.staleRoute, from: .calculatingRoute, event: .routeCalculated))
        store.controller.cancelAllEffects()
        await store.finish()
    }

    @Test func driverSearchGivesUpAfterTheDeadlineIntoARecoverableError() async {
        let (store, service) = makeStore()
        service.driverFoundOnPoll = nil
        await planRoute(store, service)
        store.send(.confirmRide, .requestingRide(route: Places.route(Places.home, Places.office)))
        await waitUntil("the service call started") { service.activeCalls == 1 }
        await store.advance(by: .seconds(1))
        await store.receive(.rideRequested(rideId: "ride-1"), .searchingForDriver(rideId: "ride-1"))
        await store.advance(by: .seconds(60))
        await store.receive(.driverSearchTimedOut, .error(.noDriverFound))
        #expect(store.controller.runningEffectCount == 0)   // the poller died with the state
        let polls = service.findDriverCalls
        await store.advance(by: .seconds(60))
        #expect(service.findDriverCalls == polls)
        #expect(store.controller.errorMessage == "No driver is available right now.")
        store.send(.clearError, .idle)
        await store.finish()
    }

    @Test func requestFailureSurfacesAndCanBeCleared() async {
        let (store, service) = makeStore()
        service.requestError = "server busy"
        await planRoute(store, service)
        store.send(.confirmRide, .requestingRide(route: Places.route(Places.home, Places.office)))
        await waitUntil("the service call started") { service.activeCalls == 1 }
        await store.advance(by: .seconds(1))
        await store.receive(.requestFailed("server busy"), .error(.requestFailed("server busy")))
        store.send(.clearError, .idle)
        await store.finish()
    }

    @Test func invalidEventsAreRejectedNotTurnedIntoErrors() async {
        let (store, _) = makeStore()
        store.send(.confirmRide, rejectedWith: .noTransition(from: .idle, event: .confirmRide))
        store.send(.driverArrived, rejectedWith: .noTransition(from: .idle, event: .driverArrived))
        #expect(store.state == .idle)
        await store.finish()
    }

    @Test func sameLocationsAreRefused() async {
        let (store, _) = makeStore()
        store.send(.startSelecting, .selectingLocations(pickup: nil, destination: nil))
        store.send(.setPickup(Places.home), .selectingLocations(pickup: Places.home, destination: nil))
        store.send(.setDestination(Places.home), rejectedWith: .guardRejected(.sameLocations, from: .selectingLocations, event: .setDestination))
        await store.finish()
    }

    @Test func startRideRequestReturnsOnceTheRequestIsAnswered() async {
        let clock = TestClock<Duration>()
        let service = FakeRideService(clock: clock)
        let controller = RideFlowController.ride(service: service, configuration: configuration, clock: clock)
        controller.beginSelection()
        controller.selectPickup(Places.home)
        controller.selectDestination(Places.office)
        await waitUntil("the route call is asleep on the clock") { service.activeCalls == 1 }
        await clock.advance(by: .seconds(1))
        await waitUntil("the route arrived") { controller.state.kind == .routeCalculated }
        async let answered: Void = controller.startRideRequest()
        await waitUntil("the service call started") { service.activeCalls == 1 }
        await clock.advance(by: .seconds(1))
        await answered
        #expect(controller.state == .searchingForDriver(rideId: "ride-1"))
        controller.cancelRide()
    }

    @Test func coordinatorValidatesSynchronously() {
        let coordinator = RideRequestCoordinator()
        #expect(coordinator.validateLocations(pickup: nil, destination: Places.office).failureValue == .missingPickup)
        #expect(coordinator.validateLocations(pickup: Places.home, destination: nil).failureValue == .missingDestination)
        #expect(coordinator.validateLocations(pickup: Places.home, destination: Places.home).failureValue == .sameLocations)
        #expect(coordinator.validateLocations(pickup: Places.home, destination: Places.office).failureValue == nil)
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

