extension Auditor {
    /// How to fix a finding of rule `id` (the "How to fix" section of its docs
    /// page), or nil for an unknown id. For `keel rules` / SARIF help text.
    package static func howToFix(_ id: String) -> String? { RuleRegistry.byID[id]?.howToFix }
}

extension Auditor {
    /// Whether rule `id` reports only in diff mode (`--since REF`, on files
    /// changed since REF) — RX002. Its compliance figure is n/a without `--since`.
    package static func reportsOnlyInDiffMode(_ id: String) -> Bool {
        RuleRegistry.byID[id] is LegacyManagerModifiedRule
    }

    /// Whether rule `id` reports findings without counting units (NV001 on
    /// any code, KA001 on comments, KA002 on files): it has no compliance figure.
    package static func reportsFindingsOnly(_ id: String) -> Bool {
        let rule = RuleRegistry.byID[id]
        return rule is NotificationDismissalRule || rule is UnusedSuppressionRule || rule is UnparsedFileRule
    }

    /// What rule `id` checks, in words, or nil for an unknown id. For `keel rules <ID>`.
    package static func appliesTo(_ id: String) -> String? {
        guard RuleRegistry.byID[id] != nil else { return nil }
        return RuleScopeText.byID[id] ?? (id.hasPrefix("VM") ? "ViewModels" : "any code")
    }
}

/// The units each rule checks, as the rules table of Audit-Rules.md words it
/// (every VM rule: ViewModels). Superseded by the rules' own `appliesTo`
/// metadata where the rule type carries it.
private enum RuleScopeText {
    static let byID: [String: String] = [
        "CO001": "coordinators", "CO002": "coordinators",
        "KA001": "`keel:` suppression comments", "KA002": "every file",
        "NV001": "any code", "RT001": "route enums (`routerNames`)",
        "RX001": "ViewModels outside `legacyPaths`",
        "RX002": "legacy RxSwift managers (`legacyPaths`, or managers importing RxSwift); only with `--since REF`",
        "ST001": "ObservableObject classes", "ST002": "ObservableObject classes",
        "SU001": "SwiftUI views", "SU002": "SwiftUI views",
    ]
}
