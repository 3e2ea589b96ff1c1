/// Guards the parser against inputs it handles in exponential time.
///
/// swift-syntax 602 parses nested square brackets (`[[[[…]]]]`, array and
/// dictionary types or literals) speculatively: each level roughly doubles the
/// work, so ~20 levels take minutes. Real Swift code stays far below the limit;
/// a file above it is not parsed and is reported as KA002 instead of hanging
/// the audit.
package enum NestingGuard {
    /// Deepest square-bracket nesting the engine parses.
    static let maxSquareNesting = 12
    /// Deepest generic-argument nesting (`A<B<C<…>>>`) the engine parses; far
    /// deeper nesting overflows the parser's stack.
    static let maxAngleNesting = 64

    /// Whether the identifier ending just before `index` starts with a capital letter.
    static func startsCapitalized(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
        var j = index - 1
        while j > 0, isIdentifierByte(bytes[j - 1]) { j -= 1 }
        return bytes[j] >= UInt8(ascii: "A") && bytes[j] <= UInt8(ascii: "Z")
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    /// Offset of the first `[` nested deeper than `maxSquareNesting`, ignoring
    /// string literals and comments (approximately: raw and interpolated
    /// strings are treated as plain strings), or nil when the file is safe.
    package static func firstExcessiveBracket(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstExcessiveBracket(in: $0) }
    }

    /// The scan itself, over raw bytes (no bounds checks on the hot loop).
    static func firstExcessiveBracket(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Nesting can never exceed the number of openers: most files have
        // too few `[` and `<` to need the lexing scan at all.
        if !holds(moreThan: maxSquareNesting, of: UInt8(ascii: "["), in: bytes),
           !holds(moreThan: maxAngleNesting, of: UInt8(ascii: "<"), in: bytes) {
            return nil
        }
        return scan(bytes)
    }

    /// Whether the bytes hold more than `limit` copies of `byte`; the count
    /// jumps from one copy to the next and stops past the limit (a file is
    /// checked once per audit, and a byte-at-a-time count cost ~2% of one).
    static func holds(moreThan limit: Int, of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var count = 0
        ByteSearch.forEachOffset(of: byte, in: bytes) { _ in
            count += 1
            return count <= limit
        }
        return count > limit
    }

    /// The bytes `scan` does nothing with outside strings and comments (all
    /// but `/ " [ ] < > ; { }` and newline).
    private static let skippableBytes: [Bool] = {
        var table = [Bool](repeating: true, count: 256)
        for byte in "/\"[]<>;{}\n".utf8 { table[Int(byte)] = false }
        return table
    }()

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
        var depth = 0
        var angles = 0
        let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        var i = 0
        let n = bytes.count
        let skippable = skippableBytes
        while i < n {
            let b = bytes[i]
            // Most bytes change nothing below: skip them on one table lookup.
            if skippable[Int(b)] {
                i += 1
                continue
            }
            if b == slash, i + 1 < n, bytes[i + 1] == slash {
                while i < n, bytes[i] != newline { i += 1 }
                continue
            }
            if b == slash, i + 1 < n, bytes[i + 1] == star {
                i = CommentBytes.blockCommentEnd(bytes, from: i, to: n) ?? n
                continue
            }
            if b == quote {
                let multiline = i + 2 < n && bytes[i + 1] == quote && bytes[i + 2] == quote
                i += multiline ? 3 : 1
                while i < n {
                    if bytes[i] == backslash { i += 2; continue }
                    if multiline {
                        if bytes[i] == quote, i + 2 < n, bytes[i + 1] == quote, bytes[i + 2] == quote { i += 3; break }
                    } else if bytes[i] == quote || bytes[i] == newline {
                        i += 1
                        break
                    }
                    i += 1
                }
                continue
            }
            if b == open {
                depth += 1
                if depth > maxSquareNesting { return i }
            } else if b == close, depth > 0 {
                depth -= 1
            } else if b == less, i > 0, i + 1 < n, isIdentifierByte(bytes[i - 1]), isIdentifierByte(bytes[i + 1]) || bytes[i + 1] == open,
                      startsCapitalized(bytes, before: i) {
                // Generic-looking `TypeName<Arg` (comparisons such as `a<b` start lowercase).
                angles += 1
                if angles > maxAngleNesting { return i }
            } else if b == greater, angles > 0 {
                angles -= 1
            } else if b == newline || b == UInt8(ascii: ";") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}") {
                angles = 0
            }
            i += 1
        }
        return nil
    }
}
