import ArgumentParser
import Foundation
import KeelAudit

/// `keel explain TYPE`: the roles the auditor gives a type, and why.
struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain the roles keel gives a type (ViewModel, View, Coordinator, …) and the evidence for each.",
        discussion: "Exit codes: 0 explained, 1 no such type, 2 usage, configuration or I/O error."
    )

    @Argument(help: "The type's name (`SettingsViewModel`, or qualified: `ProfileCell.ViewModel`).")
    var type: String

    @Argument(help: "The directory to read (default: the current one).")
    var path: String = "."

    @Option(help: "Configuration file (default: <path>/.keel.yml when present).")
    var config: String?

    func run() async throws {
        let outcome = await ExplainRun.run(path: path, configPath: config, typeName: type)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.diagnostics.utf8))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
