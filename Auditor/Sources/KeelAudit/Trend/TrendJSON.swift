import Foundation

/// A `TrendSeries` as JSON (`keel trend --format json`), sorted keys like
/// every keel JSON document, and read back for the HTML report's trend
/// chart (`keel audit --format html --trend FILE`). Each point's `figures`
/// has the members of the audit report's `figures` (`FiguresJSON`); the
/// method and definitions are stated once at the top.
package enum TrendJSON {
    static let format = "keel-trend/1"

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
        guard root["format"] as? String == format else { throw bad("no \"format\": \"\(format)\"") }
        guard let points = root["points"] as? [[String: Any]], let rules = root["rules"] as? [String] else { throw bad("no points or rules") }
        var decoded: [TrendSeries.Point] = []
        for (index, point) in points.enumerated() {
            guard let decodedPoint = decodePoint(point) else { throw bad("point \(index + 1) is incomplete") }
            decoded.append(decodedPoint)
        }
        return TrendSeries(selection: root["selection"] as? String ?? "", ref: root["ref"] as? String ?? "",
                           path: root["path"] as? String ?? "", rules: rules, points: decoded)
    }

    private static func decodePoint(_ point: [String: Any]) -> TrendSeries.Point? {
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
            roleFigures.append(.init(role: figureRole, units: units, clean: clean))
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
        let progress = MigrationProgress(viewModels: viewModels, rxFreeViewModels: rxFree, swiftUIViews: views, uiKitViewControllers: controllers)
        let skipped = (point["skipped"] as? [[String: Any]] ?? []).compactMap { file -> SkippedFile? in
            guard let path = file["path"] as? String, let reason = file["reason"] as? String else { return nil }
            return SkippedFile(path: path, reason: reason)
        }
        return TrendSeries.Point(commit: commit, date: date, label: point["label"] as? String ?? "", filesScanned: files, linesScanned: lines,
                                 suppressed: int(point["suppressed"]) ?? 0, skipped: skipped, findingsByRule: findings,
                                 figures: AuditFigures(roles: roleFigures, rules: ruleFigures, migration: progress))
    }

    /// A JSON integer (a fraction or a string is not one).
    private static func int(_ value: Any?) -> Int? { value as? Int }
}
