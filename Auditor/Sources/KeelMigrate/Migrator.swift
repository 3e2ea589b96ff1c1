import Foundation
import KeelAudit
import SwiftParser
import SwiftSyntax

/// What a migration is asked to produce, beyond the type to migrate.
package struct MigrationRequest: Sendable {
    /// The legacy ViewModel (or its UIKit controller) to migrate.
    package var typeName: String
    /// Base name of the generated types (`Inbox` → `InboxViewModel`, `InboxView`, …);
    /// default: the legacy name without `ViewModel`, made unique in the tree.
    package var featureName: String?
    /// Imports every generated file adds (when the legacy types live in another module).
    package var extraImports: [String]
    /// The module the generated files are compiled into (the test skeleton's `@testable import`).
    package var module: String?
    /// The audit configuration the generated files must satisfy.
    package var configuration: Configuration

    package init(typeName: String, featureName: String? = nil, extraImports: [String] = [], module: String? = nil,
                 configuration: Configuration = .default) {
        self.typeName = typeName
        self.featureName = featureName
        self.extraImports = extraImports
        self.module = module
        self.configuration = configuration
    }
}

/// `keel migrate`'s engine: legacy sources in, generated files and a report
/// out. It never touches the file system (the CLI does).
///
/// The generated feature is checked before it is returned: every file must
/// parse, and `keel audit` must report nothing on it. A translated statement
/// the check rejects is turned into a `// keel-migrate: TODO` with the
/// finding as its reason, and the feature is generated again — so what is
/// returned is either clean, or carries the findings it could not remove.
///
/// Threading: call from any thread; no shared state. Errors: `MigrateError`
/// for bad input (unknown type, not a ViewModel, unparsable ViewModel).
package enum Migrator {
    /// Rounds of "check, turn the culprit into a TODO, regenerate".
    static let maxRounds = 24

    package static func migrate(_ request: MigrationRequest, files: [SourceInput], searched: [String]) async throws -> MigrationResult {
        var tree = LegacyTree(files: files)
        var located = try FeatureLocator.locate(request.typeName, in: tree, searched: searched)
        /// The legacy ViewModel's file rewritten before the plan (renames, a forwarding, an
        /// inlining), and the tree and the located feature re-read from the new text.
        func rewriteViewModelFile(_ rewrite: (SourceFileSyntax) -> String) throws {
            var rewritten = tree.files
            rewritten[located.viewModelFile].text = rewrite(tree.syntax(located.viewModelFile))
            tree = LegacyTree(files: rewritten)
            located = try FeatureLocator.locate(request.typeName, in: tree, searched: searched)
        }
        if let found = TransformReader.find(in: located.viewModel, extensions: located.extensions) {
            // Locals of `transform` returned as outputs take the outputs' names first.
            let memberNames = Set(located.viewModel.memberBlock.members.flatMap { member -> [String] in
                if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
                return MemberSignature.types(of: member.decl).map(\.0)
            })
            let renames = TransformReader.renames(found.function, outputFields: TransformReader.fields(found.output), memberNames: memberNames)
            if !renames.isEmpty {
                try rewriteViewModelFile { TransformReader.renamed($0, function: found.function, renames: renames) }
            }
        }
        // A stored property named like an output would be declared twice in the migrated class: renamed.
        if let found = TransformReader.find(in: located.viewModel, extensions: located.extensions) {
            let fields = TransformReader.fields(found.output)
            let returned = TransformReader.returnedOutputs(found.function, outputFields: fields)?.values ?? [:]
            let renames = OutputNamedMembers.renames(viewModel: located.viewModel, extensions: located.extensions,
                                                     outputFields: fields, returned: returned)
            if !renames.isEmpty {
                let viewModel = located.viewModel
                try rewriteViewModelFile { OutputNamedMembers.renamed($0, viewModel: viewModel, renames: renames) }
            }
        }
        // A loop over a literal array of pairs wiring each the same way: one copy per pair.
        if let unrolled = UnrolledPairLoops.rewritten(tree.syntax(located.viewModelFile), viewModel: located.viewModel) {
            try rewriteViewModelFile { _ in unrolled }
        }
        // A stored stream that only passes on a private event subject: the subject is the output event, under its name.
        let forwardings = ForwardedEventSubjects.find(viewModel: located.viewModel, extensions: located.extensions)
        if !forwardings.isEmpty {
            let viewModel = located.viewModel
            try rewriteViewModelFile { ForwardedEventSubjects.rewritten($0, viewModel: viewModel, forwardings: forwardings) }
        }
        var plan = PlanBuilder.build(located, tree: tree, requestedName: request.featureName, extraImports: request.extraImports)
        // State Manager: a private method the init calls that uses an init value at once is init code: inlined.
        let inlined = InlinedInitMethods.find(viewModel: located.viewModel, extensions: located.extensions,
                                              candidates: StateManagerValues.initCalledReaders(plan))
        if !inlined.isEmpty {
            let viewModel = located.viewModel
            try rewriteViewModelFile { InlinedInitMethods.rewritten($0, viewModel: viewModel, methods: inlined) }
            plan = PlanBuilder.build(located, tree: tree, requestedName: request.featureName, extraImports: request.extraImports)
        }
        plan.forwardedEvents = Set(forwardings.map(\.stream))
        let directory = plan.names.base
        var demoted: [String: String] = [:]
        var generated = generate(plan, tree: tree, module: request.module, demoted: demoted)
        var parseFailures: [String] = []
        var findings: [Finding] = []
        for _ in 0..<maxRounds {
            var progress = false
            parseFailures = []
            for file in generated {
                let errors = parseErrorLines(file.writer.text)
                guard !errors.isEmpty else { continue }
                if ProcessInfo.processInfo.environment["KEEL_MIGRATE_DEBUG"] != nil {
                    // What did not parse, before it is turned into a TODO (for keel's own debugging).
                    FileHandle.standardError.write(Data("keel migrate: \(file.name) does not parse at lines \(errors):\n\(file.writer.text)\n".utf8))
                }
                for line in errors {
                    if let unit = file.writer.unit(at: line), demoted[unit] == nil {
                        demoted[unit] = "the translation does not parse; migrate this by hand"
                        progress = true
                    }
                }
                parseFailures.append("\(file.name): line \(errors[0])")
            }
            if progress {
                generated = generate(plan, tree: tree, module: request.module, demoted: demoted)
                continue
            }
            let inputs = generated.map { SourceInput(path: directory + "/" + $0.name, text: $0.writer.text) }
            let result = await Auditor(configuration: request.configuration).audit(inputs)
            findings = result.findings
            for finding in findings {
                guard let file = generated.first(where: { directory + "/" + $0.name == finding.file }),
                      let unit = file.writer.unit(at: finding.line), demoted[unit] == nil else { continue }
                demoted[unit] = "keel audit \(finding.ruleID): \(finding.message)"
                progress = true
            }
            if !progress { break }
            generated = generate(plan, tree: tree, module: request.module, demoted: demoted)
        }
        // A whole-class finding the legacy class already has (VM009, its size) is carried over, not refused.
        let originalFile = files.first { $0.path == tree.files[located.viewModelFile].path }
        var carried: [CarriedOverFinding] = []
        var grewTooMuch: [CarriedOverFinding] = []
        for finding in findings where CarriedOverFindings.wholeClassRules.contains(finding.ruleID) && finding.file.hasSuffix(Self.fileNameOfViewModel(plan)) {
            guard let originalFile, let legacy = await CarriedOverFindings.legacyFinding(
                ruleID: finding.ruleID, viewModel: located.viewModelName, file: originalFile, configuration: request.configuration) else { continue }
            let candidate = CarriedOverFinding(ruleID: finding.ruleID, legacy: legacy.message, migrated: finding.message)
            if CarriedOverFindings.allowsGrowth(candidate) {
                carried.append(candidate)
            } else {
                grewTooMuch.append(candidate)
            }
        }
        if !carried.isEmpty {
            plan.carriedOver = carried
            generated = generate(plan, tree: tree, module: request.module, demoted: demoted)
            let inputs = generated.map { SourceInput(path: directory + "/" + $0.name, text: $0.writer.text) }
            findings = await Auditor(configuration: request.configuration).audit(inputs).findings
        }
        let files = generated.map { file -> GeneratedFile in
            GeneratedFile(path: file.name, text: file.writer.text, todoLines: TodoCounter.count(file.writer.text).lines)
        }
        var todos: [MigrationResult.Todo] = []
        for file in files {
            for todo in TodoCounter.count(file.text).todos { todos.append(.init(file: file.path, line: todo.line, reason: todo.reason)) }
        }
        let translator = generated.first?.translator
        // A TODO in the ViewModel (or its state manager) is a half translation: refused.
        var refusals: [String] = plan.problems
        for file in generated where !file.name.hasPrefix("Tests/") && (file.name.hasSuffix("ViewModel.swift") || file.name.hasSuffix("StateManager.swift")) {
            for todo in file.writer.todos {
                refusals.append(todo.reason + (todo.code.map { " — `\($0.count > 90 ? String($0.prefix(87)) + "…" : $0)`" } ?? ""))
            }
        }
        var result = MigrationResult(
            legacyViewModel: located.viewModelName, legacyPath: plan.legacyPath,
            controller: located.controller.map { "\($0.name) (\(tree.files[$0.file].path))" },
            featureName: plan.names.base, pattern: plan.pattern, patternReasons: plan.patternReasons,
            files: files, todos: todos,
            checklist: Checklist.items(plan: plan, files: files, bridgeCalls: translator?.bridgeCalls ?? []),
            parseFailures: parseFailures, findings: findings
        )
        result.refusals = refusals
        result.carriedOver = plan.carriedOver
        // VM009 on the output is no unit to send back to a TODO: the migrated ViewModel is too long, and
        // the legacy one is not (else it is carried over, above): the translation crossed the limit. Refused,
        // with the legacy size — what the app team splits first.
        if let grown = grewTooMuch.first, let sizes = grown.sizes {
            result.refusals.append("keel audit VM009 on the migrated ViewModel: \(grown.migrated) The legacy `\(located.viewModelName)` was already over the limit (\(sizes.legacy) lines), but the translation grew it by more than \(CarriedOverFindings.growthPercent) % (to \(sizes.migrated)): a legacy VM009 is carried over only within that; split it by feature, then migrate each part")
        } else if let massive = findings.first(where: { $0.ruleID == "VM009" && $0.file.hasSuffix(Self.fileNameOfViewModel(plan)) }) {
            let legacy = ([Syntax(located.viewModel)] + located.extensions.map { Syntax($0) }).map(Self.lineSpan).reduce(0, +)
            result.refusals.append("keel audit VM009 on the migrated ViewModel: \(massive.message) The legacy `\(located.viewModelName)` spans \(legacy) lines with its same-file extensions, within the limit: the translation crossed it (a VM009 the legacy class already has is carried over, not refused); split it by feature, then migrate each part")
        }
        result.notExercised = generated.flatMap(\.notes)
        return result
    }

    static func fileNameOfViewModel(_ plan: MigrationPlan) -> String {
        (plan.names.usesProtocol ? plan.names.viewModelProtocol : plan.names.viewModel) + ".swift"
    }

    /// Lines from a declaration's first token to its last.
    static func lineSpan(_ node: Syntax) -> Int {
        let converter = SourceLocationConverter(fileName: "", tree: node.root)
        return node.endLocation(converter: converter, afterTrailingTrivia: false).line
            - node.startLocation(converter: converter, afterLeadingTrivia: true).line + 1
    }

    struct Generated {
        var name: String
        var writer: SourceWriter
        var translator: Translator?
        /// For the equivalence test: what its script does not exercise.
        var notes: [String] = []
    }

    static func generate(_ plan: MigrationPlan, tree: LegacyTree, module: String?, demoted: [String: String]) -> [Generated] {
        let translator = Translator(plan: plan, tree: tree)
        let viewModelWriter = ViewModelWriter(plan: plan, tree: tree, translator: translator, demoted: demoted)
        let (viewModel, summary) = viewModelWriter.write()
        let imports = viewModelWriter.imports()
        let fileName = fileNameOfViewModel(plan)
        var result = [
            Generated(name: fileName, writer: viewModel, translator: translator),
            Generated(name: plan.names.view + ".swift", writer: ViewWriter(plan: plan, summary: summary, imports: imports,
                                                                                      appDeclares: Set(ViewWriter.swiftUINames.filter { tree.kind(of: $0) != nil })).write()),
            Generated(name: plan.names.assembly + ".swift", writer: AssemblyWriter(plan: plan, imports: imports).write()),
        ]
        if plan.pattern == .locationPermissionWithStateManager {
            result.append(Generated(name: plan.names.stateManager + ".swift", writer: StateManagerWriter(plan: plan, imports: imports).write()))
        }
        var tests = EquivalenceTestWriter(plan: plan, tree: tree, summary: summary, module: module, imports: imports)
        result.append(Generated(name: "Tests/" + plan.names.tests + ".swift", writer: tests.write(), notes: tests.notExercised))
        return result
    }

    /// 1-based lines with parse errors (swift-syntax recovers; any missing or
    /// unexpected node is an error).
    static func parseErrorLines(_ text: String) -> [Int] {
        let tree = Parser.parse(source: text)
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        final class Collector: SyntaxVisitor {
            var positions: [AbsolutePosition] = []
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                positions.append(node.positionAfterSkippingLeadingTrivia)
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if token.presence == .missing { positions.append(token.position) }
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .all)
        collector.walk(tree)
        let lines = collector.positions.map { converter.location(for: $0).line }
        return lines.isEmpty ? [1] : Array(Set(lines)).sorted()
    }
}
