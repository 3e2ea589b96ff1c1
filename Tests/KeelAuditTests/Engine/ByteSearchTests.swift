@testable import KeelAudit
import Testing

@Suite("Byte search (hot-path substring checks)")
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
    }

    @Test func foldsASCIICaseOnRequest() {
        #expect("mainRouter".containsBytes("router", caseInsensitive: true))
        #expect("AppCOORDINATOR".containsBytes("coordinator", caseInsensitive: true))
        #expect(!"Rout".containsBytes("router", caseInsensitive: true))
        #expect(!"ROUTE_R".containsBytes("router", caseInsensitive: true))
    }
}
