/// The legacy app's logger (the Windscribe SwiftUI migration guide injects `FileLogger` everywhere).
public protocol FileLogger: AnyObject {
    func logD(_ tag: String, _ message: String)
}

/// Keeps log lines in memory (tests read them).
public final class InMemoryLogger: FileLogger {
    public private(set) var lines: [String] = []
    public init() {}
    public func logD(_ tag: String, _ message: String) { lines.append("[\(tag)] \(message)") }
}
