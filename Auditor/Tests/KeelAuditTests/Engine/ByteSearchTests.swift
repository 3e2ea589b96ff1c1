@testable import KeelAudit
import Testing

@Suite("Byte search (hot-path substring checks)", .timeLimit(.minutes(3)))
struct ByteSearchTests {
    @Test func findsExactBytes() {
        #expect("// keel:disable VM001".containsBytes("keel:"))
        #expect(!"// keel disable".containsBytes("keel:"))
        #expect("abc".containsBytes(""))
        #expect(!"ab".containsBytes("abc"))
        #expect("aab".containsBytes("ab"))          // restarts after a partial match
        #expect("🚲keel:".containsBytes("keel:"))
        #expect("x.y"[...].containsBytes("."))
        #expect(!"Router".containsBytes("router"))
        #expect("keel:".containsBytes("keel:"))           // the whole text
        #expect("xxkeel:".containsBytes("keel:"))         // at the very end
        #expect(!"xxkeel".containsBytes("keel:"))         // cut off by the end
        #expect("kkkeekeel:".containsBytes("keel:"))      // many candidate first bytes
        #expect(!String(repeating: "keel", count: 1_000).containsBytes("keel:"))
    }

    /// Agrees with a plain window-by-window comparison, on every prefix and
    /// suffix of texts full of near misses.
    @Test func agreesWithAPlainSearch() {
        let texts = ["a keel: b", "keekeel:", "kee:l keel", "🚲 keel:x", "kkeel:keel:k", "keel"]
        let needle = Array("keel:".utf8)
        for text in texts {
            let bytes = Array(text.utf8)
            for cut in 0...bytes.count {
                for piece in [Array(bytes[..<cut]), Array(bytes[cut...])] {
                    let expected = piece.count >= needle.count && (0...(piece.count - needle.count)).contains { Array(piece[$0..<($0 + needle.count)]) == needle }
                    #expect(String(decoding: piece, as: UTF8.self).containsBytes("keel:") == expected, "\(piece)")
                }
            }
        }
    }

    @Test func foldsASCIICaseOnRequest() {
        #expect("mainRouter".containsBytes("router", caseInsensitive: true))
        #expect("AppCOORDINATOR".containsBytes("coordinator", caseInsensitive: true))
        #expect(!"Rout".containsBytes("router", caseInsensitive: true))
        #expect(!"ROUTE_R".containsBytes("router", caseInsensitive: true))
    }
}
