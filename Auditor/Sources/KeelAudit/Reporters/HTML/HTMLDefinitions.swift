/// How every figure on the page is computed, inside the page (the
/// definitions of docs/articles/Audit-Metrics.md, which the page links to
/// when the team hosts the docs): each with an id the sections link to.
enum HTMLDefinitions {
    static let entries: [(id: String, term: String, text: String)] = [
        ("def-units", "Units per role",
         "A unit is a type the role resolver gives a role (ViewModel, SwiftUI view, view controller, coordinator, manager, router). "
            + "Every unit is counted, in one tally per run that every figure of the page reads, and is clean (some enabled rule checks it and "
            + "it has no finding at or above warning), with findings, or not checked (no enabled rule applies to it). The share clean is over all "
            + "units. A type counts once however many files extend it; an extension with a finding makes its type unclean."),
        ("def-compliance", "Rule compliance",
         "Per rule: of the units the rule applies to, those without a finding of that rule. A rule with nothing to check is n/a, never 100 %; "
            + "a rule that reports only with --since is n/a without it; rules that report findings without units have no figure."),
        ("def-screens", "Migration progress and screens",
         "Rx-free ViewModels: ViewModels using no RxSwift (no RxSwift or RxCocoa import, DisposeBag, relay, subject, subscribe, bind, drive). "
            + "A UIKit screen is a view controller that is not a container (navigation, tab, page, split controller), a SwiftUI host "
            + "(UIHostingController: the view inside is the screen), an alert, a search or an activity sheet. A SwiftUI screen is a SwiftUI view "
            + "that holds a ViewModel: a stored property whose type (or generic constraint) is a ViewModel, or an object observed through "
            + "@StateObject or @ObservedObject; a view whose name ends in Row, Cell, Item, Button, Badge, Label, Chip or Tile is a component, not a "
            + "screen. Screens follow the roles: when the resolver decides ViewModels by behaviour, screens follow."),
        ("def-changes", "What changed",
         "Against a baseline: new findings are those it does not cover, fixed ones are its entries no finding matches any more (by rule, file "
            + "and fingerprint). Against the previous trend point: net counts per rule, severity and module, since a trend point records counts, "
            + "not fingerprints. Both over the whole tree after suppressions. A figure marked as a scope change moved because units entered or "
            + "left the checked set (at least 3 units and 10 % of it), not only because code changed."),
        ("def-hotspots", "Hotspots",
         "Files, folders and modules ranked by score = 10 × errors + 3 × warnings + 1 × notes of the findings listed (after the baseline and "
            + "--since), ties to more distinct rules, then by path."),
        ("def-modules", "Modules",
         "The folder after the last Sources/ of a path (a Swift package target), otherwise the top-level folder under the audited path."),
        ("def-scope", "Whole tree",
         "Every figure is computed over the whole audited tree after in-source suppressions and before the baseline and --since: those hide "
            + "findings from the list, they do not change the state of the code."),
    ]

    static func render(_ report: AuditReport) -> String {
        var html = HTMLText.sectionStart(id: "definitions", title: "How the figures are computed")
        html += "<dl class=\"defs\">"
        for entry in entries {
            html += "<dt id=\"\(entry.id)\" tabindex=\"-1\">\(HTMLText.escape(entry.term))</dt><dd>\(HTMLText.escape(entry.text))</dd>"
        }
        html += "</dl>"
        if report.hasDocsSite { html += "<p>" + HTMLText.link(report.metricsLink, "Audit metrics, with examples") + "</p>" }
        return html + "</section>"
    }
}
