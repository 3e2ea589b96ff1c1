import ArgumentParser
import Foundation
import KeelAudit

extension TrendFormat: ExpressibleByArgument {}

/// `keel trend`: the audit's figures over git history.
struct TrendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend",
        abstract: "The audit's figures over git history: clean units per role, rule compliance, migration progress, findings per rule.",
        discussion: """
        Points: the last N first-parent commits (--commits, default 10), every tag (--tags), or one per week (--weekly N). \
        Files are read from git objects (no checkout); each point is audited with today's configuration. \
        Exit codes: 0 written, 2 usage, configuration or git error (nothing written).
        """
    )

    @Argument(help: "A directory (or file) inside a git repository.")
    var path: String = "."

    @Option(help: "The last N commits on the first-parent line.")
    var commits: Int?

    @Flag(help: "One point per tag in the history.")
    var tags = false

    @Option(help: "One point per week, N weeks back from the ref's commit.")
    var weekly: Int?

    @Option(help: "Whose history (default HEAD).")
    var ref: String = "HEAD"

    @Option(help: "Output format: \(TrendFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: TrendFormat = .json

    @Option(help: "Write to this file instead of standard output.")
    var output: String?

    @Option(help: "Configuration file (default: the one keel audit would use).")
    var config: String?

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the per-file cache.")
    var noCache = false

    @Option(name: .customLong("cache-dir"), help: "Cache directory (default: <path>/.keel-cache; the trend uses trend/ inside it).")
    var cacheDir: String?

    @Option(name: .customLong("docs-base-url"), help: "Folder URL of the rule pages, for links.")
    var docsBaseURL: String?

    /// Options that take one value (see `RepeatedOptions`).
    static let singleValueOptions = ["--commits", "--weekly", "--ref", "--format", "--output", "--config", "--cache-dir", "--docs-base-url"]

    func validate() throws {
        let chosen = [commits != nil, tags, weekly != nil].filter { $0 }.count
        if chosen > 1 { throw ValidationError("give one of --commits, --tags, --weekly") }
    }

    var selection: TrendSelection {
        if tags { return .tags }
        if let weekly { return .weekly(weekly) }
        return .commits(commits ?? 10)
    }

    func run() async throws {
        let options = TrendOptions(path: path, selection: selection, ref: ref, format: format, configPath: config,
                                   useCache: !noCache, cacheDirectory: cacheDir, docsBaseURL: docsBaseURL)
        let outcome = await TrendRun.run(options)
        FileHandle.standardError.write(Data(outcome.diagnostics.utf8))
        guard outcome.exitCode == 0 else { throw ExitCode(outcome.exitCode) }
        if let output {
            do {
                try Data(outcome.output.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(output): \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(Data(outcome.output.utf8))
        }
    }
}
