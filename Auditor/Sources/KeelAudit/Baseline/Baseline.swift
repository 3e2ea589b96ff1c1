import Foundation

/// Findings a team has accepted for now (gradual migration): `keel audit
/// --write-baseline FILE` records them, `--baseline FILE` hides them, so only
/// new findings fail CI.
///
/// Entries match by rule, file and `Finding.fingerprint` — which does not
/// contain the line number — so a baseline survives unrelated edits and
/// line shifts. Matching counts duplicates: two identical findings in the
/// baseline hide at most two.
package struct Baseline: Codable, Equatable, Sendable {
    package struct Entry: Codable, Hashable, Sendable {
        package var ruleID: String
        package var file: String
        package var fingerprint: String
    }

    package static let currentVersion = 1
    package var version: Int
    package var entries: [Entry]

    package init(findings: [Finding]) {
        version = Self.currentVersion
        entries = findings.map { Entry(ruleID: $0.ruleID, file: $0.file, fingerprint: $0.fingerprint) }
            .sorted { ($0.file, $0.ruleID, $0.fingerprint) < ($1.file, $1.ruleID, $1.fingerprint) }
    }

    /// Findings not covered by the baseline.
    package func filter(_ findings: [Finding]) -> [Finding] {
        var matcher = Matcher(self)
        return findings.filter { !matcher.take($0) }
    }

    /// Matches findings to the baseline's entries one by one, duplicates
    /// counted: an entry covers one finding. Used by `filter` and by the
    /// report's baseline comparison (`FindingChanges`), so both agree.
    package struct Matcher {
        /// Entries not yet matched, with how many of each are left.
        package private(set) var remaining: [Entry: Int] = [:]

        package init(_ baseline: Baseline) {
            for entry in baseline.entries { remaining[entry, default: 0] += 1 }
        }

        /// Whether an entry covers `finding` (it is then used up). A baseline
        /// written before fingerprints left out `keel fix`'s words recorded
        /// the finding's previous fingerprint: that matches too.
        package mutating func take(_ finding: Finding) -> Bool {
            for fingerprint in [finding.fingerprint, finding.previousFingerprint].compactMap({ $0 }) {
                let key = Entry(ruleID: finding.ruleID, file: finding.file, fingerprint: fingerprint)
                guard let count = remaining[key], count > 0 else { continue }
                remaining[key] = count - 1
                return true
            }
            return false
        }
    }

    package static func load(from url: URL) throws -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError(file: url.lastPathComponent, key: "", message: "cannot read the baseline (\(error.localizedDescription))")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == currentVersion else {
                throw ConfigurationError(file: url.lastPathComponent, key: "version", message: "unsupported baseline version \(baseline.version)")
            }
            return baseline
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError(file: url.lastPathComponent, key: "", message: "not a keel baseline (\(error))")
        }
    }

    package func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
