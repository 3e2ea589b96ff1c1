import Foundation
import SwiftSyntax

/// The legacy methods and computed properties, translated.
extension ViewModelWriter {
    // MARK: Members

    func writeMembers(_ w: inout SourceWriter, _ summary: inout Summary) {
        let members = plan.members.filter { member in
            if member.decl.is(VariableDeclSyntax.self) {
                return plan.properties.contains { $0.decl.id == member.decl.id && $0.isComputed && $0.kind != .derived }
            }
            return !member.decl.is(InitializerDeclSyntax.self) || member.decl.id != plan.initializer?.id
        }
        guard !members.isEmpty else { return }
        w.blank()
        w.add("    // MARK: - Methods")
        // Private `@objc` methods only a target–selector timer called: the timers are blocks now (`SelectorTimer`).
        let objcFree = SelectorTimer.objcFreeMethods(in: plan.members)
        for (k, member) in members.enumerated() {
            w.blank()
            let id = "member.\(k)"
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                writeFunction(function, id: id, dropsObjc: objcFree.contains(function.name.text), into: &w, summary: &summary)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                w.unit(id) { w in
                    w.todo(demoted[id] ?? "another initializer of the legacy ViewModel; the migrated one has a single init (add a convenience init by hand if callers need it)",
                           original: initializer.trimmedDescription, indent: Self.memberIndent)
                }
            } else {
                copyMember(Syntax(member.decl), id: id, into: &w)
            }
        }
    }

    func writeFunction(_ function: FunctionDeclSyntax, id: String, dropsObjc: Bool, into w: inout SourceWriter, summary: inout Summary) {
        w.unit(id) { w in
            // A member of a `private extension` of the legacy ViewModel is private too: no requirement
            // of the protocol the view reads (a public ViewModel cannot satisfy one with it), and kept private.
            let inPrivateExtension = Self.isInPrivateExtension(function)
            let isPrivate = inPrivateExtension || function.modifiers.isFilePrivate
            if let reason = demoted[id] {
                w.todo(reason, original: function.trimmedDescription, indent: Self.memberIndent)
                summary.todoMethods.insert(function.name.text)
                return
            }
            let inherited = plan.inheritedMethods.values.first { $0.id == function.id }
            let overridesFlattenedBase = inherited == nil && plan.bases.contains { base in
                (Array(base.decl.memberBlock.members) + base.extensions.flatMap { Array($0.memberBlock.members) })
                    .contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == function.name.text }
            }
            if function.modifiers.contains(where: { $0.name.text == "override" }), !overridesFlattenedBase, inherited == nil {
                w.todo("it overrides `\(function.name.text)` of the legacy superclass `\(plan.droppedSuperclass ?? "?")`, which the migrated ViewModel does not inherit",
                       original: function.trimmedDescription, indent: Self.memberIndent)
                summary.todoMethods.insert(function.name.text)
                return
            }
            // The signature (attributes, modifiers, name, parameters, effects, return type);
            // an override of a flattened base class's method is the method now.
            var header = function
            header.body = nil
            if dropsObjc {
                header.attributes = header.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "objc" }
            }
            if overridesFlattenedBase {
                header.modifiers = header.modifiers.filter { $0.name.text != "override" }
            }
            if let inherited {
                // The base's method an override calls as `super.…`: kept, private, under its own name.
                header.name = .identifier(inherited.name)
                header.modifiers = header.modifiers.filter { !["override", "public", "open", "internal", "package", "private", "fileprivate", "final", "dynamic"].contains($0.name.text) }
                header.attributes = header.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "objc" }
            }
            // A method returning an RxSwift stream returns the translated publisher.
            let streamMethod = inherited == nil ? plan.streamMethods[function.name.text] : nil
            if let streamMethod, let returned = header.signature.returnClause?.type {
                header.signature.returnClause?.type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(streamMethod.publisherType)))
                    .with(\.leadingTrivia, returned.leadingTrivia).with(\.trailingTrivia, returned.trailingTrivia)
            }
            // A static member typed with the legacy class (`static func == (lhs: LegacyViewModel, rhs:
            // LegacyViewModel)`) is the migrated class's member: it takes the migrated class.
            let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
            if isStatic { header.signature = LegacySelfType.replacing(plan.located.viewModelName, with: names.viewModel, in: header.signature) }
            translator.problems = []
            let signature = (inherited == nil && !inPrivateExtension ? "" : "private ") + translator.emitTrimmed(header)
            let remnants = RxRemnants.find(in: signature)
            if !remnants.isEmpty || !translator.problems.isEmpty {
                w.todo(translator.problems.first ?? "its signature uses RxSwift types (\(remnants.joined(separator: ", "))); return a Combine publisher or make it async by hand",
                       original: function.trimmedDescription, indent: Self.memberIndent)
                summary.todoMethods.insert(function.name.text)
                return
            }
            w.add(leadingComments(function, indent: Self.memberIndent) + Indentation.spaces(Self.memberIndent) + signature + " {")
            let statements = Array(function.body?.statements ?? [])
            // `guard … else { return Observable.empty() }` before the returned stream (EarlyEmptyReturns).
            let earlyEmpties = streamMethod.map { method in
                EarlyEmptyReturns.find(in: Array(statements.dropLast())).map { ($0.id, EarlyEmptyReturns.replacement(method)) }
            } ?? []
            for (early, text) in earlyEmpties { translator.replacements[early] = text }
            defer { for (early, _) in earlyEmpties { translator.replacements[early] = nil } }
            for (i, item) in statements.enumerated() {
                let statementID = "\(id).\(i)"
                w.unit(statementID) { w in
                    if let reason = demoted[statementID] {
                        w.todo(reason, original: item.trimmedDescription, indent: Self.bodyIndent)
                        return
                    }
                    translator.problems = []
                    if let streamMethod, i == statements.count - 1 {
                        writeReturnedStream(item, method: streamMethod, into: &w)
                        return
                    }
                    let text = translator.emit(item)
                    emitStatement(text, original: item, into: &w)
                }
            }
            w.add(Indentation.spaces(Self.memberIndent) + "}")
            // An operator compares or combines instances of the concrete class: not a requirement of
            // the protocol the view reads (a protocol's operator must take `Self`).
            let isOperator = { if case .binaryOperator = function.name.tokenKind { return true }; return false }()
            if !isPrivate, inherited == nil, !isOperator {
                let parameterless = function.signature.parameterClause.parameters.isEmpty && function.signature.effectSpecifiers == nil
                var protocolHeader = header
                protocolHeader.signature.parameterClause.parameters = FunctionParameterListSyntax(
                    header.signature.parameterClause.parameters.map { parameter in
                        var p = parameter
                        p.defaultValue = nil
                        return p
                    }
                )
                protocolHeader.modifiers = header.modifiers.filter { !["public", "internal", "package", "open", "final", "override", "nonisolated", "dynamic"].contains($0.name.text) }
                protocolHeader.attributes = AttributeListSyntax([])
                summary.methods.append((function.name.text, translator.emitTrimmed(protocolHeader), parameterless && streamMethod == nil))
                if streamMethod != nil { summary.streamMethods.insert(function.name.text) }
            }
        }
    }

    /// Whether `function` is declared in a `private` or `fileprivate` extension
    /// (`private extension LegacyViewModel { func undo() … }`), which makes it file-private.
    static func isInPrivateExtension(_ function: FunctionDeclSyntax) -> Bool {
        // FunctionDecl → MemberBlockItem → MemberBlockItemList → MemberBlock → ExtensionDecl.
        guard let ext = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else { return false }
        return ext.modifiers.isFilePrivate
    }

    /// The last statement of a method that returned an RxSwift stream (`return api.items().map { … }`):
    /// the stream translated to a publisher, its failure type the migrated signature's, erased.
    func writeReturnedStream(_ item: CodeBlockItemSyntax, method: StreamMethod, into w: inout SourceWriter) {
        let expression = item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let expression else {
            w.todo("a method returning `\(method.publisherType)` must end with the stream it returns", original: item.trimmedDescription, indent: Self.bodyIndent)
            return
        }
        guard var stream = ChainTranslation(translator: translator).stream(of: expression, indent: Self.bodyIndent) else {
            w.todo(translator.problems.first ?? "the returned stream has no mechanical Combine form here", original: item.trimmedDescription, indent: Self.bodyIndent)
            return
        }
        let step = "\n" + Indentation.spaces(Self.bodyIndent + 4)
        if stream.text == "Empty()" {
            // `return .empty()`: the method's own element and failure, ends at once as the legacy stream did.
            stream.text = "Empty<\(method.element), \(method.fails ? "Error" : "Never")>()"
            stream.fails = method.fails
        }
        if stream.fails, !method.fails {
            w.todo("the returned stream can fail, but the legacy `\(method.element)` stream could not", original: item.trimmedDescription, indent: Self.bodyIndent)
            return
        }
        if method.fails, !stream.fails { stream.text += step + ".setFailureType(to: Error.self)" }
        stream.text += step + ".eraseToAnyPublisher()"
        emitStatement(Indentation.spaces(Self.bodyIndent) + "return " + stream.text, original: item, into: &w)
    }
}
