/// A configuration problem, naming the key at fault. The CLI prints it and
/// exits with code 2 without auditing anything.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The file the problem is in (e.g. `.keel.yml`).
    public let file: String
    /// The dotted key path (e.g. `rules.VM009.severity`), or `""` for the document.
    public let key: String
    public let message: String

    public init(file: String, key: String, message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    public var description: String {
        key.isEmpty ? "\(file): \(message)" : "\(file): key '\(key)': \(message)"
    }
}
