@_spi(RawSyntax) import SwiftSyntax
import SwiftParser

/// The single walk over a file's syntax tree that gathers `FileFacts` (and
/// with them the file's `FileIndex`). Each node is visited once and does O(1)
/// work, apart from snippets (bounded length) and the closures of the few
/// calls a rule asks to summarize (bounded by the closure).
///
/// It walks swift-syntax's raw tree (`RawRef` says why) in the order a
/// `.sourceAccurate` `SyntaxVisitor` would: every layout node, depth first;
/// tokens are never visited, only read through their parents. This type and
/// its extensions (declarations, expressions) are the only code that reads
/// the raw tree; rules see only the facts.
struct FactCollector {
    /// What kind of context a closure or function body establishes.
    enum FrameKind {
        case onChange           // `.onChange(of:) { … }`
        case synchronous        // `withAnimation { … }`, `withTransaction`: runs at once, in place
        case main               // `DispatchQueue.main.async`, `MainActor.run`, `@MainActor in`
        case offMain(String)    // `DispatchQueue.global().async`, `Task.detached`, … (`OffMainDefinition`): why
        case neutral            // any other closure (inherits)
        case function(offMain: Bool)
    }

    struct Frame {
        var kind: FrameKind
        /// For a closure: the recorded call it is passed to (index into `facts.calls`).
        var call: Int?
        /// For a member function: its fact (index into `facts.functions`).
        var function: Int?
        /// For a closure passed as a labeled argument: the label.
        var label: String?
        /// Names bound in it so far (parameters, locals): they shadow properties.
        var names: Set<String> = []
        /// Variables declared in it (`var state = …`, `if var x`), recorded in every mode: a field
        /// written through one is the local's, not the type's property of that name.
        var localVariables: Set<String> = []
        /// Of those, the names bound once per element: its closure parameters, a `for` loop's variable.
        var elementNames: Set<String> = []
        /// For a member function or initializer: neither `nonisolated`, `static` nor
        /// `@MainActor` — its isolation is its type's.
        var isUnisolated = false
        /// For a member function the framework calls off the main queue: why (`OffMainDefinition.execution(ofCallback:)`).
        var offMainWhy: String?
        /// For a member function: `async`.
        var isAsync = false
        /// For a closure: the body of `Task { … }`, which inherits the isolation of where it starts.
        var startsTask = false
        /// For a function: its declared result type's path (what `return .init(…)` builds).
        var returnPath: [String]? = nil
        /// For a function: declares no result (an action handler, a callback: it builds no view).
        var returnsNothing = false
        /// For a method returning a stream: its parameter names (a stream it is given is not its source).
        var streamParameters: [String]? = nil
        /// For a function: its `inout` parameters' names (the caller's variables).
        var inoutParameters: Set<String> = []
        /// Where its declaration or closure ends: the scope of the locals declared in it.
        var end = Int.max
    }

    /// What a visit asks of the walk.
    enum Continue { case visitChildren, skipChildren }

    var facts: FileFacts
    var unitStack: [Int] = []
    var frames: [Frame] = []
    /// Recorded calls being visited (innermost last), so closures find theirs.
    var callStack: [(id: RawSyntax.ID, index: Int)] = []
    /// The nodes enclosing the one being visited: all any visit looks at.
    var lineage = Lineage()
    var defaultArgumentDepth = 0
    /// Per type (its unit): stored `let`s holding a main scheduler (`let scheduler = DispatchQueue.main`), name → text.
    var mainSchedulers: [Int: [String: String]] = [:]
    /// Private member functions (indices into `facts.functions`): their callers are all in the file.
    var privateFunctions: Set<Int> = []
    /// Calls of a type's own methods by type and name (bare or through `self`): each call's off-main reason,
    /// nil when made on the main actor or where keel cannot tell (`OffMainDefinition.execution(ofPrivateMethod:callers:)`).
    var ownMethodCalls: [OwnMethod: [String?]] = [:]
    /// A method of one type (its unit) by name.
    struct OwnMethod: Hashable {
        let unit: Int
        let name: String
    }
    /// Writes of own state made directly in a private function and not recorded: recorded off the
    /// main actor when every call of the function is (`resolveOffMainCallees`).
    var pendingCalleeWrites: [(function: Int, fact: AssignmentFact)] = []
    /// `x = .init(…)` constructions waiting for the file's properties: (call, property name, unit).
    var pendingImplicitInits: [(call: Int, member: String, unit: Int)] = []
    var initializerDepth = 0
    var staticDepth = 0
    /// Whether each enclosing variable / function declaration was static
    /// (pushed in `visit`, popped in `visitPost`).
    var staticVariables: [Bool] = []
    /// Whether each enclosing variable declaration is a type's member (its
    /// bindings are properties, not local names).
    var memberVariables: [Bool] = []
    /// Where each enclosing member variable's declaration ends (its accessors' locals are scoped to it).
    var memberVariableEnds: [Int] = []
    /// Array literals a binding's annotation types (`var rows: [Row] = [.init(…)]`): the literal → `Row`'s path.
    var arrayLiteralElementTypes: [RawSyntax.ID: [String]] = [:]
    /// Names bound outside any function or closure (globals, accessors).
    var framelessNames: Set<String> = []
    var staticFunctions: [Bool] = []
    /// The member bases recorded so far (one per type, name and member).
    var memberBasesSeen: Set<MemberBaseKey> = []
    /// A unit (-1: none), a name's and its member's bytes (in the file, alive while the walk runs).
    struct MemberBaseKey: Hashable {
        let unit: Int
        let name: SyntaxText
        let member: SyntaxText
    }
    /// Inner links of a recorded member-type chain with generic arguments,
    /// skipped when the walk reaches them (their names are in the chain's fact).
    var chainNodes: Set<RawSyntax.ID> = []
    /// The conditions of the `#if` clauses around the node being visited,
    /// each with the negations of the clauses before it (`!(A) && (B)`).
    var conditionStack: [String] = []

    /// The `#if` condition a declaration here is compiled under, nil outside any `#if`.
    var currentCondition: String? { conditionStack.isEmpty ? nil : conditionStack.joined(separator: " && ") }

    /// Snippets come from the file's bytes (see `SnippetWriter`).
    let snippets: SnippetWriter
    /// Whether writes and local names are gathered (`FactCollector+Writes`):
    /// only `keel fix` reads them, and they cost an audit about a tenth of
    /// the parse (Windscribe, in instructions), so an audit leaves them out.
    let recordsWrites: Bool
    /// Whether every type reference is recorded (`String` and `Int`
    /// included, outside types too) — what comparing the semantic model
    /// with the compiler's index needs; an audit records only the
    /// capitalized, non-standard names written inside types.
    let allTypeReferences: Bool

    /// `bytes` must stay valid while the collector is used.
    init(path: String, bytes: UnsafeBufferPointer<UInt8>, recordsWrites: Bool, allTypeReferences: Bool = false) {
        self.facts = FileFacts(path: path)
        self.facts.writesRecorded = recordsWrites
        self.snippets = SnippetWriter(bytes: bytes)
        self.recordsWrites = recordsWrites
        self.allTypeReferences = allTypeReferences
    }

    /// Parses `input` once and collects its facts. Everything reads the
    /// text's own UTF-8 storage (no copy of the file).
    static func collect(_ input: SourceInput, recordsWrites: Bool = false, allTypeReferences: Bool = false) -> FileFacts {
        var text = input.text
        return text.withUTF8 { bytes in
            if let offset = NestingGuard.firstExcessiveBracket(in: bytes) {
                var facts = FileFacts(path: input.path)
                let table = LineTable(bytes: bytes)
                facts.lineStarts = table.lineStarts
                facts.lineCount = table.lineCount
                facts.changedSinceBase = input.changedSinceBase
                facts.unparsedAt = offset
                facts.writesRecorded = recordsWrites
                return facts
            }
            return collect(input, tree: Parser.parse(source: bytes), bytes: bytes, recordsWrites: recordsWrites,
                           allTypeReferences: allTypeReferences)
        }
    }

    static func collect(_ input: SourceInput, tree: SourceFileSyntax, recordsWrites: Bool = false, allTypeReferences: Bool = false) -> FileFacts {
        var text = input.text
        return text.withUTF8 { collect(input, tree: tree, bytes: $0, recordsWrites: recordsWrites, allTypeReferences: allTypeReferences) }
    }

    private static func collect(_ input: SourceInput, tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>, recordsWrites: Bool,
                                allTypeReferences: Bool) -> FileFacts {
        var collector = FactCollector(path: input.path, bytes: bytes, recordsWrites: recordsWrites, allTypeReferences: allTypeReferences)
        // Raw nodes live in the tree's arena, which `tree` keeps alive.
        withExtendedLifetime(tree) { collector.walk(RawRef(raw: tree.raw, offset: 0), .sourceFile, Lineage()) }
        collector.resolveAssignedImplicitInits()
        collector.resolveOffMainCallees()
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

    private static func collectComments(_ tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>) -> [CommentFact] {
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
        // Most nodes are of kinds no visit looks at: for them, neither
        // visit is called (nor the enclosing nodes recorded for it).
        let visited = Self.isVisited(kind)
        if visited { self.lineage = lineage }
        if !visited || visit(node, kind) == .visitChildren, let layout = node.raw.layoutView {
            let inner = Lineage(parent: node.raw, grandparent: lineage.parent, greatGrandparent: lineage.grandparent)
            var position = node.offset
            for child in layout.children {
                guard let child else { continue }
                let length = child.byteLength
                let childKind = child.kind
                // Tokens are read through their parents; an empty node (no
                // bytes and no error: an empty attribute, modifier or argument
                // list, most often) holds no facts either.
                if childKind != .token, length != 0 || child.hasError, !(Self.holdsNoFacts(childKind) && !child.hasError) {
                    walk(RawRef(raw: child, offset: position), childKind, inner)
                }
                position += length
            }
        }
        if Self.hasPostVisit(kind) {
            self.lineage = lineage
            visitPost(node, kind)
        }
    }

    /// The kinds `visit` handles: keep in step with its `switch` (a kind
    /// missing here is never visited; the rule examples and
    /// `WriteIndexTests` fail when that loses a fact).
    @inline(__always)
    private static func isVisited(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl, .importDecl, .enumCaseElement,
             .variableDecl, .identifierType, .memberType, .functionDecl, .initializerDecl, .initializerClause, .closureExpr,
             .stringLiteralExpr, .memberAccessExpr, .functionCallExpr, .sequenceExpr, .inOutExpr, .keyPathPropertyComponent,
             .identifierPattern, .functionParameter, .closureParameter, .closureShorthandParameter,
             .typeAliasDecl, .associatedTypeDecl, .macroDecl, .macroExpansionDecl, .macroExpansionExpr, .subscriptDecl, .ifConfigClause, .subscriptCallExpr,
             .switchExpr:
            return true
        default:
            return false
        }
    }

    /// The kinds `visitPost` handles: keep in step with its `switch`.
    @inline(__always)
    private static func hasPostVisit(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl, .variableDecl, .functionDecl,
             .initializerDecl, .initializerClause, .closureExpr, .functionCallExpr, .ifConfigClause:
            return true
        default:
            return false
        }
    }

    /// Kinds no visit looks at whose children are only tokens (or nodes of
    /// such kinds): walking into them finds nothing, so they are not walked
    /// (unless broken code put unexpected nodes, which can hold anything,
    /// inside them).
    private static func holdsNoFacts(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .declReferenceExpr, .declNameArguments, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr,
             .nilLiteralExpr, .declModifier, .wildcardPattern, .assignmentExpr, .binaryOperatorExpr,
             .discardAssignmentExpr, .superExpr, .stringSegment, .declModifierList:
            return true
        default:
            return false
        }
    }

    private mutating func visit(_ node: RawRef, _ kind: SyntaxKind) -> Continue {
        switch kind {
        case .classDecl:
            let decl = node.raw.cast(RawClassDeclSyntax.self)
            beginUnit(node, decl, kind: .class, generics: decl.genericParameterClause)
        case .structDecl:
            let decl = node.raw.cast(RawStructDeclSyntax.self)
            beginUnit(node, decl, kind: .struct, generics: decl.genericParameterClause)
        case .enumDecl:
            let decl = node.raw.cast(RawEnumDeclSyntax.self)
            beginUnit(node, decl, kind: .enum, generics: decl.genericParameterClause)
        case .protocolDecl:
            let decl = node.raw.cast(RawProtocolDeclSyntax.self)
            beginUnit(node, decl, kind: .protocol, generics: nil)
            // `protocol Publisher<Output, Failure>`: the primary associated types name members of the protocol.
            if allTypeReferences, let clause = decl.primaryAssociatedTypeClause {
                for primary in clause.primaryAssociatedTypes.elements(RawPrimaryAssociatedTypeSyntax.self) {
                    let offset = genericNameOffset(node, primary.name)
                    facts.typeRefs.append(TypeRefFact(name: primary.name.text, module: nil, offset: offset, unit: unitStack.last))
                }
            }
        case .actorDecl:
            let decl = node.raw.cast(RawActorDeclSyntax.self)
            beginUnit(node, decl, kind: .actor, generics: decl.genericParameterClause)
        case .extensionDecl:
            let decl = node.raw.cast(RawExtensionDeclSyntax.self)
            let name = SyntaxHelpers.primaryTypeName(decl.extendedType) ?? snippets.snippet(node.locate(decl.extendedType))
            let path = SyntaxHelpers.typePath(decl.extendedType)
            beginUnit(node, name: name, kind: .extension, nameToken: decl.extendedType, attributes: decl.attributes,
                      modifiers: decl.modifiers, inheritance: decl.inheritanceClause, generics: nil,
                      whereClause: decl.genericWhereClause, extendedPath: (path?.count ?? 0) > 1 ? path : nil)
        case .importDecl: return visitImport(node)
        case .enumCaseElement: return visitEnumCaseElement(node)
        case .variableDecl: visitVariable(node)
        case .identifierType: visitIdentifierType(node)
        case .memberType: return visitMemberType(node)
        case .functionDecl:
            visitFunction(node)
            frames[frames.count - 1].end = node.end
        case .typeAliasDecl: visitTypeAlias(node)
        case .associatedTypeDecl: visitAssociatedType(node)
        case .macroDecl: return visitMacro(node)
        case .macroExpansionDecl:
            // `#Preview { … }` at the top level (a macro expanded inside a type is the type's member).
            if unitStack.isEmpty, node.raw.cast(RawMacroExpansionDeclSyntax.self).macroName.tokenText == "Preview" { facts.declaresPreview = true }
        case .macroExpansionExpr:
            // The same read as a top-level statement.
            if unitStack.isEmpty, frames.isEmpty, node.raw.cast(RawMacroExpansionExprSyntax.self).macroName.tokenText == "Preview" {
                facts.declaresPreview = true
            }
        case .ifConfigClause: conditionStack.append(clauseCondition(node))
        case .subscriptDecl: recordGenericScope(node, node.raw.cast(RawSubscriptDeclSyntax.self).genericParameterClause)
        case .initializerDecl:
            let decl = node.raw.cast(RawInitializerDeclSyntax.self)
            recordGenericScope(node, decl.genericParameterClause, whereClause: decl.genericWhereClause)
            let fact = recordInitializer(node, decl)
            let isNonisolated = SyntaxHelpers.hasModifier(decl.modifiers, "nonisolated")
            var frame = Frame(kind: .function(offMain: isNonisolated), function: fact)
            frame.isUnisolated = !isNonisolated && !SyntaxHelpers.attributeNames(decl.attributes).contains("MainActor")
            frame.end = node.end
            frames.append(frame)
            initializerDepth += 1
        case .initializerClause:
            if isDefaultArgument { defaultArgumentDepth += 1 }
            noteArrayLiteralType(node)
        case .closureExpr:
            var closure = frame(for: node.raw.cast(RawClosureExprSyntax.self))
            closure.end = node.end
            frames.append(closure)
        case .stringLiteralExpr: return visitStringLiteral(node)
        case .memberAccessExpr: visitMemberAccess(node)
        case .subscriptCallExpr: visitTypeSubscript(node)
        case .functionCallExpr: visitCall(node)
        case .sequenceExpr: visitSequence(node)
        case .inOutExpr: if recordsWrites { visitInOut(node) }
        case .keyPathPropertyComponent: if recordsWrites { visitKeyPathComponent(node) }
        case .identifierPattern:
            visitLocalType(node)
            noteLocalVariable(node, kind)
            if recordsWrites { visitBinding(node, kind) }
        case .functionParameter, .closureParameter, .closureShorthandParameter:
            noteLocalVariable(node, kind)
            if recordsWrites { visitBinding(node, kind) }
        case .switchExpr:
            // A switch over cases in a type's code (what a navigator switches on to navigate: `CaseSwitch`).
            if let unit = unitStack.last, !frames.isEmpty, let read = CaseSwitchSyntax.read(node.raw.cast(RawSwitchExprSyntax.self)) {
                facts.units[unit].declaration.caseSwitches.append(read)
            }
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
            if memberVariables.removeLast() { memberVariableEnds.removeLast() }
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
        case .functionCallExpr:
            if let top = callStack.last, top.id == node.raw.id { callStack.removeLast() }
        case .ifConfigClause:
            conditionStack.removeLast()
        default:
            break
        }
    }

    /// A `#if` clause's full condition: its own, after the negations of the
    /// clauses before it in the same `#if` (`#else` has none of its own).
    func clauseCondition(_ node: RawRef) -> String {
        let clause = node.raw.cast(RawIfConfigClauseSyntax.self)
        var parts: [String] = []
        if let list = parent, let children = list.layoutView?.children {
            for child in children {
                guard let child, child.id != node.raw.id, let previous = RawIfConfigClauseSyntax(child) else {
                    if child?.id == node.raw.id { break }
                    continue
                }
                if let condition = previous.condition { parts.append("!(" + SyntaxHelpers.tokenText(condition.raw) + ")") }
            }
        }
        if let condition = clause.condition { parts.append("(" + SyntaxHelpers.tokenText(condition.raw) + ")") }
        return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }

    /// The node enclosing the one being visited (its parent, in `Syntax` terms).
    var parent: RawSyntax? { lineage.parent }

    // MARK: Contexts

    /// Whether the initializer clause being visited is a parameter's default value.
    var isDefaultArgument: Bool {
        let kind = parent?.kind
        return kind == .functionParameter || kind == .enumCaseParameter
    }

    /// Directly in an initializer's body (not in a closure inside it).
    var directlyInInitializer: Bool {
        guard initializerDepth > 0, case .function? = frames.last?.kind else { return false }
        return true
    }

    /// The member function whose body directly holds the node being visited.
    /// The instance method whose body (closures included) the walk is in, when it records a screen effect.
    var screenFunction: Int? {
        for frame in frames.reversed() {
            if case .function = frame.kind {
                guard let function = frame.function, facts.functions[function].screen != nil else { return nil }
                return function
            }
        }
        return nil
    }

    var directFunction: Int? {
        // Closures that run at once (`withAnimation { … }`) are the function's own body.
        for frame in frames.reversed() {
            switch frame.kind {
            case .function: return frame.function
            case .synchronous: continue
            default: return nil
            }
        }
        return nil
    }

    var inOnChange: Bool {
        if case .onChange? = frames.last?.kind { return true }
        return false
    }

    var offMain: Bool {
        for frame in frames.reversed() {
            switch frame.kind {
            case .main: return false
            case .offMain: return true
            case .function(let off): return off
            case .onChange, .neutral, .synchronous: continue
            }
        }
        return false
    }

    /// Whether the node being visited is in code that runs off the main actor
    /// when its type is not main-actor isolated: through a `Task { … }` started
    /// in a member function with no isolation of its own (true), or directly —
    /// or in closures that inherit — in the body of an `async` member function
    /// with none (false, not `nonisolated`, not `@MainActor`); nil otherwise.
    /// Only the first depends on nothing else: with `NonisolatedNonsendingByDefault`
    /// an `async` method runs on its caller's actor, but a task started in a
    /// method without isolation still runs on the generic executor.
    var unisolatedContext: Bool? {
        var inTask = false
        for frame in frames.reversed() {
            switch frame.kind {
            case .main, .offMain: return nil
            // An `async` method runs on the generic executor; so does a `Task { … }` started
            // in any method: it inherits the method's (its type's) isolation — none, unless
            // the type is isolated to the main actor (the rule decides, knowing the type).
            case .function: return frame.isUnisolated && (frame.isAsync || inTask) ? inTask : nil
            case .neutral: if frame.startsTask { inTask = true }
            case .onChange, .synchronous: continue
            }
        }
        return nil
    }

    /// The recorded call whose closure encloses the node being visited.
    var enclosingCall: Int? {
        for frame in frames.reversed() {
            if case .function = frame.kind { return nil }
            if let call = frame.call { return call }
        }
        return nil
    }

    // MARK: Closures

    private func frame(for closure: RawClosureExprSyntax) -> Frame {
        let call = owningCall()
        let recorded = call.flatMap { call in callStack.last.flatMap { $0.id == call.raw.id ? $0.index : nil } }
        var label: String?
        if let argument = parent.flatMap({ RawLabeledExprSyntax($0) }) {
            label = argument.label?.text
        } else if let element = parent.flatMap({ RawMultipleTrailingClosureElementSyntax($0) }) {
            label = element.label.text
        }
        if let call, let callee = call.calledExpression.as(RawDeclReferenceExprSyntax.self),
           Self.synchronousClosureCalls.contains(callee.baseName.tokenText) {
            return Frame(kind: .synchronous, call: recorded, label: label)
        }
        var frame = Frame(kind: concurrencyFrameKind(closure: closure, call: call, label: label), call: recorded, label: label)
        frame.startsTask = call?.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "Task"
        return frame
    }

    /// The closure argument directly enclosing the node being visited, when
    /// it is passed to a recorded constructor call (`Row(onTap: { … })`):
    /// the call's index and the argument label.
    var constructorClosure: (call: Int, label: String?)? {
        guard let frame = frames.last, let call = frame.call, facts.calls[call].isConstructor else { return nil }
        if case .function = frame.kind { return nil }
        return (call, frame.label)
    }

    /// Free functions whose closure runs at once, in place.
    static let synchronousClosureCalls: Set<SyntaxText> = ["withAnimation", "withTransaction"]

    /// The call the closure being visited is an argument or trailing closure of.
    private func owningCall() -> RawFunctionCallExprSyntax? {
        guard let parent else { return nil }
        if let call = RawFunctionCallExprSyntax(parent) { return call }
        if parent.kind == .labeledExpr || parent.kind == .multipleTrailingClosureElement {
            return lineage.greatGrandparent.flatMap { RawFunctionCallExprSyntax($0) }
        }
        return nil
    }
}

/// What the five nominal type declarations' raw nodes have in common.
protocol RawNominalDecl: RawSyntaxNodeProtocol {
    var name: RawTokenSyntax { get }
    var attributes: RawAttributeListSyntax { get }
    var modifiers: RawDeclModifierListSyntax { get }
    var inheritanceClause: RawInheritanceClauseSyntax? { get }
    var genericWhereClause: RawGenericWhereClauseSyntax? { get }
}

extension RawClassDeclSyntax: RawNominalDecl {}
extension RawStructDeclSyntax: RawNominalDecl {}
extension RawEnumDeclSyntax: RawNominalDecl {}
extension RawProtocolDeclSyntax: RawNominalDecl {}
extension RawActorDeclSyntax: RawNominalDecl {}
