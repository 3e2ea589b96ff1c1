import Foundation

/// A `TrendSeries` as JSON (`keel trend --format json`), sorted keys like
/// every keel JSON document, and read back for the HTML report's trend
/// chart (`keel audit --format html --trend FILE`). Each point's `figures`
/// has the members of the audit report's `figures` (`FiguresJSON`); the
/// method, definitions and the figures' format are stated once at the top.
///
/// `keel-trend/2` adds what `keel-trend/1` lacked: the repository's
/// identity (`repository.rootCommits`), each point's findings per severity
/// and per module, and `keel-figures/2` role counts (every unit, and how
/// many are checked). Files of both formats are read; a `keel-trend/1`
/// point's role `units` are its checked units (`Point.countsEveryUnit` false).
package enum TrendJSON {
    package static let format = "keel-trend/2"
    static let formats = ["keel-trend/1", format]

    package static func render(_ series: TrendSeries, metricsLink: String) -> String {
        let document: JSONText = .object([
            "format": .string(format),
            "tool": .object(["name": .string("keel"), "version": .string(KeelVersion.current)]),
            "selection": .string(series.selection),
            "ref": .string(series.ref),
            "path": .string(series.path),
            "rules": .array(series.rules.map(JSONText.string)),
            "method": .string(AuditFigures.method),
            "definitions": .string(metricsLink),
            "figuresFormat": .string(AuditFigures.format),
            "repository": series.repository.map { .object(["rootCommits": .array($0.rootCommits.map(JSONText.string))]) } ?? .null,
            "points": .array(series.points.map { point in
                .object([
                    "commit": .string(point.commit),
                    "date": .string(point.date),
                    "label": .string(point.label),
                    "filesScanned": .int(point.filesScanned),
                    "linesScanned": .int(point.linesScanned),
                    "suppressed": .int(point.suppressed),
                    "skipped": .array(point.skipped.map { .object(["path": .string($0.path), "reason": .string($0.reason)]) }),
                    "findings": .int(point.findings),
                    "findingsByRule": .members(point.findingsByRule.map { ($0.key, JSONText.int($0.value)) }),
                    "findingsBySeverity": .members((point.findingsBySeverity ?? [:]).map { ($0.key, JSONText.int($0.value)) }),
                    "findingsByModule": .members((point.findingsByModule ?? [:]).map { ($0.key, JSONText.int($0.value)) }),
                    "figures": .members(FiguresJSON.members(point.figures)),
                ])
            }),
        ])
        return document.rendered()
    }

    /// Reads a trend file; a clear error (exit 2) for anything else.
    package static func load(from url: URL) throws -> TrendSeries {
        func bad(_ why: String) -> ConfigurationError {
            ConfigurationError(file: url.path, key: "", message: "not a keel trend file (keel trend --format json): \(why)")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(file: url.path, key: "", message: "cannot read the trend file")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else { throw bad("not a JSON object") }
        guard let fileFormat = root["format"] as? String, formats.contains(fileFormat) else {
            throw bad("no \"format\": \"\(format)\" (or \"keel-trend/1\")")
        }
        let countsEveryUnit = fileFormat != "keel-trend/1"
        guard let points = root["points"] as? [[String: Any]], let rules = root["rules"] as? [String] else { throw bad("no points or rules") }
        var decoded: [TrendSeries.Point] = []
        for (index, point) in points.enumerated() {
            guard let decodedPoint = decodePoint(point, countsEveryUnit: countsEveryUnit) else { throw bad("point \(index + 1) is incomplete") }
            decoded.append(decodedPoint)
        }
        var repository: TrendSeries.Repository?
        if let identity = root["repository"] as? [String: Any], let roots = identity["rootCommits"] as? [String], !roots.isEmpty {
            repository = TrendSeries.Repository(rootCommits: roots)
        }
        return TrendSeries(selection: root["selection"] as? String ?? "", ref: root["ref"] as? String ?? "",
                           path: root["path"] as? String ?? "", rules: rules, points: decoded, repository: repository, format: fileFormat)
    }

    /// A `{name: count}` object; nil when absent or not all integers.
    private static func counts(_ value: Any?) -> [String: Int]? {
        guard let object = value as? [String: Any] else { return nil }
        var counts: [String: Int] = [:]
        for (key, count) in object {
            guard let count = int(count) else { return nil }
            counts[key] = count
        }
        return counts
    }

    private static func decodePoint(_ point: [String: Any], countsEveryUnit: Bool) -> TrendSeries.Point? {
        guard let commit = point["commit"] as? String, let date = point["date"] as? String,
              let files = int(point["filesScanned"]), let lines = int(point["linesScanned"]),
              let byRule = point["findingsByRule"] as? [String: Any], let figures = point["figures"] as? [String: Any],
              let roles = figures["roles"] as? [[String: Any]], let rules = figures["rules"] as? [[String: Any]],
              let migration = figures["migration"] as? [String: Any] else { return nil }
        var findings: [String: Int] = [:]
        for (rule, count) in byRule {
            guard let count = int(count) else { return nil }
            findings[rule] = count
        }
        var roleFigures: [AuditFigures.RoleFigure] = []
        for role in roles {
            guard let name = role["role"] as? String, let figureRole = FigureRole(rawValue: name),
                  let units = int(role["units"]), let clean = int(role["clean"]) else { return nil }
            // keel-figures/1 (keel-trend/1) counted checked units only, as `units`.
            let checked = countsEveryUnit ? int(role["checked"]) : units
            guard let checked else { return nil }
            roleFigures.append(.init(role: figureRole, units: units, checked: checked, clean: clean))
        }
        var ruleFigures: [AuditFigures.RuleFigure] = []
        for rule in rules {
            guard let id = rule["rule"] as? String, let status = rule["status"] as? String else { return nil }
            if status == "measured" {
                guard let compliant = int(rule["compliant"]), let applicable = int(rule["applicable"]) else { return nil }
                ruleFigures.append(.init(ruleID: id, status: .measured(compliant: compliant, applicable: applicable)))
            } else {
                let reason: AuditFigures.RuleFigure.Status = switch rule["reason"] as? String {
                case FiguresJSON.needsSince: .needsSince
                case FiguresJSON.findingsOnly: .findingsOnly
                default: .nothingToCheck
                }
                ruleFigures.append(.init(ruleID: id, status: reason))
            }
        }
        guard let viewModels = int(migration["viewModels"]), let rxFree = int(migration["rxFreeViewModels"]),
              let views = int(migration["swiftUIViews"]), let controllers = int(migration["uiKitViewControllers"]) else { return nil }
        let progress = MigrationProgress(viewModels: viewModels, rxFreeViewModels: rxFree, swiftUIViews: views, uiKitViewControllers: controllers,
                                         swiftUIScreens: int(migration["swiftUIScreens"]) ?? 0, uiKitScreens: int(migration["uiKitScreens"]) ?? 0)
        let skipped = (point["skipped"] as? [[String: Any]] ?? []).compactMap { file -> SkippedFile? in
            guard let path = file["path"] as? String, let reason = file["reason"] as? String else { return nil }
            return SkippedFile(path: path, reason: reason)
        }
        return TrendSeries.Point(commit: commit, date: date, label: point["label"] as? String ?? "", filesScanned: files, linesScanned: lines,
                                 suppressed: int(point["suppressed"]) ?? 0, skipped: skipped, findingsByRule: findings,
                                 figures: AuditFigures(roles: roleFigures, rules: ruleFigures, migration: progress),
                                 findingsBySeverity: countsEveryUnit ? counts(point["findingsBySeverity"]) : nil,
                                 findingsByModule: countsEveryUnit ? counts(point["findingsByModule"]) : nil,
                                 countsEveryUnit: countsEveryUnit)
    }

    /// A JSON integer (a fraction or a string is not one).
    private static func int(_ value: Any?) -> Int? { value as? Int }
}
