import SwiftParser
import SwiftSyntax

/// The single walk over a file's syntax tree that gathers `FileFacts` (and
/// with them the file's `FileIndex`). Each node is visited once and does O(1)
/// work, apart from snippets (bounded length) and the rare
/// `objectWillChange` forwarding check (bounded by the closure it inspects).
final class FactCollector: SyntaxVisitor {
    /// What kind of context a closure or function body establishes.
    enum Frame {
        case onChange           // `.onChange(of:) { … }`
        case main               // `DispatchQueue.main.async`, `MainActor.run`, `@MainActor in`
        case offMain            // `DispatchQueue.global().async`, `Task.detached`
        case neutral            // any other closure (inherits)
        case function(offMain: Bool)
    }

    private(set) var facts: FileFacts
    private var unitStack: [Int] = []
    private var frames: [Frame] = []
    private var defaultArgumentDepth = 0
    private var initializerDepth = 0
    private var staticDepth = 0
    /// Whether each enclosing variable / function declaration was static
    /// (pushed in `visit`, popped in `visitPost`).
    private var staticVariables: [Bool] = []
    private var staticFunctions: [Bool] = []

    private static let singletonMembers: Set<String> = ["shared", "sharedInstance", "instance", "default", "standard", "current", "main"]
    private static let ignoredTypeNames: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "Void", "Any", "AnyObject", "Self", "Date", "URL", "Data",
        "Error", "Never", "UUID", "Array", "Dictionary", "Set", "Optional", "Result", "TimeInterval", "CGFloat",
    ]
    private static let interestingCalls: Set<String> = [
        "routeTo", "navigate", "present", "pushViewController", "popViewController", "popToRootViewController",
        "popToViewController", "performSegue", "setViewControllers", "presentViewModally", "dismiss", "show",
        "subscribe", "disposed", "bind", "drive", "post", "addObserver", "publisher", "send", "accept", "onNext",
    ]

    /// Snippets come from the file's bytes (see `SnippetWriter`).
    private let snippets: SnippetWriter

    init(path: String, bytes: [UInt8]) {
        self.facts = FileFacts(path: path)
        self.snippets = SnippetWriter(bytes: bytes)
        super.init(viewMode: .sourceAccurate)
    }

    /// Parses `input` once and collects its facts.
    static func collect(_ input: SourceInput) -> FileFacts {
        var bytes = Array(input.text.utf8)
        if let offset = NestingGuard.firstExcessiveBracket(bytes) {
            var facts = FileFacts(path: input.path)
            let table = LineTable(bytes: bytes)
            facts.lineStarts = table.lineStarts
            facts.lineCount = table.lineCount
            facts.changedSinceBase = input.changedSinceBase
            facts.unparsedAt = offset
            return facts
        }
        let tree = bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer))
        }
        return collect(input, tree: tree, bytes: &bytes)
    }

    static func collect(_ input: SourceInput, tree: SourceFileSyntax) -> FileFacts {
        var bytes = Array(input.text.utf8)
        return collect(input, tree: tree, bytes: &bytes)
    }

    private static func collect(_ input: SourceInput, tree: SourceFileSyntax, bytes: inout [UInt8]) -> FileFacts {
        let collector = FactCollector(path: input.path, bytes: bytes)
        collector.walk(tree)
        var facts = collector.facts
        facts.changedSinceBase = input.changedSinceBase
        let table = LineTable(bytes: bytes)
        facts.lineStarts = table.lineStarts
        facts.lineCount = table.lineCount
        if input.text.containsBytes("keel:") {
            facts.comments = collectComments(tree, bytes: bytes)
        }
        return facts
    }

    private static func collectComments(_ tree: SourceFileSyntax, bytes: [UInt8]) -> [CommentFact] {
        var comments: [CommentFact] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                check(piece, at: offset)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                check(piece, at: offset)
                offset += piece.sourceLength.utf8Length
            }
        }
        func check(_ piece: TriviaPiece, at offset: Int) {
            guard case .lineComment(let text) = piece, text.containsBytes("keel:") else { return }
            var i = min(offset, bytes.count) - 1
            var trailing = false
            while i >= 0, bytes[i] != UInt8(ascii: "\n") {
                if bytes[i] != UInt8(ascii: " "), bytes[i] != UInt8(ascii: "\t"), bytes[i] != UInt8(ascii: "\r") { trailing = true; break }
                i -= 1
            }
            comments.append(CommentFact(text: text, offset: offset, trailing: trailing))
        }
        return comments
    }

    // MARK: Units

    private func beginUnit(_ node: some SyntaxProtocol, name: String, kind: TypeDeclaration.Kind, nameToken: some SyntaxProtocol,
                           attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, inheritance: InheritanceClauseSyntax?) {
        let attrs = SyntaxHelpers.attributeNames(attributes).map(\.0)
        let decl = TypeDeclaration(
            name: name, kind: kind, inherited: SyntaxHelpers.inheritedNames(inheritance),
            isMainActor: attrs.contains("MainActor"),
            isNonisolated: SyntaxHelpers.hasModifier(modifiers, .nonisolated),
            isObservable: attrs.contains("Observable"),
            isFinal: SyntaxHelpers.hasModifier(modifiers, .final)
        )
        let unit = UnitFact(
            declaration: decl,
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            nameOffset: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
            parent: unitStack.last,
            snippet: "\(kind.rawValue) \(name)"
        )
        facts.units.append(unit)
        unitStack.append(facts.units.count - 1)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        beginUnit(node, name: node.name.text, kind: .class, nameToken: node.name, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { unitStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        beginUnit(node, name: node.name.text, kind: .struct, nameToken: node.name, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { unitStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        beginUnit(node, name: node.name.text, kind: .enum, nameToken: node.name, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { unitStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        beginUnit(node, name: node.name.text, kind: .protocol, nameToken: node.name, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { unitStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        beginUnit(node, name: node.name.text, kind: .actor, nameToken: node.name, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { unitStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxHelpers.typeNames(node.extendedType).first ?? snippets.snippet(node.extendedType)
        beginUnit(node, name: name, kind: .extension, nameToken: node.extendedType, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { unitStack.removeLast() }

    // MARK: Imports, cases

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first {
            facts.imports.append(ImportFact(module: first.name.text, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, snippet: snippets.snippet(node)))
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if node.parameterClause != nil {
            facts.parameterizedCases.append(CaseFact(name: node.name.text, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, unit: unitStack.last, snippet: snippets.snippet(node)))
        }
        return .skipChildren
    }

    // MARK: Properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only members can be `static`/`class`, and only members become
        // property facts: locals (most variable declarations) stop here.
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        var isStatic = false
        var access: String?
        var setterAccess: String?
        if isMember {
            for modifier in node.modifiers {
                switch modifier.name.tokenKind {
                case .keyword(.static), .keyword(.class):
                    isStatic = true
                case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public), .keyword(.open), .keyword(.package):
                    if modifier.detail?.detail.text == "set" { setterAccess = modifier.name.text } else { access = modifier.name.text }
                default: break
                }
            }
        }
        staticVariables.append(isStatic)
        if isStatic { staticDepth += 1 }
        guard isMember, let unit = unitStack.last else { return .visitChildren }
        let attributes = SyntaxHelpers.attributeNames(node.attributes)
        var names: [String] = []
        for binding in node.bindings {
            if let id = binding.pattern.as(IdentifierPatternSyntax.self) { names.append(id.identifier.text) }
        }
        let first = node.bindings.first
        facts.properties.append(PropertyFact(
            unit: unit, names: names,
            attributes: attributes.map(\.0), attributeOffsets: attributes.map(\.1),
            access: access, setterAccess: setterAccess, isStatic: isStatic,
            isLet: node.bindingSpecifier.tokenKind == .keyword(.let),
            typeName: SyntaxHelpers.primaryTypeName(first?.typeAnnotation?.type),
            initializerType: SyntaxHelpers.constructedType(first?.initializer?.value),
            hasInitializer: first?.initializer != nil,
            offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            snippet: snippets.snippet(node, limit: 100)
        ))
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if staticVariables.removeLast() { staticDepth -= 1 }
    }

    // MARK: Types

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard !unitStack.isEmpty else { return .visitChildren }
        let name = node.name.text
        if SyntaxHelpers.isCapitalized(name), !Self.ignoredTypeNames.contains(name) {
            facts.typeRefs.append(TypeRefFact(name: name, module: nil, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, unit: unitStack.last))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if !unitStack.isEmpty, let base = node.baseType.as(IdentifierTypeSyntax.self) {
            facts.typeRefs.append(TypeRefFact(name: node.name.text, module: base.name.text, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, unit: unitStack.last))
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: Functions and default arguments

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        var isNonisolated = false
        var isStatic = false
        for modifier in node.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.nonisolated): isNonisolated = true
            case .keyword(.static): isStatic = true
            default: break
            }
        }
        frames.append(.function(offMain: isNonisolated))
        staticFunctions.append(isStatic)
        if isStatic { staticDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        frames.removeLast()
        if staticFunctions.removeLast() { staticDepth -= 1 }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        frames.append(.function(offMain: SyntaxHelpers.hasModifier(node.modifiers, .nonisolated)))
        initializerDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        frames.removeLast()
        initializerDepth -= 1
    }

    /// Directly in an initializer's body (not in a closure inside it).
    private var directlyInInitializer: Bool {
        guard initializerDepth > 0, case .function? = frames.last else { return false }
        return true
    }

    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(FunctionParameterSyntax.self) == true || node.parent?.is(EnumCaseParameterSyntax.self) == true { defaultArgumentDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: InitializerClauseSyntax) {
        if node.parent?.is(FunctionParameterSyntax.self) == true || node.parent?.is(EnumCaseParameterSyntax.self) == true { defaultArgumentDepth -= 1 }
    }

    // MARK: Closures

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        frames.append(Self.frame(for: node))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { frames.removeLast() }

    private static func frame(for closure: ClosureExprSyntax) -> Frame {
        if let attributes = closure.signature?.attributes,
           SyntaxHelpers.attributeNames(attributes).contains(where: { $0.0 == "MainActor" }) {
            return .main
        }
        guard let call = owningCall(closure), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return .neutral }
        let name = member.declName.baseName.text
        let base = SyntaxHelpers.chain(member.base)
        switch name {
        case "onChange":
            return .onChange
        case "async", "asyncAfter", "sync":
            if base == "DispatchQueue.main" { return .main }
            if let base, base.hasPrefix("DispatchQueue.global(") { return .offMain }
        case "run":
            if base == "MainActor" { return .main }
        case "detached":
            if base == "Task" { return .offMain }
        case "perform", "addOperation":
            if base == "RunLoop.main" || base == "OperationQueue.main" { return .main }
        default:
            break
        }
        return .neutral
    }

    private static func owningCall(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call }
        if parent.is(LabeledExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self) {
            return parent.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    private var inOnChange: Bool {
        if case .onChange? = frames.last { return true }
        return false
    }

    private var offMain: Bool {
        for frame in frames.reversed() {
            switch frame {
            case .main: return false
            case .offMain: return true
            case .function(let off): return off
            case .onChange, .neutral: continue
            }
        }
        return false
    }

    // MARK: Expressions

    /// A string literal without interpolation holds no facts: its tokens are
    /// not visited (localization tables and long messages are mostly these).
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        node.segments.contains { $0.is(ExpressionSegmentSyntax.self) } ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self) {
            let baseName = base.baseName.text
            guard SyntaxHelpers.isCapitalized(baseName) else { return .visitChildren }
            let member = node.declName.baseName.text
            if Self.singletonMembers.contains(member) || KnownTypes.swiftUITypes.contains(baseName) {
                facts.staticAccesses.append(StaticAccessFact(
                    base: baseName, member: member, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                    unit: unitStack.last, inDefaultArgument: defaultArgumentDepth > 0, inStaticContext: staticDepth > 0))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        var name: String?
        var base: String?
        var record = false
        var isConstructor = false
        var calleeMember: MemberAccessExprSyntax?
        // The callee is classified once: a constructor (`Foo(…)`,
        // `Module.Foo(…)`, `Foo.init(…)`, `Foo<T>(…)`), a member call, or a
        // free function.
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let memberName = member.declName.baseName.text
            if let constructed = SyntaxHelpers.constructorName(member, name: memberName) {
                name = constructed
                record = true
                isConstructor = true
            } else {
                name = memberName
                calleeMember = member
                if Self.interestingCalls.contains(memberName) || memberName == "detached" {
                    record = true
                } else if let last = SyntaxHelpers.lastName(member.base), last.containsBytes("router", caseInsensitive: true) || last.containsBytes("coordinator", caseInsensitive: true) {
                    record = true
                }
                if memberName == "sink" {
                    checkForwarding(node, member: member)
                    checkStrongSelfSink(node, member: member)
                } else if memberName == "assign", node.arguments.count == 2,
                          node.arguments.last?.label?.text == "on", node.arguments.last?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    facts.strongSelfSubscriptions.append(SiteFact(offset: member.declName.positionAfterSkippingLeadingTrivia.utf8Offset, unit: unitStack.last, snippet: "assign(to:on:self)"))
                }
            }
        } else if let ref = callee.as(DeclReferenceExprSyntax.self) {
            let refName = ref.baseName.text
            if SyntaxHelpers.isCapitalized(refName) {
                isConstructor = true
                record = true
                name = refName
            } else if Self.interestingCalls.contains(refName) {
                record = true
                name = refName
            }
        } else if let constructed = SyntaxHelpers.constructorName(callee) {
            name = constructed
            record = true
            isConstructor = true
        }
        if record, let name {
            // Only for recorded calls: the member chain and the name's position.
            if let calleeMember { base = SyntaxHelpers.chain(calleeMember.base) }
            let nameOffset = calleeMember.map { $0.declName.positionAfterSkippingLeadingTrivia.utf8Offset }
                ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
            var labels: [String] = []
            var mentionsDismiss = false
            for argument in node.arguments {
                labels.append(argument.label?.text ?? "_")
            }
            if name == "post" || name == "addObserver" || name == "publisher" || name == "notifications" {
                mentionsDismiss = node.arguments.contains { Self.mentionsDismissCommand(snippets.snippet($0, limit: 200)) }
            }
            facts.calls.append(CallFact(
                name: name, base: base, labels: labels, isConstructor: isConstructor,
                hasTrailingClosure: node.trailingClosure != nil, mentionsDismiss: mentionsDismiss,
                offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, nameOffset: nameOffset, unit: unitStack.last,
                inDefaultArgument: defaultArgumentDepth > 0,
                snippet: Self.calleeSnippet(callee, snippets: snippets)))
        }
        return .visitChildren
    }

    /// A call's callee as a snippet. Most callees are one identifier
    /// (`Text`, `VStack`, `present`), whose snippet is its token text.
    private static func calleeSnippet(_ callee: ExprSyntax, snippets: SnippetWriter) -> String {
        if let ref = callee.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil { return ref.baseName.text }
        return snippets.snippet(callee, limit: 80)
    }

    /// `publisher.sink { … self … }.store(in: &cancellables)` where a closure
    /// captures `self` strongly: the stored subscription retains its owner.
    private func checkStrongSelfSink(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        guard let store = call.parent?.as(MemberAccessExprSyntax.self), store.declName.baseName.text == "store" else { return }
        var closures: [ClosureExprSyntax] = []
        if let trailing = call.trailingClosure { closures.append(trailing) }
        for argument in call.arguments { if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append(closure) } }
        for closure in closures {
            if let items = closure.signature?.capture?.items, items.contains(where: { item in
                let weakOrUnowned = item.specifier.map { $0.specifier.tokenKind == .keyword(.weak) || $0.specifier.tokenKind == .keyword(.unowned) } ?? false
                return weakOrUnowned && item.name.tokenKind == .keyword(.self)
            }) { continue }
            if closure.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.self) }) {
                facts.strongSelfSubscriptions.append(SiteFact(offset: member.declName.positionAfterSkippingLeadingTrivia.utf8Offset, unit: unitStack.last, snippet: snippets.snippet(closure, limit: 80)))
                return
            }
        }
    }

    /// "dismiss" used as a command (`dismissPopup`), not an event (`popoverDismissed`).
    static func mentionsDismissCommand(_ text: String) -> Bool {
        let lower = Array(text.lowercased().utf8)
        let word = Array("dismiss".utf8)
        guard lower.count >= word.count else { return false }
        var i = 0
        while i + word.count <= lower.count {
            if Array(lower[i..<(i + word.count)]) == word {
                let next = i + word.count < lower.count ? lower[i + word.count] : 0
                if next != UInt8(ascii: "e") { return true }
                i += word.count
            } else {
                i += 1
            }
        }
        return false
    }

    /// `other.objectWillChange…sink { … self.objectWillChange.send() }` (ST002).
    private func checkForwarding(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        var expr = member.base
        var found = false
        var depth = 0
        while let current = expr, depth < 8 {
            depth += 1
            if let access = current.as(MemberAccessExprSyntax.self) {
                if access.declName.baseName.text == "objectWillChange" {
                    let owner = SyntaxHelpers.chain(access.base)
                    found = access.base != nil && owner != "self"
                    break
                }
                expr = access.base
            } else if let inner = current.as(FunctionCallExprSyntax.self) {
                expr = inner.calledExpression
            } else if let opt = current.as(OptionalChainingExprSyntax.self) {
                expr = opt.expression
            } else {
                break
            }
        }
        guard found else { return }
        var closures: [ClosureExprSyntax] = []
        if let trailing = call.trailingClosure { closures.append(trailing) }
        for argument in call.arguments { if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append(closure) } }
        for closure in closures {
            var sawObjectWillChange = false
            for token in closure.tokens(viewMode: .sourceAccurate) {
                if token.text == "objectWillChange" { sawObjectWillChange = true }
                else if sawObjectWillChange, token.text == "send" {
                    facts.forwardedChanges.append(SiteFact(offset: call.positionAfterSkippingLeadingTrivia.utf8Offset, unit: unitStack.last, snippet: snippets.snippet(member, limit: 80)))
                    return
                } else if token.tokenKind != .period, token.tokenKind != .postfixQuestionMark, token.tokenKind != .exclamationMark {
                    sawObjectWillChange = false
                }
            }
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Only `lhs op rhs …` with an assignment operator second matters; look
        // at the first three elements without copying the whole sequence.
        let count = node.elements.count
        guard count >= 3 else { return .visitChildren }
        var iterator = node.elements.makeIterator()
        guard let lhs = iterator.next(), let op = iterator.next(), isAssignment(op), let rhs = iterator.next() else { return .visitChildren }
        let onChange = inOnChange
        let off = offMain
        let setsValue = lhs.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "value"
        // In an initializer: what the right-hand side constructs (`ObservedObject(wrappedValue: Foo())` → `Foo`).
        var constructed: String?
        if directlyInInitializer, count == 3, let call = rhs.as(FunctionCallExprSyntax.self),
           let name = SyntaxHelpers.constructorName(call.calledExpression) {
            if name == "ObservedObject" || name == "StateObject" {
                constructed = call.arguments.first.flatMap { SyntaxHelpers.constructedType($0.expression) }.map { name + ":" + $0 }
            } else {
                constructed = name
            }
        }
        guard onChange || off || setsValue || constructed != nil else { return .visitChildren }
        var base: String?
        var member: String?
        if let ref = lhs.as(DeclReferenceExprSyntax.self) {
            member = ref.baseName.text
        } else if let access = lhs.as(MemberAccessExprSyntax.self), access.base != nil {
            member = access.declName.baseName.text
            base = SyntaxHelpers.chain(access.base) ?? "?"
        }
        if let member {
            facts.assignments.append(AssignmentFact(
                base: base, member: member, offset: lhs.positionAfterSkippingLeadingTrivia.utf8Offset, unit: unitStack.last,
                inOnChange: onChange, offMain: off, constructed: constructed, snippet: snippets.snippet(node, limit: 100)))
        }
        return .visitChildren
    }

    private func isAssignment(_ expr: ExprSyntax) -> Bool {
        if expr.is(AssignmentExprSyntax.self) { return true }
        if let op = expr.as(BinaryOperatorExprSyntax.self) {
            let text = op.operator.text
            // Every compound assignment ends in `=` and is 2–4 bytes long.
            guard text.utf8.last == UInt8(ascii: "="), text.utf8.count >= 2 else { return false }
            switch text {
            case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=": return true
            default: return false
            }
        }
        return false
    }
}
