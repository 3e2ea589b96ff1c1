/// Applying a set of non-overlapping edits to a text, and following an
/// offset of the old text into the new one.
struct EditApplication {
    /// Sorted by position; at one point, insertions first in fixer order.
    let edits: [TextEdit]

    /// `edits` must not overlap (`TextEdit.overlaps`); `rank` orders insertions at one point.
    init(_ edits: [(edit: TextEdit, rank: Int)]) {
        self.edits = edits.sorted {
            ($0.edit.start, $0.edit.isInsertion ? 0 : 1, $0.rank) < ($1.edit.start, $1.edit.isInsertion ? 0 : 1, $1.rank)
        }.map(\.edit)
    }

    func apply(to bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for edit in edits {
            out.append(contentsOf: bytes[cursor..<edit.start])
            out.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.end
        }
        out.append(contentsOf: bytes[cursor...])
        return String(decoding: out, as: UTF8.self)
    }

    /// Where `offset` of the old text is in the new one; nil when an edit
    /// replaced the bytes at `offset`.
    func map(_ offset: Int) -> Int? {
        var delta = 0
        for edit in edits {
            if edit.isInsertion {
                if edit.start <= offset { delta += edit.replacement.utf8.count }
            } else if edit.end <= offset {
                delta += edit.replacement.utf8.count - (edit.end - edit.start)
            } else if edit.start <= offset {
                return nil
            }
        }
        return offset + delta
    }
}
