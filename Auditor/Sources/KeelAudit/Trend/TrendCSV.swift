/// A `TrendSeries` as CSV (`keel trend --format csv`), one row per point,
/// oldest first, for spreadsheets: commit, date, label, files, lines,
/// findings, suppressed, files not audited (not UTF-8), errors; clean, checked and all units per role;
/// migration counts (screens included); then per enabled rule its findings and, when measured, its
/// compliant and applicable units (empty when n/a). RFC 4180 quoting.
package enum TrendCSV {
    package static func render(_ series: TrendSeries) -> String {
        var header = ["commit", "date", "label", "files", "lines", "findings", "suppressed", "not_audited"]
        header.append("errors")
        for role in FigureRole.allCases { header += ["\(role.rawValue)_clean", "\(role.rawValue)_checked", "\(role.rawValue)_units"] }
        header += ["view_models", "rx_free_view_models", "swiftui_views", "uikit_view_controllers", "swiftui_screens", "uikit_screens"]
        for rule in series.rules { header += ["\(rule)_findings", "\(rule)_compliant", "\(rule)_applicable"] }
        var lines = [header.joined(separator: ",")]
        for point in series.points {
            var row = [point.commit, point.date, point.label, "\(point.filesScanned)", "\(point.linesScanned)", "\(point.findings)", "\(point.suppressed)", "\(point.skipped.count)"]
            row.append(point.errors.map(String.init) ?? "")
            for role in FigureRole.allCases {
                let figure = point.figures.roles.first { $0.role == role }
                row += [figure.map { "\($0.clean)" } ?? "", figure.map { "\($0.checked)" } ?? "", figure.map { "\($0.units)" } ?? ""]
            }
            let m = point.figures.migration
            row += ["\(m.viewModels)", "\(m.rxFreeViewModels)", "\(m.swiftUIViews)", "\(m.uiKitViewControllers)", "\(m.swiftUIScreens)", "\(m.uiKitScreens)"]
            for rule in series.rules {
                row.append("\(point.findingsByRule[rule] ?? 0)")
                if case .measured(let compliant, let applicable)? = point.figures.rules.first(where: { $0.ruleID == rule })?.status {
                    row += ["\(compliant)", "\(applicable)"]
                } else {
                    row += ["", ""]
                }
            }
            lines.append(row.map(quote).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
