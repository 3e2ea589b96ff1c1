import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// A small fixed set of names, looked up by a token's raw text without
/// making a `String` or hashing: names are bucketed by length, so most
/// lookups end at one array index, and the rest compare a few bytes.
///
/// The fact collector asks "is this one of the interesting names?" of
/// nearly every call and member access in a file; with `Set<String>` that
/// meant a `String` and a hash per question.
struct NameSet: Sendable {
    /// `buckets[n]`: the names of `n` UTF-8 bytes.
    private let buckets: [[[UInt8]]]
    /// The names as strings, for non-ASCII questions (`String` equality is
    /// canonical equivalence: the Kelvin sign equals `K`).
    private let strings: [String]

    init(_ names: some Sequence<String>) {
        var buckets: [[[UInt8]]] = []
        strings = Array(names)
        for name in strings {
            let bytes = Array(name.utf8)
            if buckets.count <= bytes.count { buckets += Array(repeating: [], count: bytes.count + 1 - buckets.count) }
            buckets[bytes.count].append(bytes)
        }
        self.buckets = buckets
    }

    func contains(_ text: SyntaxText) -> Bool {
        contains(bytes: text.baseAddress, count: text.count)
    }

    /// The same question for a `String`, with `Set<String>`'s answer: an
    /// ASCII name by its bytes (no hashing), any other by string equality.
    func contains(_ name: String) -> Bool {
        var utf8 = name
        let ascii: Bool? = utf8.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? contains(bytes: bytes.baseAddress, count: bytes.count) : nil
        }
        return ascii ?? strings.contains(name)
    }

    private func contains(bytes base: UnsafePointer<UInt8>?, count: Int) -> Bool {
        guard count < buckets.count else { return false }
        guard count > 0, let base else { return !buckets[count].isEmpty }
        for candidate in buckets[count] where candidate.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, count) }) == 0 {
            return true
        }
        return false
    }
}
