import Foundation
import KeelAudit
import Testing

/// The index-store reader against a package the compiler really built
/// (`IndexStoreFixture`): the build takes a minute or more on a busy
/// machine, so one test builds once and checks everything.
@Suite("Compiler index on a built fixture package", .timeLimit(.minutes(15)))
struct CompilerIndexFixtureTests {
    @Test(.enabled(if: IndexStoreFixture.canBuild, "needs swift on PATH and libIndexStore next to swiftc"))
    func readsTheReferencesTheCompilerResolved() async throws {
        let folder = try TemporaryFolder()
        let store = try await IndexStoreFixture.build(in: folder.path)
        let library = try IndexStoreLibrary.load()
        let index = try CompilerIndex.read(storePath: store, root: folder.path, library: library)

        #expect(index.files == ["Sources/Catalog/Catalog.swift", "Sources/Shapes/Canvas+Layers.swift", "Sources/Shapes/Canvas.swift"])
        #expect(index.modules == ["Sources/Catalog/Catalog.swift": "Catalog", "Sources/Shapes/Canvas+Layers.swift": "Shapes",
                                  "Sources/Shapes/Canvas.swift": "Shapes"])
        try checkCatalog(index)
        try checkExtensions(index)
        try checkGenerics(index)
        checkOnlyWrittenReferences(index)
        try await checkBaselineAgainstTheCompiler(folder: folder.path, store: store, index: index)
        try await checkTheModelAgainstTheCompiler(folder: folder.path, store: store, index: index)
        try await checkTheAuditReadsTheCompilersAnswers(folder: folder.path, store: store)
        try checkErrors(store: store, library: library)
    }

    private let shapes = "Sources/Shapes/Canvas.swift"
    private let catalog = "Sources/Catalog/Catalog.swift"

    /// References from another module, a homonym, a typealias, standard library types, a UTF-8 column.
    private func checkCatalog(_ index: CompilerIndex) throws {
        #expect(index.target(at: .init(path: catalog, line: 6, column: 17)) == .declared(path: shapes, line: 1, name: "Canvas"))
        // `Canvas.Layer`: both names, the nested type in the other module …
        #expect(index.target(at: .init(path: catalog, line: 7, column: 16)) == .declared(path: shapes, line: 1, name: "Canvas"))
        #expect(index.target(at: .init(path: catalog, line: 7, column: 23)) == .declared(path: shapes, line: 2, name: "Layer"))
        // … and a bare `Layer` is this module's own homonym.
        #expect(index.target(at: .init(path: catalog, line: 8, column: 16)) == .declared(path: catalog, line: 3, name: "Layer"))
        // A typealias is a target of its own (not followed to `[Layer]`).
        let stack = try #require(index.reference(at: .init(path: catalog, line: 9, column: 23)))
        #expect(stack.target == .declared(path: shapes, line: 5, name: "Stack"))
        #expect(stack.kind == .typeAlias)
        #expect(index.target(at: .init(path: catalog, line: 10, column: 16)) == .external(module: "Swift", name: "Int"))
        #expect(index.target(at: .init(path: catalog, line: 11, column: 14)) == .declared(path: shapes, line: 14, name: "Pen"))
        #expect(index.target(at: .init(path: catalog, line: 11, column: 18)) == .external(module: "Swift", name: "String"))
        // `/* é */ let note: Swift.String`: `é` is two UTF-8 bytes, so `String` starts at byte column 30 (character 29).
        let note = try #require(index.reference(at: .init(path: catalog, line: 12, column: 30)))
        #expect(note.target == .external(module: "Swift", name: "String"))
        #expect(note.kind == .struct)
        #expect(index.reference(at: .init(path: catalog, line: 12, column: 29)) == nil)
        // A synthesized `CodingKeys` has no definition anywhere: external, in the project's own module.
        #expect(index.target(at: .init(path: catalog, line: 18, column: 56)) == .external(module: "Catalog", name: "CodingKeys"))
        #expect(index.statistics.synthesizedTargets == 1)
    }

    /// `extension Canvas.Layer: CustomStringConvertible` and a typealias used inside an extension.
    private func checkExtensions(_ index: CompilerIndex) throws {
        let file = "Sources/Shapes/Canvas+Layers.swift"
        #expect(index.target(at: .init(path: file, line: 1, column: 11)) == .declared(path: shapes, line: 1, name: "Canvas"))
        #expect(index.target(at: .init(path: file, line: 1, column: 18)) == .declared(path: shapes, line: 2, name: "Layer"))
        let conformance = try #require(index.reference(at: .init(path: file, line: 1, column: 25)))
        #expect(conformance.target == .external(module: "Swift", name: "CustomStringConvertible"))
        #expect(conformance.kind == .protocol)
        #expect(index.target(at: .init(path: file, line: 2, column: 29)) == .external(module: "Swift", name: "String"))
        #expect(index.target(at: .init(path: file, line: 6, column: 29)) == .declared(path: shapes, line: 5, name: "Stack"))
        // `[Layer()]` inside `extension Canvas`: the nested type, by the extension's scope.
        #expect(index.target(at: .init(path: file, line: 6, column: 38)) == .declared(path: shapes, line: 2, name: "Layer"))
    }

    /// A generic parameter of a type and an associated type.
    private func checkGenerics(_ index: CompilerIndex) throws {
        let tip = try #require(index.reference(at: .init(path: shapes, line: 15, column: 28)))
        #expect(tip.target == .declared(path: shapes, line: 14, name: "Tip"))
        #expect(tip.kind == .genericParameter)
        let ink = try #require(index.reference(at: .init(path: shapes, line: 11, column: 25)))
        #expect(ink.target == .declared(path: shapes, line: 10, name: "Ink"))
        #expect(ink.kind == .associatedType)
        #expect(index.target(at: .init(path: shapes, line: 14, column: 30)) == .declared(path: shapes, line: 9, name: "Drawable"))
    }

    /// No declaration, definition or implicit occurrence is kept.
    private func checkOnlyWrittenReferences(_ index: CompilerIndex) {
        #expect(index.reference(at: .init(path: shapes, line: 1, column: 15)) == nil)   // `struct Canvas`
        #expect(index.reference(at: .init(path: shapes, line: 5, column: 22)) == nil)   // `typealias Stack`
        #expect(index.references.allSatisfy { $0.target != .unresolved })
        #expect(!index.references.isEmpty)
        #expect(index.statistics.projectRecords == 3)
    }

    /// The whole comparison on real compiler output: the baseline takes
    /// `Canvas.Layer` for the first `Layer` in path order (Catalog's).
    private func checkBaselineAgainstTheCompiler(folder: String, store: String, index: CompilerIndex) async throws {
        let outcome = await IndexCompareRun.run(IndexCompareOptions(treePath: folder, storePath: store, format: .json))
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        let agreement = try #require(outcome.agreement)
        #expect(agreement.compilerReferences == index.references.count)
        let otherDeclaration = try #require(agreement.disagreements.first { $0.kind == .otherDeclaration })
        #expect(otherDeclaration.examples.contains { $0.point == .init(path: catalog, line: 7, column: 23) })
        #expect(agreement.matched > 0 && agreement.matched < agreement.compilerReferences)
        #expect(outcome.output.contains("\"other-declaration\""))

        let strict = await IndexCompareRun.run(IndexCompareOptions(treePath: folder, storePath: store, minimumAgreement: 100))
        #expect(strict.exitCode == 1)
        #expect(strict.diagnostics.contains("below --min-agreement"))
    }

    /// The semantic model agrees with the compiler on every reference of the
    /// fixture: scopes, the other module's homonym, aliases as targets,
    /// extensions of nested types, generic parameters, standard library types.
    private func checkTheModelAgainstTheCompiler(folder: String, store: String, index: CompilerIndex) async throws {
        var options = IndexCompareOptions(treePath: folder, storePath: store, format: .json)
        options.examplesPerClass = 5
        let outcome = await IndexCompareRun.run(options, resolver: ResolverChoice.model.make())
        let agreement = try #require(outcome.agreement)
        #expect(agreement.compilerReferences == index.references.count)
        #expect(agreement.matched == agreement.compilerReferences, "\(outcome.output)")
    }

    /// `keel audit --index-store` reads the compiler's answers (and says so by working without a cache).
    private func checkTheAuditReadsTheCompilersAnswers(folder: String, store: String) async throws {
        var options = AuditOptions(path: folder, format: .json, useCache: true)
        options.indexStorePath = store
        let outcome = await AuditRun.run(options)
        #expect(outcome.exitCode == 0 || outcome.exitCode == 1, "\(outcome.diagnostics)")
        #expect(outcome.cacheHits == 0 && outcome.cacheMisses == 0)
        var bad = options
        bad.indexStorePath = folder + "/no-store-here"
        let failed = await AuditRun.run(bad)
        #expect(failed.exitCode == 2)
    }

    /// A root the store has nothing under, and a wrong store path.
    private func checkErrors(store: String, library: IndexStoreLibrary) throws {
        #expect(throws: IndexStoreError.self) { try CompilerIndex.read(storePath: store, root: "/nonexistent-root", library: library) }
        #expect(throws: IndexStoreError.self) { try CompilerIndex.read(storePath: store + "/nothing", root: "/", library: library) }
    }
}
