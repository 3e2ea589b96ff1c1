import Foundation

/// The legacy Wi-Fi radar, reached as a global singleton (unchanged by the migration).
public final class HotspotRadar: Sendable {
    public static let shared = HotspotRadar(secured: true)

    private let secured: Bool?

    public init(secured: Bool?) {
        self.secured = secured
    }

    /// Whether the joined network is secured; `nil` when none is joined.
    public func joinedNetworkIsSecured() -> Bool? { secured }
}

/// The legacy preferences (unchanged by the migration).
public protocol HotspotPreferences: AnyObject {
    func blursNetworkName() -> Bool
}
