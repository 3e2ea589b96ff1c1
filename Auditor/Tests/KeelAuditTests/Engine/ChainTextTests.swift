import Testing
@testable import KeelAudit

/// The byte paths of `SyntaxHelpers.chainRoot` and `withoutOptionalMarks`
/// against their `Character` definitions, on every short string over the
/// characters that matter, and on non-ASCII text.
@Suite("Chain text: byte paths equal the Character definitions", .timeLimit(.minutes(2)))
struct ChainTextTests {
    static func chainRootByCharacters(_ chain: String) -> String {
        let parts = chain.split(separator: ".")
        if parts.first == "self", parts.count > 1 { return String(parts[1]) }
        return parts.first.map(String.init) ?? chain
    }

    static func withoutMarksByCharacters(_ text: String) -> String { String(text.filter { $0 != "?" && $0 != "!" }) }

    /// Every string of up to `length` characters over `alphabet`.
    static func strings(over alphabet: [String], upTo length: Int) -> [String] {
        var all = [""]
        var level = [""]
        for _ in 0..<length {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += level
        }
        return all
    }

    @Test func chainRootMatchesSplitting() {
        for chain in Self.strings(over: [".", "self", "s", "x", "?"], upTo: 5) {
            #expect(SyntaxHelpers.chainRoot(chain) == Self.chainRootByCharacters(chain), "\(chain)")
        }
        for chain in ["self.é.b", "é.self", "self.\u{301}x", ".\u{301}.a", "a\r\n.b", "self.a\r\nb.c"] {
            #expect(SyntaxHelpers.chainRoot(chain) == Self.chainRootByCharacters(chain), "\(chain)")
        }
    }

    @Test func optionalMarksDropLikeFiltering() {
        for text in Self.strings(over: ["?", "!", "a", "self"], upTo: 5) {
            #expect(SyntaxHelpers.withoutOptionalMarks(text) == Self.withoutMarksByCharacters(text), "\(text)")
        }
        for text in ["?\u{301}", "a!\u{301}b?", "é?", "coordinator?"] {
            #expect(SyntaxHelpers.withoutOptionalMarks(text) == Self.withoutMarksByCharacters(text), "\(text)")
        }
    }
}

/// `ReportModule.of`'s byte path against its `Character` definition.
@Suite("Report module: byte path equals the Character definition", .timeLimit(.minutes(2)))
struct ReportModuleBytesTests {
    @Test func everyShortPath() {
        for path in ChainTextTests.strings(over: ["/", "Sources", "a", "b.swift"], upTo: 5) {
            #expect(ReportModule.of(path) == ReportModule.byCharacters(path), "\(path)")
        }
        for path in ["Pkg/Sources/Né/x.swift", "é/Sources/a/b.swift", "a\r\n/Sources/b/c.swift", "/abs/Sources/M/f.swift"] {
            #expect(ReportModule.of(path) == ReportModule.byCharacters(path), "\(path)")
        }
    }
}
