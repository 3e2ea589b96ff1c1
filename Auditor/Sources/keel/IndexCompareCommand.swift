import ArgumentParser
import Foundation
import KeelAudit

extension IndexCompareFormat: ExpressibleByArgument {}

extension ResolverChoice: ExpressibleByArgument {}

/// `keel index-compare`: the auditor's type resolution against the
/// compiler's index (docs/articles/Model-vs-Compiler.md). A measuring tool,
/// not shown in `keel --help`.
struct IndexCompareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index-compare",
        abstract: "Compare the auditor's type references with the compiler's index store.",
        discussion: """
        Build the project with an index store first (`swift build -Xswiftc -index-store-path -Xswiftc PATH`, or use Xcode's \
        DerivedData folder). Every type reference the compiler recorded in the tree's Swift files is compared with what the \
        auditor's resolver says it names. Exit codes: 0 compared, 1 agreement below --min-agreement, 2 usage, I/O or \
        index-store error.
        """,
        shouldDisplay: false
    )

    @Argument(help: "The folder whose Swift files to compare.")
    var tree: String

    @Option(help: "Configuration file whose include/exclude select the files (default: TREE/.keel.yml when present).")
    var config: String?

    @Option(name: .customLong("index-store"), help: "The index store (the -index-store-path folder, or a DerivedData project folder).")
    var indexStore: String

    @Option(help: "The folder the store's paths were recorded under (default: TREE).")
    var root: String?

    @Option(name: .customLong("index-store-lib"), help: "libIndexStore to load (default: \(IndexStoreLibrary.environmentVariable), else next to swiftc).")
    var indexStoreLib: String?

    @Option(help: "Output format: \(IndexCompareFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: IndexCompareFormat = .text

    @Option(help: "The resolver to measure: \(ResolverChoice.allCases.map(\.rawValue).joined(separator: ", ")).")
    var resolver: ResolverChoice = .baseline

    @Option(help: "Examples shown per class of disagreement.")
    var examples: Int = 5

    @Option(name: .customLong("min-agreement"), help: "Exit 1 when the agreement is below this percentage.")
    var minAgreement: Double?

    @Flag(name: .customLong("exact-modules"), help: "Compare modules exactly (FoundationEssentials is not Foundation).")
    var exactModules = false

    /// Options that take one value (see `RepeatedOptions`).
    static let singleValueOptions = ["--config", "--index-store", "--root", "--index-store-lib", "--resolver", "--format", "--examples", "--min-agreement"]

    func validate() throws {
        if examples < 0 { throw ValidationError("--examples must be 0 or more") }
        if let minAgreement, !(0...100).contains(minAgreement) { throw ValidationError("--min-agreement must be a percentage (0-100)") }
    }

    func run() async throws {
        let options = IndexCompareOptions(treePath: tree, configPath: config, storePath: indexStore, root: root, libraryPath: indexStoreLib, format: format,
                                          examplesPerClass: examples, minimumAgreement: minAgreement, exactModules: exactModules)
        let outcome = await IndexCompareRun.run(options, resolver: resolver.make())
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.diagnostics.utf8))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
