/// The figures over git history (`TrendSeries`), honestly: points on a
/// time axis (spaced by commit time), totals beside every percentage (in
/// tooltips, legends and the table), a line for all findings and one for
/// errors, a stable colour per rule, numbered marks where the scope of a
/// figure changed (units entered the checked set) with the list of what
/// changed, and a warning when the trend file comes from another repository
/// or from an older keel. Every point's numbers are in a table beneath.
enum HTMLTrendSection {
    /// Rules charted by name; the rest are in the table.
    static let chartedRules = 8

    /// A scope change between two consecutive points.
    struct Annotated {
        var number: Int
        var point: TrendSeries.Point
        var changes: [ScopeChange]
    }

    /// Scope changes between consecutive points, numbered from 1.
    static func scopeMarks(_ points: [TrendSeries.Point]) -> [Annotated] {
        var marks: [Annotated] = []
        for (before, now) in zip(points, points.dropFirst()) {
            let changes = ScopeChange.between(before.figures, now.figures, compareRoles: before.countsEveryUnit && now.countsEveryUnit)
            if !changes.isEmpty { marks.append(Annotated(number: marks.count + 1, point: now, changes: changes)) }
        }
        return marks
    }

    static func render(_ trend: TrendSeries, origin: TrendOrigin?) -> String {
        let points = trend.points.filter { $0.time != nil }
        var html = HTMLText.sectionStart(id: "trend", title: "Trend")
        html += "<p class=\"how\">\(points.count) point\(points.count == 1 ? "" : "s") (\(HTMLText.escape(trend.selection)) of \(HTMLText.escape(trend.ref))"
            + "\(trend.path.isEmpty ? "" : ", path " + HTMLText.escape(trend.path))), placed by commit time; each is a full audit of that commit's "
            + "tree with today's configuration. From \(HTMLText.escape(points.first?.day ?? "")) to \(HTMLText.escape(points.last?.day ?? "")). "
            + "Hover a point for its value and totals.</p>"
        html += notes(trend, origin: origin)
        guard !points.isEmpty else { return html + "<p class=\"empty\">No point has a readable date.</p></section>" }
        let times = points.compactMap(\.time)
        let names = points.map { "\($0.day) \($0.shortCommit)" }
        let annotated = scopeMarks(points)
        let marks = annotated.compactMap { mark in mark.point.time.map { HTMLLineChart.Mark(time: $0, number: mark.number) } }
        let count: (Double) -> String = { "\(Int($0.rounded()))" }
        let last = points[points.count - 1], first = points[0]

        html += "<h3 class=\"sub\">Findings and errors</h3>"
        let hasErrors = points.contains { $0.errors != nil }
        var findingLines: [HTMLLineChart.Series] = [
            .init(name: "Findings", values: points.map { Double($0.findings) }, style: "total-line", legend: "now \(last.findings), first \(first.findings)"),
        ]
        if hasErrors {
            findingLines.append(.init(name: "Errors", values: points.map { $0.errors.map(Double.init) }, style: "error-line",
                                      legend: last.errors.map { "now \($0)" } ?? ""))
        }
        html += HTMLLineChart(id: "trend-findings", title: "Findings and errors per point", times: times, pointNames: names, series: findingLines,
                              yMax: nil, format: count, marks: marks).render()
        if !hasErrors { html += "<p class=\"muted\">No errors line: this trend file does not record findings per severity (keel-trend/1).</p>" }

        let roles = FigureRole.allCases.filter { role in points.contains { $0.countsEveryUnit && $0.figures.roles.contains { $0.role == role } } }
        html += "<h3 class=\"sub\">Clean units per role (% of all units of the role)</h3>"
        if roles.isEmpty {
            html += "<p class=\"empty\">No point counts every unit of a role (keel-trend/1 counted checked units only).</p>"
        } else {
            html += HTMLLineChart(id: "trend-roles", title: "Clean units per role, percent of all units", times: times, pointNames: names, series: roles.map { role in
                let figures = points.map { point in point.countsEveryUnit ? point.figures.roles.first { $0.role == role } : nil }
                let now = figures.last ?? nil
                return .init(name: role.plural, values: figures.map { $0?.percent }, style: "role-\(role.rawValue)",
                             details: figures.map { $0.map { "\($0.clean)/\($0.units) clean, \($0.checked) checked" } },
                             legend: now.map { "now \($0.clean)/\($0.units)" } ?? "", short: shortName(role))
            }, yMax: 100, format: Percent.format, marks: marks).render()
        }

        html += "<h3 class=\"sub\">Migration progress</h3>"
        html += HTMLLineChart(id: "trend-migration", title: "Migration progress, percent", times: times, pointNames: names, series: [
            .init(name: "Rx-free ViewModels", values: points.map { point in
                let m = point.figures.migration
                return m.viewModels == 0 ? nil : HTMLText.share(m.rxFreeViewModels, m.viewModels)
            }, style: "rx-line", details: points.map { "\($0.figures.migration.rxFreeViewModels)/\($0.figures.migration.viewModels)" },
            legend: "now \(last.figures.migration.rxFreeViewModels)/\(last.figures.migration.viewModels)", short: "Rx-free"),
            .init(name: "SwiftUI share of screens", values: points.map { point in
                let m = point.figures.migration
                return m.screens == 0 ? nil : HTMLText.share(m.swiftUIScreens, m.screens)
            }, style: "swiftui-line", details: points.map { "\($0.figures.migration.swiftUIScreens)/\($0.figures.migration.screens) screens" },
            legend: "now \(last.figures.migration.swiftUIScreens)/\(last.figures.migration.screens) screens", short: "SwiftUI"),
        ], yMax: 100, format: Percent.format, marks: marks).render()

        let ranked = trend.rules.filter { rule in points.contains { ($0.findingsByRule[rule] ?? 0) > 0 } }
            .sorted { a, b in
                let x = points.reduce(0) { $0 + ($1.findingsByRule[a] ?? 0) }, y = points.reduce(0) { $0 + ($1.findingsByRule[b] ?? 0) }
                return (x, b) > (y, a)
            }
        html += "<h3 class=\"sub\">Findings per rule\(ranked.count > chartedRules ? " (the \(chartedRules) with most findings)" : "")</h3>"
        if ranked.isEmpty {
            html += "<p class=\"empty\">No findings at any point.</p>"
        } else {
            html += HTMLLineChart(id: "trend-rules", title: "Findings per rule", times: times, pointNames: names,
                                  series: ranked.prefix(chartedRules).map { rule in
                .init(name: rule, values: points.map { Double($0.findingsByRule[rule] ?? 0) }, style: HTMLLineChart.ruleStyle(rule),
                      legend: "now \(last.findingsByRule[rule] ?? 0)")
            }, yMax: nil, format: count, marks: marks).render()
        }
        html += scopeList(annotated)
        return html + table(points, roles: roles, rules: ranked, marks: annotated) + "</section>"
    }

    /// A role's name short enough for a line's end.
    static func shortName(_ role: FigureRole) -> String {
        switch role {
        case .viewModel: "VMs"
        case .view: "Views"
        case .viewController: "VCs"
        case .coordinator: "Coord."
        case .manager: "Managers"
        case .router: "Routers"
        }
    }

    /// Where the file comes from, said before any chart.
    private static func notes(_ trend: TrendSeries, origin: TrendOrigin?) -> String {
        var html = ""
        switch origin {
        case .other(let file, let here)?:
            html += "<p class=\"callout\"><strong>Another repository:</strong> this trend file's root commit "
                + "(\(HTMLText.escape(file.rootCommits.map { String($0.prefix(10)) }.joined(separator: ", ")))) is not the audited tree's "
                + "(\(HTMLText.escape(here.rootCommits.map { String($0.prefix(10)) }.joined(separator: ", ")))): the points below are another code base's history.</p>"
        case .unrecorded(let format)?:
            html += "<p class=\"callout\">This trend file (\(HTMLText.escape(format))) was written by an older keel: it does not record its repository, "
                + "so it cannot be checked against the audited tree, and its role counts cover checked units only. "
                + "Run <code>keel trend</code> again for comparable figures.</p>"
        case .unknown?:
            html += "<p class=\"muted\">The audited tree is not a git work tree: whether this trend file belongs to it cannot be checked.</p>"
        case .same?, nil:
            break
        }
        if origin == nil, trend.format != TrendJSON.format {
            html += "<p class=\"callout\">Points of \(HTMLText.escape(trend.format)) count checked units only and record no severities or modules.</p>"
        }
        return html
    }

    /// The numbered scope changes the charts mark.
    private static func scopeList(_ marks: [Annotated]) -> String {
        guard !marks.isEmpty else { return "" }
        var html = "<h3 class=\"sub\" id=\"trend-scope\">Where the scope changed</h3><p class=\"how\">At these points a figure moved "
            + "because units entered or left the checked set (at least 3 units and 10 % of it), not only because code was fixed or broken.</p>"
        html += "<ol class=\"scopes\">"
        for mark in marks {
            html += "<li value=\"\(mark.number)\" data-scope=\"\(mark.number)\"><strong>\(HTMLText.escape(mark.point.day))</strong> "
            html += "<code>\(HTMLText.escape(mark.point.shortCommit))</code>: \(HTMLText.escape(ScopeChange.summary(mark.changes)))</li>"
        }
        return html + "</ol>"
    }

    /// Every point's figures, newest first, with totals.
    private static func table(_ points: [TrendSeries.Point], roles: [FigureRole], rules: [String], marks: [Annotated]) -> String {
        let marked = Dictionary(marks.map { ($0.point.commit, $0.number) }, uniquingKeysWith: { a, _ in a })
        var html = "<details><summary>Every point's figures</summary><div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Trend data\">"
        html += "<table class=\"data trend-data\"><thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Commit</th><th scope=\"col\" class=\"n\">Files</th>"
        html += "<th scope=\"col\" class=\"n\">Findings</th><th scope=\"col\" class=\"n\">Errors</th>"
        for role in roles { html += "<th scope=\"col\">\(HTMLText.escape(role.plural)) clean / checked / all</th>" }
        html += "<th scope=\"col\">Rx-free ViewModels</th><th scope=\"col\">SwiftUI / UIKit screens</th>"
        for rule in rules { html += "<th scope=\"col\" class=\"n\">\(HTMLText.escape(rule))</th>" }
        html += "</tr></thead><tbody>"
        for point in points.reversed() {
            html += "<tr><td>\(HTMLText.escape(point.day))</td><td><code>\(HTMLText.escape(point.shortCommit))</code>"
            html += point.label.isEmpty ? "" : " \(HTMLText.escape(point.label))"
            html += marked[point.commit].map { " <span class=\"muted\">(scope change \($0))</span>" } ?? ""
            html += "</td><td class=\"n\">\(point.filesScanned)\(point.skipped.isEmpty ? "" : " (+\(point.skipped.count) not audited)")</td>"
            html += "<td class=\"n\">\(point.findings)</td><td class=\"n\">\(point.errors.map(String.init) ?? "n/a")</td>"
            for role in roles {
                let figure = point.countsEveryUnit ? point.figures.roles.first { $0.role == role } : nil
                html += "<td>\(figure.map { "\($0.clean) / \($0.checked) / \($0.units)" } ?? "n/a")</td>"
            }
            let m = point.figures.migration
            html += "<td>\(Percent.ratio(m.rxFreeViewModels, m.viewModels))</td>"
            html += "<td>\(point.countsEveryUnit ? "\(m.swiftUIScreens) / \(m.uiKitScreens)" : "n/a")</td>"
            for rule in rules { html += "<td class=\"n\">\(point.findingsByRule[rule] ?? 0)</td>" }
            html += "</tr>"
        }
        return html + "</tbody></table></div></details>"
    }
}
