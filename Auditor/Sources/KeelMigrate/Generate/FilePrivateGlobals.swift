import Foundation
import SwiftSyntax

/// The legacy file's own `private` / `fileprivate` top-level constants and functions the
/// ViewModel reads (`private let loginURL = URL(string: …)!`, `private let callbackURLScheme =
/// "swifthub"`): invisible from the generated file, so the generated file declares them again,
/// `private`, with the same text. A constant's initializer runs once, on first read, in either
/// file — the same value, as long as it depends on nothing the program changes; a top-level
/// `var` (state both files would need to share) is never copied.
enum FilePrivateGlobals {
    /// The declarations to repeat, in source order, each once.
    static func declarations(in file: SourceFileSyntax, readBy nodes: [Syntax]) -> [DeclSyntax] {
        var used: Set<String> = []
        for node in nodes {
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true,
                      token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period else { continue }
                used.insert(name)
            }
        }
        var result: [DeclSyntax] = []
        for item in file.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.modifiers.isFilePrivate,
               variable.bindingSpecifier.tokenKind == .keyword(.let),
               variable.bindings.allSatisfy({ $0.accessorBlock == nil && $0.initializer != nil }),
               variable.bindings.contains(where: { binding in
                   binding.pattern.as(IdentifierPatternSyntax.self).map { used.contains($0.identifier.text) } ?? false
               }) {
                result.append(DeclSyntax(variable))
            } else if let function = item.item.as(FunctionDeclSyntax.self), function.modifiers.isFilePrivate,
                      used.contains(function.name.text) {
                result.append(DeclSyntax(function))
            }
        }
        return result
    }
}
