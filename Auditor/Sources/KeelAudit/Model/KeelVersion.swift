/// The `keel` tool's version (`keel --version`, SARIF `tool.driver`).
package enum KeelVersion {
    /// Semantic version of the tool.
    package static let current = "0.2.0"
}
