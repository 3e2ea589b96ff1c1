import Foundation
@testable import KeelAudit
import Testing

@Suite("Reporters: the JSON writer", .timeLimit(.minutes(1)))
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
