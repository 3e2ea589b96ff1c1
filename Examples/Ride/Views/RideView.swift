#if canImport(SwiftUI)
import SwiftUI

/// Renders the ride flow's state; creates Tasks in the view layer (the SwiftUI
/// state management analysis:
/// "View creates Tasks"); holds no logic of its own.
public struct RideView: View {
    @StateObject private var controller: RideFlowController

    public init(service: any RideService) {
        _controller = StateObject(wrappedValue: .ride(service: service))
    }

    public var body: some View {
        VStack(spacing: 16) {
            Text(title)
            if let driver = controller.driver { Text("Driver: \(driver.name)") }
            if let message = controller.errorMessage {
                Text(message).foregroundColor(.red)
                Button("OK") { controller.clearError() }
            }
            if controller.state.kind == .routeCalculated {
                Button("Confirm") {
                    Task { await controller.startRideRequest() }
                }
            }
            if RideState.Kind.activeRide.contains(controller.state.kind) {
                Button("Cancel ride") { controller.cancelRide() }
            }
        }
        .padding()
    }

    private var title: String {
        switch controller.state.kind {
        case .idle: "Where to?"
        case .selectingLocations: "Choose pickup and destination"
        case .calculatingRoute: "Calculating route…"
        case .routeCalculated: "Route ready"
        case .requestingRide: "Requesting ride…"
        case .searchingForDriver: "Looking for a driver…"
        case .driverFound: "Driver found"
        case .driverEnRoute: "Driver on the way"
        case .arrivedAtPickup: "Your driver has arrived"
        case .error: "Something went wrong"
        }
    }
}
#endif
