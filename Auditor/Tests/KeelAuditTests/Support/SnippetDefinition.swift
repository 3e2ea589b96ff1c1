import SwiftSyntax

/// The definition of a snippet, over the public token and trivia API: source
/// text with whitespace runs collapsed to one space, comments dropped, at most
/// `limit` bytes (finishing the token that crosses it). `SnippetWriter`
/// computes the same from the file's bytes; `SnippetTests` holds the two equal.
enum SnippetDefinition {
    static func snippet(_ node: some SyntaxProtocol, limit: Int = 120) -> String {
        var out = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !out.isEmpty, pendingSpace || token.leadingTrivia.contains(where: \.isWhitespace) { out.append(" ") }
            out += token.text
            if out.utf8.count >= limit { break }
            pendingSpace = token.trailingTrivia.contains(where: \.isWhitespace)
        }
        return out
    }
}
