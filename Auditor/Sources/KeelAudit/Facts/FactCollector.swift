@_spi(RawSyntax) import SwiftSyntax
import SwiftParser

/// The single walk over a file's syntax tree that gathers `FileFacts` (and
/// with them the file's `FileIndex`). Each node is visited once and does O(1)
/// work, apart from snippets (bounded length) and the rare
/// `objectWillChange` forwarding check (bounded by the closure it inspects).
///
/// It walks swift-syntax's raw tree (`RawRef` says why) in the order a
/// `.sourceAccurate` `SyntaxVisitor` would: every layout node, depth first;
/// tokens are never visited, only read through their parents.
struct FactCollector {
    /// What kind of context a closure or function body establishes.
    enum Frame {
        case onChange           // `.onChange(of:) { … }`
        case main               // `DispatchQueue.main.async`, `MainActor.run`, `@MainActor in`
        case offMain            // `DispatchQueue.global().async`, `Task.detached`
        case neutral            // any other closure (inherits)
        case function(offMain: Bool)
    }

    /// What a visit asks of the walk.
    enum Continue { case visitChildren, skipChildren }

    private(set) var facts: FileFacts
    private var unitStack: [Int] = []
    private var frames: [Frame] = []
    /// The nodes enclosing the one being visited: all any visit looks at.
    private var lineage = Lineage()
    private var defaultArgumentDepth = 0
    private var initializerDepth = 0
    private var staticDepth = 0
    /// Whether each enclosing variable / function declaration was static
    /// (pushed in `visit`, popped in `visitPost`).
    private var staticVariables: [Bool] = []
    private var staticFunctions: [Bool] = []

    private static let singletonMembers = NameSet(["shared", "sharedInstance", "instance", "default", "standard", "current", "main"])
    private static let ignoredTypeNames = NameSet([
        "String", "Int", "Bool", "Double", "Float", "Void", "Any", "AnyObject", "Self", "Date", "URL", "Data",
        "Error", "Never", "UUID", "Array", "Dictionary", "Set", "Optional", "Result", "TimeInterval", "CGFloat",
    ])
    private static let interestingCalls = NameSet([
        "routeTo", "navigate", "present", "pushViewController", "popViewController", "popToRootViewController",
        "popToViewController", "performSegue", "setViewControllers", "presentViewModally", "dismiss", "show",
        "subscribe", "disposed", "bind", "drive", "post", "addObserver", "publisher", "send", "accept", "onNext",
        "detached",
    ])
    private static let swiftUITypes = NameSet(KnownTypes.swiftUITypes)

    /// Snippets come from the file's bytes (see `SnippetWriter`).
    private let snippets: SnippetWriter

    init(path: String, bytes: [UInt8]) {
        self.facts = FileFacts(path: path)
        self.snippets = SnippetWriter(bytes: bytes)
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
        var collector = FactCollector(path: input.path, bytes: bytes)
        // Raw nodes live in the tree's arena, which `tree` keeps alive.
        withExtendedLifetime(tree) { collector.walk(RawRef(raw: tree.raw, offset: 0), .sourceFile, Lineage()) }
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
            guard let text = piece.commentText, text.containsBytes("keel:") else { return }
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

    // MARK: The walk

    /// The three nodes enclosing a node (nil above the root).
    struct Lineage {
        var parent: RawSyntax?
        var grandparent: RawSyntax?
        var greatGrandparent: RawSyntax?
    }

    /// Visits `node` (a layout node of kind `kind`, enclosed by `lineage`)
    /// and, unless its visit says otherwise, its layout children, then calls
    /// its post-visit: a `SyntaxVisitor`'s order.
    private mutating func walk(_ node: RawRef, _ kind: SyntaxKind, _ lineage: Lineage) {
        self.lineage = lineage
        if visit(node, kind) == .visitChildren, let layout = node.raw.layoutView {
            let inner = Lineage(parent: node.raw, grandparent: lineage.parent, greatGrandparent: lineage.grandparent)
            var position = node.offset
            for child in layout.children {
                guard let child else { continue }
                let childKind = child.kind
                if childKind != .token, !(Self.holdsNoFacts(childKind) && !child.hasError) {
                    walk(RawRef(raw: child, offset: position), childKind, inner)
                }
                position += child.byteLength
            }
            self.lineage = lineage
        }
        visitPost(node, kind)
    }

    /// Kinds no visit looks at whose children are only tokens (or nodes of
    /// such kinds): walking into them finds nothing, so they are not walked
    /// (unless broken code put unexpected nodes, which can hold anything,
    /// inside them).
    private static func holdsNoFacts(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .declReferenceExpr, .declNameArguments, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr,
             .nilLiteralExpr, .declModifier, .identifierPattern, .wildcardPattern, .assignmentExpr, .binaryOperatorExpr,
             .discardAssignmentExpr, .superExpr, .stringSegment, .closureShorthandParameter:
            return true
        default:
            return false
        }
    }

    private mutating func visit(_ node: RawRef, _ kind: SyntaxKind) -> Continue {
        switch kind {
        case .classDecl: beginUnit(node, node.raw.cast(RawClassDeclSyntax.self), kind: .class)
        case .structDecl: beginUnit(node, node.raw.cast(RawStructDeclSyntax.self), kind: .struct)
        case .enumDecl: beginUnit(node, node.raw.cast(RawEnumDeclSyntax.self), kind: .enum)
        case .protocolDecl: beginUnit(node, node.raw.cast(RawProtocolDeclSyntax.self), kind: .protocol)
        case .actorDecl: beginUnit(node, node.raw.cast(RawActorDeclSyntax.self), kind: .actor)
        case .extensionDecl:
            let decl = node.raw.cast(RawExtensionDeclSyntax.self)
            let name = SyntaxHelpers.typeNames(decl.extendedType).first ?? snippets.snippet(node.locate(decl.extendedType))
            beginUnit(node, name: name, kind: .extension, nameToken: decl.extendedType, attributes: decl.attributes, modifiers: decl.modifiers, inheritance: decl.inheritanceClause)
        case .importDecl: return visitImport(node)
        case .enumCaseElement: return visitEnumCaseElement(node)
        case .variableDecl: visitVariable(node)
        case .identifierType: visitIdentifierType(node)
        case .memberType: return visitMemberType(node)
        case .functionDecl: visitFunction(node)
        case .initializerDecl:
            let decl = node.raw.cast(RawInitializerDeclSyntax.self)
            frames.append(.function(offMain: SyntaxHelpers.hasModifier(decl.modifiers, "nonisolated")))
            initializerDepth += 1
        case .initializerClause:
            if isDefaultArgument { defaultArgumentDepth += 1 }
        case .closureExpr:
            frames.append(frame(for: node.raw.cast(RawClosureExprSyntax.self)))
        case .stringLiteralExpr: return visitStringLiteral(node)
        case .memberAccessExpr: visitMemberAccess(node)
        case .functionCallExpr: visitCall(node)
        case .sequenceExpr: visitSequence(node)
        default: break
        }
        return .visitChildren
    }

    private mutating func visitPost(_ node: RawRef, _ kind: SyntaxKind) {
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl:
            unitStack.removeLast()
        case .variableDecl:
            if staticVariables.removeLast() { staticDepth -= 1 }
        case .functionDecl:
            frames.removeLast()
            if staticFunctions.removeLast() { staticDepth -= 1 }
        case .initializerDecl:
            frames.removeLast()
            initializerDepth -= 1
        case .initializerClause:
            if isDefaultArgument { defaultArgumentDepth -= 1 }
        case .closureExpr:
            frames.removeLast()
        default:
            break
        }
    }

    /// The node enclosing the one being visited (its parent, in `Syntax` terms).
    private var parent: RawSyntax? { lineage.parent }

    // MARK: Units

    /// A class, struct, enum, protocol or actor declaration.
    private mutating func beginUnit(_ node: RawRef, _ decl: some RawNominalDecl, kind: TypeDeclaration.Kind) {
        beginUnit(node, name: decl.name.text, kind: kind, nameToken: decl.name, attributes: decl.attributes,
                  modifiers: decl.modifiers, inheritance: decl.inheritanceClause)
    }

    private mutating func beginUnit(_ node: RawRef, name: String, kind: TypeDeclaration.Kind, nameToken: some RawSyntaxNodeProtocol,
                           attributes: RawAttributeListSyntax, modifiers: RawDeclModifierListSyntax, inheritance: RawInheritanceClauseSyntax?) {
        let attrs = SyntaxHelpers.attributeNames(attributes)
        let decl = TypeDeclaration(
            name: name, kind: kind, inherited: SyntaxHelpers.inheritedNames(inheritance),
            isMainActor: attrs.contains("MainActor"),
            isNonisolated: SyntaxHelpers.hasModifier(modifiers, "nonisolated"),
            isObservable: attrs.contains("Observable"),
            isFinal: SyntaxHelpers.hasModifier(modifiers, "final")
        )
        let unit = UnitFact(
            declaration: decl,
            start: node.start,
            end: node.end,
            nameOffset: node.locate(nameToken).start,
            parent: unitStack.last,
            snippet: "\(kind.rawValue) \(name)"
        )
        facts.units.append(unit)
        unitStack.append(facts.units.count - 1)
    }

    // MARK: Imports, cases

    private mutating func visitImport(_ node: RawRef) -> Continue {
        let decl = node.raw.cast(RawImportDeclSyntax.self)
        if let component = decl.path.elements(RawImportPathComponentSyntax.self).first {
            facts.imports.append(ImportFact(module: component.name.text, offset: node.start, snippet: snippets.snippet(node)))
        }
        return .skipChildren
    }

    private mutating func visitEnumCaseElement(_ node: RawRef) -> Continue {
        let element = node.raw.cast(RawEnumCaseElementSyntax.self)
        if element.parameterClause != nil {
            facts.parameterizedCases.append(CaseFact(name: element.name.text, offset: node.start, unit: unitStack.last, snippet: snippets.snippet(node)))
        }
        return .skipChildren
    }

    // MARK: Properties

    private mutating func visitVariable(_ node: RawRef) {
        let decl = node.raw.cast(RawVariableDeclSyntax.self)
        // Only members can be `static`/`class`, and only members become
        // property facts: locals (most variable declarations) stop here.
        let isMember = parent?.kind == .memberBlockItem
        var isStatic = false
        var access: String?
        var setterAccess: String?
        if isMember {
            for modifier in decl.modifiers.elements(RawDeclModifierSyntax.self) where modifier.name.tokenKind == .keyword {
                switch modifier.name.tokenText {
                case "static", "class":
                    isStatic = true
                case "private", "fileprivate", "internal", "public", "open", "package":
                    if modifier.detail?.detail.tokenText == "set" { setterAccess = modifier.name.text } else { access = modifier.name.text }
                default: break
                }
            }
        }
        staticVariables.append(isStatic)
        if isStatic { staticDepth += 1 }
        guard isMember, let unit = unitStack.last else { return }
        let attributes = SyntaxHelpers.attributeNamesAndOffsets(node.locate(decl.attributes))
        var names: [String] = []
        var first: RawPatternBindingSyntax?
        for binding in decl.bindings.elements(RawPatternBindingSyntax.self) {
            if first == nil { first = binding }
            if let id = binding.pattern.as(RawIdentifierPatternSyntax.self) { names.append(id.identifier.text) }
        }
        facts.properties.append(PropertyFact(
            unit: unit, names: names,
            attributes: attributes.names, attributeOffsets: attributes.offsets,
            access: access, setterAccess: setterAccess, isStatic: isStatic,
            isLet: decl.bindingSpecifier.isKeyword("let"),
            typeName: SyntaxHelpers.primaryTypeName(first?.typeAnnotation?.type),
            initializerType: SyntaxHelpers.constructedType(first?.initializer?.value),
            hasInitializer: first?.initializer != nil,
            offset: node.start,
            snippet: snippets.snippet(node, limit: 100)
        ))
    }

    // MARK: Types

    private mutating func visitIdentifierType(_ node: RawRef) {
        guard !unitStack.isEmpty else { return }
        let name = node.raw.cast(RawIdentifierTypeSyntax.self).name.tokenText
        guard name.isCapitalized, !Self.ignoredTypeNames.contains(name) else { return }
        facts.typeRefs.append(TypeRefFact(name: String(syntaxText: name), module: nil, offset: node.start, unit: unitStack.last))
    }

    private mutating func visitMemberType(_ node: RawRef) -> Continue {
        let type = node.raw.cast(RawMemberTypeSyntax.self)
        if !unitStack.isEmpty, let base = type.baseType.as(RawIdentifierTypeSyntax.self) {
            facts.typeRefs.append(TypeRefFact(name: type.name.text, module: base.name.text, offset: node.start, unit: unitStack.last))
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: Functions and default arguments

    private mutating func visitFunction(_ node: RawRef) {
        let decl = node.raw.cast(RawFunctionDeclSyntax.self)
        var isNonisolated = false
        var isStatic = false
        for modifier in decl.modifiers.elements(RawDeclModifierSyntax.self) where modifier.name.tokenKind == .keyword {
            switch modifier.name.tokenText {
            case "nonisolated": isNonisolated = true
            case "static": isStatic = true
            default: break
            }
        }
        frames.append(.function(offMain: isNonisolated))
        staticFunctions.append(isStatic)
        if isStatic { staticDepth += 1 }
    }

    /// Directly in an initializer's body (not in a closure inside it).
    private var directlyInInitializer: Bool {
        guard initializerDepth > 0, case .function? = frames.last else { return false }
        return true
    }

    /// Whether the initializer clause being visited is a parameter's default value.
    private var isDefaultArgument: Bool {
        let kind = parent?.kind
        return kind == .functionParameter || kind == .enumCaseParameter
    }

    // MARK: Closures

    private func frame(for closure: RawClosureExprSyntax) -> Frame {
        if let attributes = closure.signature?.attributes, SyntaxHelpers.attributeNames(attributes).contains("MainActor") {
            return .main
        }
        guard let call = owningCall(), let member = call.calledExpression.as(RawMemberAccessExprSyntax.self) else { return .neutral }
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

    /// The call the closure being visited is an argument or trailing closure of.
    private func owningCall() -> RawFunctionCallExprSyntax? {
        guard let parent else { return nil }
        if let call = RawFunctionCallExprSyntax(parent) { return call }
        if parent.kind == .labeledExpr || parent.kind == .multipleTrailingClosureElement {
            return lineage.greatGrandparent.flatMap { RawFunctionCallExprSyntax($0) }
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
    private func visitStringLiteral(_ node: RawRef) -> Continue {
        node.raw.cast(RawStringLiteralExprSyntax.self).segments.elements(RawExpressionSegmentSyntax.self).first != nil ? .visitChildren : .skipChildren
    }

    private mutating func visitMemberAccess(_ node: RawRef) {
        let access = node.raw.cast(RawMemberAccessExprSyntax.self)
        guard let base = access.base?.as(RawDeclReferenceExprSyntax.self), base.baseName.tokenText.isCapitalized else { return }
        let member = access.declName.baseName.tokenText
        guard Self.singletonMembers.contains(member) || Self.swiftUITypes.contains(base.baseName.tokenText) else { return }
        facts.staticAccesses.append(StaticAccessFact(
            base: base.baseName.text, member: String(syntaxText: member), offset: node.start,
            unit: unitStack.last, inDefaultArgument: defaultArgumentDepth > 0, inStaticContext: staticDepth > 0))
    }

    private mutating func visitCall(_ node: RawRef) {
        let call = node.raw.cast(RawFunctionCallExprSyntax.self)
        let callee = call.calledExpression
        var name: String?
        var record = false
        var isConstructor = false
        var calleeMember: RawMemberAccessExprSyntax?
        // The callee is classified once: a constructor (`Foo(…)`,
        // `Module.Foo(…)`, `Foo.init(…)`, `Foo<T>(…)`), a member call, or a
        // free function.
        if let member = callee.as(RawMemberAccessExprSyntax.self) {
            let memberName = member.declName.baseName.tokenText
            if let constructed = SyntaxHelpers.constructorName(member) {
                name = constructed
                record = true
                isConstructor = true
            } else {
                calleeMember = member
                if Self.interestingCalls.contains(memberName) {
                    record = true
                } else if let last = SyntaxHelpers.lastName(member.base),
                          last.containsBytes("router", caseInsensitive: true) || last.containsBytes("coordinator", caseInsensitive: true) {
                    record = true
                }
                if record { name = String(syntaxText: memberName) }
                if memberName == "sink" {
                    checkForwarding(node, call: call, member: member)
                    checkStrongSelfSink(node, call: call, member: member)
                } else if memberName == "assign", isAssignOnSelf(call) {
                    facts.strongSelfSubscriptions.append(SiteFact(offset: declNameStart(node, callee: callee, member: member), unit: unitStack.last, snippet: "assign(to:on:self)"))
                }
            }
        } else if let ref = callee.as(RawDeclReferenceExprSyntax.self) {
            let refName = ref.baseName.tokenText
            if refName.isCapitalized {
                isConstructor = true
                record = true
                name = String(syntaxText: refName)
            } else if Self.interestingCalls.contains(refName) {
                record = true
                name = String(syntaxText: refName)
            }
        } else if let constructed = SyntaxHelpers.constructorName(callee) {
            name = constructed
            record = true
            isConstructor = true
        }
        guard record, let name else { return }
        // Only for recorded calls: the member chain, the name's position, labels.
        let base = calleeMember.flatMap { SyntaxHelpers.chain($0.base) }
        let nameOffset = calleeMember.map { declNameStart(node, callee: callee, member: $0) } ?? node.start
        let labels = call.arguments.elements(RawLabeledExprSyntax.self).map { $0.label?.text ?? "_" }
        var mentionsDismiss = false
        if name == "post" || name == "addObserver" || name == "publisher" || name == "notifications" {
            node.locate(call.arguments).forEachChild { argument in
                if !mentionsDismiss, Self.mentionsDismissCommand(snippets.snippet(argument, limit: 200)) { mentionsDismiss = true }
            }
        }
        facts.calls.append(CallFact(
            name: name, base: base, labels: labels, isConstructor: isConstructor,
            hasTrailingClosure: call.trailingClosure != nil, mentionsDismiss: mentionsDismiss,
            offset: node.start, nameOffset: nameOffset, unit: unitStack.last,
            inDefaultArgument: defaultArgumentDepth > 0,
            snippet: calleeSnippet(node, callee: callee)))
    }

    /// Where a member callee's name starts (`router.present(…)` → `present`).
    private func declNameStart(_ call: RawRef, callee: RawExprSyntax, member: RawMemberAccessExprSyntax) -> Int {
        call.locate(callee).locate(member.declName).start
    }

    /// `.assign(to: …, on: self)`.
    private func isAssignOnSelf(_ call: RawFunctionCallExprSyntax) -> Bool {
        let children = call.arguments.layoutView.children
        guard children.count == 2, let last = children[children.count - 1].flatMap(RawLabeledExprSyntax.init) else { return false }
        return last.label?.tokenText == "on" && last.expression.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true
    }

    /// A call's callee as a snippet. Most callees are one identifier
    /// (`Text`, `VStack`, `present`), whose snippet is its token text.
    private func calleeSnippet(_ call: RawRef, callee: RawExprSyntax) -> String {
        if let ref = callee.as(RawDeclReferenceExprSyntax.self), ref.argumentNames == nil { return ref.baseName.text }
        return snippets.snippet(call.locate(callee), limit: 80)
    }

    /// The closures a call passes: its trailing closure, then closure arguments.
    private static func closures(of call: RawFunctionCallExprSyntax) -> [RawClosureExprSyntax] {
        var closures: [RawClosureExprSyntax] = []
        if let trailing = call.trailingClosure { closures.append(trailing) }
        for argument in call.arguments.elements(RawLabeledExprSyntax.self) {
            if let closure = argument.expression.as(RawClosureExprSyntax.self) { closures.append(closure) }
        }
        return closures
    }

    /// `publisher.sink { … self … }.store(in: &cancellables)` where a closure
    /// captures `self` strongly: the stored subscription retains its owner.
    private mutating func checkStrongSelfSink(_ node: RawRef, call: RawFunctionCallExprSyntax, member: RawMemberAccessExprSyntax) {
        guard let store = parent.flatMap({ RawMemberAccessExprSyntax($0) }), store.declName.baseName.tokenText == "store" else { return }
        for closure in Self.closures(of: call) {
            if let items = closure.signature?.capture?.items, items.elements(RawClosureCaptureSyntax.self).contains(where: { item in
                let weakOrUnowned = item.specifier.map { $0.specifier.isKeyword("weak") || $0.specifier.isKeyword("unowned") } ?? false
                return weakOrUnowned && item.name.isKeyword("self")
            }) { continue }
            let capturesSelf = !closure.statements.raw.forEachToken { token, _ in !token.isKeyword("self") }
            if capturesSelf {
                let closureRef = locateClosure(closure, in: node, call: call)
                facts.strongSelfSubscriptions.append(SiteFact(offset: declNameStart(node, callee: call.calledExpression, member: member), unit: unitStack.last, snippet: snippets.snippet(closureRef, limit: 80)))
                return
            }
        }
    }

    /// A closure the call passes, located in the file.
    private func locateClosure(_ closure: RawClosureExprSyntax, in node: RawRef, call: RawFunctionCallExprSyntax) -> RawRef {
        if let trailing = call.trailingClosure, trailing.raw.id == closure.raw.id { return node.locate(closure) }
        var found: RawRef?
        node.locate(call.arguments).forEachChild { argument in
            guard found == nil, let labeled = RawLabeledExprSyntax(argument.raw), labeled.expression.raw.id == closure.raw.id else { return }
            found = argument.locate(labeled.expression)
        }
        return found ?? node
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
    private mutating func checkForwarding(_ node: RawRef, call: RawFunctionCallExprSyntax, member: RawMemberAccessExprSyntax) {
        var expr = member.base
        var found = false
        var depth = 0
        while let current = expr, depth < 8 {
            depth += 1
            if let access = current.as(RawMemberAccessExprSyntax.self) {
                if access.declName.baseName.tokenText == "objectWillChange" {
                    let owner = SyntaxHelpers.chain(access.base)
                    found = access.base != nil && owner != "self"
                    break
                }
                expr = access.base
            } else if let inner = current.as(RawFunctionCallExprSyntax.self) {
                expr = inner.calledExpression
            } else if let opt = current.as(RawOptionalChainingExprSyntax.self) {
                expr = opt.expression
            } else {
                break
            }
        }
        guard found else { return }
        for closure in Self.closures(of: call) {
            var sawObjectWillChange = false
            let forwards = !closure.raw.forEachToken { token, _ in
                let text = token.tokenText
                if text == "objectWillChange" {
                    sawObjectWillChange = true
                } else if sawObjectWillChange, text == "send" {
                    return false
                } else if token.tokenKind != .period, token.tokenKind != .postfixQuestionMark, token.tokenKind != .exclamationMark {
                    sawObjectWillChange = false
                }
                return true
            }
            if forwards {
                let memberRef = node.locate(call.calledExpression)
                facts.forwardedChanges.append(SiteFact(offset: node.start, unit: unitStack.last, snippet: snippets.snippet(memberRef, limit: 80)))
                return
            }
        }
    }

    private mutating func visitSequence(_ node: RawRef) {
        // Only `lhs op rhs …` with an assignment operator second matters; look
        // at the first three elements without copying the whole sequence.
        let sequence = node.raw.cast(RawSequenceExprSyntax.self)
        let elementsRef = node.locate(sequence.elements)
        let elements = sequence.elements.layoutView.children
        let count = elements.count
        guard count >= 3, let lhs = elements[0].flatMap(RawExprSyntax.init), let op = elements[1].flatMap(RawExprSyntax.init),
              isAssignment(op), let rhs = elements[2].flatMap(RawExprSyntax.init) else { return }
        let onChange = inOnChange
        let off = offMain
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
        guard onChange || off || setsValue || constructed != nil else { return }
        var base: String?
        var member: String?
        if let ref = lhs.as(RawDeclReferenceExprSyntax.self) {
            member = ref.baseName.text
        } else if let access = lhs.as(RawMemberAccessExprSyntax.self), access.base != nil {
            member = access.declName.baseName.text
            base = SyntaxHelpers.chain(access.base) ?? "?"
        }
        if let member {
            facts.assignments.append(AssignmentFact(
                base: base, member: member, offset: elementsRef.locate(lhs).start, unit: unitStack.last,
                inOnChange: onChange, offMain: off, constructed: constructed, snippet: snippets.snippet(node, limit: 100)))
        }
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

/// What the five nominal type declarations' raw nodes have in common.
protocol RawNominalDecl: RawSyntaxNodeProtocol {
    var name: RawTokenSyntax { get }
    var attributes: RawAttributeListSyntax { get }
    var modifiers: RawDeclModifierListSyntax { get }
    var inheritanceClause: RawInheritanceClauseSyntax? { get }
}

extension RawClassDeclSyntax: RawNominalDecl {}
extension RawStructDeclSyntax: RawNominalDecl {}
extension RawEnumDeclSyntax: RawNominalDecl {}
extension RawProtocolDeclSyntax: RawNominalDecl {}
extension RawActorDeclSyntax: RawNominalDecl {}
