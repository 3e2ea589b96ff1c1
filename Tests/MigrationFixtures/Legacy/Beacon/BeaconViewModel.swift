import Foundation
import KeelRx

/// A legacy service a beacon screen reads: RxSwift traits, as the networking layer returns them.
public protocol BeaconService {
    func currentCode() -> Single<String>
    func lastSighting() -> Maybe<String>
    func reset() -> Completable
}

/// A legacy ViewModel that already awaits its service's RxSwift traits (RxSwift 6.5's
/// `try await single.value`), next to relays it exposes and a plain method.
public final class BeaconViewModel {
    public let code = BehaviorRelay<String>(value: "----")
    public let sighting = BehaviorRelay<String>(value: "never")
    public let isArmed = BehaviorRelay<Bool>(value: false)
    private let service: BeaconService

    public init(service: BeaconService) {
        self.service = service
    }

    public func arm() {
        isArmed.accept(!isArmed.value)
    }

    /// Reads the code, then the last sighting; `false` when the service failed.
    public func refresh() async -> Bool {
        do {
            let fresh = try await service.currentCode().value
            code.accept(fresh)
            let seen = try await service.lastSighting().value
            sighting.accept(seen ?? "never")
            return true
        } catch {
            code.accept("error")
            return false
        }
    }

    /// Resets the beacon, then forgets what it showed.
    public func reset() async throws {
        try await service.reset().value
        code.accept("----")
        sighting.accept("never")
    }
}
