import SwiftSyntax

/// Renames identifiers inside one declaration of a file and leaves every other character — and
/// so the line structure — as it was: the legacy ViewModel's clashing names (a transform's locals,
/// members named like outputs) get new names before the translation reads it.
enum RangeRenaming {
    /// The file's text with `renames` applied to the identifier tokens inside `declaration` that
    /// `accepts` keeps (the caller decides which mentions mean the renamed thing).
    static func renamed(
        _ file: SourceFileSyntax, inside declaration: some SyntaxProtocol, renames: [String: String],
        where accepts: @escaping (TokenSyntax) -> Bool
    ) -> String {
        guard !renames.isEmpty else { return file.description }
        let range = declaration.position.utf8Offset..<declaration.endPosition.utf8Offset
        return Renamer(renames: renames, range: range, accepts: accepts).rewrite(Syntax(file)).description
    }

    private final class Renamer: SyntaxRewriter {
        let renames: [String: String]
        let range: Range<Int>
        let accepts: (TokenSyntax) -> Bool

        init(renames: [String: String], range: Range<Int>, accepts: @escaping (TokenSyntax) -> Bool) {
            self.renames = renames
            self.range = range
            self.accepts = accepts
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> TokenSyntax {
            guard range.contains(token.position.utf8Offset), case .identifier(let name) = token.tokenKind,
                  let new = renames[name], accepts(token) else { return token }
            return token.with(\.tokenKind, .identifier(new))
        }
    }
}
