import ArgumentParser
import CKeelMalloc
import Foundation
import KeelAudit

@main
struct Keel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keel",
        abstract: "Checks a codebase against the Keel architecture guides (MVVM + Coordinators + state machines).",
        version: "keel \(KeelVersion.current)",
        subcommands: [Audit.self, FixCommand.self, TrendCommand.self, Rules.self, MigrateCommand.self, ExplainCommand.self,
                      MCPCommand.self, ParseOnlyCommand.self, IndexCompareCommand.self],
        defaultSubcommand: Audit.self
    )

    /// Runs the command with keel's exit codes: a usage error exits 2 (like a
    /// configuration error), not ArgumentParser's 64. First, the C allocator
    /// is told this process exits after one command (`CKeelMalloc`): every
    /// subcommand runs under the same settings, the hidden `parse-only`
    /// baseline of the performance harness included.
    static func main() async {
        _ = keel_malloc_configure_for_single_run()
        do {
            try RepeatedOptions.check(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code != .success, code != .failure, !(error is ExitCode) {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}

extension Severity: ExpressibleByArgument {}

struct Audit: AsyncParsableCommand {
    // Command names are spelled out: deriving them from the type name costs a
    // run-time type lookup at every start (measurable in a warm audit).
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit Swift sources; print findings, pattern compliance and migration progress.",
        discussion: "Exit codes: 0 clean, 1 findings at or above the failing severity, 2 usage, configuration or I/O error."
    )

    /// PATH, `--config`, `--baseline`: shared with `keel fix`.
    @OptionGroup var source: SourceOptions

    var path: String { source.path }
    var config: String? { source.config }
    var baseline: String? { source.baseline }

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .customLong("write-baseline"), help: "Record the current findings as a baseline file and exit 0.")
    var writeBaseline: String?

    @Option(help: "Report only findings on lines changed since this git ref.")
    var since: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that fails the run (note, warning, error).")
    var failOn: Severity?

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the incremental cache.")
    var noCache = false

    @Option(name: .customLong("cache-dir"), help: "Cache directory (default: <path>/.keel-cache).")
    var cacheDir: String?

    @Option(name: .customLong("docs-base-url"), help: "Folder URL of the rule pages for links in SARIF, Markdown and HTML (default: docs_base_url in .keel.yml, else \(DocsLinks.defaultRulesBase)).")
    var docsBaseURL: String?

    @Option(help: "With --format html: chart this `keel trend --format json` file in the report.")
    var trend: String?

    @Option(name: .customLong("index-store"), help: "A compiler index store (swift build -Xswiftc -index-store-path DIR, or Xcode's DerivedData folder of the project): where the compiler names a type reference's declaration, rules read that instead of keel's own lookup. Disables the cache.")
    var indexStore: String?

    @Option(name: .customLong("index-store-lib"), help: "libIndexStore to load (default: next to the toolchain's swiftc, or KEEL_INDEXSTORE_LIB).")
    var indexStoreLib: String?

    /// Options that take one value: giving one twice is an error, not "the last one wins".
    static let singleValueOptions = ["--config", "--format", "--baseline", "--write-baseline", "--since", "--fail-on", "--cache-dir", "--docs-base-url", "--trend",
                                     "--index-store", "--index-store-lib"]

    func run() async throws {
        var options = AuditOptions(
            path: path, configPath: config, format: format, baselinePath: baseline, writeBaselinePath: writeBaseline,
            since: since, failOn: failOn, useCache: !noCache, cacheDirectory: cacheDir,
            colors: format == .text && isatty(STDOUT_FILENO) == 1, docsBaseURL: docsBaseURL
        )
        options.trendPath = trend
        options.indexStorePath = indexStore
        options.indexStoreLibrary = indexStoreLib
        options.keepsMemoryUntilExit = true   // this process exits after the audit
        let outcome = await AuditRun.run(options)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.diagnostics.utf8))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// What to audit (or fix) and with which configuration and baseline:
/// the options `keel audit` and `keel fix` share.
struct SourceOptions: ParsableArguments {
    @Argument(help: "The directory (or file) to audit.")
    var path: String = "."

    @Option(help: "Configuration file (default: <path>/.keel.yml when present).")
    var config: String?

    @Option(help: "Hide findings recorded in this baseline file.")
    var baseline: String?
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one (`keel rules VM001`): why, what it applies to, examples, how to fix, docs link."
    )

    @Argument(help: "A rule id (any case) to explain; without one, every rule is listed.")
    var id: String?

    @Option(name: .customLong("docs-base-url"), help: "Folder URL of the rule pages (default: \(DocsLinks.defaultRulesBase)).")
    var docsBaseURL: String?

    func validate() throws {
        if let docsBaseURL, let problem = DocsLinks.problem(with: docsBaseURL) { throw ValidationError("--docs-base-url: \(problem)") }
        if let id, RuleExplanation(id: id) == nil { throw ValidationError("unknown rule id \(id) (`keel rules` lists them)") }
    }

    func run() {
        if let id, let explanation = RuleExplanation(id: id, docsBase: docsBaseURL ?? DocsLinks.defaultRulesBase) {
            print(explanation.rendered(), terminator: "")
            return
        }
        for rule in Auditor.allRules {
            print("\(rule.id)  \(rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.name): \(rule.summary)")
        }
    }
}

/// A single-valued option given twice (`--format json --format sarif`) is
/// a usage error: ArgumentParser would silently keep the last one.
enum RepeatedOptions {
    static func check(_ arguments: [String]) throws {
        var seen: [String: String] = [:]
        let single: Set<String> = switch arguments.first {
        case "trend": Set(TrendCommand.singleValueOptions)
        case "index-compare": Set(IndexCompareCommand.singleValueOptions)
        case "mcp": Set(MCPCommand.singleValueOptions)
        default: Set(Audit.singleValueOptions)
        }
        for argument in arguments {
            if argument == "--" { break }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard single.contains(name) else { continue }
            if seen[name] != nil { throw ValidationError("\(name) given more than once; give it once") }
            seen[name] = argument
        }
    }
}

/// Hidden: the parse-only baseline for the performance harness (Tools/perf.sh).
struct ParseOnlyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "parse-only", shouldDisplay: false)

    @Argument var path: String = "."

    /// Instead: collector time and an empty walk's time as ratios to parse
    /// time, file by file on one thread (docs/articles/Audit-Performance.md).
    @Flag(name: .customLong("collector-ratios")) var collectorRatios = false

    func run() async throws {
        if collectorRatios {
            let ratios = try ParseOnly.collectorRatios(path: path)
            print(String(format: "per file, one thread: parse + raw walk + facts = %.2fx parse; parse + empty SyntaxVisitor walk = %.2fx parse; parse + empty raw walk = %.2fx parse",
                         ratios.collect, ratios.emptyWalk, ratios.rawWalk))
            return
        }
        let start = ContinuousClock.now
        let parsed = try await ParseOnly.run(path: path)
        let elapsed = ContinuousClock.now - start
        print("parsed \(parsed.files) files, \(parsed.lines) lines in \(elapsed)")
    }
}
