import Clocks
import Foundation
import RideApp

/// A deterministic ride backend: every call takes a configured time on the
/// test's clock, so tests drive it with `advance(by:)`. Counts what is in
/// flight and what was cancelled, so tests can prove no work is left running.
final class FakeRideService: RideService, @unchecked Sendable {
    let clock: TestClock<Duration>
    private let lock = NSLock()
    private var _active = 0
    private var _started = 0
    private var _cancelled = 0
    private var _findDriverCalls = 0
    private var _cancelledRides: [String] = []

    var routeDelay: Duration = .seconds(1)
    var requestDelay: Duration = .seconds(1)
    var routeFails = false
    var requestError: String?
    /// The poll (1-based) on which a driver is found; `nil` = never.
    var driverFoundOnPoll: Int? = 2
    let assignment = DriverAssignment(driver: DriverInfo(id: "d1", name: "Ada"), eta: .seconds(240))

    init(clock: TestClock<Duration>) {
        self.clock = clock
    }

    var activeCalls: Int { locked { _active } }
    /// Calls started so far (route, request), finished or not.
    var startedCalls: Int { locked { _started } }
    var cancelledCalls: Int { locked { _cancelled } }
    var findDriverCalls: Int { locked { _findDriverCalls } }
    var cancelledRides: [String] { locked { _cancelledRides } }

    func calculateRoute(from pickup: LocationPoint, to destination: LocationPoint) async throws -> RouteInfo {
        try await call(taking: routeDelay)
        if routeFails { throw URLError(.notConnectedToInternet) }
        return RouteInfo(pickup: pickup, destination: destination, distanceMeters: 1_200, estimatedDuration: .seconds(300))
    }

    func requestRide(route: RouteInfo) async throws -> String {
        try await call(taking: requestDelay)
        if let requestError { throw FakeError(message: requestError) }
        return "ride-1"
    }

    /// Honours cancellation as `RideService` requires: a cancelled caller is
    /// refused *before* it is counted, in one critical section, so a test that
    /// cancels and then reads `findDriverCalls` sees every poll that will ever
    /// be counted.
    func findDriver(rideId: String) async throws -> DriverAssignment? {
        let poll = try lock.withLock { () throws -> Int in
            try Task.checkCancellation()
            _findDriverCalls += 1
            return _findDriverCalls
        }
        return poll == driverFoundOnPoll ? assignment : nil
    }

    func cancelRide(rideId: String) async {
        locked { _cancelledRides.append(rideId) }
    }

    /// A call takes `delay` from the moment it is counted as active (the
    /// deadline is read in the same critical section), so a test that waits
    /// for `activeCalls` and then advances the clock never races the sleep.
    private func call(taking delay: Duration) async throws {
        let deadline = locked { () -> TestClock<Duration>.Instant in
            _active += 1
            _started += 1
            return clock.now.advanced(by: delay)
        }
        defer { locked { _active -= 1 } }
        do {
            try await clock.sleep(until: deadline)
        } catch {
            locked { _cancelled += 1 }
            throw error
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body()
    }
}

struct FakeError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

enum Places {
    static let home = LocationPoint(latitude: 52.37, longitude: 4.89)
    static let office = LocationPoint(latitude: 52.34, longitude: 4.87)
    static let station = LocationPoint(latitude: 52.38, longitude: 4.90)
    static func route(_ pickup: LocationPoint, _ destination: LocationPoint) -> RouteInfo {
        RouteInfo(pickup: pickup, destination: destination, distanceMeters: 1_200, estimatedDuration: .seconds(300))
    }
}
