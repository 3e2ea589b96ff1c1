@testable import KeelAudit
import Testing

/// The whole-file byte scans (line starts, opener counts) are written for
/// speed; they must give what a plain byte-at-a-time loop gives.
@Suite("Byte scans: line table and opener limits", .timeLimit(.minutes(3)))
struct ByteScanTests {
    /// Texts of many lengths around the scans' block sizes, with newlines,
    /// brackets and multi-byte characters in odd places.
    static var texts: [[UInt8]] {
        var generator = SystemRandomNumberGenerator()
        var texts: [[UInt8]] = [[], [0x0A], [0x0A, 0x0A], Array("a\nb".utf8), Array("[<[<".utf8), Array("no newline at end".utf8)]
        let alphabet = Array("ab [<\n\r🚲é]>".utf8)
        for length in [1, 31, 32, 33, 254, 255, 256, 511, 1_000, 4_097] {
            texts.append((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            texts.append([UInt8](repeating: UInt8(ascii: "["), count: length))
            texts.append([UInt8](repeating: 0x0A, count: length))
        }
        return texts
    }

    @Test func lineStartsMatchAPlainLoop() {
        for bytes in Self.texts {
            var expected = [0]
            for (i, byte) in bytes.enumerated() where byte == 0x0A { expected.append(i + 1) }
            let table = LineTable(bytes: bytes)
            #expect(table.lineStarts == expected)
            let lines = bytes.isEmpty ? 0 : (bytes.last == 0x0A ? expected.count - 1 : expected.count)
            #expect(table.lineCount == lines)
        }
    }

    @Test func openerLimitsMatchAPlainCount() {
        for bytes in Self.texts {
            for opener in [UInt8(ascii: "["), UInt8(ascii: "<")] {
                let count = bytes.filter { $0 == opener }.count
                for limit in [0, 1, 12, 64, count - 1, count, count + 1] where limit >= 0 {
                    let holds = bytes.withUnsafeBufferPointer { NestingGuard.holds(moreThan: limit, of: opener, in: $0) }
                    #expect(holds == (count > limit), "\(count) vs limit \(limit)")
                }
            }
        }
    }
}
