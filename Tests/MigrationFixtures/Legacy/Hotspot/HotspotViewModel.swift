import Foundation
import KeelRx

/// A legacy Wi-Fi badge: a computed property reads the global radar singleton (written without
/// `get`), a method publishes it.
public final class HotspotViewModel {
    public let badge = BehaviorRelay<String>(value: "")
    public let blurred = BehaviorRelay<Bool>(value: false)
    private let preferences: HotspotPreferences

    public var badgeImage: String {
        if let secured = HotspotRadar.shared.joinedNetworkIsSecured() {
            return secured ? "wifi.lock" : "wifi.open"
        }
        return "wifi.none"
    }

    public init(preferences: HotspotPreferences) {
        self.preferences = preferences
    }

    public func refresh() {
        badge.accept(badgeImage)
        blurred.accept(preferences.blursNetworkName())
    }
}
