import SwiftSyntax

/// `NotificationCenter….post(…)` whose notification names a dismissal.
enum NotificationDismissal {
    static func isDismissalPost(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "post",
              callee.base?.trimmedDescription.contains("NotificationCenter") == true else { return false }
        return call.arguments.trimmedDescription.lowercased().contains("dismiss")
    }

    static func containsDismissal(_ node: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if NotificationDismissal.isDismissalPost(node) { found = true }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}
