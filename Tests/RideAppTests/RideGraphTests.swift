import Foundation
import KeelFlow
import RideApp
import Testing

@Suite("Ride flow graph", .timeLimit(.minutes(1)))
struct RideGraphTests {
    let machine = RideStateMachine.make(service: NoService())

    @Test func everyStateIsReachableAndNoneIsADeadEnd() {
        #expect(machine.graph.unreachable.isEmpty)
        #expect(machine.graph.deadEnds.isEmpty)
    }

    @Test func arrivedAtPickupFollowsDriverEnRoute() {
        #expect(machine.validNextStates(from: RideState.Kind.driverEnRoute).contains(.arrivedAtPickup))
        #expect(machine.canTransition(from: RideState.Kind.arrivedAtPickup, to: .idle))
    }

    @Test func theDocumentedGraphMatchesTheMachine() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/articles/Modeling-Flows.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        #expect(text.contains("```mermaid\n" + machine.graph.mermaid + "```"))
    }
}

struct NoService: RideService {
    func calculateRoute(from pickup: LocationPoint, to destination: LocationPoint) async throws -> RouteInfo { throw CancellationError() }
    func requestRide(route: RouteInfo) async throws -> String { throw CancellationError() }
    func findDriver(rideId: String) async throws -> DriverAssignment? { nil }
    func cancelRide(rideId: String) async {}
}
