import ArgumentParser
import Foundation
import KeelMigrate

/// `keel migrate`: one legacy RxSwift feature to the migration guide's target shape.
struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Generate the SwiftUI + Combine version of one legacy RxSwift ViewModel (and its UIKit controller).",
        discussion: """
        Writes new files (the ViewModel, a thin SwiftUI view, the Swinject registration, a test skeleton \
        with fakes; a state manager when the screen receives parameters) and prints what is left to do \
        by hand. The legacy code is not modified. A ViewModel with code that has no mechanical Combine \
        form (or an @Observable, an already-Combine ViewModel) is refused with the reasons, and nothing \
        is written — never a half translation. The generated files are checked: they parse, `keel audit` \
        reports nothing on them, and the verification step type-checks them with swiftc (Swift 6) \
        together with an interface skeleton of the app's own declarations they call; the report prints \
        "type-checks" only when it did, else what could not be proven (every unresolved name).
        Exit codes: 0 written, clean and type-checks; 1 written, but the check found something or the \
        type check could not prove it (listed); 2 bad input (unknown or ambiguous type, not a ViewModel, \
        unparsable file, output exists) — nothing written; 3 refused (reasons listed) — nothing written.
        """
    )

    @Argument(help: "The legacy ViewModel class, its protocol, or the UIKit view controller that holds it.")
    var typeName: String

    @Option(name: .customLong("in"), help: "Where the legacy code is (repeatable; default: the current directory).")
    var searchPaths: [String] = []

    @Option(name: .customLong("out"), help: "Output directory (default: a new folder next to the legacy ViewModel). Must not exist.")
    var outputDirectory: String?

    @Flag(name: .customLong("dry-run"), help: "Print the generated files and the report; write nothing.")
    var dryRun = false

    @Option(name: .customLong("name"), help: "Base name of the generated types (default: the legacy name without ViewModel).")
    var featureName: String?

    @Option(name: .customLong("import"), help: "A module every generated file imports (repeatable).")
    var extraImports: [String] = []

    @Option(name: .customLong("module"), help: "The module the generated files belong to (the test skeleton's @testable import).")
    var module: String?

    @Option(help: "Audit configuration for the check (default: <first --in>/.keel.yml when present).")
    var config: String?

    @Flag(name: .customLong("no-type-check"), help: "Skip the swiftc verification step (the report then says the files were not type-checked; exit 1).")
    var noTypeCheck = false

    func run() async throws {
        let options = MigrateOptions(typeName: typeName, searchPaths: searchPaths.isEmpty ? ["."] : searchPaths,
                                     outputDirectory: outputDirectory, dryRun: dryRun, featureName: featureName,
                                     extraImports: extraImports, module: module, configPath: config, typeCheck: !noTypeCheck)
        let outcome = await MigrateRun.run(options)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.diagnostics.utf8))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
