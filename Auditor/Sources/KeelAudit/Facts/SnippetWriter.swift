@_spi(RawSyntax) import SwiftSyntax

/// "Normalized source" of a node — its tokens' text, with one space wherever
/// the trivia between two tokens holds whitespace, comments dropped, at most
/// `limit` bytes (finishing the token that crosses it). Findings'
/// fingerprints and messages use it, so it must never change for the same
/// source (baselines depend on it).
///
/// Reads the file's bytes instead of materializing `Trivia` and `String`s
/// per token (which cost about 5% of a cold audit). Most nodes hold only
/// plain tokens, whitespace, comments and plain string literals: their
/// snippet is read from their byte range (`collapsed`). Otherwise tokens
/// are visited one by one, and
/// between two tokens there is only trivia, never a string literal, so
/// scanning those bytes (skipping comments) finds exactly the whitespace
/// pieces swift-syntax would report. `SnippetTests` checks both paths
/// against the token-and-trivia definition (`SnippetDefinition` in the tests).
struct SnippetWriter {
    /// The file's bytes; valid as long as the writer is used (the caller's
    /// buffer, or the copy the writer owns).
    let bytes: UnsafeBufferPointer<UInt8>
    private let owner: OwnedBytes?

    /// A writer over `bytes`, which the caller keeps alive while the writer is used.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.owner = nil
    }

    /// A writer over its own copy of `bytes`.
    init(bytes: [UInt8]) {
        let owner = OwnedBytes(bytes)
        self.bytes = owner.buffer
        self.owner = owner
    }

    /// A heap copy of some bytes, freed with the last writer that uses it.
    private final class OwnedBytes {
        let buffer: UnsafeBufferPointer<UInt8>
        init(_ bytes: [UInt8]) {
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = copy.initialize(from: bytes)
            buffer = UnsafeBufferPointer(copy)
        }
        deinit { buffer.deallocate() }
    }

    /// The snippet of a located raw node (what the fact collector walks).
    func snippet(_ node: RawRef, limit: Int = 120) -> String {
        let start = node.start
        let end = node.end
        if start >= 0, start <= end, end <= bytes.count, let plain = collapsed(node, from: start, to: end, limit: limit) {
            return plain
        }
        return tokenByToken(node, limit: limit)
    }

    /// The snippet of a node of the package `Syntax` tree parsed from `bytes`.
    func snippet(_ node: some SyntaxProtocol, limit: Int = 120) -> String {
        snippet(RawRef(raw: node.raw, offset: node.position.utf8Offset), limit: limit)
    }

    /// The fast path, straight from the bytes: whitespace runs collapse to
    /// one space, plain token bytes are copied, and the two kinds of text
    /// that look special but are common inside declarations are read
    /// without the tree: comments (`//` to the end of the line, nestable
    /// `/* */`: dropped; the line break after a `//` comment is whitespace)
    /// and single-line string literals without interpolation (`"a  b"`,
    /// escapes included: copied verbatim, quote, contents, quote, as the
    /// three tokens they are). Where the result reaches `limit`, the token
    /// that crosses it is finished (for a plain token, its end found in the
    /// raw tree), as the token-by-token path would. Nil where anything else
    /// special comes first (another `/`, `#`, a backtick, `'`, a control or
    /// non-ASCII byte outside a string, a multi-line, raw or interpolated
    /// string): the token-by-token path handles those.
    private func collapsed(_ node: RawRef, from start: Int, to end: Int, limit: Int) -> String? {
        // Written into a temporary buffer (the stack, for the usual sizes):
        // the output is never longer than the bytes it comes from, and only
        // a token crossing `limit` can take it past `limit`.
        let capacity = Swift.min(end - start, limit + Self.crossingTokenAllowance)
        let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(capacity, 1)) { buffer -> String?? in
            var sink = BufferSink(buffer: buffer)
            guard collapse(node, from: start, to: end, limit: limit, into: &sink) else { return .some(nil) }
            return sink.overflowed ? nil : .some(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<sink.count]), as: UTF8.self))
        }
        if let outcome { return outcome }
        // A token crossing the limit longer than the allowance: a growing array.
        var sink = ArraySink()
        sink.bytes.reserveCapacity(Swift.min(end - start, limit + Self.crossingTokenAllowance))
        guard collapse(node, from: start, to: end, limit: limit, into: &sink) else { return nil }
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    /// Room left in `collapsed`'s buffer for finishing the token that crosses the limit.
    private static let crossingTokenAllowance = 256

    /// Where `collapse` writes: a fixed buffer (which notes, instead of
    /// writing, what would not fit) or a growing array.
    private protocol Sink {
        var count: Int { get }
        mutating func append(_ byte: UInt8)
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    }

    private struct BufferSink: Sink {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0
        var overflowed = false
        mutating func append(_ byte: UInt8) {
            guard count < buffer.count else { overflowed = true; return }
            buffer[count] = byte
            count += 1
        }
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard count + bytes.count <= buffer.count else { overflowed = true; return }
            for byte in bytes { buffer[count] = byte; count += 1 }
        }
    }

    private struct ArraySink: Sink {
        var bytes: [UInt8] = []
        var count: Int { bytes.count }
        mutating func append(_ byte: UInt8) { bytes.append(byte) }
        mutating func append(_ more: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: more) }
    }

    /// The byte scan behind `collapsed`; false where the token-by-token path
    /// must take over (see `collapsed`). Stops early once a sink overflows.
    private func collapse(_ node: RawRef, from start: Int, to end: Int, limit: Int, into out: inout some Sink) -> Bool {
        let source = bytes
        var pendingSpace = false
        var index = start
        while index < end {
            let byte = source[index]
            switch Self.kind(of: byte) {
            case .whitespace:
                pendingSpace = true
                index += 1
            case .slash:
                guard index + 1 < end else { return false }
                if source[index + 1] == UInt8(ascii: "/") {
                    // A line comment: dropped, up to the line break (whitespace) that ends it.
                    index = CommentBytes.lineCommentEnd(source, from: index, to: end)
                } else if source[index + 1] == UInt8(ascii: "*") {
                    guard let after = CommentBytes.blockCommentEnd(source, from: index, to: end) else { return false }
                    index = after
                } else {
                    return false   // an operator or a regex literal
                }
            case .quote:
                guard let close = Self.simpleStringEnd(source, from: index, to: end) else { return false }
                if pendingSpace, out.count > 0 { out.append(UInt8(ascii: " ")) }
                pendingSpace = false
                // Three tokens: the opening quote, the contents, the closing quote.
                out.append(byte)
                if out.count >= limit { return true }
                if close > index + 1 {
                    out.append(UnsafeBufferPointer(rebasing: source[(index + 1)..<close]))
                    if out.count >= limit { return true }
                }
                out.append(source[close])
                if out.count >= limit { return true }
                index = close + 1
            case .special:
                return false
            case .plain:
                if pendingSpace, out.count > 0 { out.append(UInt8(ascii: " ")) }
                pendingSpace = false
                out.append(byte)
                if out.count >= limit {
                    guard let tokenEnd = node.tokenTextEnd(containing: index), tokenEnd <= end else { return false }
                    for rest in (index + 1)..<Swift.max(index + 1, tokenEnd) {
                        guard Self.kind(of: source[rest]) == .plain else { return false }
                        out.append(source[rest])
                    }
                    return true
                }
                index += 1
            }
        }
        return true
    }

    /// The offset of the closing quote of the single-line string literal
    /// whose opening quote is at `from`: nil for a multi-line literal, one
    /// with an interpolation, a line break or a control byte, or one that
    /// does not close before `end`.
    private static func simpleStringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int? {
        if from + 2 < end, bytes[from + 1] == UInt8(ascii: "\""), bytes[from + 2] == UInt8(ascii: "\"") { return nil }
        var index = from + 1
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return index
            case UInt8(ascii: "\\"):
                guard index + 1 < end else { return nil }
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "(") || escaped < 0x20 || escaped == 0x7F { return nil }
                index += 2
            case 0x09:
                index += 1
            case 0x00...0x1F, 0x7F:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// What a byte means to the fast path.
    private enum ByteKind { case whitespace, slash, quote, special, plain }

    /// Whitespace; `/` (a comment, or an operator or regex where the fast
    /// path gives up); `"` (a string literal); or a byte that can start a
    /// character literal, regex, raw identifier or pound sign (or be a
    /// control or non-ASCII byte, which would be unexpected-text trivia),
    /// where the fast path gives up; or a plain token byte, copied as is.
    private static func kind(of byte: UInt8) -> ByteKind {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
            return .whitespace
        case UInt8(ascii: "/"):
            return .slash
        case UInt8(ascii: "\""):
            return .quote
        case UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "'"), 0x00...0x1F, 0x7F, 0x80...:
            return .special
        default:
            return .plain
        }
    }

    /// The general path: token by token.
    private func tokenByToken(_ node: RawRef, limit: Int) -> String {
        var walk = TokenWalk(source: bytes, limit: limit)
        _ = walk.add(node.raw, at: node.offset)
        let written: String? = walk.outOfRange ? nil : String(decoding: walk.out, as: UTF8.self)
        // Bytes that are not the parsed text (a caller's mistake): the snippet
        // is still well defined, from the tokens' own text.
        return written ?? Self.tokenText(node.raw, limit: limit)
    }

    /// The token-by-token snippet of a subtree, as a recursive walk over
    /// its present tokens that stops once `limit` bytes are written (a
    /// struct with a mutating walk: no closure contexts to retain per node).
    private struct TokenWalk {
        let source: UnsafeBufferPointer<UInt8>
        let limit: Int
        var out: [UInt8] = []
        var previousEnd: Int?
        var outOfRange = false

        init(source: UnsafeBufferPointer<UInt8>, limit: Int) {
            self.source = source
            self.limit = limit
            out.reserveCapacity(limit + 32)
        }

        /// Adds the tokens of `raw` (starting at `offset`); false once the walk is done.
        mutating func add(_ raw: RawSyntax, at offset: Int) -> Bool {
            if let token = RawTokenSyntax(raw) {
                guard token.presence == .present else { return true }
                let start = offset + token.leadingTriviaByteLength
                let end = offset + token.byteLength - token.trailingTriviaByteLength
                guard start >= 0, start <= end, end <= source.count else {
                    outOfRange = true
                    return false
                }
                if let previousEnd, !out.isEmpty, SnippetWriter.hasWhitespace(source, from: previousEnd, to: start) {
                    out.append(UInt8(ascii: " "))
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<end]))
                if out.count >= limit { return false }
                previousEnd = end
                return true
            }
            guard let layout = raw.layoutView else { return true }
            var position = offset
            for child in layout.children {
                guard let child else { continue }
                if !add(child, at: position) { return false }
                position += child.byteLength
            }
            return true
        }
    }

    /// The token-and-trivia definition over raw tokens (as `SnippetDefinition` in the tests).
    private static func tokenText(_ raw: RawSyntax, limit: Int) -> String {
        var out: [UInt8] = []
        var pendingSpace = false
        raw.forEachToken { token, _ in
            let leadingSpace = token.leadingTriviaPieces.contains(where: \.isWhitespace)
            if !out.isEmpty, pendingSpace || leadingSpace { out.append(UInt8(ascii: " ")) }
            out.append(contentsOf: token.tokenText)
            if out.count >= limit { return false }
            pendingSpace = token.trailingTriviaPieces.contains(where: \.isWhitespace)
            return true
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the trivia in `bytes[from..<to]` has a whitespace piece:
    /// a whitespace byte outside `//` and (nestable) `/* */` comments.
    static func hasWhitespace(_ bytes: [UInt8], from: Int, to: Int) -> Bool {
        bytes.withUnsafeBufferPointer { hasWhitespace($0, from: from, to: to) }
    }

    static func hasWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        var index = from
        while index < to {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                return true
            case UInt8(ascii: "/") where index + 1 < to && bytes[index + 1] == UInt8(ascii: "/"):
                index = CommentBytes.lineCommentEnd(bytes, from: index, to: to)
            case UInt8(ascii: "/") where index + 1 < to && bytes[index + 1] == UInt8(ascii: "*"):
                index = CommentBytes.blockCommentEnd(bytes, from: index, to: to) ?? to
            default:
                index += 1
            }
        }
        return false
    }
}
