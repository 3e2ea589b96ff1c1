import SwiftParser
import SwiftSyntax

/// The `Input`/`Output` `transform(input:) -> Output` pattern (the most
/// common RxSwift MVVM idiom): what the migrated ViewModel becomes.
///
/// - Each `Input` field (`Driver<T>`, `Signal<T>`, `Observable<T>`, …) is a
///   method the view calls (`func refresh()`, `func select(_ value: T)`)
///   that sends into a private `PassthroughSubject`.
/// - Each `Output` field is `@Published private(set)` state — optional
///   (`nil` until the first value) when the legacy stream had no value before
///   it first emitted — or, for events (`Void`, `Signal`, selections,
///   errors), a closure the coordinator sets.
/// - The body of `transform` runs in `init`: its subscriptions are
///   translated like any other, `input.x` reads the subject, a local relay
///   returned as an output *is* that output, a local stream is translated
///   where it is used.
struct TransformPlan {
    struct Field {
        var name: String
        var type: String
        var element: String?
    }

    struct Output {
        var name: String
        var type: String
        var element: String?
        /// The expression `return Output(…)` passes for it (after renaming).
        var source: ExprSyntax?
        var isEvent: Bool
        /// A local relay (renamed to the output's name) holds it: it is that relay.
        var isLocalRelay: Bool
        /// The published property's declared type (`T?` when it starts without a value).
        var publishedType: String?
        var initialValue: String?
    }

    var function: FunctionDeclSyntax
    /// The parameter's name inside `transform` (`input`).
    var inputName: String
    var inputs: [Field]
    var outputs: [Output]
    /// `let x = <stream>` in the body (not local relays): translated where used.
    var aliases: [String: ExprSyntax]
    /// Local relays / subjects declared in the body (`let elements = BehaviorRelay(value: [])`).
    var localRelays: [String: VariableDeclSyntax]
    /// The body's statements to run in `init` (without the local declarations and the `return`).
    var statements: [CodeBlockItemSyntax]
}

enum TransformReader {
    /// The nested `Input` / `Output` structs and `transform(input:)`, if the ViewModel has them.
    static func find(in decl: ClassDeclSyntax, extensions: [ExtensionDeclSyntax] = []) -> (input: StructDeclSyntax, output: StructDeclSyntax, function: FunctionDeclSyntax)? {
        let members = Array(decl.memberBlock.members) + extensions.flatMap { Array($0.memberBlock.members) }
        guard let input = members.compactMap({ $0.decl.as(StructDeclSyntax.self) }).first(where: { $0.name.text == "Input" }),
              let output = members.compactMap({ $0.decl.as(StructDeclSyntax.self) }).first(where: { $0.name.text == "Output" }),
              let function = members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: {
                  $0.name.text == "transform" && $0.signature.parameterClause.parameters.count == 1 && $0.body != nil
              })
        else { return nil }
        return (input, output, function)
    }

    static func fields(_ decl: StructDeclSyntax) -> [TransformPlan.Field] {
        var fields: [TransformPlan.Field] = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                fields.append(.init(name: name, type: type, element: ReactiveType.classify(type)?.element))
            }
        }
        return fields
    }

    /// `return Output(a: x, b: y)` / `return .init(…)` / `return Output(x, y)`: label → expression.
    static func returnedOutputs(_ function: FunctionDeclSyntax, outputFields: [TransformPlan.Field]) -> (item: CodeBlockItemSyntax, values: [String: ExprSyntax])? {
        for item in function.body?.statements ?? [] {
            guard let returned = item.item.as(ReturnStmtSyntax.self)?.expression?.as(FunctionCallExprSyntax.self) else { continue }
            let callee = returned.calledExpression.trimmedDescription
            guard callee == "Output" || callee == ".init" || callee == "Output.init" else { continue }
            var values: [String: ExprSyntax] = [:]
            for (i, argument) in returned.arguments.enumerated() {
                let label = argument.label?.text ?? (i < outputFields.count ? outputFields[i].name : "")
                values[label] = argument.expression
            }
            return (item, values)
        }
        return nil
    }

    /// The local a returned output expression names (`x`, `x.asDriver()`, `x.asDriver(onErrorJustReturn: …)`, `x.asObservable()`).
    static func returnedLocal(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["asDriver", "asObservable", "asSignal"].contains(member.declName.baseName.text),
           let reference = member.base?.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return nil
    }

    /// Locals of `transform` to rename to the output they are returned as
    /// (`let elements = BehaviorRelay…` returned as `items: elements.asDriver()` → `items`).
    static func renames(_ function: FunctionDeclSyntax, outputFields: [TransformPlan.Field], memberNames: Set<String>) -> [String: String] {
        guard let (_, values) = returnedOutputs(function, outputFields: outputFields) else { return [:] }
        let locals = localNames(function)
        var taken = memberNames.union(locals)
        var result: [String: String] = [:]
        // A local tracker stays a tracker (its output is a feed of it, under the output's name).
        var trackers: Set<String> = []
        for item in function.body?.statements ?? [] {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                   let type = MemberSignature.constructedType(value), TrackerKind.of(type) != nil {
                    trackers.insert(name)
                }
            }
        }
        for field in outputFields {
            guard let expr = values[field.name], let local = returnedLocal(expr), locals.contains(local), !trackers.contains(local), local != field.name,
                  result[local] == nil, !taken.contains(field.name) else { continue }
            result[local] = field.name
            taken.insert(field.name)
        }
        return result
    }

    /// Names `let`/`var` declares directly in `transform`'s body.
    static func localNames(_ function: FunctionDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in function.body?.statements ?? [] {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// The file's text with `renames` applied inside `function` (references
    /// and the declaring patterns; member names after a `.` untouched). Line
    /// structure is unchanged.
    static func renamed(_ file: SourceFileSyntax, function: FunctionDeclSyntax, renames: [String: String]) -> String {
        RangeRenaming.renamed(file, inside: function, renames: renames) { token in
            if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { return false }
            guard let parent = token.parent else { return true }
            return parent.is(DeclReferenceExprSyntax.self) || parent.is(IdentifierPatternSyntax.self)
        }
    }

    /// The plan, from the (renamed) ViewModel.
    static func plan(_ found: (input: StructDeclSyntax, output: StructDeclSyntax, function: FunctionDeclSyntax), tree: LegacyTree) -> TransformPlan {
        let function = found.function
        let parameter = function.signature.parameterClause.parameters.first
        let inputName = (parameter?.secondName ?? parameter?.firstName)?.text ?? "input"
        let inputs = fields(found.input)
        let outputFields = fields(found.output)
        let returned = returnedOutputs(function, outputFields: outputFields)
        var aliases: [String: ExprSyntax] = [:]
        var relays: [String: VariableDeclSyntax] = [:]
        var statements: [CodeBlockItemSyntax] = []
        for item in function.body?.statements ?? [] {
            if item.id == returned?.item.id { continue }
            if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                let constructed = MemberSignature.constructedType(value).map { TypeText.genericParts($0).0 }
                if let constructed, ReactiveType.stateTypes.contains(constructed) || ReactiveType.eventTypes.contains(constructed) {
                    relays[name] = variable
                    continue
                }
                if binding.typeAnnotation == nil || ReactiveType.classify(binding.typeAnnotation!.type.trimmedDescription) != nil,
                   !TransformValueLocals.isPlainValue(value, in: function, tree: tree) {
                    aliases[name] = value
                    continue
                }
            }
            statements.append(item)
        }
        var outputs: [TransformPlan.Output] = []
        for field in outputFields {
            let source = returned?.values[field.name]
            let local = source.flatMap(returnedLocal)
            let isRelay = local.map { relays[$0] != nil && $0 == field.name } ?? false
            let element = field.element ?? source.flatMap { aliasElement($0, aliases: aliases) }
            let isEvent = eventLike(field, element: element, relay: isRelay ? relays[field.name] : nil, tree: tree)
            var output = TransformPlan.Output(name: field.name, type: field.type, element: element, source: source, isEvent: isEvent,
                                              isLocalRelay: isRelay, publishedType: nil, initialValue: nil)
            if !isEvent, !isRelay, let element {
                // No value before the first emission, as the legacy stream: optional.
                output.publishedType = TypeText.isOptional(element) ? element : (element.contains("->") ? "(\(element))?" : element + "?")
                output.initialValue = nil
            }
            outputs.append(output)
        }
        return TransformPlan(function: function, inputName: inputName, inputs: inputs, outputs: outputs,
                             aliases: aliases, localRelays: relays, statements: statements)
    }

    /// Outputs that are events, not state: `Void`, a `Signal`, a stream of a
    /// `PublishSubject`/`PublishRelay`, a stream of ViewModels (each one a screen to open: the
    /// coordinator receives it — published, it would be a nested ObservableObject, ST001), or named
    /// like one (selections, errors, taps; `issueSelected` too — only `isX` reads as a Boolean state).
    static func eventLike(_ field: TransformPlan.Field, element: String?, relay: VariableDeclSyntax?, tree: LegacyTree? = nil) -> Bool {
        if element == "Void" || element == "()" { return true }
        if let element, let tree, isViewModelClass(TypeText.strippingOptionality(element), tree: tree) { return true }
        let outer = TypeText.genericParts(TypeText.strippingOptionality(field.type)).0
        if outer == "Signal" || outer == "PublishRelay" || outer == "PublishSubject" || outer == "ControlEvent" { return true }
        if let relay, let value = relay.bindings.first?.initializer?.value,
           let constructed = MemberSignature.constructedType(value), ReactiveType.eventTypes.contains(TypeText.genericParts(constructed).0) {
            return true
        }
        let lower = field.name.lowercased()
        return ["selected", "error", "event", "tapped", "trigger", "didselect", "navigat", "open", "show", "present", "dismiss"].contains { lower.contains($0) }
            && !booleanPrefixed(field.name) && !lower.hasSuffix("enabled")
    }

    /// `isSelected`, `isShowingError`: `is` followed by a capital (not `issueSelected`).
    static func booleanPrefixed(_ name: String) -> Bool {
        name.hasPrefix("is") && name.dropFirst(2).first?.isUppercase == true
    }

    /// A class of the tree named like a ViewModel (`IssueViewModel`, not a `[IssueCellViewModel]` list).
    static func isViewModelClass(_ type: String, tree: LegacyTree) -> Bool {
        type.contains("ViewModel") && type.first?.isUppercase == true && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && tree.kind(of: type) == .class
    }

    static func aliasElement(_ expr: ExprSyntax, aliases: [String: ExprSyntax]) -> String? { nil }
}
