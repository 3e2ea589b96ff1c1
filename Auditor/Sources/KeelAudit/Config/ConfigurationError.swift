/// A configuration problem, naming the key at fault. The CLI prints it and
/// exits with code 2 without auditing anything.
package struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The file the problem is in (e.g. `.keel.yml`).
    package let file: String
    /// The dotted key path (e.g. `rules.VM009.severity`), or `""` for the document.
    package let key: String
    package let message: String

    package init(file: String, key: String, message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    package var description: String {
        key.isEmpty ? "\(file): \(message)" : "\(file): key '\(key)': \(message)"
    }
}
