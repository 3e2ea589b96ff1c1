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
        utf8.withContiguousStorageIfAvailable { ByteSearch.contains(needle, in: $0, caseInsensitive: caseInsensitive) }
            ?? Array(utf8).withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0, caseInsensitive: caseInsensitive) }
    }

    /// The same for a needle known only at run time (compared exactly).
    func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            utf8.withContiguousStorageIfAvailable { ByteSearch.contains(pattern, in: $0, caseInsensitive: false) }
                ?? Array(utf8).withUnsafeBufferPointer { ByteSearch.contains(pattern, in: $0, caseInsensitive: false) }
        }
    }
}

extension SyntaxText {
    /// `StringProtocol.containsBytes`, for a token's raw text (no `String` made).
    func containsBytes(_ needle: StaticString, caseInsensitive: Bool = false) -> Bool {
        ByteSearch.contains(needle, in: UnsafeBufferPointer(start: baseAddress, count: count), caseInsensitive: caseInsensitive)
    }

    /// The same for a needle known only at run time (lowercase when `caseInsensitive`).
    func containsBytes(_ needle: [UInt8], caseInsensitive: Bool = false) -> Bool {
        needle.withUnsafeBufferPointer { pattern in
            ByteSearch.contains(pattern, in: UnsafeBufferPointer(start: baseAddress, count: count), caseInsensitive: caseInsensitive)
        }
    }
}

/// Byte-level searches shared by the text checks and the whole-file scans.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`; `caseInsensitive` folds ASCII
    /// letters in the haystack (the needle must be lowercase).
    static func contains(_ needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>, caseInsensitive: Bool) -> Bool {
        contains(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: haystack, caseInsensitive: caseInsensitive)
    }

    /// `contains(_:in:caseInsensitive:)` for a needle given as bytes.
    static func contains(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, caseInsensitive: Bool) -> Bool {
        guard !pattern.isEmpty else { return true }
        return caseInsensitive ? search(haystack, for: pattern) : find(pattern, in: haystack)
    }

    /// Calls `body` with the offset of each `byte` in `bytes`, in order,
    /// until it returns false. The C library's `memchr` (vectorized) jumps
    /// from one to the next, which is what makes whole-file scans cheap.
    static func forEachOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        while index < bytes.count, let hit = memchr(base + index, Int32(byte), bytes.count - index) {
            let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            guard body(offset) else { return }
            index = offset + 1
        }
    }

    /// Exact search: each candidate first byte (`forEachOffset`), then
    /// `memcmp` for the rest. A whole file is scanned for `keel:` once per audit.
    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress, let needle = pattern.baseAddress, haystack.count >= pattern.count else { return false }
        let candidates = UnsafeBufferPointer(rebasing: haystack[...(haystack.count - pattern.count)])
        var found = false
        forEachOffset(of: needle.pointee, in: candidates) { offset in
            found = memcmp(base + offset, needle, pattern.count) == 0
            return !found
        }
        return found
    }

    /// Search folding ASCII letters in the haystack.
    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, for pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        guard haystack.count >= pattern.count else { return false }
        @inline(__always) func fold(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        var index = 0
        let last = haystack.count - pattern.count
        while index <= last {
            var matched = 0
            while matched < pattern.count, fold(haystack[index + matched]) == pattern[matched] { matched += 1 }
            if matched == pattern.count { return true }
            index += 1
        }
        return false
    }
}
