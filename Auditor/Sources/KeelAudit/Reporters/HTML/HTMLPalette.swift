/// The report's colours, light and dark (`prefers-color-scheme`), as data:
/// the style sheet's custom properties are written from these tables, and
/// `HTMLContrastTests` computes the WCAG contrast of every pair the page
/// draws — text at least 4.5:1 (`textPairs`), chart lines and bars at
/// least 3:1 against the page (`graphicPairs`) — in both palettes.
enum HTMLPalette {
    static let light: KeyValuePairs<String, String> = [
        "bg": "#ffffff", "fg": "#1b1f24", "muted": "#57606a", "line": "#d0d7de", "panel": "#f6f8fa", "accent": "#0550ae",
        "good": "#1a7f37", "bad": "#cf222e", "none": "#8c959f", "fill": "#0969da", "track": "#e1e6eb",
        "swiftui": "#0969da", "uikit": "#b7791f",
        "sev-error": "#cf222e", "sev-error-fg": "#ffffff", "sev-warning": "#8a5a00", "sev-warning-fg": "#ffffff",
        "sev-note": "#57606a", "sev-note-fg": "#ffffff",
        "h1": "#fff1e5", "h2": "#ffd8b5", "h3": "#ffb77c", "h4": "#e16f24", "h5": "#a63c00", "h-fg": "#1b1f24", "h5-fg": "#ffffff",
        "warn-bg": "#fff8c5", "warn-fg": "#3b2300", "warn-line": "#d4a72c",
        "up": "#b31d28", "down": "#116329",
        "r0": "#0969da", "r1": "#cf222e", "r2": "#1a7f37", "r3": "#8250df", "r4": "#9a6700",
        "r5": "#bf3989", "r6": "#0a7f8a", "r7": "#57606a", "r8": "#bc4c00", "r9": "#6639ba",
    ]

    static let dark: KeyValuePairs<String, String> = [
        "bg": "#0d1117", "fg": "#e6edf3", "muted": "#9198a1", "line": "#30363d", "panel": "#161b22", "accent": "#58a6ff",
        "good": "#3fb950", "bad": "#ff7b72", "none": "#6e7681", "fill": "#4493f8", "track": "#2d333b",
        "swiftui": "#4493f8", "uikit": "#d29922",
        "sev-error": "#ff7b72", "sev-error-fg": "#0d1117", "sev-warning": "#d29922", "sev-warning-fg": "#0d1117",
        "sev-note": "#8b949e", "sev-note-fg": "#0d1117",
        "h1": "#3d1e0a", "h2": "#5c2a06", "h3": "#8a3c0a", "h4": "#a34a17", "h5": "#f0883e", "h-fg": "#e6edf3", "h5-fg": "#0d1117",
        "warn-bg": "#2e2505", "warn-fg": "#f2e6b8", "warn-line": "#9e6a03",
        "up": "#ff7b72", "down": "#3fb950",
        "r0": "#4493f8", "r1": "#ff7b72", "r2": "#3fb950", "r3": "#bc8cff", "r4": "#d29922",
        "r5": "#ff80c8", "r6": "#39c5cf", "r7": "#9198a1", "r8": "#f0883e", "r9": "#a5d6ff",
    ]

    /// Every text colour on every background it is drawn on (text ≥ 4.5:1).
    static let textPairs: [(text: String, on: String)] = {
        var pairs: [(String, String)] = []
        for text in ["fg", "muted", "accent", "up", "down"] {
            for background in ["bg", "panel"] { pairs.append((text, background)) }
        }
        pairs += [("warn-fg", "warn-bg"), ("fg", "track")]
        pairs += [("sev-error-fg", "sev-error"), ("sev-warning-fg", "sev-warning"), ("sev-note-fg", "sev-note")]
        pairs += [("h-fg", "h1"), ("h-fg", "h2"), ("h-fg", "h3"), ("h-fg", "h4"), ("h5-fg", "h5")]
        return pairs
    }()

    /// Chart lines, bars and keys against the page (graphics ≥ 3:1).
    static let graphicPairs: [(graphic: String, on: String)] = {
        var pairs: [(String, String)] = []
        for graphic in ["good", "bad", "fill", "swiftui", "uikit", "accent"] + ruleColours {
            for background in ["bg", "panel"] { pairs.append((graphic, background)) }
        }
        return pairs
    }()

    /// The rule colours (`r0`…`r9`): a rule's colour is picked by its id (`HTMLLineChart.ruleStyle`).
    static let ruleColours = (0..<10).map { "r\($0)" }

    /// The custom properties of both palettes as CSS.
    static var css: String {
        func block(_ palette: KeyValuePairs<String, String>) -> String {
            palette.map { "--\($0.key):\($0.value)" }.joined(separator: ";")
        }
        return ":root{color-scheme:light dark;\(block(light))}\n"
            + "@media (prefers-color-scheme:dark){:root{\(block(dark))}}\n"
    }

    /// A colour of a palette by name.
    static func value(_ name: String, dark isDark: Bool) -> String? {
        (isDark ? dark : light).first { $0.key == name }?.value
    }
}
