import Foundation

/// The cache's whole-run record: the previous run's result, the content key
/// it was computed under, and (when known) the tree's stamp key and the
/// run's start time by the file system's clock. Stored in the packed
/// encoding (`PackWriter`); see `AuditCache` for how it is used.
struct LastRun {
    static let format = "keel-last-run/4"

    var engine: String
    var key: String
    var result: AuditResult
    /// `AuditCache.RunStamps.key` of the run, when its start time was known.
    var stampKey: String?
    var startedAt: FileTime?
    var skipped: [String]

    func packed() -> Data {
        var writer = PackWriter(capacity: 256 + result.findings.count * 160)
        writer.string(Self.format)
        writer.string(engine)
        writer.string(key)
        writer.string(stampKey ?? "")
        writer.int(startedAt == nil ? 0 : 1)
        writer.int(Int(startedAt?.seconds ?? 0))
        writer.int(Int(startedAt?.nanoseconds ?? 0))
        writer.int(skipped.count)
        skipped.forEach { writer.string($0) }
        writer.int(result.filesScanned)
        writer.int(result.linesScanned)
        writer.int(result.suppressed)
        let migration = result.migration
        [migration.viewModels, migration.rxFreeViewModels, migration.swiftUIViews, migration.uiKitViewControllers,
         migration.swiftUIScreens, migration.uiKitScreens].forEach { writer.int($0) }
        writer.int(result.compliance.count)
        for compliance in result.compliance {
            writer.string(compliance.ruleID)
            writer.int(compliance.compliant)
            writer.int(compliance.applicable)
        }
        writer.int(result.roles.count)
        for tally in result.roles {
            writer.string(tally.role.rawValue)
            [tally.units, tally.checked, tally.clean, tally.rxFree, tally.screens].forEach { writer.int($0) }
        }
        PackedFindings.write(result.findings, to: &writer)
        return writer.data
    }

    /// Nil for anything that is not a complete record of this format.
    init?(packed data: Data) {
        var reader = PackReader(data)
        guard reader.string() == Self.format, let engine = reader.string(), let key = reader.string(),
              let stampKey = reader.string(), let hasStart = reader.int(), let seconds = reader.int(),
              let nanoseconds = reader.int(), let skippedCount = reader.count() else { return nil }
        var skipped: [String] = []
        for _ in 0..<skippedCount {
            guard let note = reader.string() else { return nil }
            skipped.append(note)
        }
        guard let files = reader.int(), let lines = reader.int(), let suppressed = reader.int(),
              let viewModels = reader.int(), let rxFree = reader.int(), let views = reader.int(), let controllers = reader.int(),
              let swiftUIScreens = reader.int(), let uiKitScreens = reader.int(),
              let complianceCount = reader.count() else { return nil }
        var compliance: [RuleCompliance] = []
        for _ in 0..<complianceCount {
            guard let rule = reader.string(), let compliant = reader.int(), let applicable = reader.int() else { return nil }
            compliance.append(RuleCompliance(ruleID: rule, compliant: compliant, applicable: applicable))
        }
        guard let roleCount = reader.count() else { return nil }
        var roles: [RoleTally] = []
        for _ in 0..<roleCount {
            guard let name = reader.string(), let role = FigureRole(rawValue: name), let units = reader.int(), let checked = reader.int(),
                  let clean = reader.int(), let rxFree = reader.int(), let screens = reader.int() else { return nil }
            roles.append(RoleTally(role: role, units: units, checked: checked, clean: clean, rxFree: rxFree, screens: screens))
        }
        guard let findings = PackedFindings.read(from: &reader), reader.isAtEnd else { return nil }
        self.engine = engine
        self.key = key
        self.stampKey = stampKey.isEmpty ? nil : stampKey
        self.startedAt = hasStart == 1 ? FileTime(seconds: Int64(seconds), nanoseconds: Int64(nanoseconds)) : nil
        self.skipped = skipped
        self.result = AuditResult(
            findings: findings, compliance: compliance,
            migration: MigrationProgress(viewModels: viewModels, rxFreeViewModels: rxFree, swiftUIViews: views, uiKitViewControllers: controllers,
                                         swiftUIScreens: swiftUIScreens, uiKitScreens: uiKitScreens),
            roles: roles, filesScanned: files, linesScanned: lines, suppressed: suppressed)
    }

    init(engine: String, key: String, result: AuditResult, stampKey: String?, startedAt: FileTime?, skipped: [String]) {
        self.engine = engine
        self.key = key
        self.result = result
        self.stampKey = stampKey
        self.startedAt = startedAt
        self.skipped = skipped
    }
}
