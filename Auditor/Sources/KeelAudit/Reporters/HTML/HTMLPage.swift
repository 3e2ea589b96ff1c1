/// The page around the sections: document head with the inline style and
/// script, header with navigation, footer saying how the figures are computed.
enum HTMLPage {
    static func render(title: String, heading: String, subject: String, summary: String,
                       navigation: [(id: String, label: String)], sections: [String], footer: String) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<meta name=\"generator\" content=\"keel \(HTMLText.escape(KeelVersion.current))\">\n"
        html += "<title>\(HTMLText.escape(title))</title>\n<style>\n\(HTMLStyle.css)</style>\n</head>\n<body>\n"
        html += "<a class=\"skip\" href=\"#main\">Skip to content</a>\n<header>\n"
        html += "<h1>\(HTMLText.escape(heading)) <span class=\"subject\">\(HTMLText.escape(subject))</span></h1>\n"
        html += "<p class=\"meta\">\(HTMLText.escape(summary)) · keel \(HTMLText.escape(KeelVersion.current))</p>\n"
        html += "<nav aria-label=\"Sections\"><ul>"
        for link in navigation { html += "<li><a href=\"#\(link.id)\">\(HTMLText.escape(link.label))</a></li>" }
        html += "</ul></nav>\n</header>\n<main id=\"main\">\n"
        for section in sections { html += section + "\n" }
        html += "</main>\n<footer>\n\(footer)\n</footer>\n<script>\n\(HTMLScript.js)</script>\n</body>\n</html>\n"
        return html
    }

    /// "How computed" (`AuditFigures.method`) with the definitions' link.
    static func methodFooter(metricsLink: String) -> String {
        "<p><strong>How computed:</strong> \(HTMLText.escape(AuditFigures.method)). "
            + "Definitions: \(HTMLText.link(metricsLink, "Audit metrics"))</p>"
    }
}
