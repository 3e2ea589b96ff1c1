/// `AuditFigures` as JSON, shared by the JSON report (`figures`) and SARIF
/// (`runs[0].properties.figures`) so both carry the same document, marked
/// with its shape's version (`"format": "keel-figures/2"`, see
/// `AuditFigures.format` and docs/articles/Audit-Metrics.md).
enum FiguresJSON {
    static func document(_ report: AuditReport) -> JSONText {
        .members([("format", .string(AuditFigures.format)), ("method", .string(AuditFigures.method)),
                  ("definitions", .string(report.metricsLink))] + members(report.figures))
    }

    /// The figures' own members (`roles`, `rules`, `migration`), without the
    /// method and definitions lines (a trend file states those once).
    static func members(_ figures: AuditFigures) -> [(String, JSONText)] {
        let migration = figures.migration
        return [
            ("roles", .array(figures.roles.map { role in
                .object([
                    "role": .string(role.role.rawValue),
                    "label": .string(role.role.plural),
                    "units": .int(role.units),
                    "checked": .int(role.checked),
                    "clean": .int(role.clean),
                    "flagged": .int(role.flagged),
                    "unchecked": .int(role.unchecked),
                    "percent": .double(role.percent),
                ])
            })),
            ("rules", .array(figures.rules.map { rule in
                switch rule.status {
                case .measured(let compliant, let applicable):
                    .object([
                        "rule": .string(rule.ruleID), "status": .string("measured"),
                        "compliant": .int(compliant), "applicable": .int(applicable), "percent": rule.percent.map(JSONText.double) ?? .null,
                    ])
                case .nothingToCheck:
                    .object(["rule": .string(rule.ruleID), "status": .string("n/a"), "reason": .string(Self.nothingToCheck)])
                case .needsSince:
                    .object(["rule": .string(rule.ruleID), "status": .string("n/a"), "reason": .string(Self.needsSince)])
                case .findingsOnly:
                    .object(["rule": .string(rule.ruleID), "status": .string("n/a"), "reason": .string(Self.findingsOnly)])
                }
            })),
            ("migration", .object([
                "viewModels": .int(migration.viewModels),
                "rxFreeViewModels": .int(migration.rxFreeViewModels),
                "swiftUIViews": .int(migration.swiftUIViews),
                "uiKitViewControllers": .int(migration.uiKitViewControllers),
                "swiftUIScreens": .int(migration.swiftUIScreens),
                "uiKitScreens": .int(migration.uiKitScreens),
            ])),
        ]
    }

    /// The `reason` of an n/a rule, per status.
    static let nothingToCheck = "nothing to check"
    static let needsSince = "runs only with --since"
    static let findingsOnly = "findings only, no units"

    /// Skipped files as JSON objects.
    static func skipped(_ report: AuditReport) -> JSONText {
        .array(report.skippedFiles.map { .object(["path": .string($0.path), "reason": .string($0.reason)]) })
    }
}
