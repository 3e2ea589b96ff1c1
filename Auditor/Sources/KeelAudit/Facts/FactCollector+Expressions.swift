@_spi(RawSyntax) import SwiftSyntax

/// Expressions: static member accesses, calls, assignments, string literals.
extension FactCollector {
    /// What the rules asked for (`FactInterests.all`), as byte-level sets.
    static let interestingCalls = NameSet(FactInterests.all.calls)
    static let closureCalls = NameSet(FactInterests.all.closures)
    static let argumentTextCalls = NameSet(FactInterests.all.argumentText)
    static let receiverSubstrings: [[UInt8]] = FactInterests.all.receiverSubstrings.sorted().map { Array($0.lowercased().utf8) }
    static let callPrefixes: [[UInt8]] = FactInterests.all.callPrefixes.sorted().map { Array($0.utf8) }

    /// Whether a name starts with a recorded prefix, then an uppercase letter or nothing.
    static func hasInterestingPrefix(_ name: SyntaxText) -> Bool {
        for prefix in callPrefixes where name.count >= prefix.count {
            var matches = true
            for i in 0..<prefix.count where name[i] != prefix[i] { matches = false; break }
            guard matches else { continue }
            if name.count == prefix.count { return true }
            let next = name[prefix.count]
            if next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") { return true }
        }
        return false
    }

    /// A string literal without interpolation holds no facts: its tokens are
    /// not visited (localization tables and long messages are mostly these).
    func visitStringLiteral(_ node: RawRef) -> Continue {
        node.raw.cast(RawStringLiteralExprSyntax.self).segments.elements(RawExpressionSegmentSyntax.self).first != nil ? .visitChildren : .skipChildren
    }

    // MARK: Member accesses

    mutating func visitMemberAccess(_ node: RawRef) {
        let access = node.raw.cast(RawMemberAccessExprSyntax.self)
        if recordsWrites { recordBindingWrite(access) }
        guard !unitStack.isEmpty else { return }
        if access.declName.baseName.tokenText == "send", let base = access.base, base.as(RawMemberAccessExprSyntax.self) != nil {
            facts.sendReferences.append(SyntaxHelpers.receiverLinks(base))
        }
        guard let base = access.base?.as(RawDeclReferenceExprSyntax.self), base.baseName.tokenKind == .identifier else { return }
        guard base.baseName.tokenText.isCapitalized else {
            // Keyed by the token's bytes: a `String` is made only for the first use.
            let member = access.declName.baseName.tokenText
            if memberBasesSeen.insert(MemberBaseKey(unit: unitStack.last ?? -1, name: base.baseName.tokenText, member: member)).inserted {
                facts.memberBases.append(MemberBaseFact(name: base.baseName.text, member: String(syntaxText: member), offset: node.start,
                                                        unit: unitStack.last))
            }
            return
        }
        let member = access.declName.baseName
        guard member.tokenKind == .identifier else { return }   // `Foo.self`, `Foo.init`
        facts.staticAccesses.append(StaticAccessFact(
            base: base.baseName.text, member: member.text, offset: node.start,
            unit: unitStack.last, inDefaultArgument: defaultArgumentDepth > 0, inStaticContext: staticDepth > 0))
    }

    /// A subscript on a type (`Defaults[.accentColor]`, `StoredValues[.User.users]`):
    /// a look-up into a global store, recorded as the static member `subscript`.
    mutating func visitTypeSubscript(_ node: RawRef) {
        guard !unitStack.isEmpty else { return }
        let call = node.raw.cast(RawSubscriptCallExprSyntax.self)
        guard let base = call.calledExpression.as(RawDeclReferenceExprSyntax.self), base.baseName.tokenKind == .identifier,
              base.baseName.tokenText.isCapitalized else { return }
        facts.staticAccesses.append(StaticAccessFact(
            base: base.baseName.text, member: "subscript", offset: node.start,
            unit: unitStack.last, inDefaultArgument: defaultArgumentDepth > 0, inStaticContext: staticDepth > 0))
    }

    // MARK: Calls

    mutating func visitCall(_ node: RawRef) {
        let call = node.raw.cast(RawFunctionCallExprSyntax.self)
        // A stream-returning method's result (`return repository.observe(id:)`): what the stream's lifetime follows.
        if let parameters = frames.last?.streamParameters, let function = frames.last?.function, isFunctionResult,
           var stream = facts.functions[function].stream, stream.lifetime == nil, stream.forwardName == nil {
            StreamSyntax.classify(RawExprSyntax(call), parameters: parameters, into: &stream)
            facts.functions[function].stream = stream
        }
        if let function = screenFunction, var screen = facts.functions[function].screen {
            facts.functions[function].screen = nil   // one owner while it changes: no copy of its lists
            ScreenSyntax.record(call, isLocal: { isLocal($0) }, into: &screen)
            facts.functions[function].screen = screen
        }
        let callee = call.calledExpression
        let onChange = inOnChange
        var name: String?
        var record = onChange   // every call directly in `.onChange` (SU001 follows them)
        var isConstructor = false
        var calleeMember: RawMemberAccessExprSyntax?
        var nameText: SyntaxText?
        var implied: ImpliedConstruction?
        // The callee is classified once: a constructor (`Foo(…)`,
        // `Module.Foo(…)`, `Foo.init(…)`, `Foo<T>(…)`), a member call, or a
        // free function.
        if let member = callee.as(RawMemberAccessExprSyntax.self) {
            let memberName = member.declName.baseName.tokenText
            if let constructed = SyntaxHelpers.constructorName(member) {
                name = constructed
                record = true
                isConstructor = true
            } else if member.base == nil, member.declName.baseName.isKeyword("init") {
                // `.init(…)`: the type is the context's.
                record = true
                implied = impliedConstruction(node)
                if case .type(let path)? = implied, let last = path.last {
                    name = last
                    isConstructor = true
                } else {
                    name = "init"
                }
            } else {
                calleeMember = member
                if let unit = unitStack.last, let base = member.base, SyntaxHelpers.chain(base).map(SyntaxHelpers.withoutOptionalMarks) == "self" {
                    noteOwnMethodCall(String(syntaxText: memberName), unit: unit)
                }
                if recordsWrites { recordCallWrites(member) }
                if ScreenSyntax.collectionMutators.contains(String(syntaxText: memberName)) { recordStateMutation(member, node: node) }
                if memberName == "navigationDestination", let unit = unitStack.last { recordNavigationDestination(call, unit: unit) }
                if Self.interestingCalls.contains(memberName) || Self.hasInterestingPrefix(memberName) {
                    record = true
                } else if !Self.receiverSubstrings.isEmpty, let last = SyntaxHelpers.lastName(member.base),
                          Self.receiverSubstrings.contains(where: { last.containsBytes($0, caseInsensitive: true) }) {
                    record = true
                } else if !Self.receiverSubstrings.isEmpty, let root = SyntaxHelpers.rootName(member.base),
                          Self.receiverSubstrings.contains(where: { root.containsBytes($0, caseInsensitive: true) }) {
                    record = true   // `routerPath?.path.popLast()`: the chain starts at a navigator
                } else if inSubscription, SyntaxHelpers.chain(member.base).map(SyntaxHelpers.withoutOptionalMarks) == "self" {
                    record = true   // `self?.whenOnline()` in a `sink`: an own method another object's publisher calls (ST002)
                }
                if record {
                    name = String(syntaxText: memberName)
                    nameText = memberName
                }
            }
        } else if let ref = callee.as(RawDeclReferenceExprSyntax.self) {
            let refName = ref.baseName.tokenText
            if !refName.isCapitalized, let unit = unitStack.last { noteOwnMethodCall(String(syntaxText: refName), unit: unit) }
            if refName.isCapitalized {
                isConstructor = true
                record = true
                name = String(syntaxText: refName)
                if name == "NavigationStack", let unit = unitStack.last { recordNavigationStackPath(call, unit: unit) }
            } else if record || Self.interestingCalls.contains(refName) || inSubscription
                        || (unitStack.last != nil && Self.hasInterestingPrefix(refName)) {
                // A member's call written without `self.` (`showModal(for: nil)`) is recorded as `self.showModal` is.
                record = true
                name = String(syntaxText: refName)
                nameText = refName
            }
        } else if let constructed = SyntaxHelpers.constructorName(callee) {
            name = constructed
            record = true
            isConstructor = true
        }
        // A method's result passed straight to a recorded constructor
        // (`ChildView(model: store.makeModel())`): SU002 asks whether it builds a new object.
        if !record, let member = calleeMember, let top = callStack.last, facts.calls[top.index].isConstructor,
           parent?.kind == .labeledExpr, lineage.greatGrandparent?.id == top.id {
            record = true
            name = member.declName.baseName.text
        }
        guard record, let name else { return }
        // Only for recorded calls: the member chain, the name's position, labels, closures.
        let base = calleeMember.flatMap { SyntaxHelpers.chain($0.base) }
        let receiver = calleeMember.map { SyntaxHelpers.receiverLinks($0.base) } ?? []
        let start = node.start
        let nameOffset = calleeMember.map { node.locate(callee).locate($0.declName).start } ?? start
        var labels: [String] = []
        labels.reserveCapacity(call.arguments.layoutView.children.count)
        var selfArgumentIndices: [Int] = []
        var nameArguments: [String] = []
        for argument in call.arguments.elements(RawLabeledExprSyntax.self) {
            if let ref = argument.expression.as(RawDeclReferenceExprSyntax.self) {
                if ref.baseName.isKeyword("self") {
                    selfArgumentIndices.append(labels.count)
                } else if isConstructor, ref.baseName.tokenKind == .identifier, ref.argumentNames == nil {
                    if nameArguments.isEmpty { nameArguments = Array(repeating: "", count: labels.count) }
                    nameArguments.append(ref.baseName.text)
                }
            } else if isConstructor, let access = argument.expression.as(RawMemberAccessExprSyntax.self),
                      access.declName.baseName.tokenText == "objectWillChange",
                      access.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true {
                // `self.objectWillChange`: the object's own publisher, as a bare `objectWillChange` names it (ST002).
                if nameArguments.isEmpty { nameArguments = Array(repeating: "", count: labels.count) }
                nameArguments.append("objectWillChange")
            }
            if !nameArguments.isEmpty, nameArguments.count == labels.count { nameArguments.append("") }
            labels.append(argument.label?.text ?? "_")
        }
        // Directly an argument of the recorded call around it: call → labeled argument → argument list → call.
        var argumentOf: Int?
        var argumentLabel: String?
        if let argument = parent.flatMap({ RawLabeledExprSyntax($0) }), lineage.grandparent?.kind == .labeledExprList,
           let outer = lineage.greatGrandparent, let top = callStack.last, top.id == outer.id {
            argumentOf = top.index
            argumentLabel = argument.label?.text
        }
        let closures = nameText.map(Self.closureCalls.contains) == true ? closureFacts(node, call) : []
        let argumentText = nameText.map(Self.argumentTextCalls.contains) == true ? snippets.snippet(node.locate(call.arguments), limit: 200) : nil
        facts.calls.append(CallFact(
            name: name, base: base, receiver: receiver, labels: labels, selfArgumentIndices: selfArgumentIndices,
            isConstructor: isConstructor, hasTrailingClosure: call.trailingClosure != nil,
            closures: closures, argumentText: argumentText, followedBy: followingMember(node), storedInCallersBag: storesInCallersBag(node),
            enclosingCall: enclosingCall, inOnChange: onChange,
            offset: start, nameOffset: nameOffset, unit: unitStack.last,
            inDefaultArgument: defaultArgumentDepth > 0,
            snippet: calleeSnippet(node, callee: callee, name: name),
            inStaticContext: staticDepth > 0, inAction: inAction, argumentOf: argumentOf, argumentLabel: argumentLabel,
            impliedPath: implied?.path, nameArguments: nameArguments, rootIsElement: rootIsElement(receiver)))
        // A method that returns what it builds (`func makeRow() -> RowViewModel { RowViewModel() }`): a factory.
        if isConstructor, let function = frames.last?.function, frames.last?.returnPath?.last == name, isFunctionResult {
            facts.functions[function].constructsResult = true
        }
        if case .member(let member)? = implied, let unit = unitStack.last {
            pendingImplicitInits.append((facts.calls.count - 1, member, unit))
        }
        callStack.append((node.raw.id, facts.calls.count - 1))
    }

    /// Whether the code being visited is directly in the closure of a recorded `sink` (not in a nested call's closure).
    var inSubscription: Bool {
        guard let call = enclosingCall, facts.calls.indices.contains(call) else { return false }
        return facts.calls[call].name == "sink"
    }

    /// Whether the code being visited runs on an event rather than while a view is built: the
    /// innermost function that returns nothing (`func showEditor() { … }`), or a `Button`'s action
    /// closure (`Button("Edit") { … }`, `Button(action: { … }) { label }`; not its `label:` view).
    var inAction: Bool {
        for frame in frames.reversed() {
            switch frame.kind {
            case .function:
                return frame.function != nil && frame.returnsNothing
            default:
                guard let call = frame.call, facts.calls.indices.contains(call) else { continue }
                let button = facts.calls[call]
                guard button.isConstructor, button.name == "Button" else { continue }
                return frame.label == "action" || (frame.label == nil && !button.labels.contains("action"))
            }
        }
        return false
    }

    /// `.navigationDestination(for: Route.self) { … }`: the type whose values the view's
    /// `NavigationStack` maps to screens, kept on the enclosing type (`navigationDestinationPaths`).
    mutating func recordNavigationDestination(_ call: RawFunctionCallExprSyntax, unit: Int) {
        guard let argument = call.arguments.elements(RawLabeledExprSyntax.self).first(where: { $0.label?.text == "for" }),
              let metatype = argument.expression.as(RawMemberAccessExprSyntax.self), metatype.declName.baseName.isKeyword("self"),
              let written = SyntaxHelpers.chain(metatype.base) else { return }
        let path = written.split(separator: ".").map(String.init)
        guard !path.isEmpty, path.allSatisfy({ $0.first?.isLetter == true || $0.first == "_" }),
              !facts.units[unit].declaration.navigationDestinationPaths.contains(path) else { return }
        facts.units[unit].declaration.navigationDestinationPaths.append(path)
    }

    /// `NavigationStack(path: $model.paths)`: the property the stack's path binds to, kept on the
    /// enclosing type (`navigationStackPathNames`).
    mutating func recordNavigationStackPath(_ call: RawFunctionCallExprSyntax, unit: Int) {
        guard let argument = call.arguments.elements(RawLabeledExprSyntax.self).first(where: { $0.label?.text == "path" }),
              let written = SyntaxHelpers.chain(argument.expression),
              let last = written.split(separator: ".").last else { return }
        let name = String(last.drop { $0 == "$" })
        guard !name.isEmpty, !facts.units[unit].declaration.navigationStackPathNames.contains(name) else { return }
        facts.units[unit].declaration.navigationStackPathNames.append(name)
    }

    /// What names the type of an implicit-member construction (`.init(…)`).
    enum ImpliedConstruction {
        /// A written type: the enclosing function's result (`return .init(…)`,
        /// or the body's only expression), a binding's or parameter's annotation.
        case type([String])
        /// Assigned to a property of the enclosing type (`x = .init(…)`, `self.x = .init(…)`):
        /// its type is read once the file's properties are known.
        case member(String)

        var path: [String]? { if case .type(let path) = self { path } else { nil } }
    }

    /// The context's type for `.init(…)` at `node`, when the syntax around it names one.
    private func impliedConstruction(_ node: RawRef) -> ImpliedConstruction? {
        guard let parent else { return nil }
        if isFunctionResult { return frames.last?.returnPath.map(ImpliedConstruction.type) }
        switch parent.kind {
        case .initializerClause:
            if let binding = lineage.grandparent.flatMap({ RawPatternBindingSyntax($0) }) {
                return SyntaxHelpers.typePath(binding.typeAnnotation?.type).map(ImpliedConstruction.type)
            }
            if let parameter = lineage.grandparent.flatMap({ RawFunctionParameterSyntax($0) }) {
                return SyntaxHelpers.typePath(parameter.type).map(ImpliedConstruction.type)
            }
            return nil
        case .arrayElement:
            // `var rows: [Row] = [.init(…), .init(…)]`: an element of a literal the binding's annotation types.
            return lineage.greatGrandparent.flatMap { arrayLiteralElementTypes[$0.id] }.map(ImpliedConstruction.type)
        case .exprList:
            // `x = .init(…)` / `self.x = .init(…)`.
            guard let list = RawExprListSyntax(parent) else { return nil }
            var elements: [RawExprSyntax] = []
            for element in list.elements {
                if element.raw.id == node.raw.id { break }
                elements.append(element)
                if elements.count > 2 { elements.removeFirst() }
            }
            guard elements.count == 2, elements[1].is(RawAssignmentExprSyntax.self) else { return nil }
            if let ref = elements[0].as(RawDeclReferenceExprSyntax.self) { return .member(ref.baseName.text) }
            if let access = elements[0].as(RawMemberAccessExprSyntax.self),
               access.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true {
                return .member(access.declName.baseName.text)
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether a receiver's root is bound once per element (`CallFact.rootIsElement`): `$0`, or a name the
    /// innermost frame binding it binds as a closure parameter or a `for` loop's variable.
    func rootIsElement(_ receiver: [String]) -> Bool {
        guard let first = receiver.first else { return false }
        let root = SyntaxHelpers.withoutOptionalMarks(first)
        if root.first == "$" { return root.dropFirst().first?.isNumber == true }
        guard root.first?.isLowercase == true else { return false }
        return frames.last { $0.localVariables.contains(root) }?.elementNames.contains(root) == true
    }

    /// `let rows: [Row] = [ … ]` (a property or a local): the element type of the annotated array literal, read
    /// by the implicit-member constructions among its elements (`impliedConstruction`).
    mutating func noteArrayLiteralType(_ node: RawRef) {
        guard let binding = parent.flatMap({ RawPatternBindingSyntax($0) }),
              let array = binding.typeAnnotation?.type.as(RawArrayTypeSyntax.self),
              let path = SyntaxHelpers.typePath(array.element),
              let literal = node.raw.cast(RawInitializerClauseSyntax.self).value.as(RawArrayExprSyntax.self) else { return }
        arrayLiteralElementTypes[literal.raw.id] = path
    }

    /// Whether the expression being visited is what the innermost function
    /// returns: `return <it>`, or its body's only statement (an implicit return).
    var isFunctionResult: Bool {
        guard case .function? = frames.last?.kind, let parent else { return false }
        switch parent.kind {
        case .returnStmt:
            return true
        case .codeBlockItem:
            guard let list = lineage.grandparent, list.kind == .codeBlockItemList, list.layoutView?.children.count == 1 else { return false }
            return lineage.greatGrandparent?.kind == .codeBlock
        default:
            return false
        }
    }

    /// `x = .init(…)`: the type of the property `x` declared in the same type in this file.
    mutating func resolveAssignedImplicitInits() {
        for (call, member, unit) in pendingImplicitInits {
            let typeName = facts.units[unit].name
            guard let property = facts.properties.first(where: { property in
                !property.isStatic && property.names.contains(member) && facts.units[property.unit].name == typeName
            }), let path = property.typePath, let last = path.last else { continue }
            facts.calls[call].impliedPath = path
            facts.calls[call].name = last
            facts.calls[call].isConstructor = true
        }
    }

    /// The member called on the result of the call being visited:
    /// `x.sink { … }.store(in: &c)` → `store`.
    private func followingMember(_ node: RawRef) -> String? {
        // `cancellable = publisher.sink { … }`: the call's result is assigned (kept).
        if let list = parent.flatMap({ RawExprListSyntax($0) }) {
            var previous: RawExprSyntax?
            for element in list.elements {
                if element.raw.id == node.raw.id { return previous?.is(RawAssignmentExprSyntax.self) == true ? "=" : nil }
                previous = element
            }
            return nil
        }
        guard let access = parent.flatMap({ RawMemberAccessExprSyntax($0) }), access.base?.raw.id == node.raw.id,
              let outer = lineage.grandparent.flatMap({ RawFunctionCallExprSyntax($0) }), outer.calledExpression.raw.id == access.raw.id else { return nil }
        return access.declName.baseName.text
    }

    /// `.store(in: &bag)` or `.disposed(by: bag)` on the call's result, `bag` a bare name that is an
    /// `inout` parameter of an enclosing function (not `self.bag`): the caller keeps the subscription.
    private func storesInCallersBag(_ node: RawRef) -> Bool {
        guard let access = parent.flatMap({ RawMemberAccessExprSyntax($0) }), access.base?.raw.id == node.raw.id,
              ["store", "disposed"].contains(access.declName.baseName.text),
              let outer = lineage.grandparent.flatMap({ RawFunctionCallExprSyntax($0) }), outer.calledExpression.raw.id == access.raw.id,
              let argument = outer.arguments.elements(RawLabeledExprSyntax.self).first else { return false }
        var expression = argument.expression
        if let inOut = expression.as(RawInOutExprSyntax.self) { expression = inOut.expression }
        guard let ref = expression.as(RawDeclReferenceExprSyntax.self), ref.baseName.tokenKind == .identifier else { return false }
        let name = ref.baseName.text
        return frames.contains { $0.inoutParameters.contains(name) }
    }

    /// A call's callee as a snippet. Most callees are one identifier
    /// (`Text`, `VStack`, `present`), whose snippet is its token text: the
    /// call's `name`, already made.
    private func calleeSnippet(_ call: RawRef, callee: RawExprSyntax, name: String) -> String {
        if let ref = callee.as(RawDeclReferenceExprSyntax.self), ref.argumentNames == nil { return name }
        return snippets.snippet(call.locate(callee), limit: 80)
    }

    /// `[weak self]` or `[unowned self]` in a closure's capture list.
    static func capturesSelfWeakly(_ expr: RawClosureExprSyntax) -> Bool {
        guard let items = expr.signature?.capture?.items else { return false }
        return items.elements(RawClosureCaptureSyntax.self).contains { item in
            let specifier = item.specifier.map { $0.specifier.isKeyword("weak") || $0.specifier.isKeyword("unowned") } ?? false
            return specifier && item.name.isKeyword("self")
        }
    }

    /// The present tokens of `raw` in source order; with `outsideWeakSelfClosures`, the tokens of
    /// closures that capture `self` weakly themselves are left out. `body` returns false to stop;
    /// returns false if stopped.
    @discardableResult
    static func forEachToken(_ raw: RawSyntax, outsideWeakSelfClosures: Bool, _ body: (RawTokenSyntax) -> Bool) -> Bool {
        if let token = RawTokenSyntax(raw) { return token.presence == .present ? body(token) : true }
        if outsideWeakSelfClosures, let closure = RawClosureExprSyntax(raw), capturesSelfWeakly(closure) { return true }
        guard let layout = raw.layoutView else { return true }
        for child in layout.children {
            guard let child else { continue }
            if !forEachToken(child, outsideWeakSelfClosures: outsideWeakSelfClosures, body) { return false }
        }
        return true
    }

    /// What each closure the call passes does with `self`, in source order.
    private func closureFacts(_ node: RawRef, _ call: RawFunctionCallExprSyntax) -> [ClosureFact] {
        var result: [ClosureFact] = []
        func add(_ closure: RawRef) {
            guard let expr = RawClosureExprSyntax(closure.raw) else { return }
            var weak = Self.capturesSelfWeakly(expr)
            // `self?.x` or `guard let self` compile only where `self` is an optional: a weak
            // capture of an enclosing closure (`create { [weak self] … { guard let self … } }`).
            // A nested closure with its own `[weak self]` is skipped: its `self?` is its own capture
            // and says nothing of this closure's, whose `self.disposeBag` beside it is strong.
            var usesSelf = false
            var previous: RawTokenSyntax?
            _ = Self.forEachToken(expr.statements.raw, outsideWeakSelfClosures: true) { token in
                // `Self.self`, `Foo.self`: a metatype, not the instance.
                if token.isKeyword("self"), previous?.tokenKind != .period {
                    usesSelf = true
                    if previous?.isKeyword("let") == true { weak = true; return false }
                } else if token.tokenKind == .postfixQuestionMark, previous?.isKeyword("self") == true {
                    weak = true
                    return false
                }
                previous = token
                return true
            }
            result.append(ClosureFact(capturesSelfWeakly: weak, usesSelf: usesSelf, snippet: snippets.snippet(closure, limit: 80), offset: closure.start))
        }
        node.forEachChild { child in
            switch child.raw.kind {
            case .closureExpr:
                add(child)
            case .labeledExprList, .multipleTrailingClosureElementList:
                child.forEachChild { element in
                    element.forEachChild { part in if part.raw.kind == .closureExpr { add(part) } }
                }
            default:
                break
            }
        }
        return result
    }

    // MARK: Assignments

    /// The collection an element write goes into (`results` in `results[i] = …`, `loader.data` in
    /// `loader.data[i] = …`), kept as the function's own assigned member or a mutated base.
    mutating func recordElementWrite(_ collection: RawExprSyntax, in function: Int) {
        if let ref = collection.as(RawDeclReferenceExprSyntax.self) {
            let member = ref.baseName.text
            if !facts.functions[function].assigns.contains(member) { facts.functions[function].assigns.append(member) }
        } else if let access = collection.as(RawMemberAccessExprSyntax.self), access.base != nil {
            let base = SyntaxHelpers.chain(access.base) ?? "?"
            if base == "self" {
                let member = access.declName.baseName.text
                if !facts.functions[function].assigns.contains(member) { facts.functions[function].assigns.append(member) }
            } else {
                let root = SyntaxHelpers.chainRoot(base)
                if !facts.functions[function].mutatedBases.contains(root) { facts.functions[function].mutatedBases.append(root) }
            }
        }
    }

    mutating func visitSequence(_ node: RawRef) {
        // Only `lhs op rhs …` with an assignment operator second matters; look
        // at the first three elements without copying the whole sequence.
        let sequence = node.raw.cast(RawSequenceExprSyntax.self)
        let elements = sequence.elements.layoutView.children
        let count = elements.count
        guard count >= 3, let op = elements[1].flatMap(RawExprSyntax.init), isAssignment(op),
              let lhs = elements[0].flatMap(RawExprSyntax.init), let rhs = elements[2].flatMap(RawExprSyntax.init) else { return }
        if recordsWrites { recordWrites(lhs) }
        if let function = screenFunction, var screen = facts.functions[function].screen {
            facts.functions[function].screen = nil   // one owner while it changes
            ScreenSyntax.recordAssignment(lhs, isLocal: { isLocal($0) }, into: &screen)
            facts.functions[function].screen = screen
        }
        let onChange = inOnChange
        let off = offMain
        let function = directFunction
        let passed = constructorClosure
        let setsValue = lhs.as(RawMemberAccessExprSyntax.self)?.declName.baseName.tokenText == "value"
        // In an initializer: what the right-hand side constructs (`ObservedObject(wrappedValue: Foo())` → `Foo`).
        var constructed: String?
        if directlyInInitializer, count == 3, let call = rhs.as(RawFunctionCallExprSyntax.self),
           let name = SyntaxHelpers.constructorName(call.calledExpression) {
            if name == "ObservedObject" || name == "StateObject" {
                let first = call.arguments.elements(RawLabeledExprSyntax.self).first
                constructed = first.flatMap { SyntaxHelpers.constructedType($0.expression) }.map { name + ":" + $0 }
            } else {
                constructed = name
            }
        }
        let screenTarget = SyntaxHelpers.targetsScreenObject(lhs)
        guard onChange || off || setsValue || screenTarget || constructed != nil || function != nil || passed != nil else { return }
        var base: String?
        var member: String?
        if let ref = lhs.as(RawDeclReferenceExprSyntax.self) {
            // `isOn = true` after `var isOn = false` in the same function: the local's, no member's.
            guard !isBoundLocally(ref.baseName.text) else { return }
            member = ref.baseName.text
        } else if let access = lhs.as(RawMemberAccessExprSyntax.self), access.base != nil {
            member = access.declName.baseName.text
            base = SyntaxHelpers.chain(access.base) ?? "?"
        } else if let element = lhs.as(RawSubscriptCallExprSyntax.self), let function {
            // `results[index] = post`, `loader.data[index] = post`: writing an element writes the stored
            // collection — what the body assigns (SU001 follows it), no assignment fact of its own.
            recordElementWrite(element.calledExpression, in: function)
            return
        }
        guard let member else { return }
        if let function, base == nil || base == "self", !facts.functions[function].assigns.contains(member) {
            facts.functions[function].assigns.append(member)
        }
        if let function, let base, base != "self" {
            let root = SyntaxHelpers.chainRoot(base)
            if !facts.functions[function].mutatedBases.contains(root) { facts.functions[function].mutatedBases.append(root) }
        }
        let unisolated = off ? nil : unisolatedContext
        let unisolatedAsync = unisolated != nil
        // A write of another object's state in a method (`library.isSheetPresented = true`): VM010 asks whether it is
        // that object's navigation state.
        let throughOther = function != nil && base.map { $0 != "self" && $0 != "?" } == true
        // What the type's own member is given where it is built (VM014 reads it).
        var builds: String?
        if count == 3, directlyInInitializer || function != nil, base == nil || base == "self" {
            var value = rhs
            while true {
                if let wrapped = value.as(RawTryExprSyntax.self) { value = wrapped.expression; continue }
                if let wrapped = value.as(RawAwaitExprSyntax.self) { value = wrapped.expression; continue }
                break
            }
            if let call = value.as(RawFunctionCallExprSyntax.self) { builds = SyntaxHelpers.constructorName(call.calledExpression) }
        }
        let recorded = onChange || off || unisolatedAsync || setsValue || screenTarget || constructed != nil || passed != nil || throughOther || builds != nil
        // A write of own state directly in a private function: off the main actor if every call of it is.
        let pending = !recorded && (base == nil || base == "self") && function.map(privateFunctions.contains) == true
        guard recorded || pending else { return }
        let elementsRef = node.locate(sequence.elements)
        var fact = AssignmentFact(
            base: base, member: member, offset: elementsRef.locate(lhs).start, unit: unitStack.last,
            inOnChange: onChange, offMain: off, offMainReason: off ? offMainReason : nil,
            inUnisolatedAsync: unisolatedAsync, unisolatedByTask: unisolated == true, constructed: constructed,
            constructorCall: passed?.call, closureLabel: passed?.label, throughScreenObject: screenTarget,
            snippet: snippets.snippet(node, limit: 100))
        if let base, base != "self" { fact.ownRoot = ownProperty(under: base) }
        fact.builds = builds
        if recorded {
            facts.assignments.append(fact)
        } else if let function {
            pendingCalleeWrites.append((function, fact))
        }
    }

    /// `items.append(x)`, `self?.items.removeAll()`: a mutating method called on the type's own stored state
    /// changes that state as an assignment does. Off the main actor (the one definition: `offMain`, or an
    /// unisolated `async` context) it is recorded as an assignment of the member, for VM012 and VM001.
    mutating func recordStateMutation(_ member: RawMemberAccessExprSyntax, node: RawRef) {
        let off = offMain
        let unisolated = off ? nil : unisolatedContext
        guard off || unisolated != nil, let chain = SyntaxHelpers.chain(member.base).map(SyntaxHelpers.withoutOptionalMarks) else { return }
        let links = chain.split(separator: ".").map(String.init)
        let own: String
        if links.count == 1, let name = links.first, name != "self", name.first?.isLowercase == true, !isBoundLocally(name) {
            own = name
        } else if links.count == 2, links[0] == "self" {
            own = links[1]
        } else {
            return
        }
        facts.assignments.append(AssignmentFact(
            base: nil, member: own, offset: node.start, unit: unitStack.last, inOnChange: false, offMain: off,
            offMainReason: off ? offMainReason : nil, inUnisolatedAsync: unisolated != nil, unisolatedByTask: unisolated == true,
            constructed: nil, constructorCall: nil, closureLabel: nil, snippet: snippets.snippet(node, limit: 100)))
    }

    /// A call of the type's own method (bare, `self.` or `self?.`): where it is made, for
    /// `resolveOffMainCallees` — keyed by the calling type, so another type's same-named method is
    /// never counted as its caller.
    mutating func noteOwnMethodCall(_ name: String, unit: Int) {
        ownMethodCalls[OwnMethod(unit: unit, name: name), default: []].append(offMain ? offMainReason : nil)
    }

    /// Records the pending writes of private functions every call of which runs off the main actor
    /// (`OffMainDefinition.execution(ofPrivateMethod:callers:)`), after the file's other assignments.
    mutating func resolveOffMainCallees() {
        for (function, var fact) in pendingCalleeWrites {
            let name = facts.functions[function].name
            let calls = ownMethodCalls[OwnMethod(unit: facts.functions[function].unit, name: name)] ?? []
            guard case .background(let why)? = OffMainDefinition.execution(ofPrivateMethod: name, callers: calls) else { continue }
            fact.offMain = true
            fact.offMainReason = why
            facts.assignments.append(fact)
        }
    }

    /// The enclosing type's own property a write through `base` goes into: `panel` for `self.panel`
    /// (`self?.panel.title = …`) and for `panel` not bound locally (`panel.title = …`); nil otherwise.
    private func ownProperty(under base: String) -> String? {
        let links = base.split(separator: ".", maxSplits: 2)
        guard let first = links.first else { return nil }
        if first == "self" { return links.count > 1 ? String(links[1]) : nil }
        let name = String(first)
        guard name.first?.isLowercase == true, !name.hasSuffix("()"), !isBoundLocally(name) else { return nil }
        return name
    }

    /// Whether `name` is bound by an enclosing function or closure so far — a parameter or a variable it
    /// declares (`Frame.localVariables`, recorded in every mode) or any local name `keel fix` records —
    /// so it shadows the type's property of that name.
    private func isBoundLocally(_ name: String) -> Bool {
        isLocal(name) || frames.contains { $0.localVariables.contains(name) }
    }

    private func isAssignment(_ expr: RawExprSyntax) -> Bool {
        if expr.is(RawAssignmentExprSyntax.self) { return true }
        if let op = expr.as(RawBinaryOperatorExprSyntax.self) {
            let text = op.operator.tokenText
            // Every compound assignment ends in `=` and is 2–4 bytes long.
            guard text.last == UInt8(ascii: "="), text.count >= 2 else { return false }
            switch text {
            case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=": return true
            default: return false
            }
        }
        return false
    }
}
