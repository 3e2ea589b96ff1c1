import Foundation

// Models of the legacy Windscribe-style VPN app the Windscribe SwiftUI migration guide describes.

public enum VPNState: String, Sendable, Equatable {
    case disconnected, connecting, connected, disconnecting

    public var displayName: String { rawValue.capitalized }
}

public struct Server: Hashable, Sendable {
    public let name: String
    public let region: String
    public init(name: String, region: String) {
        self.name = name
        self.region = region
    }
}

public enum NetworkStatus: Sendable, Equatable {
    case connected, disconnected
}

public struct UserPreferences: Equatable, Sendable {
    public var protocolName: String
    public var killSwitch: Bool
    public init(protocolName: String, killSwitch: Bool) {
        self.protocolName = protocolName
        self.killSwitch = killSwitch
    }
}

/// Mirrors `CLAuthorizationStatus` (CoreLocation isn't available everywhere).
public enum LocationAuthorizationStatus: Sendable, Equatable {
    case notDetermined, denied, authorizedWhenInUse, authorizedAlways
}

/// A user-supplied VPN config; credentials are stored base64-encoded.
public struct CustomConfigModel: Equatable, Sendable {
    public var name: String
    public var username: String?
    public var password: String?
    public init(name: String, username: String?, password: String?) {
        self.name = name
        self.username = username
        self.password = password
    }
}

/// Errors the legacy services report.
public enum LegacyServiceError: LocalizedError, Equatable {
    case connectionFailed(String)
    case unauthorized
    case unavailable

    public var errorDescription: String? {
        switch self {
        case .connectionFailed(let reason): "Connection failed: \(reason)"
        case .unauthorized: "Wrong username or password"
        case .unavailable: "The service is unavailable"
        }
    }
}

extension String {
    /// Decodes a base64 string, as the legacy config storage requires.
    public func base64Decoded() -> String? {
        Data(base64Encoded: self).flatMap { String(data: $0, encoding: .utf8) }
    }
}
