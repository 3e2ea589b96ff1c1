import Foundation

/// What launch loaded, for the screens that need it once the app is ready
/// (instead of `ready(sportsData:)` carrying it, the store owns it and the
/// state stays about *where the app is*).
public final class SportsStore: @unchecked Sendable {
    private let lock = NSLock()
    private var sports: [Sport] = []
    private var theme = "default"
    private var configuration: [String: String] = [:]

    public init() {}

    public var activeSports: [Sport] { locked { sports } }
    public var themeName: String { locked { theme } }
    public var presentationConfiguration: [String: String] { locked { configuration } }

    func store(sports: [Sport]) { locked { self.sports = sports } }
    func store(theme: String) { locked { self.theme = theme } }
    func store(configuration: [String: String]) { locked { self.configuration = configuration } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body()
    }
}
