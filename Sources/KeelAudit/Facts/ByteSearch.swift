import Foundation
@_spi(RawSyntax) import SwiftSyntax

extension StringProtocol {
    /// Whether `needle` occurs in this text, compared as UTF-8 bytes.
    ///
    /// Use this instead of Foundation's `contains(_:)` on hot paths: on Linux
    /// that bridges both strings to `NSString` (a copy of the whole text per
    /// call), which cost more than a tenth of a cold audit when it ran once
    /// per file. Byte comparison is exact (no Unicode normalization), which
    /// is what matching source code and identifiers needs.
    ///
    /// `caseInsensitive` folds ASCII letters in this text (the needle must
    /// be lowercase), without allocating a lowercased copy.
    func containsBytes(_ needle: StaticString, caseInsensitive: Bool = false) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard !pattern.isEmpty else { return true }
        return utf8.withContiguousStorageIfAvailable { haystack in
            caseInsensitive ? Self.search(haystack, for: pattern, caseInsensitive: true) : Self.find(pattern, in: haystack)
        } ?? Self.search(Array(utf8), for: pattern, caseInsensitive: caseInsensitive)
    }

    /// Exact search: the C library's `memchr` (vectorized) finds each
    /// candidate first byte, `memcmp` checks the rest. A whole file is
    /// scanned for `keel:` once per audit.
    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress, let needle = pattern.baseAddress, haystack.count >= pattern.count else { return false }
        let first = Int32(needle.pointee)
        var index = 0
        let last = haystack.count - pattern.count
        while index <= last {
            guard let hit = memchr(base + index, first, last - index + 1) else { return false }
            let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(at, needle, pattern.count) == 0 { return true }
            index = at - base + 1
        }
        return false
    }

    static func search<C: RandomAccessCollection>(_ haystack: C, for pattern: UnsafeBufferPointer<UInt8>, caseInsensitive: Bool) -> Bool
    where C.Element == UInt8, C.Index == Int {
        guard haystack.count >= pattern.count else { return false }
        @inline(__always) func fold(_ byte: UInt8) -> UInt8 {
            caseInsensitive && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        var index = haystack.startIndex
        let last = haystack.endIndex - pattern.count
        while index <= last {
            var matched = 0
            while matched < pattern.count, fold(haystack[index + matched]) == pattern[matched] { matched += 1 }
            if matched == pattern.count { return true }
            index += 1
        }
        return false
    }
}

extension SyntaxText {
    /// `StringProtocol.containsBytes`, for a token's raw text (no `String` made).
    func containsBytes(_ needle: StaticString, caseInsensitive: Bool = false) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard !pattern.isEmpty else { return true }
        return String.search(UnsafeBufferPointer(start: baseAddress, count: count), for: pattern, caseInsensitive: caseInsensitive)
    }
}
