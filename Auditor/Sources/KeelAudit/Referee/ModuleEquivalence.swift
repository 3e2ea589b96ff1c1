/// Modules a user's code cannot tell apart: the compiler names the module
/// that *implements* a type, but Swift code names the module it imports.
/// `Task` is declared in `_Concurrency` (imported implicitly with `Swift`),
/// `Date` in `FoundationEssentials` on Linux but `Foundation` on macOS; a
/// resolver that says `Swift.Task` or `Foundation.Date` is right.
///
/// `keel index-compare` counts an external target as matched when the two
/// modules are equal or map to the same module here, and reports how many
/// matched only through this table.
package struct ModuleEquivalence: Sendable, Hashable {
    /// Implementation module → the module users import.
    package var canonical: [String: String]

    package init(_ canonical: [String: String]) { self.canonical = canonical }

    /// The standard library's implicit modules and swift-corelibs-foundation's parts.
    package static let standard = ModuleEquivalence([
        "_Concurrency": "Swift", "_StringProcessing": "Swift", "_SwiftConcurrencyShims": "Swift",
        "FoundationEssentials": "Foundation", "FoundationInternationalization": "Foundation",
        "SwiftGlibc": "Glibc",
    ])

    /// Names no module as equivalent to another.
    package static let exact = ModuleEquivalence([:])

    package func canonical(_ module: String) -> String { canonical[module] ?? module }

    package func areEquivalent(_ a: String, _ b: String) -> Bool { a == b || canonical(a) == canonical(b) }
}
