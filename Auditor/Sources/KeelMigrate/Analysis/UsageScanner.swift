import Foundation
import SwiftSyntax

/// Names that stand for the ViewModel itself inside its own code.
enum SelfReference {
    static let aliases: Set<String> = ["self", "strongSelf", "weakSelf", "owner"]

    /// `p`, `self.p`, `self?.p`, `strongSelf.p` → `p` when `p` is in `names`.
    static func ownProperty(_ expr: ExprSyntax, in names: Set<String>) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) {
            return reference.baseName.text
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base),
           names.contains(member.declName.baseName.text) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `self`, `self?`, `strongSelf`, `owner`.
    static func isSelf(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return aliases.contains(reference.baseName.text) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return isSelf(optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return isSelf(forced.expression) }
        return false
    }
}

/// How the ViewModel uses its own reactive properties: which it sends into,
/// which it observes — what decides whether a relay is an input, an output
/// or internal.
final class UsageScanner: SyntaxVisitor {
    static let sendMethods: Set<String> = ["accept", "onNext", "send", "onCompleted", "onError", "on"]
    static let bindMethods: Set<String> = ["bind", "drive", "emit"]

    let names: Set<String>
    private(set) var sent: Set<String> = []
    private(set) var subscribed: Set<String> = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, let own = SelfReference.ownProperty(base, in: names) {
            let member = node.declName.baseName.text
            if Self.sendMethods.contains(member) {
                sent.insert(own)
            } else if member == "value" {
                if isAssignmentTarget(node) { sent.insert(own) }
            } else {
                subscribed.insert(own)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), Self.bindMethods.contains(callee.declName.baseName.text) {
            for argument in node.arguments {
                if let own = SelfReference.ownProperty(argument.expression, in: names) { sent.insert(own) }
            }
        } else {
            // A property passed as an argument (`combineLatest(a, b)`) is observed.
            for argument in node.arguments {
                if let own = SelfReference.ownProperty(argument.expression, in: names) { subscribed.insert(own) }
            }
        }
        return .visitChildren
    }

    private func isAssignmentTarget(_ node: MemberAccessExprSyntax) -> Bool {
        guard let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    /// Properties a controller sends into (`viewModel.query.accept(…)`,
    /// `….bind(to: viewModel.query)`), found in its source text.
    static func sentByController(_ controllerText: String, names: Set<String>) -> Set<String> {
        var result: Set<String> = []
        for name in names {
            let escaped = NSRegularExpression.escapedPattern(for: name)
            let patterns = [
                "\\.\(escaped)\\s*\\.\\s*(accept|onNext|send)\\s*\\(",
                "(bind|drive)\\s*\\(\\s*to:\\s*[A-Za-z0-9_.?!]*\\.\(escaped)\\s*\\)",
                "\\.\(escaped)\\s*\\.\\s*value\\s*=[^=]",
            ]
            for pattern in patterns {
                if controllerText.range(of: pattern, options: .regularExpression) != nil {
                    result.insert(name)
                    break
                }
            }
        }
        return result
    }
}
