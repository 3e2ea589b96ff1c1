import Foundation
import SwiftSyntax

/// Legacy closures re-emitted in the migrated pipeline (weak self, shorthand arguments, indentation).
extension ChainTranslation {
    // MARK: Closures

    func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else {
            return closure.statements.description.contains("$0") ? ["$0"] : []
        }
        switch clause {
        case .simpleInput(let list): return list.map { $0.name.text }
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// A closure's statements as a body at `column`: (text, references self, captured self weakly).
    func closureBody(_ closure: ClosureExprSyntax, shorthand: String?, at column: Int) -> (String, Bool, Bool) {
        let text = translator.withShorthand(shorthand, of: closure) {
            Indentation.rebase(Indentation.trimBlankLines(translator.emit(closure.statements)), to: column)
        }
        let usesSelf = translator.usesSelf(closure.statements)
        let weak = closure.signature?.capture?.items.contains { $0.specifier?.specifier.text == "weak" && $0.name.text == "self" } ?? false
        return (text.isEmpty ? Indentation.spaces(column) + "break" : text, usesSelf, weak)
    }

    /// A legacy closure re-emitted at `column` (its closing brace's column):
    /// with `forceWeakSelf`, a closure that captures `self` strongly (or
    /// `unowned`) captures it weakly and unwraps it first.
    func closureText(_ closure: ClosureExprSyntax, at column: Int, forceWeakSelf: Bool) -> String {
        let usesSelf = translator.usesSelf(closure.statements)
        let captureItems = closure.signature?.capture?.items.map { $0 } ?? []
        let weak = captureItems.contains { $0.specifier?.specifier.text == "weak" && $0.name.text == "self" }
        let needsWeak = forceWeakSelf && usesSelf && !weak
        let statementsText = translator.emit(closure.statements)
        let multiline = statementsText.contains("\n")
        // `self` the legacy closure did not use, brought in by an injected singleton or factory
        // (`self.makeRow($0)`): captured `unowned`, as the ViewModel owns its pipelines.
        let capturesSelf = captureItems.contains { $0.name.text == "self" }
        let injectedSelf = !needsWeak && !capturesSelf && usesSelf && !ChainTranslation.referencesSelf(closure.statements)
        var signature = ""
        if injectedSelf {
            let others = captureItems.map { translator.emitTrimmed($0).trimmingCharacters(in: CharacterSet(charactersIn: ", ")) }
            var rest = ""
            if let sig = closure.signature {
                if let parameters = sig.parameterClause { rest += " " + translator.emitTrimmed(parameters) }
                if let effects = sig.effectSpecifiers { rest += " " + translator.emitTrimmed(effects) }
                if let output = sig.returnClause { rest += " " + translator.emitTrimmed(output) }
            }
            signature = "[" + (["unowned self"] + others).joined(separator: ", ") + "]" + rest + " in"
        } else if let sig = closure.signature {
            if needsWeak {
                let others = captureItems.filter { $0.name.text != "self" }.map { translator.emitTrimmed($0).trimmingCharacters(in: CharacterSet(charactersIn: ", ")) }
                let capture = "[" + (["weak self"] + others).joined(separator: ", ") + "]"
                var rest = ""
                if let parameters = sig.parameterClause { rest += " " + translator.emitTrimmed(parameters) }
                if let effects = sig.effectSpecifiers { rest += " " + translator.emitTrimmed(effects) }
                if let output = sig.returnClause { rest += " " + translator.emitTrimmed(output) }
                signature = capture + rest + " in"
            } else {
                signature = translator.emitTrimmed(sig)
            }
        } else if needsWeak {
            signature = "[weak self] " + (closureParameterNames(closure).first == "$0" ? "value in" : "in")
        }
        var body = statementsText
        if needsWeak, closure.signature == nil, closureParameterNames(closure).first == "$0" {
            body = translator.withShorthand("value", of: closure) { translator.emit(closure.statements) }
        }
        if multiline {
            let firstColumn = column + 4
            var lines = Indentation.rebase(Indentation.trimBlankLines(body), to: firstColumn)
            if needsWeak { lines = Indentation.spaces(firstColumn) + "guard let self else { return }\n" + lines }
            return "{" + (signature.isEmpty ? "" : " " + signature) + "\n" + lines + "\n" + Indentation.spaces(column) + "}"
        }
        let inline = body.trimmingCharacters(in: .whitespacesAndNewlines)
        let guardText = needsWeak ? "guard let self else { return }; " : ""
        return "{ " + (signature.isEmpty ? "" : signature + " ") + guardText + inline + " }"
    }

    static func referencesSelf(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
    }
}
