import Foundation
@testable import KeelAudit
import Testing

/// The pieces of an honest trend and of "what changed": dates without the
/// clock, a time axis, stable rule colours, scope changes, hotspots, modules.
@Suite("Figures: time axis, changes, hotspots", .timeLimit(.minutes(3)))
struct TrendFiguresTests {
    @Test func isoDatesWithoutTheClock() {
        #expect(ISODate.seconds("2025-01-06T12:00:00Z") == 1_736_164_800)
        #expect(ISODate.seconds("2025-12-22T15:00:51-06:00") == ISODate.seconds("2025-12-22T21:00:51Z"))
        #expect(ISODate.seconds("2024-02-29T00:00:00+01:00") == ISODate.seconds("2024-02-28T23:00:00Z"))
        #expect(ISODate.seconds("2025-01-06T12:00:00.250Z") == 1_736_164_800)
        for bad in ["", "2025-01-06", "2025-13-01T00:00:00Z", "2025-01-06T12:00:00", "2025-01-06T12:00:00+0100", "yyyy-01-06T12:00:00Z"] {
            #expect(ISODate.seconds(bad) == nil, "\(bad)")
        }
        #expect(ISODate.day(1_736_164_800) == "2025-01-06")
        #expect(ISODate.day(-1) == "1969-12-31")
        #expect(ISODate.month(1_736_164_800) == "2025-01")
        #expect(ISODate.monthStart(1_736_164_800, adding: 13) == ISODate.seconds("2026-02-01T00:00:00Z"))
    }

    static func chart(_ dates: [String]) -> HTMLLineChart {
        HTMLLineChart(id: "c", title: "t", times: dates.compactMap(ISODate.seconds), pointNames: dates,
                      series: [.init(name: "s", values: dates.map { _ in 1 }, style: "total-line")], yMax: nil, format: { "\($0)" })
    }

    @Test func pointsArePlacedByTime() throws {
        // A day, then a ten-week gap: the gap is 70 times the first step, not the same step.
        let chart = Self.chart(["2025-01-01T00:00:00Z", "2025-01-02T00:00:00Z", "2025-03-13T00:00:00Z"])
        let xs = chart.times.map(chart.x)
        #expect(abs((xs[2] - xs[1]) / (xs[1] - xs[0]) - 70) < 0.001)
        #expect(xs[0] == HTMLLineChart.left && abs(xs[2] - (HTMLLineChart.width - HTMLLineChart.right)) < 0.001)
        let svg = chart.render()
        #expect(svg.contains("data-t=\"\(chart.times[1])\""))
        // Ticks are dates on the axis, months for a span of ten weeks.
        let ticks = HTMLLineChart.ticks(from: chart.times[0], to: chart.times[2]).map(\.label)
        #expect(ticks == ["2025-01", "2025-02", "2025-03"])
        #expect(HTMLLineChart.ticks(from: chart.times[0], to: chart.times[1]).map(\.label) == ["2025-01-01", "2025-01-02"])
        let years = HTMLLineChart.ticks(from: ISODate.seconds("2019-06-01T00:00:00Z")!, to: ISODate.seconds("2025-06-01T00:00:00Z")!).map(\.label)
        #expect(years.first == "2020" && years.count <= 6)
    }

    @Test func aRuleKeepsItsColourWhateverIsChartedBesideIt() {
        let ids = Auditor.allRules.map(\.id)
        let styles = Dictionary(uniqueKeysWithValues: ids.map { ($0, HTMLLineChart.ruleStyle($0)) })
        for id in ids { #expect(HTMLLineChart.ruleStyle(id) == styles[id]) }
        // Derived from the id alone: not from the order.
        #expect(ids.reversed().map(HTMLLineChart.ruleStyle) == ids.map(HTMLLineChart.ruleStyle).reversed())
        // The known rules spread over the palette rather than share one look.
        #expect(Set(styles.values).count >= ids.count / 2)
        #expect(styles.values.allSatisfy { $0.hasPrefix("r") })
    }

    @Test func scopeChangesAreMaterialOnly() {
        #expect(ScopeChange.isMaterial(before: 20, now: 45))
        #expect(!ScopeChange.isMaterial(before: 20, now: 22))   // fewer than 3
        #expect(!ScopeChange.isMaterial(before: 100, now: 105)) // under 10 %
        #expect(ScopeChange.isMaterial(before: 0, now: 3))
        let before = AuditFigures(roles: [.init(role: .viewModel, units: 48, checked: 20, clean: 16)],
                                  rules: [.init(ruleID: "VM002", status: .measured(compliant: 2, applicable: 2))], migration: MigrationProgress())
        let now = AuditFigures(roles: [.init(role: .viewModel, units: 50, checked: 45, clean: 18)],
                               rules: [.init(ruleID: "VM002", status: .measured(compliant: 10, applicable: 27))], migration: MigrationProgress())
        let changes = ScopeChange.between(before, now)
        #expect(changes.map(\.text) == ["ViewModels: 25 more units checked (20 → 45; 48 → 50 units)", "VM002: 25 more units to check (2 → 27)"])
        #expect(ScopeChange.between(before, now, compareRoles: false).count == 1)
        // Said apart: the same units entering the checked set, and new units of the role.
        let same = ScopeChange(subject: .role(.viewModel), checkedBefore: 20, checkedNow: 34, unitsBefore: 50, unitsNow: 50)
        #expect(same.text == "ViewModels: 14 units entered the checked set (20 → 34 of 50)")
        let grown = ScopeChange(subject: .role(.viewModel), checkedBefore: 50, checkedNow: 64, unitsBefore: 50, unitsNow: 64)
        #expect(grown.text == "ViewModels: 14 new units, all checked (50 → 64)")
        let shrunk = ScopeChange(subject: .role(.manager), checkedBefore: 16, checkedNow: 7, unitsBefore: 16, unitsNow: 7)
        #expect(shrunk.text == "Managers: 9 units fewer (16 → 7)")
    }

    @Test func hotspotsRankBySeverityAndSayWhy() {
        func finding(_ rule: String, _ severity: Severity, _ file: String) -> Finding {
            Finding(ruleID: rule, severity: severity, message: "m", file: file, line: 1, column: 1, fingerprint: UUID().uuidString)
        }
        let findings = [
            finding("VM013", .note, "A/Notes.swift"), finding("VM013", .note, "A/Notes.swift"), finding("VM013", .note, "A/Notes.swift"),
            finding("VM013", .note, "A/Notes.swift"), finding("VM013", .note, "A/Notes.swift"),
            finding("RX001", .error, "B/Errors.swift"), finding("VM001", .warning, "B/Errors.swift"), finding("RX001", .error, "B/Errors.swift"),
            finding("VM003", .warning, "Packages/Core/Sources/Networking/Client.swift"),
        ]
        let files = Hotspot.rank(findings, by: .file, limit: 10)
        #expect(files.map(\.key) == ["B/Errors.swift", "A/Notes.swift", "Packages/Core/Sources/Networking/Client.swift"])
        #expect(files[0].score == 23 && files[0].why() == "2 errors, 1 warning · RX001 ×2, VM001 ×1")
        #expect(Hotspot.rank(findings, by: .folder, limit: 1).map(\.key) == ["B"])
        #expect(Hotspot.rank(findings, by: .module, limit: 10).map(\.key) == ["B", "A", "Networking"])
        #expect(ReportModule.of("Top.swift") == ReportModule.topLevel)
        #expect(ReportModule.of("Windscribe/Views/A.swift") == "Windscribe")
        #expect(ReportModule.of("Modules/Sources/Feature/Sub/A.swift") == "Feature")
        #expect(ReportModule.of("Sources/A.swift") == "Sources")
    }

    @Test func changesAgainstATrendPointAreNet() {
        let point = TrendSeries.Point(commit: "c", date: "2025-03-07T00:00:00Z", filesScanned: 1, linesScanned: 1, suppressed: 0,
                                      findingsByRule: ["VM001": 4, "RX001": 1], figures: AuditFigures(roles: [], rules: [], migration: MigrationProgress()),
                                      findingsBySeverity: ["error": 1, "warning": 4], findingsByModule: ["App": 5])
        let now = FindingTotals(byRule: ["VM001": 2, "VM003": 1], bySeverity: ["warning": 3], byModule: ["App": 2, "Kit": 1])
        let changes = FindingChanges(point: point, now: now)
        #expect(!changes.exact)
        #expect(changes.total.before == 5 && changes.total.now == 3)
        #expect(changes.errors?.net == -1)
        #expect(changes.byRule.map(\.key) == ["VM001", "RX001", "VM003"])
        #expect(changes.byModule.map { "\($0.key)\($0.net)" } == ["App-3", "Kit1"])
        let old = TrendSeries.Point(commit: "c", date: "2025-03-07T00:00:00Z", filesScanned: 1, linesScanned: 1, suppressed: 0,
                                    findingsByRule: [:], figures: AuditFigures(roles: [], rules: [], migration: MigrationProgress()), countsEveryUnit: false)
        #expect(FindingChanges(point: old, now: now).errors == nil && FindingChanges(point: old, now: now).byModule.isEmpty)
    }

    @Test func anOldTrendFileIsReadWithANote() throws {
        let tree = try TempTree(["old.json": """
        {"format": "keel-trend/1", "ref": "HEAD", "path": "", "selection": "commits 1", "rules": ["VM001"],
         "points": [{"commit": "abc", "date": "2025-01-06T12:00:00Z", "label": "", "filesScanned": 2, "linesScanned": 9, "suppressed": 0,
                     "skipped": [], "findings": 1, "findingsByRule": {"VM001": 1},
                     "figures": {"roles": [{"role": "viewModel", "label": "ViewModels", "units": 3, "clean": 1, "percent": 33.3}],
                                 "rules": [{"rule": "VM001", "status": "measured", "compliant": 2, "applicable": 3, "percent": 66.7}],
                                 "migration": {"viewModels": 4, "rxFreeViewModels": 2, "swiftUIViews": 1, "uiKitViewControllers": 2}}}]}
        """])
        let series = try TrendJSON.load(from: tree.url("old.json"))
        #expect(series.format == "keel-trend/1" && series.repository == nil)
        let point = try #require(series.points.first)
        #expect(!point.countsEveryUnit && point.errors == nil && point.findingsByModule == nil)
        #expect(point.figures.roles == [.init(role: .viewModel, units: 3, checked: 3, clean: 1)])
        #expect(point.figures.migration.screens == 0)
    }
}
