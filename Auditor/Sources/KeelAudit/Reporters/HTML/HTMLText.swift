/// Text for the HTML report: every string that comes from the audited code
/// (file names, messages, snippets) or the configuration goes through
/// `escape` before it reaches the page, in text and in attribute values
/// alike, so no input can open a tag, close an attribute or start a script.
enum HTMLText {
    /// `&`, `<`, `>`, `"` and `'` as character references; everything else as is.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// The opening of a report section: `<section>` labelled by its `<h2>`
    /// (`id` and `id-h`, the anchor the page's navigation links to).
    static func sectionStart(id: String, title: String) -> String {
        "<section id=\"\(id)\" aria-labelledby=\"\(id)-h\"><h2 id=\"\(id)-h\">\(escape(title))</h2>"
    }

    /// A path, escaped, with a line-break opportunity after each `/`.
    static func path(_ path: String) -> String {
        escape(path).replacingOccurrences(of: "/", with: "/<wbr>")
    }

    /// An `href` value: only absolute http(s) URLs are linked (escaped); nil otherwise.
    static func href(_ url: String) -> String? {
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        return escape(url)
    }

    /// `<a href="…">label</a>` for an http(s) URL, the escaped label alone otherwise.
    static func link(_ url: String, _ label: String, attributes: String = "") -> String {
        guard let href = href(url) else { return escape(label) }
        return "<a href=\"\(href)\"\(attributes)>\(escape(label))</a>"
    }

    /// A non-negative number with at most one decimal (`12`, `12.5`), for
    /// SVG geometry: locale-independent and byte-stable.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((max(0, value) * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// `part` of `whole` as a percentage (0 when `whole` is 0).
    static func share(_ part: Int, _ whole: Int) -> Double {
        whole == 0 ? 0 : Double(part) * 100 / Double(whole)
    }

    /// A horizontal bar as inline SVG: `percent` of the track filled.
    /// `label` is what a screen reader hears (the figure as text).
    static func bar(_ percent: Double, label: String, fillClass: String = "fill", trackClass: String = "track") -> String {
        let width = decimal(min(100, percent))
        return "<svg class=\"bar\" viewBox=\"0 0 100 8\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"\(escape(label))\">"
            + "<rect class=\"\(trackClass)\" width=\"100\" height=\"8\"/><rect class=\"\(fillClass)\" width=\"\(width)\" height=\"8\"/></svg>"
    }
}
