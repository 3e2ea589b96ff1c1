/// The figures over git history (`TrendSeries`): clean units per role,
/// migration progress and findings per rule as line charts, with every
/// point's numbers in a table beneath.
enum HTMLTrendSection {
    /// Rules charted by name; the rest are in the table.
    static let chartedRules = 8

    static func render(_ trend: TrendSeries) -> String {
        let points = trend.points
        let labels = points.map(\.day)
        var html = HTMLText.sectionStart(id: "trend", title: "Trend")
        html += "<p class=\"how\">\(points.count) point\(points.count == 1 ? "" : "s") (\(HTMLText.escape(trend.selection)) of \(HTMLText.escape(trend.ref))"
            + "\(trend.path.isEmpty ? "" : ", path " + HTMLText.escape(trend.path))), oldest first; each is a full audit of that commit's tree "
            + "with today's configuration. From \(HTMLText.escape(points.first?.day ?? "")) to \(HTMLText.escape(points.last?.day ?? "")).</p>"

        let roles = FigureRole.allCases.filter { role in points.contains { $0.figures.roles.contains { $0.role == role } } }
        html += "<h3 class=\"sub\">Clean units per role</h3>"
        html += HTMLLineChart(id: "trend-roles", title: "Clean units per role, percent", xLabels: labels, series: roles.map { role in
            .init(name: role.plural, values: points.map { point in point.figures.roles.first { $0.role == role }.map(\.percent) })
        }, yMax: 100, format: Percent.format).render()

        html += "<h3 class=\"sub\">Migration progress</h3>"
        html += HTMLLineChart(id: "trend-migration", title: "Migration progress, percent", xLabels: labels, series: [
            .init(name: "Rx-free ViewModels", values: points.map { point in
                let m = point.figures.migration
                return m.viewModels == 0 ? nil : HTMLText.share(m.rxFreeViewModels, m.viewModels)
            }),
            .init(name: "SwiftUI share of screens", values: points.map { point in
                let m = point.figures.migration
                let screens = m.swiftUIViews + m.uiKitViewControllers
                return screens == 0 ? nil : HTMLText.share(m.swiftUIViews, screens)
            }),
        ], yMax: 100, format: Percent.format).render()

        let ranked = trend.rules.filter { rule in points.contains { ($0.findingsByRule[rule] ?? 0) > 0 } }
            .sorted { a, b in
                let x = points.reduce(0) { $0 + ($1.findingsByRule[a] ?? 0) }, y = points.reduce(0) { $0 + ($1.findingsByRule[b] ?? 0) }
                return (x, b) > (y, a)
            }
        html += "<h3 class=\"sub\">Findings per rule\(ranked.count > chartedRules ? " (the \(chartedRules) with most findings)" : "")</h3>"
        if ranked.isEmpty {
            html += "<p class=\"empty\">No findings at any point.</p>"
        } else {
            html += HTMLLineChart(id: "trend-rules", title: "Findings per rule", xLabels: labels, series: ranked.prefix(chartedRules).map { rule in
                .init(name: rule, values: points.map { Double($0.findingsByRule[rule] ?? 0) })
            }, yMax: nil, format: { "\(Int($0.rounded()))" }).render()
        }
        return html + table(trend, roles: roles, rules: ranked) + "</section>"
    }

    /// Every point's figures.
    private static func table(_ trend: TrendSeries, roles: [FigureRole], rules: [String]) -> String {
        var html = "<details><summary>Every point's figures</summary><div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Trend data\">"
        html += "<table class=\"trend-data\"><thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Commit</th><th scope=\"col\">Files</th><th scope=\"col\">Findings</th>"
        for role in roles { html += "<th scope=\"col\">\(HTMLText.escape(role.plural)) clean</th>" }
        html += "<th scope=\"col\">Rx-free ViewModels</th><th scope=\"col\">SwiftUI vs UIKit</th>"
        for rule in rules { html += "<th scope=\"col\">\(HTMLText.escape(rule))</th>" }
        html += "</tr></thead><tbody>"
        for point in trend.points.reversed() {
            html += "<tr><td>\(HTMLText.escape(point.day))</td><td><code>\(HTMLText.escape(point.shortCommit))</code>"
            html += point.label.isEmpty ? "" : " \(HTMLText.escape(point.label))"
            html += "</td><td>\(point.filesScanned)\(point.skipped.isEmpty ? "" : " (+\(point.skipped.count) not audited)")</td><td>\(point.findings)</td>"
            for role in roles {
                let figure = point.figures.roles.first { $0.role == role }
                html += "<td>\(figure.map { Percent.ratio($0.clean, $0.units) } ?? "n/a")</td>"
            }
            let m = point.figures.migration
            html += "<td>\(Percent.ratio(m.rxFreeViewModels, m.viewModels))</td><td>\(m.swiftUIViews) vs \(m.uiKitViewControllers)</td>"
            for rule in rules { html += "<td>\(point.findingsByRule[rule] ?? 0)</td>" }
            html += "</tr>"
        }
        return html + "</tbody></table></div></details>"
    }
}
