import Foundation
import Testing
@testable import KeelAudit

/// The pbxproj parser: quoted strings with and without escapes, bare strings,
/// comments; malformed input gives nil.
@Suite("Old-style property lists", .timeLimit(.minutes(1)))
struct OldStylePlistTests {
    @Test func stringsArraysAndDictionaries() {
        let text = """
        // !$*UTF8*$!
        { a = "plain text"; b = "with \\"quote\\" and \\\\ and \\n"; c = bare/path.swift; /* note */ d = ( x, "y z", ); e = { f = "" ; }; }
        """
        guard let root = OldStylePlist.parse(text)?.dictionary else {
            Issue.record("no dictionary")
            return
        }
        #expect(root["a"]?.string == "plain text")
        #expect(root["b"]?.string == "with \"quote\" and \\ and \n")
        #expect(root["c"]?.string == "bare/path.swift")
        #expect(root["d"]?.array?.compactMap(\.string) == ["x", "y z"])
        #expect(root["e"]?.dictionary?["f"]?.string == "")
    }

    @Test func malformedInputIsNil() {
        for text in ["{ a = \"open; }", "{ a = \"ends in escape\\", "{ a = b }", "( a, ", "{ = b; }", ""] {
            #expect(OldStylePlist.parse(text) == nil, "\(text)")
        }
    }
}
