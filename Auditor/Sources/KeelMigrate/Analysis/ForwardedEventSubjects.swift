import Foundation
import SwiftSyntax

/// A stored `Observable` that only passes on a private event subject of the ViewModel
/// (`let okTapped: Observable<Void>`, `private let okSubject = PublishSubject<Void>()`,
/// `okTapped = okSubject.asObservable()` in init, `okSubject.onNext(())` in its methods): the
/// subject is the output event, under the name the legacy callers read. Before the translation the
/// stored stream and its assignment are removed and the subject takes the stream's name, no longer
/// private — so it is an event the ViewModel sends into, `var onOkTapped: (() -> Void)?`. Only the
/// ViewModel could send into a private subject and callers could only observe the stream, so what
/// a caller saw is what the closure is called with. The legacy file on disk is never changed.
enum ForwardedEventSubjects {
    struct Forwarding: Equatable {
        /// The stored stream (`okTapped`) and the private subject it passes on (`okSubject`).
        var stream: String
        var subject: String
    }

    /// Each stored stream of the ViewModel class that is only its subject's `asObservable()`: declared
    /// `let x: Observable<T>` without a value, assigned `x = s.asObservable()` once at the top of the one
    /// init, of a `private`/`fileprivate` `let s = PublishSubject<T>()` (or `PublishRelay<T>()`) that the class
    /// otherwise only sends into (`s.onNext(…)`, `s.accept(…)`); neither named in an extension.
    static func find(viewModel: ClassDeclSyntax, extensions: [ExtensionDeclSyntax]) -> [Forwarding] {
        let inits = viewModel.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard inits.count == 1, let body = inits[0].body else { return [] }
        var streams: [String: String] = [:]  // name → element
        var subjects: [String: String] = [:]
        for member in viewModel.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil
            else { continue }
            if binding.initializer == nil, let type = binding.typeAnnotation?.type.trimmedDescription,
               let element = elementType(of: type, kinds: ["Observable"]) {
                streams[name] = element
            } else if let modifier = privateModifier(variable), modifier.detail == nil, let value = binding.initializer?.value,
                      let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
                      let element = elementType(of: binding.typeAnnotation?.type.trimmedDescription ?? call.calledExpression.trimmedDescription,
                                            kinds: ["PublishSubject", "PublishRelay"]),
                      element == elementType(of: call.calledExpression.trimmedDescription, kinds: ["PublishSubject", "PublishRelay"]) ?? element {
                subjects[name] = element
            }
        }
        var result: [Forwarding] = []
        var usedSubjects: Set<String> = []
        for item in body.statements {
            guard let (stream, subject) = forwardingAssignment(item), let element = streams[stream], subjects[subject] == element,
                  usedSubjects.insert(subject).inserted else { continue }
            let forwarding = Forwarding(stream: stream, subject: subject)
            guard usesAreOnlySends(of: forwarding, in: viewModel, extensions: extensions) else { continue }
            result.append(forwarding)
        }
        return result
    }

    /// The file's text with each stream's declaration and assignment removed (their lines left blank) and
    /// each subject renamed to its stream's name and no longer private; line structure unchanged.
    static func rewritten(_ file: SourceFileSyntax, viewModel: ClassDeclSyntax, forwardings: [Forwarding]) -> String {
        var edits: [(range: Range<Int>, text: String)] = []
        let names = Dictionary(uniqueKeysWithValues: forwardings.map { ($0.subject, $0.stream) })
        for member in viewModel.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
               let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if forwardings.contains(where: { $0.stream == name }) {
                    edits.append((range(of: Syntax(variable)), ""))
                } else if names[name] != nil, let modifier = privateModifier(variable) {
                    edits.append((modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPosition.utf8Offset, ""))
                }
            }
            if let body = member.decl.as(InitializerDeclSyntax.self)?.body {
                for item in body.statements {
                    if let (stream, subject) = forwardingAssignment(item), forwardings.contains(Forwarding(stream: stream, subject: subject)) {
                        edits.append((range(of: Syntax(item)), ""))
                    }
                }
            }
        }
        let memberBlock = viewModel.memberBlock.position
        for token in viewModel.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let new = names[name],
                  OutputNamedMembers.meansMember(token, memberBlockAt: memberBlock) else { continue }
            let tokenRange = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            guard !edits.contains(where: { $0.range.overlaps(tokenRange) }) else { continue }
            edits.append((tokenRange, new))
        }
        var bytes = Array(file.description.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Reading

    /// `stream = subject.asObservable()` or `self.stream = self.subject.asObservable()`.
    private static func forwardingAssignment(_ item: CodeBlockItemSyntax) -> (String, String)? {
        let parts: (ExprSyntax, ExprSyntax)
        if let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
            parts = (Array(sequence.elements)[0], Array(sequence.elements)[2])
        } else if let infix = item.item.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            parts = (infix.leftOperand, infix.rightOperand)
        } else {
            return nil
        }
        guard let stream = memberName(parts.0), let call = parts.1.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil, let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.text == "asObservable", let base = access.base, let subject = memberName(base)
        else { return nil }
        return (stream, subject)
    }

    /// `name` or `self.name`.
    private static func memberName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind { return name }
        if let access = expr.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return access.declName.baseName.text
        }
        return nil
    }

    /// The stream is named only by its declaration and its assignment; the subject also by sends
    /// (`s.onNext(…)`, `self.s.accept(…)`) — nothing subscribes to it, reads it or shadows either name.
    private static func usesAreOnlySends(of forwarding: Forwarding, in viewModel: ClassDeclSyntax, extensions: [ExtensionDeclSyntax]) -> Bool {
        let names = [forwarding.stream, forwarding.subject]
        for ext in extensions where ext.tokens(viewMode: .sourceAccurate).contains(where: { names.contains($0.text) }) { return false }
        var streamUses = 0
        for token in viewModel.tokens(viewMode: .sourceAccurate) {
            if token.text == forwarding.stream { streamUses += 1; continue }
            guard token.text == forwarding.subject else { continue }
            if token.parent?.is(IdentifierPatternSyntax.self) == true {
                // Its declaration at member level; a local or parameter of that name is another thing: not handled.
                guard token.parent?.parent?.parent?.parent?.parent?.parent?.parent?.position == viewModel.memberBlock.position else { return false }
                continue
            }
            guard var expr = token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init) else { return false }
            if let access = expr.parent?.as(MemberAccessExprSyntax.self), access.declName.id == expr.id,
               access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                expr = ExprSyntax(access)  // `self.subject`
            }
            if let access = expr.parent?.as(MemberAccessExprSyntax.self), access.base?.id == expr.id {
                let method = access.declName.baseName.text
                if ["onNext", "accept"].contains(method), access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == access.id { continue }
                if method == "asObservable", forwardingStatement(of: access) { continue }
            }
            return false
        }
        // The declaration and the assignment: nothing else names the stream (no local or parameter either).
        return streamUses == 2
    }

    private static func forwardingStatement(of node: MemberAccessExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let item = parent.as(CodeBlockItemSyntax.self) { return forwardingAssignment(item) != nil }
            current = parent
        }
        return false
    }

    private static func privateModifier(_ variable: VariableDeclSyntax) -> DeclModifierSyntax? {
        variable.modifiers.first { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// `T` of `Kind<T>`, for one of `kinds`.
    private static func elementType(of type: String, kinds: [String]) -> String? {
        let (kind, parts) = TypeText.genericParts(type)
        guard kinds.contains(kind), parts.count == 1 else { return nil }
        return parts[0]
    }

    private static func range(of node: Syntax) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
