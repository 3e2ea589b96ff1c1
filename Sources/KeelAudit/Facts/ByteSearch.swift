extension StringProtocol {
    /// Whether `needle` occurs in this text, compared as UTF-8 bytes.
    ///
    /// Use this instead of Foundation's `contains(_:)` on hot paths: on Linux
    /// that bridges both strings to `NSString` (a copy of the whole text per
    /// call), which cost more than a tenth of a cold audit when it ran once
    /// per file. Byte comparison is exact (no Unicode normalization), which
    /// is what matching source code and identifiers needs.
    func containsBytes(_ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        return utf8.withContiguousStorageIfAvailable { haystack in
            Self.search(haystack, for: pattern, first: first)
        } ?? Self.search(Array(utf8), for: pattern, first: first)
    }

    private static func search<C: RandomAccessCollection>(_ haystack: C, for pattern: UnsafeBufferPointer<UInt8>, first: UInt8) -> Bool
    where C.Element == UInt8, C.Index == Int {
        guard haystack.count >= pattern.count else { return false }
        var index = haystack.startIndex
        let last = haystack.endIndex - pattern.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < pattern.count, haystack[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            index += 1
        }
        return false
    }
}
