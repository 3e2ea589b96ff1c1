import Clocks
import KeelFlow
import PropertyBased
import RideApp
import Testing

/// Thousands of random event sequences against the ride machine.
@Suite("Ride flow properties", .timeLimit(.minutes(1)))
@MainActor
struct RidePropertyTests {
    static let events: [RideEvent] = [
        .startSelecting, .setPickup(Places.home), .setPickup(Places.station), .setDestination(Places.office),
        .setDestination(Places.home), .routeCalculated(Places.route(Places.home, Places.office)),
        .routeCalculated(Places.route(Places.station, Places.office)), .routeFailed, .confirmRide,
        .rideRequested(rideId: "r"), .requestFailed("x"),
        .driverAssigned(DriverAssignment(driver: DriverInfo(id: "d", name: "D"), eta: .seconds(1))),
        .driverSearchTimedOut, .driverDeparted, .driverArrived, .cancel, .clearError,
    ]

    static let sequences = Gen.int(in: 0...(events.count - 1)).array(of: 1...40)

    @Test func everyAppliedTransitionIsADeclaredEdgeAndRejectionsChangeNothing() async {
        let machine = RideStateMachine.make(service: NoService())
        let edges = Set(machine.graph.edges.map { [String(describing: $0.from), String(describing: $0.to)] })
        await propertyCheck(count: 2_000, input: Self.sequences) { indexes in
            var snapshot = StateMachine<RideState, RideEvent, RideGuardReason>.Snapshot(state: machine.initialState)
            for index in indexes {
                switch machine.transition(snapshot, on: Self.events[index]) {
                case .success(let step):
                    #expect(edges.contains([String(describing: step.from.kind), String(describing: step.to.kind)]))
                    snapshot = .init(state: step.to, history: step.history)
                case .failure:
                    continue
                }
            }
        }
    }

    @Test func noEffectOutlivesTheStateItWasStartedFor() async {
        await propertyCheck(count: 500, input: Self.sequences) { indexes in
            let clock = TestClock<Duration>()
            let service = FakeRideService(clock: clock)
            service.driverFoundOnPoll = nil
            let controller = RideFlowController.ride(service: service, clock: clock)
            var startedInCurrentState = 0
            let cancellable = controller.steps.sink { step in
                startedInCurrentState = step.leftState ? step.effects.count : startedInCurrentState + step.effects.count
            }
            for index in indexes {
                let before = controller.state.kind
                controller.send(Self.events[index])
                if controller.state.kind != before {
                    // Only effects started by the step that entered this state may run.
                    #expect(controller.runningEffectCount <= startedInCurrentState)
                }
            }
            controller.cancelAllEffects()
            #expect(controller.runningEffectCount == 0)
            cancellable.cancel()
        }
    }
}
