import Foundation
import KeelAudit
import KeelVerify

/// Everything `keel migrate` can be asked to do.
package struct MigrateOptions: Sendable {
    /// The legacy ViewModel (or UIKit controller) to migrate.
    package var typeName: String
    /// Directories (or files) to read; default: the current directory.
    package var searchPaths: [String]
    /// Where to write the feature; default: a new folder next to the legacy ViewModel.
    package var outputDirectory: String?
    /// Print the files and the report; write nothing.
    package var dryRun: Bool
    package var featureName: String?
    package var extraImports: [String]
    package var module: String?
    /// `.keel.yml` the generated files are audited with; default: the first search path's, if any.
    package var configPath: String?
    /// Run the verification step (`swiftc` type-check of the generated files with the app skeleton).
    package var typeCheck: Bool

    package init(typeName: String, searchPaths: [String] = ["."], outputDirectory: String? = nil, dryRun: Bool = false,
                 featureName: String? = nil, extraImports: [String] = [], module: String? = nil, configPath: String? = nil,
                 typeCheck: Bool = true) {
        self.typeCheck = typeCheck
        self.typeName = typeName
        self.searchPaths = searchPaths
        self.outputDirectory = outputDirectory
        self.dryRun = dryRun
        self.featureName = featureName
        self.extraImports = extraImports
        self.module = module
        self.configPath = configPath
    }
}

/// The outcome of `keel migrate`: what to print where, and the exit code —
/// 0: written (or printed), audits clean and type-checks; 1: written, but the
/// check found something or could not prove it type-checks (the report says
/// what); 2: bad input, nothing written; 3: refused (not mechanically
/// migratable, the reasons printed), nothing written.
package struct MigrateOutcome: Sendable {
    package var output: String
    package var diagnostics: String
    package var exitCode: Int32
    package var result: MigrationResult?
    /// Absolute paths written.
    package var written: [String]
}

/// `keel migrate` as a function: discovery → the engine → the check → files.
package enum MigrateRun {
    package static func run(_ options: MigrateOptions) async -> MigrateOutcome {
        do {
            return try await execute(options)
        } catch {
            return MigrateOutcome(output: "", diagnostics: commandErrorLine(error), exitCode: (error as? MigrateError)?.exitCode ?? 2, result: nil, written: [])
        }
    }

    private static func execute(_ options: MigrateOptions) async throws -> MigrateOutcome {
        let (files, roots) = try discover(options.searchPaths)
        let configuration = try loadConfiguration(options, roots: roots)
        let request = MigrationRequest(typeName: options.typeName, featureName: options.featureName,
                                       extraImports: options.extraImports, module: options.module, configuration: configuration)
        var result = try await Migrator.migrate(request, files: files.map(\.input), searched: options.searchPaths)
        guard result.refusals.isEmpty else {
            let refusal = MigrateError.refused(result.legacyViewModel, reasons: result.refusals)
            if options.dryRun {
                // For review only: what the translation got to, its TODOs, and the refusal. Nothing is written.
                return MigrateOutcome(output: MigrationReportText.dryRunFiles(result), diagnostics: commandErrorLine(refusal),
                                      exitCode: refusal.exitCode, result: result, written: [])
            }
            throw refusal
        }

        let legacyFile = files.first { $0.input.path == result.legacyPath }
        let output = URL(fileURLWithPath: options.outputDirectory
            ?? (legacyFile.map { $0.absolute.deletingLastPathComponent().appendingPathComponent(result.featureName).path } ?? result.featureName))
        let shown = displayPath(output)
        if options.typeCheck {
            // The verification step: the generated files with the app's own declarations they call.
            let legacyFolder = (result.legacyPath as NSString).deletingLastPathComponent
            let root = legacyFolder.split(separator: "/").first.map(String.init)
            result.verification = await TypeCheck.checked(TypeCheckInput(
                tree: Self.verificationTree(files.map { SourceFile(path: $0.input.path, text: $0.input.text) }, legacyPath: result.legacyPath),
                checked: result.files.map { SourceFile(path: shown + "/" + $0.path, text: $0.text) },
                moduleName: options.module ?? "App", preferredPrefix: root.map { $0 + "/" },
                resources: RSwiftResources.scan(roots: roots), objCHeaders: ObjCHeaders.scan(roots: roots)))
        }
        let exitCode: Int32 = result.isProven ? 0 : 1
        if options.dryRun {
            let report = MigrationReportText.render(result, outputDirectory: shown, dryRun: true)
            return MigrateOutcome(output: MigrationReportText.dryRunFiles(result) + "\n" + report, diagnostics: "",
                                  exitCode: exitCode, result: result, written: [])
        }
        guard !FileManager.default.fileExists(atPath: output.path) else { throw MigrateError.outputExists(output.path) }
        var written: [String] = []
        do {
            for file in result.files {
                let url = output.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
                written.append(url.path)
            }
        } catch {
            // Nothing half-written: remove what this run created.
            try? FileManager.default.removeItem(at: output)
            throw MigrateError.unreadable(output.path, detail: "could not write: \(error.localizedDescription)")
        }
        let report = MigrationReportText.render(result, outputDirectory: shown, dryRun: false)
        return MigrateOutcome(output: report, diagnostics: "", exitCode: exitCode, result: result, written: written)
    }

    /// `url` relative to the current directory when it is inside it.
    /// The tree the verification step reads: the app's test targets are not the migrated files' module,
    /// so their declarations (a test file's `let Empty = "empty"` beside Combine's `Empty()`) stay out of
    /// the skeleton — unless the legacy ViewModel is itself in one.
    static func verificationTree(_ files: [SourceFile], legacyPath: String) -> [SourceFile] {
        guard !FeatureLocator.isTestPath(legacyPath) else { return files }
        return files.filter { !FeatureLocator.isTestPath($0.path) }
    }

    static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    struct LocatedFile {
        var input: SourceInput
        var absolute: URL
    }

    /// Swift files under every search path; paths are relative to their
    /// root, prefixed with the root's name when there are several.
    static func discover(_ paths: [String]) throws -> ([LocatedFile], [URL]) {
        var files: [LocatedFile] = []
        var roots: [URL] = []
        let ancestor = commonAncestor(paths.map { URL(fileURLWithPath: $0).standardizedFileURL })
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw MigrateError.unreadable(path, detail: "no such file or directory")
            }
            let root = isDirectory.boolValue ? url : url.deletingLastPathComponent()
            roots.append(root)
            let discovered = try SourceDiscovery.discover(root: root, configuration: .default)
            // Several roots: paths relative to their common ancestor (stable wherever the command runs).
            let prefix = paths.count > 1 ? String(root.path.dropFirst(ancestor.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/" : ""
            for input in discovered.files {
                if !isDirectory.boolValue, root.appendingPathComponent(input.path).standardizedFileURL != url { continue }
                var relabelled = input
                relabelled.path = prefix + input.path
                files.append(LocatedFile(input: relabelled, absolute: root.appendingPathComponent(input.path)))
            }
        }
        return (files, roots)
    }

    /// The longest common directory path of `urls` (directories: themselves; files: their folder).
    static func commonAncestor(_ urls: [URL]) -> String {
        let components = urls.map { url -> [String] in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            return (isDirectory.boolValue ? url : url.deletingLastPathComponent()).pathComponents
        }
        guard var common = components.first else { return "" }
        for other in components.dropFirst() {
            var i = 0
            while i < common.count, i < other.count, common[i] == other[i] { i += 1 }
            common = Array(common.prefix(i))
        }
        return NSString.path(withComponents: common)
    }

    private static func loadConfiguration(_ options: MigrateOptions, roots: [URL]) throws -> Configuration {
        if let path = options.configPath { return try ConfigurationLoader.load(from: URL(fileURLWithPath: path)) }
        if let root = roots.first {
            let implicit = root.appendingPathComponent(ConfigurationLoader.defaultFileName)
            if FileManager.default.fileExists(atPath: implicit.path) { return try ConfigurationLoader.load(from: implicit) }
        }
        return .default
    }
}
