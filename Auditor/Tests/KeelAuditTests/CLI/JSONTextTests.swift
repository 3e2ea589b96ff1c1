import Foundation
@testable import KeelAudit
import Testing

@Suite("Reporters: the JSON writer", .timeLimit(.minutes(3)))
struct JSONTextTests {
    @Test func stringsRoundTripThroughAStrictParser() throws {
        let tricky = ["plain", "", "quote \" backslash \\ slash /", "newline\n tab\t cr\r", "\u{0}\u{1}\u{1F}\u{7F}", "émoji 🚲 中文"]
        let text = JSONText.array(tricky.map(JSONText.string)).rendered()
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
        #expect(parsed == tricky)
        #expect(!text.contains("\\/"))
    }

    @Test func numbersAndNull() throws {
        let text = JSONText.object(["a": .int(-42), "b": .double(85.71428571428571), "c": .double(.infinity), "d": .null, "e": .double(100)]).rendered()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["a"] as? Int == -42)
        #expect(parsed["b"] as? Double == 85.71428571428571)
        #expect(parsed["c"] is NSNull && parsed["d"] is NSNull)
        #expect(parsed["e"] as? Double == 100)
    }

    /// Keys are written in `String` order whether they arrive in order or
    /// not, ASCII or not (mixed case, prefixes, composed and decomposed é).
    @Test func keyOrderIsStringOrder() {
        let keys = ["B", "a", "ab", "abc", "a_b", "a0", "Z9", "f", "\u{E9}", "e\u{301}x", "\u{1F6B2}", "zz"]
        let expected = keys.sorted()
        for order in [expected, keys, Array(expected.reversed())] {
            let text = JSONText.members(order.map { ($0, JSONText.int(0)) }).rendered()
            let written = text.split(separator: "\n").dropFirst().dropLast().map { line in
                String(line.drop(while: { $0 == " " }).dropFirst().prefix(while: { $0 != "\"" }))
            }
            #expect(written == expected, "from \(order)")
        }
    }

    @Test func keysAreSortedAndOutputIsPrettyAndStable() {
        let document = JSONText.object(["zeta": .int(1), "alpha": .object(["y": .array([]), "x": .object([:])]), "mid": .array([.int(1), .int(2)])])
        let text = document.rendered()
        #expect(text == """
        {
          "alpha" : {
            "x" : {},
            "y" : []
          },
          "mid" : [
            1,
            2
          ],
          "zeta" : 1
        }

        """)
        #expect(document.rendered() == text)
    }
}
