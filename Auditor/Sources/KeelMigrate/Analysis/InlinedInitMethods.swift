import Foundation
import SwiftSyntax

/// A private method the legacy init calls once, as a statement of its own (`setupBindings()`),
/// that uses an init value outside its closures (`UIImage.fromAsciiBase64(asciiArtBase64)`,
/// Windscribe's `CaptchaViewModel`). With the State Manager pattern the value arrives after init,
/// so such a method could not stay a method the migrated init calls (`StateManagerValues`). Its
/// body *is* init code — nothing else calls it — so before the translation its statements take
/// the call's place and the method is removed: then, as for the init's own statements, those that
/// use a value run in `apply(…)` when the state manager delivers it, and the rest (the
/// subscriptions) in init. The legacy file on disk is never changed.
///
/// Only a method with no parameters, result, `async`/`throws` or attributes, `private` or
/// `fileprivate`, named nowhere else (not in an extension either), whose body has no `return` or
/// `defer` outside its closures and declares no name the init declares.
enum InlinedInitMethods {
    /// The methods of `candidates` that can be inlined into the ViewModel's one init.
    static func find(viewModel: ClassDeclSyntax, extensions: [ExtensionDeclSyntax], candidates: Set<String>) -> [String] {
        let inits = viewModel.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard !candidates.isEmpty, inits.count == 1, let initBody = inits[0].body else { return [] }
        let parameters = Set(inits[0].signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let initNames = DeclaredLocalNames.names(in: initBody).union(parameters)
        var result: [String] = []
        for member in viewModel.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), candidates.contains(function.name.text),
                  let body = function.body, function.attributes.isEmpty, function.genericParameterClause == nil,
                  function.signature.parameterClause.parameters.isEmpty, function.signature.returnClause == nil,
                  function.signature.effectSpecifiers == nil,
                  function.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }),
                  !function.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) })
            else { continue }
            let name = function.name.text
            guard initBody.statements.filter({ callStatement($0) == name }).count == 1,
                  viewModel.tokens(viewMode: .sourceAccurate).filter({ $0.text == name }).count == 2,
                  !extensions.contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == name } }),
                  !ExitsEarly.check(Syntax(body)),
                  DeclaredLocalNames.names(in: body).isDisjoint(with: initNames),
                  let call = initBody.statements.firstIndex(where: { callStatement($0) == name }) else { continue }
            // A bare name of an init parameter in the body meant the property: inlined, it names the
            // parameter — the same value only when init assigned `self.x = x` before the call.
            let assigned = Set(initBody.statements[..<call].compactMap { InitAssignments.assignment($0) }
                .filter { $0.1.as(DeclReferenceExprSyntax.self)?.baseName.text == $0.0 }.map(\.0))
            let bare = BareNames.names(in: Syntax(body)).intersection(parameters)
            guard bare.isSubset(of: assigned) else { continue }
            result.append(name)
        }
        return result
    }

    /// The file's text with each method's body in place of its call in init, and the method removed.
    static func rewritten(_ file: SourceFileSyntax, viewModel: ClassDeclSyntax, methods: [String]) -> String {
        var edits: [(range: Range<Int>, text: String)] = []
        let functions = viewModel.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { methods.contains($0.name.text) }
        for member in viewModel.memberBlock.members {
            guard let body = member.decl.as(InitializerDeclSyntax.self)?.body else { continue }
            for item in body.statements {
                guard let name = callStatement(item), let function = functions.first(where: { $0.name.text == name }),
                      let methodBody = function.body else { continue }
                let start = methodBody.statements.position.utf8Offset
                let end = methodBody.statements.endPosition.utf8Offset
                let text = String(decoding: Array(file.description.utf8)[start..<end], as: UTF8.self)
                // A one-line body (`{ bind(x) }`) has no line break before its first statement: the
                // statements go on their own line, at the call's indentation, not into the comment.
                let indentation = item.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
                let separated = text.first?.isNewline == true ? text : "\n\(indentation)" + text
                edits.append((range(of: Syntax(item)), "// was `\(name)()`:" + separated))
            }
        }
        for function in functions { edits.append((range(of: Syntax(function)), "")) }
        var bytes = Array(file.description.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `m()` or `self.m()` as a statement: `m`.
    static func callStatement(_ item: CodeBlockItemSyntax) -> String? {
        guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return access.declName.baseName.text
        }
        return nil
    }

    private static func range(of node: Syntax) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// A `return` or `defer` outside closures and nested functions: inlined, it would leave or defer to the init.
    private final class ExitsEarly: SyntaxVisitor {
        var found = false
        static func check(_ node: Syntax) -> Bool {
            let visitor = ExitsEarly(viewMode: .sourceAccurate)
            visitor.walk(node)
            return visitor.found
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    }

    /// Names read bare (`x`, not `a.x`), closures included.
    private enum BareNames {
        static func names(in node: Syntax) -> Set<String> {
            final class Finder: SyntaxVisitor {
                var names: Set<String> = []
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .skipChildren }
                    names.insert(node.baseName.text)
                    return .skipChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(node)
            return finder.names
        }
    }
}
