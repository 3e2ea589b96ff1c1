import SwiftSyntax

/// VM013: `class FooViewModel` → `final class FooViewModel`, when no type in
/// the project inherits from it (the index holds the excluded files too, so
/// a test's mock subclass counts) and nothing about it is `open`.
struct FinalFixer: Fixer {
    let ruleID = "VM013"

    func fix(_ request: FixRequest) -> FixDecision {
        guard let decl = request.source.token(at: request.offset)?.enclosing(ClassDeclSyntax.self) else {
            return .notFixed("not a class declaration")
        }
        let name = decl.name.text
        if decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.open) }) {
            return .notFixed("\(name) is `open`: other modules may subclass it")
        }
        if decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) { return .notFixed("\(name) is already final") }
        if request.index.hasSubtypes(name) {
            return .notFixed("a type in the project inherits from \(name) (or from a type of the same name)")
        }
        for member in decl.memberBlock.members {
            if let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
               modifiers.contains(where: { $0.name.tokenKind == .keyword(.open) }) {
                return .notFixed("\(name) has `open` members")
            }
        }
        return .edits([.insert("final ", at: decl.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)])
    }
}
