@_spi(RawSyntax) import SwiftSyntax

/// A node of swift-syntax's raw tree together with its position in the file.
///
/// Why raw: a `SyntaxVisitor` materializes a `Syntax` node (arena-allocated
/// data, a locked layout buffer) for every node and token it passes, and
/// every typed property read (`node.name`, `node.parent`) materializes
/// another. On SwiftUI-dense code that bookkeeping cost as much as a third of
/// the parse itself. Raw nodes are the parser's own output: reading them
/// allocates nothing. What raw nodes lack is a position, so the walk carries
/// one: `offset` is where the node starts, its leading trivia included,
/// exactly as `Syntax.position` would say.
///
/// The raw API is swift-syntax's `@_spi(RawSyntax)`, which its own parser
/// and macro support use; Keel pins swift-syntax's major version, and
/// `RawPositionTests` checks every position and snippet this type gives
/// against the package `Syntax` API.
struct RawRef {
    let raw: RawSyntax
    /// UTF-8 offset of the node's first byte, leading trivia included.
    let offset: Int

    /// Offset after the leading trivia (`positionAfterSkippingLeadingTrivia`).
    var start: Int { offset + raw.leadingTriviaByteLength }

    /// Offset before the trailing trivia (`endPositionBeforeTrailingTrivia`).
    var end: Int { offset + raw.byteLength - raw.trailingTriviaByteLength }

    /// `child`, one of this node's layout children, with its position.
    /// O(number of children).
    func locate(_ child: some RawSyntaxNodeProtocol) -> RawRef {
        let id = child.raw.id
        var position = offset
        if let layout = raw.layoutView {
            for candidate in layout.children {
                guard let candidate else { continue }
                if candidate.id == id { return RawRef(raw: candidate, offset: position) }
                position += candidate.byteLength
            }
        }
        // Not a child of this node (a caller's mistake): its own start is the
        // best position left, and a wrong column beats a crash.
        return RawRef(raw: child.raw, offset: offset)
    }

    /// Where the text of the token holding byte `offset` ends (trailing
    /// trivia excluded); nil when `offset` is outside this node or in trivia.
    /// O(depth): one child per level.
    func tokenTextEnd(containing offset: Int) -> Int? {
        var node = self
        while true {
            if let token = RawTokenSyntax(node.raw) {
                let textStart = node.offset + token.leadingTriviaByteLength
                let textEnd = node.offset + token.byteLength - token.trailingTriviaByteLength
                return offset >= textStart && offset < textEnd ? textEnd : nil
            }
            guard let layout = node.raw.layoutView else { return nil }
            var position = node.offset
            var next: RawRef?
            for child in layout.children {
                guard let child else { continue }
                let length = child.byteLength
                if offset < position + length {
                    next = RawRef(raw: child, offset: position)
                    break
                }
                position += length
            }
            guard let next else { return nil }
            node = next
        }
    }

    /// The present tokens of this node in source order, each with the offset
    /// of its first byte (see `RawSyntax.forEachToken`).
    @discardableResult
    func forEachToken(_ body: (RawTokenSyntax, Int) -> Bool) -> Bool {
        raw.forEachToken(at: offset, body)
    }

    /// Calls `body` with each child the layout holds (absent optional
    /// children are skipped).
    func forEachChild(_ body: (RawRef) -> Void) {
        guard let layout = raw.layoutView else { return }
        var position = offset
        for child in layout.children {
            guard let child else { continue }
            body(RawRef(raw: child, offset: position))
            position += child.byteLength
        }
    }
}

extension RawSyntax {
    /// The present tokens of this subtree in source order (missing tokens
    /// are skipped, as in `tokens(viewMode: .sourceAccurate)`), each with the
    /// offset of its first byte; `body` returns false to stop early. Returns
    /// false if stopped.
    @discardableResult
    func forEachToken(at offset: Int = 0, _ body: (RawTokenSyntax, Int) -> Bool) -> Bool {
        if let token = RawTokenSyntax(self) {
            return token.presence == .present ? body(token, offset) : true
        }
        guard let layout = layoutView else { return true }
        var position = offset
        for child in layout.children {
            guard let child else { continue }
            if !child.forEachToken(at: position, body) { return false }
            position += child.byteLength
        }
        return true
    }
}

extension RawSyntaxNodeProtocol {
    /// This collection node's elements of type `Element` (a raw collection's
    /// layout is its elements; absent slots and other kinds are skipped).
    func elements<Element: RawSyntaxNodeProtocol>(_: Element.Type) -> RawElements<Element> {
        RawElements(children: raw.layoutView?.children)
    }
}

/// The typed elements of a raw collection node, in order, without copying.
struct RawElements<Element: RawSyntaxNodeProtocol>: Sequence, IteratorProtocol {
    let children: RawSyntaxBuffer?
    var index = 0

    /// The first element, if any.
    var first: Element? {
        var copy = self
        return copy.next()
    }

    mutating func next() -> Element? {
        guard let children else { return nil }
        while index < children.count {
            defer { index += 1 }
            if let child = children[index], let element = Element(child) { return element }
        }
        return nil
    }
}

extension RawTokenSyntax {
    /// The token's text as a `String` (what `TokenSyntax.text` gives).
    var text: String { String(syntaxText: tokenText) }

    /// Whether this is the keyword `keyword` (`tokenKind == .keyword(…)`).
    func isKeyword(_ keyword: SyntaxText) -> Bool {
        tokenKind == .keyword && tokenText == keyword
    }
}

extension SyntaxText {
    /// Whether the text starts with an ASCII capital (a type's name, by convention).
    var isCapitalized: Bool {
        guard let first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
}
