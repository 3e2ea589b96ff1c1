extension Auditor {
    /// How to fix a finding of rule `id` (the "How to fix" section of its docs
    /// page), or nil for an unknown id. For `keel rules` / SARIF help text.
    package static func howToFix(_ id: String) -> String? { RuleRegistry.byID[id]?.howToFix }
}
