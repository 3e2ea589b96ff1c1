import Foundation

/// Output formats of `keel index-compare`.
package enum IndexCompareFormat: String, CaseIterable, Sendable {
    case text, json
}

/// Everything `keel index-compare` can be asked to do.
package struct IndexCompareOptions: Sendable {
    /// The folder whose Swift files the resolver reads (as `keel audit` finds them).
    package var treePath: String
    /// `.keel.yml` whose `include`/`exclude` select the files; default: the tree's own, if any.
    package var configPath: String?
    /// The index store (see `IndexStoreLocation` for the forms accepted).
    package var storePath: String
    /// The folder the store's paths were recorded under; default: `treePath`.
    package var root: String?
    /// libIndexStore to load; default: `IndexStoreLibrary`'s search.
    package var libraryPath: String?
    package var format: IndexCompareFormat
    package var examplesPerClass: Int
    /// Exit 1 when the agreement (percent) is below this.
    package var minimumAgreement: Double?
    /// Compare modules exactly (no `ModuleEquivalence.standard`).
    package var exactModules: Bool

    package init(treePath: String, configPath: String? = nil, storePath: String, root: String? = nil, libraryPath: String? = nil, format: IndexCompareFormat = .text,
                 examplesPerClass: Int = 5, minimumAgreement: Double? = nil, exactModules: Bool = false) {
        self.treePath = treePath
        self.configPath = configPath
        self.storePath = storePath
        self.root = root
        self.libraryPath = libraryPath
        self.format = format
        self.examplesPerClass = examplesPerClass
        self.minimumAgreement = minimumAgreement
        self.exactModules = exactModules
    }
}

/// The outcome of `keel index-compare`: the report, or a message and exit 2.
package struct IndexCompareOutcome: Sendable {
    package var output: String
    package var diagnostics: String
    /// 0 compared; 1 below `--min-agreement`; 2 usage, I/O or index-store error.
    package var exitCode: Int32
    package var agreement: TypeReferenceAgreement?
}

/// `keel index-compare` as a function: reads the tree's sources as `keel
/// audit` finds them (its configuration's `include`/`exclude`), runs a resolver on them, reads
/// the compiler's index store for the same files and compares the two
/// (`TypeReferenceComparison`). Writes nothing.
package enum IndexCompareRun {
    package static func run(_ options: IndexCompareOptions, resolver: any TypeReferenceResolver = SimpleNameTypeResolver()) async -> IndexCompareOutcome {
        do {
            return try await execute(options, resolver: resolver)
        } catch {
            return IndexCompareOutcome(output: "", diagnostics: commandErrorLine(error), exitCode: 2, agreement: nil)
        }
    }

    private static func execute(_ options: IndexCompareOptions, resolver: any TypeReferenceResolver) async throws -> IndexCompareOutcome {
        let tree = URL(fileURLWithPath: options.treePath).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: tree.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw IndexCompareError.notAFolder(options.treePath)
        }
        let configuration = try AuditWorkspace.loadConfiguration(options.configPath, directory: tree, project: nil)
        let library = try IndexStoreLibrary.load(path: options.libraryPath)
        let root = options.root ?? tree.path
        let index = try CompilerIndex.read(storePath: options.storePath, root: root, library: library)
        let located = try SourceDiscovery.locate(root: tree, configuration: configuration)
        let sources = SourceDiscovery.read(located.candidates, skipped: located.skipped)
        let modules = ModuleMap.build(files: located.candidates.map { ($0.relative, $0.path) }, descriptors: located.descriptors.map(\.path))
        let resolved = await resolver.references(in: sources.files, modules: modules)

        let texts = Dictionary(sources.files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let comparisonOptions = TypeReferenceComparison.Options(examplesPerClass: max(0, options.examplesPerClass),
                                                               modules: options.exactModules ? .exact : .standard)
        let agreement = TypeReferenceComparison.compare(
            compiler: index.references, resolved: resolved, resolverName: resolver.name, resolverFiles: Set(texts.keys),
            options: comparisonOptions, line: { point in texts[point.path].flatMap { sourceLine(point.line, of: $0) } },
            spells: { point, name in texts[point.path].map { spells(name, at: point, in: $0) } ?? true })

        let store = (try? IndexStoreLocation.resolve(options.storePath)) ?? options.storePath
        let output: String
        switch options.format {
        case .text:
            output = agreement.renderedText(heading: """
                keel index-compare \(options.treePath): \(resolver.name) against the compiler's index
                  store \(store) (\(index.statistics.units) units, \(index.statistics.records) records; \
                \(index.files.count) files under \(root), modules: \(Set(index.modules.values).count), Swift files in the tree: \(sources.files.count))
                  compiler-synthesized targets (CodingKeys, inferred associated types): \(index.statistics.synthesizedTargets)
                """)
        case .json:
            let stats = index.statistics
            output = JSONText.members([
                ("tree", .string(options.treePath)),
                ("store", .string(store)),
                ("root", .string(root)),
                ("library", .string(library.path)),
                ("treeFiles", .int(sources.files.count)),
                ("compilerIndex", .object([
                    "units": .int(stats.units), "systemUnits": .int(stats.systemUnits), "records": .int(stats.records),
                    "projectRecords": .int(stats.projectRecords), "files": .int(index.files.count),
                    "references": .int(index.references.count), "implicitReferences": .int(stats.implicitReferences),
                    "pointsWithSeveralReferences": .int(stats.pointsWithSeveralReferences),
                    "synthesizedTargets": .int(stats.synthesizedTargets),
                    "modules": .int(Set(index.modules.values).count),
                ])),
            ] + agreement.jsonMembers()).rendered()
        }
        var diagnostics = sources.skipped.map { "note: \($0)\n" }.joined()
        var exitCode: Int32 = 0
        if let minimum = options.minimumAgreement, agreement.agreementPercent < minimum {
            diagnostics += String(format: "error: agreement %.2f %% is below --min-agreement %.2f %%\n", agreement.agreementPercent, minimum)
            exitCode = 1
        }
        return IndexCompareOutcome(output: output, diagnostics: diagnostics, exitCode: exitCode, agreement: agreement)
    }

    /// Whether the bytes at the point's line and UTF-8 column are `name`
    /// (or `` `name` ``); true when the point is past the text.
    package static func spells(_ name: String, at point: SourcePoint, in text: String) -> Bool {
        guard let line = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropFirst(point.line - 1).first,
              point.column >= 1, point.column <= line.count + 1 else { return true }
        let rest = line.dropFirst(point.column - 1)
        return rest.starts(with: name.utf8) || rest.starts(with: ("`" + name).utf8)
    }

    /// Line `number` (1-based) of `text`, trimmed; nil past the end.
    static func sourceLine(_ number: Int, of text: String) -> String? {
        var current = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return line.trimmingCharacters(in: .whitespaces) }
            current += 1
        }
        return nil
    }
}

/// Bad input to `keel index-compare`.
package enum IndexCompareError: CommandError, Equatable {
    case notAFolder(String)

    package var description: String {
        switch self {
        case .notAFolder(let path): "\(path) is not a folder: give the tree whose sources to compare"
        }
    }
}
