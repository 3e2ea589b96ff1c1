/// UTF-8 offset → 1-based line/column, by binary search over line starts.
struct LineTable: Sendable {
    let lineStarts: [Int]
    let lineCount: Int

    init(bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable(bytes: $0) }
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        ByteSearch.forEachOffset(of: UInt8(ascii: "\n"), in: bytes) { offset in
            starts.append(offset + 1)
            return true
        }
        lineStarts = starts
        if bytes.isEmpty { lineCount = 0 } else { lineCount = bytes.last == UInt8(ascii: "\n") ? starts.count - 1 : starts.count }
    }

    init(lineStarts: [Int], lineCount: Int) {
        self.lineStarts = lineStarts
        self.lineCount = lineCount
    }

    /// 1-based line and UTF-8 column of `offset`.
    func location(_ offset: Int) -> (line: Int, column: Int) {
        guard !lineStarts.isEmpty else { return (1, max(offset, 0) + 1) }
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    func line(_ offset: Int) -> Int { location(offset).line }
}
