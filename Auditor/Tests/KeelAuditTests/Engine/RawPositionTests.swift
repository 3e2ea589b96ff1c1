import Foundation
@testable import KeelAudit
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

/// The fact collector walks swift-syntax's raw tree and keeps positions
/// itself (`RawRef`). Every position it reports must be the one the public
/// `Syntax` API gives, and it must meet nodes in a `SyntaxVisitor`'s order:
/// findings' lines, columns and fingerprints depend on it.
@Suite("Raw walk: positions and order match the public Syntax API", .timeLimit(.minutes(3)))
struct RawPositionTests {
    /// Every layout node in `.sourceAccurate` visitor order, with its position
    /// and the positions of its children.
    final class Recorder: SyntaxAnyVisitor {
        var visits: [Visit] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard !node.is(TokenSyntax.self) else { return .skipChildren }
            visits.append(Visit(
                kind: node.kind, offset: node.position.utf8Offset,
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                children: node.children(viewMode: .all).map { $0.positionAfterSkippingLeadingTrivia.utf8Offset }))
            return .visitChildren
        }
    }

    struct Visit: Equatable, CustomStringConvertible {
        var kind: SyntaxKind
        var offset: Int
        var start: Int
        var end: Int
        var children: [Int]
        var description: String { "\(kind)@\(offset) \(start)..<\(end) \(children)" }
    }

    /// The same, from the raw tree: the collector's walk order, `RawRef`'s
    /// positions, and `locate` for every child.
    static func rawVisits(_ node: RawRef, into visits: inout [Visit]) {
        guard !node.raw.isToken else { return }
        // `locate` for every child with bytes; an empty child (empty nodes
        // can be one shared raw node, so `locate` would find the first
        // occurrence) at the position the walk reaches it.
        var children: [Int] = []
        var position = node.offset
        node.raw.layoutView?.children.forEach { child in
            guard let child else { return }
            children.append(child.byteLength == 0 ? position : node.locate(child).start)
            position += child.byteLength
        }
        visits.append(Visit(kind: node.raw.kind, offset: node.offset, start: node.start, end: node.end, children: children))
        node.forEachChild { rawVisits($0, into: &visits) }
    }

    func check(_ source: String) -> (compared: Int, mismatch: String?) {
        let tree = Parser.parse(source: source)
        let recorder = Recorder()
        recorder.walk(tree)
        var raw: [Visit] = []
        // Raw nodes live in the tree's arena: keep it alive while reading them.
        withExtendedLifetime(tree) { Self.rawVisits(RawRef(raw: tree.raw, offset: 0), into: &raw) }
        if raw.count != recorder.visits.count { return (raw.count, "\(raw.count) raw visits, \(recorder.visits.count) typed") }
        for (r, t) in zip(raw, recorder.visits) where r != t { return (raw.count, "raw \(r) ≠ typed \(t)") }
        return (raw.count, nil)
    }

    @Test func trickySourceMatches() {
        let result = check(SnippetTests.tricky)
        #expect(result.compared > 100)
        #expect(result.mismatch == nil, "\(result.mismatch ?? "")")
    }

    /// Broken code: missing tokens have no bytes, unexpected ones do.
    @Test func brokenSourceMatches() {
        let sources = [
            "class A: { func f( { let x = ; } }",
            "@MainActor struct { var a: = 1 }",
            "foo(.bar { $0 } baz: ) } } ]",
            "extension [Int: { case }",
            "",
            "// only a comment\n",
            "let s = \"unterminated",
        ]
        for source in sources {
            let result = check(source)
            #expect(result.mismatch == nil, "\(source): \(result.mismatch ?? "")")
        }
    }

    @Test func ruleExamplesAndSampleAppMatch() throws {
        let sources = try SourceCorpus.ruleExamplesAndSampleApp()
        var compared = 0
        for source in sources {
            let result = check(source)
            compared += result.compared
            #expect(result.mismatch == nil, "\(result.mismatch ?? "")")
        }
        #expect(compared > 5_000)
    }

    /// Token iteration on raw nodes gives `tokens(viewMode: .sourceAccurate)`.
    @Test func rawTokensMatchSourceAccurateTokens() {
        let tree = Parser.parse(source: SnippetTests.tricky + "\nlet broken = (1, \n")
        var raw: [String] = []
        withExtendedLifetime(tree) {
            _ = RawRef(raw: tree.raw, offset: 0).forEachToken { token, offset in
                raw.append("\(offset):\(String(syntaxText: token.tokenText))")
                return true
            }
        }
        let typed = tree.tokens(viewMode: .sourceAccurate).map { "\($0.position.utf8Offset):\($0.text)" }
        #expect(raw == typed)
    }
}
