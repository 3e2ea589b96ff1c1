extension Interfaces {
    /// KeychainAccess (4.x): the `Keychain` wrapper an app's session and auth managers keep tokens in —
    /// its initializers (`service:`, `server:protocolType:`, `accessGroup:`), the string and data
    /// subscripts, `get`/`set`/`remove`, `allKeys()`, the chained options (`accessibility`,
    /// `synchronizable`, `label`, `comment`) and its `Accessibility`, `ProtocolType` and `Status` types.
    /// Written for keel from KeychainAccess's public API documentation; signatures only, every body traps.
    static let keychainAccess = #"""
    import Foundation

    @usableFromInline func keychainAccessInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("KeychainAccess interface stand-in: \(function) never runs")
    }

    public enum Accessibility: Sendable {
        case whenUnlocked, afterFirstUnlock, always, whenPasscodeSetThisDeviceOnly
        case whenUnlockedThisDeviceOnly, afterFirstUnlockThisDeviceOnly, alwaysThisDeviceOnly
    }

    public enum ProtocolType: Sendable {
        case ftp, http, https, smtp, pop3, imap, ldap, ssh, telnet
    }

    public enum AuthenticationType: Sendable {
        case `default`, httpBasic, httpDigest, htmlForm, ntlm, msn, dpa, rpa
    }

    public enum Status: Error, Sendable {
        case success, itemNotFound, duplicateItem, authFailed, interactionNotAllowed, unexpectedError
    }

    public final class Keychain {
        public var service: String { keychainAccessInterfaceOnly() }
        public var accessGroup: String? { keychainAccessInterfaceOnly() }

        public init() { keychainAccessInterfaceOnly() }
        public init(service: String) { keychainAccessInterfaceOnly() }
        public init(accessGroup: String) { keychainAccessInterfaceOnly() }
        public init(service: String, accessGroup: String) { keychainAccessInterfaceOnly() }
        public init(server: String, protocolType: ProtocolType, authenticationType: AuthenticationType = .default) { keychainAccessInterfaceOnly() }
        public init(server: URL, protocolType: ProtocolType, authenticationType: AuthenticationType = .default) { keychainAccessInterfaceOnly() }

        public func accessibility(_ accessibility: Accessibility) -> Keychain { keychainAccessInterfaceOnly() }
        public func synchronizable(_ synchronizable: Bool) -> Keychain { keychainAccessInterfaceOnly() }
        public func label(_ label: String) -> Keychain { keychainAccessInterfaceOnly() }
        public func comment(_ comment: String) -> Keychain { keychainAccessInterfaceOnly() }

        public func get(_ key: String) throws -> String? { keychainAccessInterfaceOnly() }
        public func getString(_ key: String) throws -> String? { keychainAccessInterfaceOnly() }
        public func getData(_ key: String) throws -> Data? { keychainAccessInterfaceOnly() }
        public func set(_ value: String, key: String) throws {}
        public func set(_ value: Data, key: String) throws {}
        public func remove(_ key: String) throws {}
        public func removeAll() throws {}
        public func contains(_ key: String) throws -> Bool { keychainAccessInterfaceOnly() }
        public func allKeys() -> [String] { keychainAccessInterfaceOnly() }

        public subscript(key: String) -> String? {
            get { keychainAccessInterfaceOnly() }
            set {}
        }
        public subscript(string key: String) -> String? {
            get { keychainAccessInterfaceOnly() }
            set {}
        }
        public subscript(data key: String) -> Data? {
            get { keychainAccessInterfaceOnly() }
            set {}
        }
    }
    """#
}
