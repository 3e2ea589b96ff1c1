import SwiftSyntax

/// String literals in build manifests (`Package.swift`, Tuist's `Project.swift`), read from their syntax.
enum StringLiteral {
    /// The value of a string literal without interpolation; nil for anything else.
    static func plain(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
