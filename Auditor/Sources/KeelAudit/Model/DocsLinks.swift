import Foundation

/// Where the rule pages and the metrics page live, as absolute URLs (SARIF
/// `helpUri`, Markdown links, `keel rules <ID>`). The base is configurable
/// (`docs_base_url` in `.keel.yml`, `--docs-base-url`) for teams that host
/// the docs themselves; it is the folder of the rule pages.
package enum DocsLinks {
    /// The rule pages in the Keel repository.
    package static let defaultRulesBase = "https://github.com/keel-ios/keel/blob/main/Auditor/docs/rules/"

    /// The rule pages' folder; `../articles/` beside it holds the articles.
    package static func rule(_ id: String, base: String = defaultRulesBase) -> String {
        normalized(base) + id + ".md"
    }

    /// The page defining every figure the report prints.
    package static func metrics(base: String = defaultRulesBase) -> String {
        let folder = normalized(base)
        guard let url = URL(string: "../articles/Audit-Metrics.md", relativeTo: URL(string: folder)) else {
            return folder + "../articles/Audit-Metrics.md"
        }
        return url.absoluteString
    }

    /// `base` with exactly one trailing slash.
    package static func normalized(_ base: String) -> String {
        base.hasSuffix("/") ? base : base + "/"
    }

    /// Why `base` cannot be a docs base URL (nil when it can): it must be an
    /// absolute `http`/`https` URL with a host, without query or fragment.
    package static func problem(with base: String) -> String? {
        guard let url = URL(string: base), let scheme = url.scheme?.lowercased() else {
            return "not a URL: \(base)"
        }
        guard scheme == "https" || scheme == "http" else { return "expected an absolute http(s) URL, got \(base)" }
        guard let host = url.host, !host.isEmpty else { return "expected a URL with a host, got \(base)" }
        guard url.query == nil, url.fragment == nil else { return "expected a folder URL without ?query or #fragment, got \(base)" }
        return nil
    }
}
