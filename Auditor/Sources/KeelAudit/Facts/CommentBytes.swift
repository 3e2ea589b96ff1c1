/// Where a Swift comment that starts at a given offset ends, read on the
/// file's bytes: the snippet writer and the nesting guard skip comments
/// without the syntax tree.
enum CommentBytes {
    /// The offset of the line break (`\n` or `\r`) that ends the `//`
    /// comment starting at `from`, or `end` when none comes before it.
    static func lineCommentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int {
        var index = from + 2
        while index < end, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    /// The offset just past the nestable block comment starting at `from`
    /// (`/*`), if it ends before `end`.
    static func blockCommentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int? {
        var index = from + 2
        var depth = 1
        while index < end {
            if bytes[index] == UInt8(ascii: "*"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else if bytes[index] == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        return nil
    }
}
