/// What the reporters render: the audit result after baseline and diff
/// filtering, plus the run's context.
public struct AuditReport: Sendable {
    public var result: AuditResult
    /// The audited root, as given on the command line.
    public var root: String
    /// Files discovery skipped, with the reason.
    public var skipped: [String]
    public var failOn: Severity
    /// Findings hidden because the baseline covers them.
    public var hiddenByBaseline: Int
    /// Findings hidden because they are not on lines changed since `--since`.
    public var outsideDiff: Int

    public init(result: AuditResult, root: String, skipped: [String] = [], failOn: Severity = .error,
                hiddenByBaseline: Int = 0, outsideDiff: Int = 0) {
        self.result = result
        self.root = root
        self.skipped = skipped
        self.failOn = failOn
        self.hiddenByBaseline = hiddenByBaseline
        self.outsideDiff = outsideDiff
    }

    /// Findings at or above the failing severity.
    public var failingFindings: Int { result.findings.filter { $0.severity >= failOn }.count }

    /// Findings per rule id, sorted by id.
    public var countsByRule: [(rule: String, count: Int)] {
        Dictionary(grouping: result.findings, by: \.ruleID).map { ($0.key, $0.value.count) }.sorted { $0.rule < $1.rule }
    }

    /// Findings per severity, most severe first.
    public var countsBySeverity: [(severity: Severity, count: Int)] {
        Severity.allCases.reversed().map { severity in (severity, result.findings.filter { $0.severity == severity }.count) }
    }

    /// The file path as reporters print it: under the audited root.
    public func displayPath(_ file: String) -> String {
        root == "." || root.isEmpty ? file : (root.hasSuffix("/") ? root + file : root + "/" + file)
    }
}

/// Renders a report in one output format. Output is deterministic.
public protocol Reporter: Sendable {
    func render(_ report: AuditReport) -> String
}

/// The output formats `keel audit --format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, markdown

    public func reporter(colors: Bool = false) -> any Reporter {
        switch self {
        case .text: TextReporter(colors: colors)
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubActionsReporter()
        case .markdown: MarkdownReporter()
        }
    }
}

enum Percent {
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
    }

    static func ratio(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "n/a" : "\(part)/\(whole) (\(format(Double(part) * 100 / Double(whole))))"
    }
}
