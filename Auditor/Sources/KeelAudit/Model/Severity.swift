/// How serious a finding is. Ordered: `note < warning < error`.
///
/// The CLI fails (exit code 1) when any finding is at or above the configured
/// failing severity (`Configuration.failOn`, default `.error`).
package enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
