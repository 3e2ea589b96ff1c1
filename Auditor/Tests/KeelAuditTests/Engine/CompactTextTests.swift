@testable import KeelAudit
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

/// `FactCollector.compact` (the receivers and arguments `CallShape` carries,
/// which decide where a closure runs) filters lazily; it must give exactly
/// the first 160 non-whitespace characters of the node's text.
@Suite(.timeLimit(.minutes(3))) struct CompactTextTests {
    static func definition(_ raw: RawSyntax) -> String {
        String(raw.description.filter { !$0.isWhitespace }.prefix(160))
    }

    @Test func compactIsTheFirst160NonWhitespaceCharacters() throws {
        let sources = try SourceCorpus.ruleExamplesAndSampleApp() + [
            // Long receivers: a pipeline of closures, comments, a non-ASCII
            // literal with combining marks and non-breaking spaces.
            (0..<40).map { "    .map { value\($0) in value\($0) + \"é\u{301}\u{A0}x\" } // step \($0)\n" }.joined(),
            "let s = \"\u{2003}\u{301}\u{200B}\" + \"\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\"\n",
            // ASCII (`CompactText`'s byte path): CR LF, tabs, vertical tabs and form feeds between links.
            (0..<30).map { "\t.filter { $0 > \($0) }\r\n\u{0B}\u{0C}" }.joined() + "\n",
            // The 160th character extended by a combining mark: the byte path must leave it to `Character`s.
            "let v = " + String(repeating: "a", count: 159) + "e\u{301}" + String(repeating: "b", count: 20) + "\n",
            "let w = " + String(repeating: "a", count: 160) + "\u{301}b\n",
        ]
        var checked = 0
        var long = 0
        for source in sources {
            var pending = [Syntax(Parser.parse(source: source))]
            while let node = pending.popLast() {
                pending += node.children(viewMode: .sourceAccurate)
                guard node.is(ExprSyntax.self) else { continue }
                #expect(FactCollector.compact(node.raw) == Self.definition(node.raw))
                checked += 1
                if node.raw.description.filter({ !$0.isWhitespace }).count > 160 { long += 1 }
            }
        }
        #expect(checked > 100)
        #expect(long > 10)
    }
}
