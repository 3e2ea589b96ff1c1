/// One violation of one rule at one place.
///
/// `file` is the path relative to the audited root, with `/` separators, so
/// reports and baselines are stable across machines. Lines and columns are
/// 1-based. `fingerprint` identifies the finding independently of its line
/// number (rule + file + enclosing declaration + normalized source of the
/// offending node, without the words `keel fix` writes (`FingerprintText`),
/// + occurrence index), so baselines survive unrelated edits and fixes.
package struct Finding: Sendable, Hashable, Codable {
    package var ruleID: String
    package var severity: Severity
    package var message: String
    package var file: String
    package var line: Int
    package var column: Int
    package var fingerprint: String
    /// Other places of the same violation (the rest of a ViewModel's
    /// navigation calls, say): one finding per violation, its other
    /// mentions here (SARIF `relatedLocations`), in the same file.
    package var related: [RelatedLocation] = []
    /// The fingerprint keel 0.2.0 and earlier gave this finding, when it
    /// differs (its snippet holds a word `keel fix` writes, which
    /// `FingerprintText` now leaves out): baselines written then still hide
    /// it. Never reported; `nil` for most findings.
    package var previousFingerprint: String?

    package init(ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int, fingerprint: String,
                 related: [RelatedLocation] = [], previousFingerprint: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.fingerprint = fingerprint
        self.related = related
        self.previousFingerprint = previousFingerprint
    }
}

/// Another place of a finding's violation, in the finding's file.
package struct RelatedLocation: Sendable, Hashable, Codable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

extension Finding: Comparable {
    /// Deterministic report order: file, line, column, rule, message.
    package static func < (a: Finding, b: Finding) -> Bool {
        (a.file, a.line, a.column, a.ruleID, a.message) < (b.file, b.line, b.column, b.ruleID, b.message)
    }
}
