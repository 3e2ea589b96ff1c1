/// VM009 — massive ViewModel.
struct MassiveViewModelRule: Rule {
    static let threshold = "vm009.max_lines"
    /// The guide's "500+ lines".
    static let defaultLimit = 500
    let info = RuleInfo(
        id: "VM009",
        name: "massive-viewmodel",
        summary: "ViewModels must stay small (default limit 500 lines, `vm009.max_lines`).",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 7. Avoid Massive ViewModels (\"500+ lines handling multiple features\" → split responsibilities) and Core Principles (\"One ViewModel per View\"). Counted: the declaration plus its extensions in the same file. The default follows the guide: more than 500 lines is reported; set `thresholds: { vm009.max_lines: N }` to change it.",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .manual("the ViewModel is split by feature"),
        howToFix: "Split the ViewModel along its features (list, filter, search…), one ViewModel per View, sharing services through init. Raise `thresholds: { vm009.max_lines: N }` only deliberately.",
        triggering: [
            RuleExample("@MainActor final class ↓MassiveViewModel: ObservableObject {\n" + String(repeating: "    func f() {}\n", count: 500) + "}"),
        ],
        nonTriggering: [
            RuleExample("@MainActor final class ProductListViewModel: ObservableObject {\n" + String(repeating: "    func f() {}\n", count: 20) + "}"),
            RuleExample("@MainActor final class FeedViewModel: ObservableObject {\n" + String(repeating: "    func f() {}\n", count: 480) + "}"),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        let limit = context.threshold(Self.threshold, default: Self.defaultLimit)
        let lines = LineTable(lineStarts: context.facts.lineStarts, lineCount: context.facts.lineCount)
        var result: [RawFinding] = []
        for unit in context.primaryUnits(.viewModel) {
            var count = 0
            var counted: Set<Int> = []
            for (i, u) in context.facts.units.enumerated() where context.owners[i] == unit && (i == unit || u.declaration.kind == .extension) {
                count += lines.line(u.end) - lines.line(u.start) + 1
                counted.insert(i)
            }
            // Views declared inside it or its extensions are the view layer's lines, not the ViewModel's.
            for (j, u) in context.facts.units.enumerated() where u.declaration.parent.map(counted.contains) == true && context.roles[j].contains(.view) {
                count -= lines.line(u.end) - lines.line(u.start) + 1
            }
            guard count > limit else { continue }
            let name = context.facts.units[unit].name
            result.append(declarationFinding(context, unit: unit, "\(name) spans \(count) lines (limit \(limit)); split it into focused ViewModels."))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}

/// Reading VM009's message back, for clients comparing two of its findings (`keel migrate`'s
/// carried-over size). The rule writes `X spans 574 lines (limit 500); …`.
package enum MassiveViewModelMessage {
    /// The line count the message states, or nil for another message.
    package static func spannedLines(_ message: String) -> Int? {
        guard let spans = message.range(of: " spans ") else { return nil }
        return Int(message[spans.upperBound...].prefix { $0.isNumber })
    }
}
