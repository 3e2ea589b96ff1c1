import KeelAudit
import Testing

@Suite("Type references: resolver against compiler", .timeLimit(.minutes(3)))
struct TypeReferenceComparisonTests {
    private func point(_ line: Int, _ column: Int = 5, in path: String = "A.swift") -> SourcePoint {
        SourcePoint(path: path, line: line, column: column)
    }

    private func compiler(_ point: SourcePoint, _ name: String, _ target: ReferenceTarget, kind: TypeSymbolKind = .struct) -> CompilerTypeReference {
        CompilerTypeReference(reference: ResolvedTypeReference(point: point, name: name, target: target), kind: kind, usr: "s:\(point)")
    }

    private func resolved(_ point: SourcePoint, _ name: String, _ target: ReferenceTarget) -> ResolvedTypeReference {
        ResolvedTypeReference(point: point, name: name, target: target)
    }

    /// One compiler reference per class, and what the resolver says for it.
    @Test func everyClassOfDisagreementIsCounted() throws {
        let inner = ReferenceTarget.declared(path: "B.swift", line: 2, name: "Inner")
        let compiler = [
            compiler(point(1), "Inner", inner),                                                  // matched
            compiler(point(2), "Inner", inner),                                                  // not seen
            compiler(point(3), "Inner", inner),                                                  // unresolved
            compiler(point(4), "Inner", inner),                                                  // other declaration
            compiler(point(5), "Inner", inner),                                                  // external for declared
            compiler(point(6), "Result", .external(module: "Swift", name: "Result"), kind: .enum), // declared for external
            compiler(point(7), "Date", .external(module: "FoundationEssentials", name: "Date")), // module not named
            compiler(point(8), "Date", .external(module: "FoundationEssentials", name: "Date")), // module mismatch
            compiler(point(9), "Codable", .external(module: "Swift", name: "Codable"), kind: .typeAlias), // other external symbol
            compiler(point(10), "Date", .external(module: "FoundationEssentials", name: "Date")), // matched through equivalence
            compiler(point(11), "Int", .external(module: "Swift", name: "Int")),                // matched exactly
        ]
        let resolvedReferences = [
            resolved(point(1), "Inner", inner),
            resolved(point(3), "Inner", .unresolved),
            resolved(point(4), "Inner", .declared(path: "C.swift", line: 9, name: "Inner")),
            resolved(point(5), "Inner", .external(module: nil, name: "Inner")),
            resolved(point(6), "Result", .declared(path: "A.swift", line: 40, name: "Result")),
            resolved(point(7), "Date", .external(module: nil, name: "Date")),
            resolved(point(8), "Date", .external(module: "SwiftUI", name: "Date")),
            resolved(point(9), "Codable", .external(module: "Swift", name: "Decodable")),
            resolved(point(10), "Date", .external(module: "Foundation", name: "Date")),
            resolved(point(11), "Int", .external(module: "Swift", name: "Int")),
            resolved(point(12), "Helper", .external(module: nil, name: "Helper")),             // resolver only
        ]
        let result = TypeReferenceComparison.compare(compiler: compiler, resolved: resolvedReferences, resolverName: "test",
                                                     resolverFiles: ["A.swift"])
        #expect(result.compilerReferences == 11)
        #expect(result.matched == 3)
        #expect(result.matchedThroughModuleEquivalence == 1)
        // Placement: matched + the three "both outside the tree" classes.
        #expect(result.placementMatched == 6)
        #expect(result.declared == tally(5, matched: 1))
        #expect(result.external == tally(6, matched: 2))
        #expect(result.resolverOnly == 1)
        #expect(result.resolverReferences == 11)
        var counts: [DisagreementClass: Int] = [:]
        for c in result.disagreements { counts[c.kind] = c.count }
        #expect(counts == [.notSeen: 1, .otherSpelling: 0, .unresolved: 1, .otherDeclaration: 1, .externalForDeclared: 1, .declaredForExternal: 1,
                           .moduleNotNamed: 1, .moduleMismatch: 1, .otherExternalSymbol: 1])
        #expect(result.disagreements.map(\.kind) == DisagreementClass.allCases)
        let notSeen = try #require(result.disagreements.first { $0.kind == .notSeen }?.examples.first)
        #expect(notSeen.point == point(2))
        #expect(notSeen.resolver == nil)
        #expect(result.disagreements.first { $0.kind == .declaredForExternal }?.bySymbolKind == [.enum: 1])
        #expect(result.disagreements.first { $0.kind == .otherExternalSymbol }?.bySymbolKind == [.typeAlias: 1])
        #expect(result.byKind[.enum] == tally(1, matched: 0))
        #expect(result.byKind[.struct] == tally(9, matched: 3))
    }

    private func tally(_ total: Int, matched: Int) -> TypeReferenceAgreement.Tally {
        var t = TypeReferenceAgreement.Tally()
        t.total = total
        t.matched = matched
        return t
    }

    /// `Self.make()` and `case .none`: the compiler records the type the source implies.
    @Test func pointsSpelledOtherwiseAreTheirOwnClass() {
        let target = ReferenceTarget.declared(path: "A.swift", line: 1, name: "Model")
        let references = [compiler(point(2), "Model", target), compiler(point(3), "Model", target)]
        let result = TypeReferenceComparison.compare(compiler: references, resolved: [], resolverName: "t", resolverFiles: ["A.swift"],
                                                     spells: { point, _ in point.line != 3 })
        #expect(result.disagreements.first { $0.kind == .notSeen }?.count == 1)
        #expect(result.disagreements.first { $0.kind == .otherSpelling }?.examples.map(\.point) == [point(3)])
    }

    @Test func exactModulesTurnsEquivalenceIntoAMismatch() {
        let references = [compiler(point(1), "Task", .external(module: "_Concurrency", name: "Task"))]
        let resolvedReferences = [resolved(point(1), "Task", .external(module: "Swift", name: "Task"))]
        let standard = TypeReferenceComparison.compare(compiler: references, resolved: resolvedReferences, resolverName: "t", resolverFiles: ["A.swift"])
        #expect(standard.matched == 1 && standard.matchedThroughModuleEquivalence == 1)
        let exact = TypeReferenceComparison.compare(compiler: references, resolved: resolvedReferences, resolverName: "t", resolverFiles: ["A.swift"],
                                                    options: .init(modules: .exact))
        #expect(exact.matched == 0)
        #expect(exact.disagreements.first { $0.kind == .moduleMismatch }?.count == 1)
    }

    @Test func filesTheResolverDidNotReadAreCountedApart() {
        let inner = ReferenceTarget.declared(path: "A.swift", line: 1, name: "Inner")
        let references = [compiler(point(1), "Inner", inner), compiler(point(1, in: "Gen/Out.swift"), "Inner", inner),
                          compiler(point(2, in: "Gen/Out.swift"), "Inner", inner)]
        let result = TypeReferenceComparison.compare(compiler: references, resolved: [resolved(point(1), "Inner", inner)],
                                                     resolverName: "t", resolverFiles: ["A.swift"])
        #expect(result.compilerReferences == 1)
        #expect(result.agreementPercent == 100)
        #expect(result.compilerReferencesOutsideResolverFiles == 2)
        #expect(result.filesOutsideResolverCount == 1)
        #expect(result.filesOutsideResolver == ["Gen/Out.swift"])
    }

    @Test func examplesAreLimitedAndCarryTheSourceLine() throws {
        let references = (1...10).map { compiler(point($0), "T", .declared(path: "A.swift", line: 100, name: "T")) }
        let result = TypeReferenceComparison.compare(compiler: references, resolved: [], resolverName: "t", resolverFiles: ["A.swift"],
                                                     options: .init(examplesPerClass: 3), line: { "let x: T // line \($0.line)" })
        let notSeen = try #require(result.disagreements.first { $0.kind == .notSeen })
        #expect(notSeen.count == 10)
        #expect(notSeen.examples.map(\.point.line) == [1, 2, 3])
        #expect(notSeen.examples.first?.line == "let x: T // line 1")
        #expect(result.agreementPercent == 0)
    }

    @Test func theFirstResolverAnswerAtAPointCounts() {
        let target = ReferenceTarget.external(module: "Swift", name: "Int")
        let result = TypeReferenceComparison.compare(
            compiler: [compiler(point(1), "Int", target)],
            resolved: [resolved(point(1), "Int", .unresolved), resolved(point(1), "Int", target)],
            resolverName: "t", resolverFiles: ["A.swift"])
        #expect(result.matched == 0)
        #expect(result.disagreements.first { $0.kind == .unresolved }?.count == 1)
    }

    @Test func anEmptyTreeAgreesFully() {
        let result = TypeReferenceComparison.compare(compiler: [], resolved: [], resolverName: "t", resolverFiles: [])
        #expect(result.agreementPercent == 100)
        #expect(result.placementPercent == 100)
    }

    @Test func reportsNameEveryClassAndTheFigures() {
        let result = TypeReferenceComparison.compare(
            compiler: [compiler(point(1), "Inner", .declared(path: "B.swift", line: 2, name: "Inner"))],
            resolved: [resolved(point(1), "Inner", .external(module: nil, name: "Inner"))],
            resolverName: "baseline", resolverFiles: ["A.swift"], line: { _ in "let x: Inner" })
        let text = result.renderedText(heading: "heading")
        #expect(text.hasPrefix("heading\n"))
        #expect(text.contains("0 of 1  0.00 %"))
        for kind in DisagreementClass.allCases { #expect(text.contains(kind.rawValue)) }
        #expect(text.contains("A.swift:1:5  Inner  compiler: Inner @ B.swift:2  resolver: ?.Inner"))
        #expect(text.contains("| let x: Inner"))
    }

    @Test func compilerIndexAnswersByPointAndDropsDuplicates() {
        let target = ReferenceTarget.external(module: "Swift", name: "Int")
        let duplicate = compiler(point(1), "Int", target)
        let index = CompilerIndex(references: [compiler(point(2), "Int", target), duplicate, duplicate])
        #expect(index.references.map(\.point) == [point(1), point(2)])
        #expect(index.target(at: point(1)) == target)
        #expect(index.target(at: point(3)) == nil)
        #expect(index.files == ["A.swift"])
    }
}

@Suite("keel index-compare: source spelling", .timeLimit(.minutes(3)))
struct SourceSpellingTests {
    @Test func readsUTF8ColumnsAndBackticks() {
        let text = "let a: Model\n/* é */ let b = Self.make()\nlet c: `Type`\n"
        #expect(IndexCompareRun.spells("Model", at: .init(path: "A", line: 1, column: 8), in: text))
        #expect(!IndexCompareRun.spells("Model", at: .init(path: "A", line: 2, column: 18), in: text))
        #expect(IndexCompareRun.spells("Self", at: .init(path: "A", line: 2, column: 18), in: text))
        #expect(IndexCompareRun.spells("Type", at: .init(path: "A", line: 3, column: 8), in: text))
        #expect(IndexCompareRun.spells("Gone", at: .init(path: "A", line: 9, column: 1), in: text))
    }
}
