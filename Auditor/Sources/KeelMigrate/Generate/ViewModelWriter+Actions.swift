import Foundation
import SwiftSyntax

/// Action-library members (`CocoaAction`, `Action<Input, Element>`): a method each, and for an
/// action whose work is a stream, its executing state and its elements and errors (`ActionPlan`).
extension ViewModelWriter {
    var orderedActions: [ActionPlan] {
        plan.properties.compactMap { plan.actions[$0.name] }
    }

    /// `@Published private(set) var isLikeExecuting` and the `onLike` / `onLikeError` closures.
    func writeActionOutputs(_ w: inout SourceWriter, _ summary: inout Summary) {
        let streaming = orderedActions.filter { !$0.isSynchronous }
        guard !streaming.isEmpty else { return }
        w.blank()
        w.add("    // MARK: - Actions' state and events (were Action-library members)")
        for action in streaming {
            w.blank()
            if action.isPrivate {
                w.add("    /// Was the private `\(action.property).executing`: `true` while `\(action.method)` runs its work (nothing outside saw it).")
                w.add("    private var \(action.executing) = false")
                continue
            }
            w.unit("action.outputs.\(action.property)") { w in
                w.add("    /// Was the legacy `\(action.property).executing`: `true` while `\(action.method)` runs its work.")
                w.add("    @Published \(accessPrefix())private(set) var \(action.executing) = false")
                w.add("    /// Was the legacy `\(action.property).elements`: the coordinator sets it.")
                w.add("    \(accessPrefix())var \(action.onElement): \(action.elementClosureType)")
                w.add("    /// Was the legacy `\(action.property).errors`' `.underlyingError`: the work's error. (A call while")
                w.add("    /// the work runs is ignored, where the legacy action sent `.notEnabled`; `\(action.executing)` says when.)")
                w.add("    \(accessPrefix())var \(action.onError): ((Error) -> Void)?")
            }
            summary.published.append((action.executing, "Bool"))
            summary.closures.append((action.onElement, action.elementClosureType))
            summary.closures.append((action.onError, "((Error) -> Void)?"))
        }
    }

    /// One method per action: the work's statements, then (for a stream) its subscription.
    func writeActions(_ w: inout SourceWriter, _ summary: inout Summary) {
        let actions = orderedActions
        guard !actions.isEmpty else { return }
        w.blank()
        w.add("    // MARK: - Actions")
        for action in actions {
            w.blank()
            let id = "action.\(action.property)"
            let signature = "func \(action.method)\(action.parameterClause)"
            w.unit(id) { w in
                if let reason = demoted[id] {
                    w.todo(reason, original: action.work.trimmedDescription, indent: Self.memberIndent)
                    summary.todoMethods.insert(action.method)
                    return
                }
                let legacyType = action.isVoidInput && action.isVoidElement ? "CocoaAction" : "Action<\(action.input), \(action.element)>"
                if action.isPrivate && !action.isSynchronous {
                    w.add("    /// Was the private `\(action.property)` (`\(legacyType)`): runs the work unless it is already running")
                    w.add("    /// (the action was not enabled while executing); only this ViewModel executed it.")
                } else if action.isSynchronous {
                    w.add("    /// Was the legacy `\(action.property)` (`\(legacyType)`), whose work ran these statements and emitted nothing.")
                } else {
                    w.add("    /// Was the legacy `\(action.property)` (`\(legacyType)`): runs the work unless it is already running")
                    w.add("    /// (the action was not enabled while executing); its elements go to `\(action.onElement)`, its error to `\(action.onError)`.")
                }
                w.add("    " + (action.isPrivate ? "private " : accessPrefix()) + "\(signature) {")
                if !action.isSynchronous { w.add("        guard !\(action.executing) else { return }") }
                writeWork(action, id: id, into: &w)
                w.add("    }")
            }
            if !action.isPrivate { summary.methods.append((action.method, signature, action.isVoidInput)) }
        }
    }

    private func writeWork(_ action: ActionPlan, id: String, into w: inout SourceWriter) {
        let names = ActionMembers.parameterNames(action.work)
        translator.methodFromClosure = true
        translator.methodFromClosureRoot = action.work.id
        translator.shorthandName = names == ["$0"] ? "input" : nil
        translator.shorthandRoot = names == ["$0"] ? action.work.id : nil
        let returns = ActionMembers.returns(in: action.work)
        for early in returns where ActionMembers.isEmpty(early.expression) { translator.replacements[early.id] = "return" }
        defer {
            translator.methodFromClosure = false
            translator.methodFromClosureRoot = nil
            translator.shorthandName = nil
            for early in returns { translator.replacements[early.id] = nil }
        }
        if names.count > 1 { w.add("        let (\(names.joined(separator: ", "))) = input") }
        let statements = Array(action.work.statements)
        // `let result = …` the returned chain starts from: translated where the chain starts (WorkLocalStreams).
        let returnedStream = action.isSynchronous ? nil : statements.last.flatMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
        let aliases = returnedStream.map { WorkLocalStreams.aliases(in: statements, returned: $0) } ?? []
        for alias in aliases { translator.workStreamAliases[alias.name] = alias.value }
        defer {
            for alias in aliases { translator.workStreamAliases[alias.name] = nil }
            translator.workStreamAliasesRead = []
        }
        for (i, item) in statements.enumerated() {
            if let guardStmt = item.item.as(GuardStmtSyntax.self), isSelfUnwrap(guardStmt) { continue }
            if aliases.contains(where: { $0.index == i }) { continue }
            let isLast = i == statements.count - 1
            if isLast, !action.isSynchronous, let cases = WorkSwitch.cases(of: item), let switchExpr = WorkSwitch.switchExpression(item) {
                w.unit("\(id).switch") { w in
                    if let reason = demoted["\(id).switch"] {
                        w.todo(reason, original: item.trimmedDescription, indent: Self.bodyIndent)
                        return
                    }
                    translator.problems = []
                    writeWorkSwitch(action, switchExpr, cases: cases, into: &w)
                }
                continue
            }
            if isLast, let returned = item.item.as(ReturnStmtSyntax.self)?.expression ?? (action.isSynchronous ? nil : item.item.as(ExprSyntax.self)) {
                if action.isSynchronous { continue } // the final `return .empty()`
                w.unit("\(id).stream") { w in
                    if let reason = demoted["\(id).stream"] {
                        w.todo(reason, original: item.trimmedDescription, indent: Self.bodyIndent)
                        return
                    }
                    translator.problems = []
                    writeActionStream(action, returned, original: item, into: &w)
                }
                continue
            }
            w.unit("\(id).\(i)") { w in
                if let reason = demoted["\(id).\(i)"] {
                    w.todo(reason, original: item.trimmedDescription, indent: Self.bodyIndent)
                    return
                }
                translator.problems = []
                emitStatement(translator.emit(item), original: item, into: &w)
            }
        }
    }

    /// The work's final `switch`: each case's statements, its returned stream run as the work's (WorkSwitch).
    private func writeWorkSwitch(_ action: ActionPlan, _ switchExpr: SwitchExprSyntax, cases: [[CodeBlockItemSyntax]], into w: inout SourceWriter) {
        let caseIndent = Self.bodyIndent + 4
        w.add(Indentation.spaces(Self.bodyIndent) + "switch " + translator.emitTrimmed(switchExpr.subject) + " {")
        for (element, statements) in zip(switchExpr.cases, cases) {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            // `@unknown default:` keeps its attribute.
            let attribute = switchCase.attribute.map { translator.emitTrimmed($0) + " " } ?? ""
            w.add(Indentation.spaces(Self.bodyIndent) + attribute + translator.emitTrimmed(switchCase.label))
            for (j, statement) in statements.enumerated() {
                if j == statements.count - 1, let returned = statement.item.as(ReturnStmtSyntax.self) {
                    if ActionMembers.isEmpty(returned.expression) || returned.expression == nil {
                        w.add(Indentation.spaces(caseIndent) + "return")
                    } else if let expression = returned.expression {
                        writeActionStream(action, expression, original: statement, into: &w, indent: caseIndent)
                    }
                    continue
                }
                emitStatement(translator.emit(statement), original: statement, into: &w, indent: caseIndent)
            }
        }
        w.add(Indentation.spaces(Self.bodyIndent) + "}")
    }

    /// `isLikeExecuting = true`, then the work's stream delivered on the main actor into the closures.
    private func writeActionStream(_ action: ActionPlan, _ expression: ExprSyntax, original: CodeBlockItemSyntax, into w: inout SourceWriter,
                                   indent: Int = ViewModelWriter.bodyIndent) {
        let chain = ChainTranslation(translator: translator)
        guard var stream = chain.stream(of: expression, indent: indent) else {
            w.todo(translator.problems.first ?? "the action's stream has no mechanical Combine form here", original: original.trimmedDescription, indent: indent)
            return
        }
        if let unread = translator.workStreamAliases.keys.sorted().first(where: { !translator.workStreamAliasesRead.contains($0) }) {
            // The chain was not translated from its root (an app's own operator on it): the local it
            // started from would be undeclared — refused, with the reason.
            w.todo(AppOperators.reason(in: original, tree: tree) ?? "the action's work returns a chain from the local `\(unread)` that keel does not translate from that local's stream",
                   original: original.trimmedDescription, indent: indent)
            return
        }
        let step = indent + 4
        if !stream.onMain { stream.text += "\n" + Indentation.spaces(step) + translator.mainDelivery }
        let inner = Indentation.spaces(step + 8)
        if action.isPrivate {
            // Nothing outside the ViewModel observed a private action's elements or errors.
            stream.text += "\n" + Indentation.spaces(step) + chain.sinkText(value: "{ _ in }", completion: "{ [weak self] _ in self?.\(action.executing) = false }", step: step)
            stream.text += "\n" + Indentation.spaces(step) + ".store(in: &cancellables)"
            w.add(Indentation.spaces(indent) + "\(action.executing) = true")
            emitStatement(Indentation.spaces(indent) + stream.text, original: original, into: &w, indent: indent)
            return
        }
        let completion = stream.fails
            ? "{ [weak self] completion in\n" + inner + "if case .failure(let error) = completion { self?.\(action.onError)?(error) }\n"
                + inner + "self?.\(action.executing) = false\n" + Indentation.spaces(step + 4) + "}"
            : "{ [weak self] _ in self?.\(action.executing) = false }"
        let value = action.isVoidElement ? "{ [weak self] _ in self?.\(action.onElement)?() }" : "{ [weak self] value in self?.\(action.onElement)?(value) }"
        stream.text += "\n" + Indentation.spaces(step) + chain.sinkText(value: value, completion: completion, step: step)
        stream.text += "\n" + Indentation.spaces(step) + ".store(in: &cancellables)"
        w.add(Indentation.spaces(indent) + "\(action.executing) = true")
        emitStatement(Indentation.spaces(indent) + stream.text, original: original, into: &w, indent: indent)
    }
}
