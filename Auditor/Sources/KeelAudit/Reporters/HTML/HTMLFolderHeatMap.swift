/// Findings by folder as a heat map: one row per folder, one column per
/// rule with findings, each cell's shade rising with its count (the count
/// is always written in the cell, so colour is never the only signal). The
/// folder depth is the deepest (up to 4) that keeps at most `maxFolders`
/// rows. Folders are relative to the audited root. Each folder filters the
/// findings table. When the table is wider than the page, a cue above it
/// says how many rule columns are out of view (the script counts them; a
/// shadow at the edge shows it too), so no column is hidden silently.
enum HTMLFolderHeatMap {
    static let maxFolders = 30
    /// Shade levels above zero.
    static let levels = 5

    static func render(_ report: AuditReport) -> String {
        var html = HTMLText.sectionStart(id: "folders", title: "Findings by folder")
        let findings = report.result.findings
        guard !findings.isEmpty else { return html + "<p class=\"empty\">No findings.</p></section>" }
        let paths = findings.map(\.file)
        let depth = depth(for: paths)
        var counts: [String: [String: Int]] = [:]
        for (finding, path) in zip(findings, paths) { counts[folder(path, depth: depth), default: [:]][finding.ruleID, default: 0] += 1 }
        let rules = Set(findings.map(\.ruleID)).sorted()
        let totals = counts.mapValues { $0.values.reduce(0, +) }
        let folders = counts.keys.sorted { (totals[$0] ?? 0, $1) > (totals[$1] ?? 0, $0) }
        let maximum = counts.values.flatMap(\.values).max() ?? 1
        html += "<p class=\"how\">Where the findings are (folders under \(HTMLText.escape(report.root))): the stronger a cell's colour "
            + "(<span class=\"light-only\">darker</span><span class=\"dark-only\">brighter</span>), the more findings it holds; "
            + "the count is written in every cell. Select a folder to filter the findings table.</p>"
        html += "<div class=\"wide\"><p class=\"cue\" id=\"heat-cue\" data-columns=\"\(rules.count)\">\(rules.count) rule columns: "
            + "scroll the table sideways if some are out of view.</p>"
        html += "<div class=\"scroll\" id=\"heat-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Findings by folder and rule\"><table class=\"heat\"><thead><tr><th scope=\"col\">Folder</th><th scope=\"col\">Total</th>"
        for rule in rules { html += "<th scope=\"col\">\(HTMLText.rule(rule))</th>" }
        html += "</tr></thead><tbody>"
        for folder in folders {
            let total = totals[folder] ?? 0
            html += "<tr><th scope=\"row\">" + HTMLText.filterLink([("folder", filter(folder, rows: folders))], label(folder, rows: folders)) + "</th>"
            html += "<td class=\"total\">\(total)</td>"
            for rule in rules {
                let count = counts[folder]?[rule] ?? 0
                html += count == 0 ? "<td class=\"h0\"></td>" : "<td class=\"h\(level(count, maximum: maximum))\">\(count)</td>"
            }
            html += "</tr>"
        }
        html += "</tbody></table></div></div><p class=\"legend\" aria-hidden=\"true\">Fewer"
        for level in 1...levels { html += " <span class=\"key h\(level)\"></span>" }
        return html + " More</p></section>"
    }

    /// The table filter a row selects: its subtree, or — when other rows lie
    /// inside it — only the files directly in it (`Folder/.`; `.` for the top level).
    static func filter(_ folder: String, rows: [String]) -> String {
        if folder.isEmpty { return "." }
        return rows.contains { $0.hasPrefix(folder + "/") } ? folder + "/." : folder
    }

    /// The row's label: the folder, marked when it counts only the files directly in it.
    static func label(_ folder: String, rows: [String]) -> String {
        if folder.isEmpty { return "(top level)" }
        return HTMLText.path(folder) + (rows.contains { $0.hasPrefix(folder + "/") } ? " <small>(files directly in it)</small>" : "")
    }

    /// The deepest folder depth (1…4) with at most `maxFolders` distinct folders.
    static func depth(for paths: [String]) -> Int {
        var chosen = 1
        for depth in 1...4 {
            guard Set(paths.map { folder($0, depth: depth) }).count <= maxFolders else { break }
            chosen = depth
        }
        return chosen
    }

    /// The first `depth` directories of `path` (fewer when it has fewer; "" at the root).
    static func folder(_ path: String, depth: Int) -> String {
        let directories = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        return directories.prefix(depth).joined(separator: "/")
    }

    /// 1…`levels`, on a square-root scale of the count (a few hot cells do not wash out the rest).
    static func level(_ count: Int, maximum: Int) -> Int {
        guard maximum > 1 else { return levels }
        let scaled = (Double(count) + 1).squareRoot() / (Double(maximum) + 1).squareRoot()
        return max(1, min(levels, Int((scaled * Double(levels)).rounded(.up))))
    }
}
