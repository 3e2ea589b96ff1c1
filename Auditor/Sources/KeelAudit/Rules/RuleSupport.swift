/// Detection shared with the engine's migration figures.
enum RuleSupport {
    /// RxSwift constructs in ViewModels (legacy ones included), one per line,
    /// as raw findings of `id` (their `unit` is the ViewModel).
    static func rxUses(_ context: RuleContext, id: String) -> [RawFinding] {
        RxInViewModelRule.constructs(context).map {
            RawFinding(ruleID: id, offset: $0.offset, message: $0.what, snippet: $0.snippet, unit: $0.owner)
        }
    }
}
