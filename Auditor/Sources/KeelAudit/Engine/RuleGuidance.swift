extension Auditor {
    /// How to fix a finding of rule `id` (the "How to fix" section of its docs
    /// page), or nil for an unknown id. For `keel rules` / SARIF help text.
    package static func howToFix(_ id: String) -> String? { RuleRegistry.byID[id]?.howToFix }

    /// What rule `id` checks, in words ("ViewModels SwiftUI observes …"), or
    /// nil for an unknown id. For `keel rules` and the docs pages.
    package static func appliesTo(_ id: String) -> String? { RuleRegistry.byID[id]?.info.appliesTo.text }

    /// Whether `keel fix` applies a fix for rule `id`, and when ("sometimes —
    /// `keel fix` adds `final` when …", "no — …"); nil for an unknown id.
    /// For `keel rules` and the docs pages.
    package static func fixability(_ id: String) -> String? { RuleRegistry.byID[id]?.info.fixable.text }

    /// Whether `keel fix` has a fix for rule `id` (always or under a condition).
    package static func isFixable(_ id: String) -> Bool {
        switch RuleRegistry.byID[id]?.info.fixable {
        case .fixable?, .conditionally?: true
        case .manual?, nil: false
        }
    }

    /// Whether rule `id` reports only with `--since` (RX002), or only for
    /// legacy units outside it (RX001): a line for `keel rules`; nil when the
    /// rule always reports.
    package static func diffOnlyNote(_ id: String) -> String? {
        switch RuleRegistry.byID[id]?.info.diffOnly {
        case .always?: "reports only with `--since REF`, on files changed since REF"
        case .legacyUnits?: "legacy UIKit ViewModels are reported only with `--since REF`, on changed lines"
        case .never?, nil: nil
        }
    }
}

extension Auditor {
    /// Whether rule `id` reports only in diff mode (`--since REF`, on files
    /// changed since REF) — RX002. Its compliance figure is n/a without `--since`.
    package static func reportsOnlyInDiffMode(_ id: String) -> Bool {
        RuleRegistry.byID[id]?.info.diffOnly == .always
    }

    /// Whether rule `id` reports findings without counting units (NV001 on
    /// any code, KA001 on comments, KA002 on files): it has no compliance figure.
    package static func reportsFindingsOnly(_ id: String) -> Bool {
        switch RuleRegistry.byID[id]?.info.appliesTo {
        case .anyCode?, .suppressionComments?, .everyFile?: true
        default: false
        }
    }
}
