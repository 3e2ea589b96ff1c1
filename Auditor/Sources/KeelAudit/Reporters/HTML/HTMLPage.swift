/// The page around the sections: document head with the inline style and
/// script, header with what was audited (commit, branch, date) and the
/// navigation, footer saying how the figures are computed.
enum HTMLPage {
    /// - Parameters:
    ///   - meta: the header's line under the title, as HTML (escaped by the caller).
    ///   - banners: warnings that belong above everything (`<p class="note">…`), as HTML.
    static func render(title: String, heading: String, subject: String, meta: String, banners: [String] = [],
                       navigation: [(id: String, label: String)], sections: [String], footer: String) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<meta name=\"generator\" content=\"keel \(HTMLText.escape(KeelVersion.current))\">\n"
        html += "<title>\(HTMLText.escape(title))</title>\n<style>\n\(HTMLStyle.css)</style>\n</head>\n<body>\n"
        html += "<a class=\"skip\" href=\"#main\">Skip to content</a>\n<header>\n"
        html += "<h1>\(HTMLText.escape(heading)) <span class=\"subject\">\(HTMLText.escape(subject))</span></h1>\n"
        html += "<p class=\"meta\" id=\"audited\">\(meta) \u{B7} keel \(HTMLText.escape(KeelVersion.current))</p>\n"
        for banner in banners { html += banner + "\n" }
        html += "<nav aria-label=\"Sections\"><ul>"
        for link in navigation { html += "<li><a href=\"#\(link.id)\">\(HTMLText.escape(link.label))</a></li>" }
        html += "</ul></nav>\n</header>\n<main id=\"main\" tabindex=\"-1\">\n"
        for section in sections { html += section + "\n" }
        html += "</main>\n<footer>\n\(footer)\n</footer>\n<script>\n\(HTMLScript.js)</script>\n</body>\n</html>\n"
        return html
    }

    /// "How computed" (`AuditFigures.method`) with the in-page definitions' link.
    static func methodFooter() -> String {
        "<p><strong>How computed:</strong> \(HTMLText.escape(AuditFigures.method)). "
            + "Definitions: \(HTMLText.inPage("definitions", "How the figures are computed"))</p>"
    }

    /// What was audited, for the header: the commit, branch and commit date
    /// (from git, never the clock), or why there are none.
    static func source(_ source: AuditedSource?) -> String {
        switch source {
        case .git(let revision)?:
            var text = "commit <code title=\"\(HTMLText.escape(revision.commit))\">\(HTMLText.escape(revision.shortCommit))</code>"
            text += revision.branch.map { " on <strong>\(HTMLText.escape($0))</strong>" } ?? " (detached HEAD)"
            text += " \u{B7} committed <strong>\(HTMLText.escape(String(revision.date.prefix(10))))</strong>"
            if revision.uncommitted { text += " \u{B7} <strong>with uncommitted changes</strong> (the figures describe the work tree)" }
            return text
        case .notGit(let reason)?:
            return HTMLText.escape(reason) + " (no commit or date to show)"
        case nil:
            return "commit not read"
        }
    }
}
