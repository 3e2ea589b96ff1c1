/// The first screen: the three questions a weekly page is opened for, side
/// by side at desktop width and answered without scrolling at 1280 px —
/// where is the migration (progress with its totals), what changed since
/// the baseline or the previous trend point (new and fixed findings, by
/// rule and by module), what to fix first (the top files, and why) — then
/// one strip with every role's units, clean, with findings and not checked.
/// Every number links to the section or the filtered findings behind it.
enum HTMLOverview {
    static let hotFiles = 5
    static let changedRows = 4
    static let changedModules = 3

    static func render(_ report: AuditReport) -> String {
        var html = HTMLText.sectionStart(id: "overview", title: "At a glance", headingClass: "visually-hidden")
        html += "<div class=\"answers\">"
        html += migration(report) + changes(report) + fixFirst(report)
        html += "</div>" + roleStrip(report)
        return html + "</section>"
    }

    // MARK: Where is the migration

    private static func migration(_ report: AuditReport) -> String {
        let m = report.figures.migration
        let previous = report.previousPoint
        var html = "<article class=\"panel\" id=\"answer-migration\" aria-labelledby=\"answer-migration-h\">"
        html += "<h3 id=\"answer-migration-h\">Where the migration is</h3>"
        html += "<div class=\"figure\"><p><span class=\"big\">\(m.viewModels == 0 ? "n/a" : Percent.format(HTMLText.share(m.rxFreeViewModels, m.viewModels)))</span> "
        html += "Rx-free ViewModels: <strong class=\"num\">\(m.rxFreeViewModels)</strong> of "
        html += "<strong class=\"num\" data-role-units=\"viewModel\" data-value=\"\(m.viewModels)\">\(m.viewModels)</strong></p>"
        html += HTMLText.stackedBar([(m.rxFreeViewModels, "fill good"), (m.viewModels - m.rxFreeViewModels, "fill bad")],
                                    label: "Rx-free ViewModels: \(Percent.ratio(m.rxFreeViewModels, m.viewModels))")
        if let previous {
            let p = previous.figures.migration
            html += "<p class=\"legend\">was \(p.rxFreeViewModels) of \(p.viewModels) on \(HTMLText.escape(previous.day))</p>"
        }
        html += "</div>"
        let screens = m.screens
        html += "<div class=\"figure\"><p><span class=\"big\">\(screens == 0 ? "n/a" : Percent.format(HTMLText.share(m.swiftUIScreens, screens)))</span> "
        html += "SwiftUI screens: <strong class=\"num\">\(m.swiftUIScreens)</strong> of <strong class=\"num\">\(screens)</strong> screens</p>"
        html += HTMLText.stackedBar([(m.swiftUIScreens, "fill swiftui"), (m.uiKitScreens, "track uikit")],
                                    label: "\(m.swiftUIScreens) SwiftUI screens, \(m.uiKitScreens) UIKit screens")
        html += "<p class=\"legend\"><span class=\"key swiftui\"></span>\(m.swiftUIScreens) SwiftUI <span class=\"key uikit\"></span>\(m.uiKitScreens) UIKit"
        if let previous, previous.countsEveryUnit {
            let p = previous.figures.migration
            html += " \u{B7} was \(p.swiftUIScreens) of \(p.screens) on \(HTMLText.escape(previous.day))"
        }
        html += "</p></div>"
        html += "<p class=\"more\">Among <span class=\"num\" data-role-units=\"view\" data-value=\"\(m.swiftUIViews)\">\(m.swiftUIViews)</span> SwiftUI views and "
        html += "<span class=\"num\" data-role-units=\"viewController\" data-value=\"\(m.uiKitViewControllers)\">\(m.uiKitViewControllers)</span> view controllers. "
        html += HTMLText.inPage("migration", "What counts as a screen") + "</p>"
        return html + "</article>"
    }

    // MARK: What changed

    private static func changes(_ report: AuditReport) -> String {
        var html = "<article class=\"panel\" id=\"answer-changes\" aria-labelledby=\"answer-changes-h\">"
        guard let changes = report.changes else {
            html += "<h3 id=\"answer-changes-h\">What changed</h3>"
            let totals = report.treeTotals
            html += "<p><span class=\"big num\">\(totals.total)</span> findings in the tree, <strong class=\"num\">\(totals.errors)</strong> errors</p>"
            html += "<p class=\"muted\">Nothing to compare with: give <code>--baseline FILE</code> (new and fixed findings, exactly) "
                + "or <code>--trend FILE</code> (<code>keel trend</code>'s JSON: the change since its last point).</p>"
            return html + "</article>"
        }
        switch changes.reference {
        case .baseline(let path):
            html += "<h3 id=\"answer-changes-h\">What changed since the baseline</h3>"
            let new = changes.total.new ?? 0, fixed = changes.total.fixed ?? 0
            html += "<p><span class=\"big\"><span class=\"up\">+\(new)</span> new \u{B7} <span class=\"down\">\u{2212}\(fixed)</span> fixed</span></p>"
            html += "<p class=\"legend\">\(changes.total.before) in <code>\(HTMLText.escape(lastComponent(path)))</code> \u{2192} \(changes.total.now) now"
            if let newErrors = changes.newErrorsCount { html += " \u{B7} \(HTMLText.count(newErrors, "new error"))" }
            html += "</p>"
        case .trendPoint(let commit, let date):
            html += "<h3 id=\"answer-changes-h\">What changed since \(HTMLText.escape(String(date.prefix(10))))</h3>"
            html += "<p><span class=\"big num\">\(changes.total.now)</span> findings "
            html += "<span class=\"\(changes.total.net > 0 ? "up" : "down")\">\(HTMLText.signed(changes.total.net))</span>"
            if let errors = changes.errors {
                html += " \u{B7} <strong class=\"num\">\(errors.now)</strong> errors <span class=\"\(errors.net > 0 ? "up" : "down")\">\(HTMLText.signed(errors.net))</span>"
            }
            html += "</p><p class=\"legend\">Net change since the previous trend point (<code>\(HTMLText.escape(String(commit.prefix(10))))</code>); "
                + "the trend records counts, not which finding is which.</p>"
        }
        html += rows(changes.byRule.prefix(changedRows), exact: changes.exact, label: "By rule") { key in
            HTMLText.filterLink([("rule", key)], HTMLText.escape(key))
        }
        if !changes.byModule.isEmpty {
            html += rows(changes.byModule.prefix(changedModules), exact: changes.exact, label: "By module") { key in
                HTMLText.filterLink([("module", key)], HTMLText.escape(key))
            }
        }
        if changes.byRule.isEmpty { html += "<p class=\"muted\">No rule's count changed.</p>" }
        html += scopeNote(report)
        return html + "</article>"
    }

    private static func rows(_ rows: ArraySlice<FindingChanges.Row>, exact: Bool, label: String, link: (String) -> String) -> String {
        guard !rows.isEmpty else { return "" }
        var html = "<ul class=\"changes\" aria-label=\"\(HTMLText.escape(label))\">"
        for row in rows {
            html += "<li><span>\(link(row.key))</span><span class=\"num\">"
            if exact {
                html += "<span class=\"up\">+\(row.new ?? 0)</span> <span class=\"down\">\u{2212}\(row.fixed ?? 0)</span>"
            } else {
                html += "\(row.before) \u{2192} \(row.now) <span class=\"\(row.net > 0 ? "up" : "down")\">\(HTMLText.signed(row.net))</span>"
            }
            html += "</span></li>"
        }
        return html + "</ul>"
    }

    /// Scope changes since the previous trend point, said where the figures are compared.
    private static func scopeNote(_ report: AuditReport) -> String {
        guard let previous = report.previousPoint else { return "" }
        let changes = ScopeChange.between(previous.figures, report.figures, compareRoles: previous.countsEveryUnit)
        guard !changes.isEmpty else { return "" }
        return "<p class=\"callout\" id=\"scope-note\"><strong>Scope changed since \(HTMLText.escape(previous.day)):</strong> "
            + HTMLText.escape(ScopeChange.summary(changes))
            + ". Figures moved partly because units entered the checked set, not only because code changed.</p>"
    }

    // MARK: What to fix first

    private static func fixFirst(_ report: AuditReport) -> String {
        var html = "<article class=\"panel\" id=\"answer-fix\" aria-labelledby=\"answer-fix-h\"><h3 id=\"answer-fix-h\">What to fix first</h3>"
        let spots = Hotspot.rank(report.result.findings, by: .file, limit: hotFiles)
        guard !spots.isEmpty else {
            return html + "<p class=\"muted\">No findings listed: nothing to fix.</p></article>"
        }
        html += "<ol class=\"hot\" aria-label=\"Files ranked by findings\">"
        for spot in spots {
            let folder = Hotspot.folder(of: spot.key)
            let file = folder.isEmpty ? spot.key : String(spot.key.dropFirst(folder.count + 1))
            html += "<li><span class=\"where\" title=\"\(HTMLText.escape(spot.key))\">"
            html += HTMLText.filterLink([("folder", spot.key)], "<span class=\"file\">\(HTMLText.escape(file))</span>")
            html += folder.isEmpty ? "" : " <span class=\"muted\">\(HTMLText.escape(folder))</span>"
            html += "</span><span class=\"why\" title=\"\(HTMLText.escape(spot.why(maxRules: 8)))\">"
            html += "<strong class=\"num\">\(spot.score)</strong> \u{B7} \(HTMLText.escape(spot.why()))</span></li>"
        }
        html += "</ol>"
        let folder = Hotspot.rank(report.result.findings, by: .folder, limit: 1).first
        let module = Hotspot.rank(report.result.findings, by: .module, limit: 1).first
        if let folder, let module {
            html += "<ul class=\"changes\" aria-label=\"Top folder and module\">"
            html += "<li><span title=\"\(HTMLText.escape(folder.key))\">Folder " + HTMLText.filterLink([("folder", folder.key.isEmpty ? "." : folder.key + "/.")],
                HTMLText.escape(folder.key.isEmpty ? "(top level)" : folder.key)) + "</span><span class=\"num\">\(folder.score)</span></li>"
            html += "<li><span>Module " + HTMLText.filterLink([("module", module.key)], HTMLText.escape(module.key))
                + "</span><span class=\"num\">\(module.score)</span></li></ul>"
        }
        html += "<p class=\"more\">Ranked by score: error 10, warning 3, note 1. "
            + HTMLText.inPage("hotspots", "All hotspots") + "</p>"
        return html + "</article>"
    }

    // MARK: Units per role

    private static func roleStrip(_ report: AuditReport) -> String {
        let roles = report.figures.roles
        guard !roles.isEmpty else {
            return "<p class=\"empty\">No unit has a role in this tree (no ViewModel, view, view controller, coordinator, manager or router).</p>"
        }
        let previous = report.previousPoint
        let scope = previous.map { ScopeChange.between($0.figures, report.figures, compareRoles: $0.countsEveryUnit) } ?? []
        var html = "<ul class=\"strip\" aria-label=\"Units per role\">"
        for role in roles {
            html += "<li data-role=\"\(role.role.rawValue)\"><h3><span>\(HTMLText.escape(role.role.plural))</span>"
            html += "<span class=\"num\" data-role-units=\"\(role.role.rawValue)\" data-value=\"\(role.units)\">\(role.units)</span></h3>"
            html += HTMLRolesSection.bar(role)
            html += "<p>\(role.clean) clean (\(Percent.format(role.percent))) \u{B7} \(role.flagged) with findings \u{B7} \(role.unchecked) not checked</p>"
            if let change = scope.first(where: { $0.subject == .role(role.role) }) {
                html += "<p><span class=\"scope\">scope: \(HTMLText.signed(change.entered)) checked</span></p>"
            }
            html += "</li>"
        }
        return html + "</ul>"
    }

    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
