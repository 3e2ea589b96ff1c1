import Foundation
import Testing
@testable import KeelAudit

/// The pbxproj parser: quoted strings with and without escapes, bare strings,
/// comments; malformed input gives nil.
@Suite("Old-style property lists", .timeLimit(.minutes(3)))
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

    /// A selective parse keeps exactly what the full parse has at the selected
    /// places, and fails on exactly the inputs the full parse fails on (every
    /// truncation of a pbxproj-like text, and a few broken ones).
    @Test func aSelectionKeepsWhatTheFullParseHasThere() {
        let text = """
        // !$*UTF8*$!
        { archiveVersion = 1; classes = { }; rootObject = R1 /* Project */;
          objects = {
            F1 /* a.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "a b.swift"; sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = ( F1, F2 /* b */, ); path = "Sources/\\\\App"; sourceTree = "<group>"; extra = { deep = ( { x = y; } ); }; };
            C1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; OTHER = ( "-x", ); "PRODUCT_MODULE_NAME" = App; }; name = Debug; };
            R1 = {isa = PBXProject; targets = ( T1 ); projectDirPath = ""; };
          };
          trailing = "escaped \\" quote"; }
        """
        let selection = XcodeProjectReader.selection
        #expect(Self.same(OldStylePlist.parse(text, selecting: selection), OldStylePlist.parse(text).map { Self.pruned($0, selection) }))
        let kept = OldStylePlist.parse(text, selecting: selection)?.dictionary?["objects"]?.dictionary
        #expect(kept?["G1"]?.dictionary?["extra"] == nil && kept?["G1"]?.dictionary?["path"]?.string == "Sources/\\App")
        #expect(kept?["C1"]?.dictionary?["buildSettings"]?.dictionary?.keys.sorted() == ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"])
        let bytes = Array(text.utf8)
        for end in 0..<bytes.count {
            let prefix = String(decoding: bytes[..<end], as: UTF8.self)
            let full = OldStylePlist.parse(prefix)
            let selected = OldStylePlist.parse(prefix, selecting: selection)
            #expect((full == nil) == (selected == nil), "\(end)")
            #expect(Self.same(selected, full.map { Self.pruned($0, selection) }), "\(end)")
        }
        for broken in ["{ objects = { A = { lastKnownFileType = { }; }; }; }", "{ junk = ( a b, ; }", "{ junk = \"x\\", "{ (a) = b; }"] {
            #expect((OldStylePlist.parse(broken) == nil) == (OldStylePlist.parse(broken, selecting: selection) == nil), "\(broken)")
        }
    }

    /// Keys are matched as `String` equality matches them: a key written with
    /// the Kelvin sign is the key `K…` (canonical equivalence), and an escaped key is its decoded text.
    @Test func selectedKeysMatchAsStringsDo() {
        let selection = OldStylePlist.Selection.keys([.init("Kind"), .init("isa")])
        let text = "{ \"\u{212A}ind\" = kelvin; \"is\\a\" = escaped; other = x; }"
        let kept = OldStylePlist.parse(text, selecting: selection)?.dictionary
        #expect(kept?["Kind"]?.string == "kelvin")
        #expect(kept?["isa"]?.string == "escaped")
        #expect(kept?["other"] == nil)
        #expect(OldStylePlist.parse(text)?.dictionary?["Kind"]?.string == "kelvin")
    }

    /// `value` with only what `selection` keeps (the full parse, pruned).
    private static func pruned(_ value: OldStylePlist.Value, _ selection: OldStylePlist.Selection) -> OldStylePlist.Value {
        switch value {
        case .string: return value
        case .array(let items): return .array(items.map { pruned($0, selection) })
        case .dictionary(let entries):
            var kept: [String: OldStylePlist.Value] = [:]
            for (key, item) in entries {
                switch selection {
                case .all: kept[key] = item
                case .anyKey(let child): kept[key] = pruned(item, child)
                case .keys(let keys): if let child = keys.first(where: { $0.name == key }) { kept[key] = pruned(item, child.selection) }
                }
            }
            return .dictionary(kept)
        }
    }

    private static func same(_ a: OldStylePlist.Value?, _ b: OldStylePlist.Value?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (.string(let x)?, .string(let y)?): return x == y
        case (.array(let x)?, .array(let y)?): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.dictionary(let x)?, .dictionary(let y)?): return x.count == y.count && x.allSatisfy { same($0.value, y[$0.key]) }
        default: return false
        }
    }
}
