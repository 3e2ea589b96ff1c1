import Foundation

/// The entry point of a team's own `keel`: `keel audit` with the team's
/// rules beside keel's.
///
///     @main struct TeamKeel {
///         static func main() async {
///             exit(await KeelTeamAudit.run(arguments: Array(CommandLine.arguments.dropFirst()),
///                                          rules: [FeatureModuleIsolationRule()]))
///         }
///     }
///
/// Arguments: `[audit] [PATH] [--format text|json|sarif|markdown|github|html]
/// [--config FILE] [--baseline FILE] [--fail-on note|warning|error] [--no-cache]`
/// — the same meaning as `keel audit`'s. The report goes to standard output,
/// diagnostics to standard error.
///
/// Returns the exit code: 0 clean, 1 findings at or above the failing
/// severity, 2 a usage, configuration or I/O error (nothing is written
/// then). Call it once per process; it may be called from any task.
public enum KeelTeamAudit {
    public static func run(arguments: [String], rules: [any TeamRule]) async -> Int32 {
        TeamRuleIDs.register(rules.map(\.metadata.id))
        let parsed: AuditOptions
        do {
            parsed = try options(arguments)
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            return 2
        } catch {
            return 2
        }
        var options = parsed
        options.teamRules = rules
        let outcome = await AuditRun.run(options)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.diagnostics.utf8))
        return outcome.exitCode
    }

    struct UsageError: Error { var message: String }

    static func options(_ arguments: [String]) throws -> AuditOptions {
        var options = AuditOptions()
        var rest = arguments
        if rest.first == "audit" { rest.removeFirst() }
        var path: String?
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < rest.count else { throw UsageError(message: "\(flag) needs a value") }
            return rest[index]
        }
        while index < rest.count {
            let argument = rest[index]
            switch argument {
            case "--format":
                let raw = try value(argument)
                guard let format = ReportFormat(rawValue: raw) else { throw UsageError(message: "unknown format \(raw)") }
                options.format = format
            case "--config": options.configPath = try value(argument)
            case "--baseline": options.baselinePath = try value(argument)
            case "--fail-on":
                let raw = try value(argument)
                guard let severity = Severity(rawValue: raw) else { throw UsageError(message: "unknown severity \(raw)") }
                options.failOn = severity
            case "--no-cache": options.useCache = false
            default:
                guard !argument.hasPrefix("-"), path == nil else { throw UsageError(message: "unexpected argument \(argument)") }
                path = argument
            }
            index += 1
        }
        options.path = path ?? "."
        return options
    }
}

/// The ids of the team rules of this process, so `.keel.yml` may configure them.
enum TeamRuleIDs {
    private static let storage = Storage()

    static func register(_ ids: [String]) { storage.set(ids) }
    static var current: Set<String> { storage.get() }

    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: Set<String> = []
        func set(_ new: [String]) { lock.lock(); ids.formUnion(new); lock.unlock() }
        func get() -> Set<String> { lock.lock(); defer { lock.unlock() }; return ids }
    }
}
