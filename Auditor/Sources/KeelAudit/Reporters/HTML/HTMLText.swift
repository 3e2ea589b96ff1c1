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
    static func sectionStart(id: String, title: String, headingClass: String? = nil) -> String {
        let attribute = headingClass.map { " class=\"\($0)\"" } ?? ""
        return "<section id=\"\(id)\" aria-labelledby=\"\(id)-h\"><h2 id=\"\(id)-h\"\(attribute)>\(escape(title))</h2>"
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

    /// `<a href="#anchor">label</a>`: a link inside the page (`anchor` is one of the page's own ids, escaped).
    static func inPage(_ anchor: String, _ label: String, attributes: String = "") -> String {
        "<a href=\"#\(escape(anchor))\"\(attributes)>\(escape(label))</a>"
    }

    /// The id of rule `id`'s entry in the page's rule reference (`HTMLRuleReference`).
    static func ruleAnchor(_ id: String) -> String { "rule-" + id }

    /// Rule `id` linked to its entry in the page (works offline, from `file://`).
    static func rule(_ id: String) -> String { inPage(ruleAnchor(id), id, attributes: " class=\"rule\"") }

    /// A link that sets the findings filter (`data-filter`, `q=…&rule=…` as in the URL) and shows the table.
    static func filterLink(_ filter: [(String, String)], _ labelHTML: String, attributes: String = "") -> String {
        let query = filter.map { "\($0.0)=\(percentEncoded($0.1))" }.joined(separator: "&")
        return "<a href=\"#\(escape(query))\" data-filter=\"\(escape(query))\"\(attributes)>\(labelHTML)</a>"
    }

    /// `text` with every byte outside `A-Z a-z 0-9 - _ . / ~` percent-encoded
    /// (the form `URLSearchParams` reads back), for filter values in URLs.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return out
    }

    /// Text clamped to a few lines (`.clamp`), its full text in a tooltip
    /// (`title`, on hover) and shown whole when focused (keyboard or tap).
    static func clamped(_ innerHTML: String, full: String, className: String = "clamp") -> String {
        "<div class=\"\(className)\" tabindex=\"0\" title=\"\(escape(full))\">\(innerHTML)</div>"
    }

    /// `+3`, `−2`, `±0`: a signed change (the minus sign, not a hyphen).
    static func signed(_ value: Int) -> String {
        value > 0 ? "+\(value)" : (value < 0 ? "\u{2212}\(-value)" : "\u{B1}0")
    }

    /// A count with its noun, singular for 1: `1 finding`, `3 findings`.
    static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(value) " + (value == 1 ? noun : (plural ?? noun + "s"))
    }

    /// A stacked bar of counts (clean / with findings / not checked, say):
    /// each part's share of `total` (default: the parts' sum), in order, the
    /// rest of the track empty; `label` is what a screen reader hears.
    static func stackedBar(_ parts: [(count: Int, className: String)], total: Int? = nil, label: String) -> String {
        let total = max(total ?? 0, parts.reduce(0) { $0 + $1.count })
        var svg = "<svg class=\"bar\" viewBox=\"0 0 100 8\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"\(escape(label))\">"
        svg += "<rect class=\"track\" width=\"100\" height=\"8\"/>"
        var x = 0.0
        for part in parts where part.count > 0 && total > 0 {
            let width = Double(part.count) * 100 / Double(total)
            svg += "<rect class=\"\(part.className)\" x=\"\(decimal(x))\" width=\"\(decimal(width))\" height=\"8\"/>"
            x += width
        }
        return svg + "</svg>"
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
