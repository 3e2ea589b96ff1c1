/// One Swift source file handed to the auditor.
///
/// The engine never touches the file system: discovery, decoding and git
/// queries belong to the caller (the `keel` CLI).
package struct SourceInput: Sendable, Hashable {
    /// Path relative to the audited root, `/`-separated. Used in findings,
    /// fingerprints and path-based role patterns.
    package var path: String
    /// The file's contents.
    package var text: String
    /// Whether the file changed since the git base ref (`--since REF`). Only
    /// RX002 (legacy RxSwift manager modified) reads it; the CLI supplies it.
    package var changedSinceBase: Bool

    package init(path: String, text: String, changedSinceBase: Bool = false) {
        self.path = path
        self.text = text
        self.changedSinceBase = changedSinceBase
    }
}
