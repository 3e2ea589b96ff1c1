import Foundation
@testable import KeelAudit
import SwiftParser
import SwiftSyntax
import Testing

/// `SnippetWriter` (bytes) must give exactly what the token-and-trivia
/// definition (`SnippetDefinition.snippet`) gives: fingerprints, and so every
/// team's baseline, depend on it.
@Suite("Snippets: the byte-based writer matches the token definition", .timeLimit(.minutes(3)))
struct SnippetTests {
    static let tricky = """
    #!/usr/bin/env swift
    import   SwiftUI // trailing comment
    @MainActor final class A/* inline */: ObservableObject {
        @Published private(set)   var x: [String:  Int] = ["a  b": 1] /* block /* nested */ still */
        var y = "a // not a comment",z = 2
        let multi = \"\"\"
          keep   these  spaces
          \\(call( 1 ,2 ))
        \"\"\"
        func f() { router.present(Foo(),   animated:true); DispatchQueue.main.async{ self.x = [:] } }
        var raw = #"a "quoted"   raw"#\t; let w = x
        /// doc
        enum Route { case a(Int /* c */ ,String)
            case b }
    }
    \u{0C}let ff = 1\u{0B}+ 2
    let nul = a\u{0}b; let del = c\u{7F}d
    var plain:   [Int :  String]   =   [:]
    let veryLong = first.second.third.fourth.fifth.sixth.seventh.eighth.ninth.tenth.eleventh.twelfth.thirteenth
    """

    /// Compares both definitions on every node of interest, at several limits.
    final class Comparer: SyntaxAnyVisitor {
        let writer: SnippetWriter
        let limits: [Int]
        var compared = 0
        var mismatches: [String] = []
        init(bytes: [UInt8], limits: [Int]) {
            writer = SnippetWriter(bytes: bytes)
            self.limits = limits
            super.init(viewMode: .sourceAccurate)
        }
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard node.is(DeclSyntax.self) || node.is(ExprSyntax.self) || node.is(TypeSyntax.self) || node.is(LabeledExprSyntax.self) else { return .visitChildren }
            for limit in limits {
                let expected = SnippetDefinition.snippet(node, limit: limit)
                let actual = writer.snippet(node, limit: limit)
                compared += 1
                if expected != actual { mismatches.append("\(expected) ≠ \(actual)") }
            }
            return .visitChildren
        }
    }

    func compare(_ text: String, limits: [Int] = [12, 80, 120, 200]) -> Comparer {
        var bytes = Array(text.utf8)
        let tree = bytes.withUnsafeMutableBufferPointer { Parser.parse(source: UnsafeBufferPointer($0)) }
        let comparer = Comparer(bytes: bytes, limits: limits)
        comparer.walk(tree)
        return comparer
    }

    @Test func trickySourceMatches() {
        let comparer = compare(Self.tricky)
        #expect(comparer.compared > 100)
        #expect(comparer.mismatches.isEmpty, "\(comparer.mismatches.prefix(5))")
    }

    @Test func ruleExamplesAndReferenceAppMatch() throws {
        let sources = try SourceCorpus.ruleExamplesAndSampleApp()
        var compared = 0
        for source in sources {
            let comparer = compare(source)
            compared += comparer.compared
            #expect(comparer.mismatches.isEmpty, "\(comparer.mismatches.prefix(5))")
        }
        #expect(compared > 1_000)
    }

    /// String literals and comments inside declarations are read straight
    /// from the bytes (no token walk): every limit, so the limit falls on
    /// each quote, inside each literal and on each comment in turn.
    static let literalsAndComments = #"""
    struct S {
        @Published var title: String = "Settings  title"
        let empty = "", pair = ""+"x", tabbed = "a\tb	c"
        let escaped = "say \"hi\"  \\ back\\" + "\u{1F600} é ü" + "#notRaw" + "// not a comment /* nor this */"
        let interpolated = "count: \(items.count) of \("total")"
        let multi = """
            two  spaces
            """
        var color = Color(hex: "#FFAA00") // trailing
        lazy var formatter: Formatter = { // opens
            let f = Formatter(style: "long") /* block /* nested */ */ ; f.locale = "en"
            return f/*glued*/.copy()
        }()
        let ratio = width / 2 /* after a division */, path = base+"/tmp"
        let regexLike = try Regex("a//b")
        func f() { call(a: "x", /* c */ b: "y"//c
            , c: "z") }
        func g() { call(a: 1//c
    ,b: "2"/*x*/,c: 3) }
        let raw = #"raw "q""#, next = "after raw"
        let unterminated = "oops
        let afterError = "fine"
    }
    """#

    @Test func stringLiteralsAndCommentsMatchAtEveryLimit() {
        let comparer = compare(Self.literalsAndComments, limits: Array(1...90) + [120, 200])
        #expect(comparer.compared > 5_000)
        #expect(comparer.mismatches.isEmpty, "\(comparer.mismatches.prefix(5))")
    }

    @Test func whitespaceInTriviaIgnoresComments() {
        let bytes = Array("a/*x y*/b//c d\ne/* /* */ */f".utf8)
        #expect(!SnippetWriter.hasWhitespace(bytes, from: 1, to: 8))   // /*x y*/
        #expect(SnippetWriter.hasWhitespace(bytes, from: 9, to: 15))   // //c d + newline
        #expect(!SnippetWriter.hasWhitespace(bytes, from: 16, to: 27)) // nested block comment
    }
}
