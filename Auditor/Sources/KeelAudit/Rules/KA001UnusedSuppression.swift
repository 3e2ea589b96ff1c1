/// KA001 — a `keel:disable…` comment that suppresses nothing. The engine
/// produces these findings itself after applying suppressions.
struct UnusedSuppressionRule: Rule {
    static let ruleID = "KA001"
    let info = RuleInfo(
        id: ruleID,
        name: "unused-suppression",
        summary: "A keel:disable comment suppresses no finding.",
        rationale: "Suppressions are exceptions to the guides (SwiftUI MVVM Team Guidelines, Windscribe SwiftUI Migration Guide); one that no longer suppresses anything hides future regressions at that place and should be removed.",
        severity: .warning,
        appliesTo: .suppressionComments,
        fixable: .manual("not applied by `keel fix`: delete the comment (or the rule id from its list)"),
        howToFix: "Delete the comment, or fix the rule id it names.",
        triggering: [
            RuleExample("""
            ↓// keel:disable:next VM003
            let x = 1
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class CounterViewModel: ObservableObject {
                // keel:disable:next VM003
                @Published var count = 0
            }
            """),
        ]
    )
    func check(_ context: RuleContext) -> [RawFinding] { [] }
    func applicableUnits(_ context: RuleContext) -> [Int] { [] }
}
