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

    init(_ names: some Sequence<String>) {
        var buckets: [[[UInt8]]] = []
        for name in names {
            let bytes = Array(name.utf8)
            if buckets.count <= bytes.count { buckets += Array(repeating: [], count: bytes.count + 1 - buckets.count) }
            buckets[bytes.count].append(bytes)
        }
        self.buckets = buckets
    }

    func contains(_ text: SyntaxText) -> Bool {
        let count = text.count
        guard count < buckets.count else { return false }
        guard count > 0, let base = text.baseAddress else { return !buckets[count].isEmpty }
        for candidate in buckets[count] where candidate.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, count) }) == 0 {
            return true
        }
        return false
    }
}
