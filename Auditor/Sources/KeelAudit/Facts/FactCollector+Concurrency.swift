@_spi(RawSyntax) import SwiftSyntax

/// Where closures run, for the facts (`AssignmentFact.offMain` and its
/// reason, VM012): the collector describes the call a closure is passed to
/// as a `CallShape` and `OffMainDefinition` — the one definition shared
/// with VM001 and `keel fix` — decides.
extension FactCollector {
    /// The frame a closure opens: `.onChange` (SU001), `.main`, `.offMain`
    /// (a documented background queue or thread: VM012), else `.neutral`
    /// (runs where the enclosing code runs, or nowhere keel can name).
    func concurrencyFrameKind(closure: RawClosureExprSyntax, call: RawFunctionCallExprSyntax?, label: String?) -> FrameKind {
        if let attributes = closure.signature?.attributes,
           let decided = OffMainDefinition.execution(ofClosureAttributes: SyntaxHelpers.attributeNames(attributes)) {
            return Self.frameKind(decided)
        }
        guard let call else { return .neutral }
        let member = call.calledExpression.as(RawMemberAccessExprSyntax.self)
        if let member, member.declName.baseName.tokenText == "onChange" {
            return .onChange
        }
        // A callee no rule of `OffMainDefinition` decides on leaves the closure
        // neutral: the call is not described (its receiver's text, its
        // pipeline) for nothing. The name is `callShape`'s.
        let name: String? = if let member {
            SyntaxHelpers.constructorName(member) ?? member.declName.baseName.text
        } else {
            call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.text
        }
        if let name, !OffMainDefinition.decidingNames.contains(name) { return .neutral }
        var shape = Self.callShape(call, closureLabel: label)
        resolveStoredSchedulers(&shape)
        return Self.frameKind(OffMainDefinition.execution(of: shape))
    }

    /// `receive(on: scheduler)` where the type stores `let scheduler = DispatchQueue.main`: the stream is
    /// delivered on the scheduler the stored constant holds, not on one its name leaves unknown. In an
    /// extension, the constants the file's declaration of the extended type stores are the type's too.
    func resolveStoredSchedulers(_ shape: inout CallShape) {
        guard let unit = unitStack.last else { return }
        var known = mainSchedulers[unit] ?? [:]
        let declaration = facts.units[unit].declaration
        if declaration.kind == .extension {
            for (other, constants) in mainSchedulers where other != unit && facts.units[other].declaration.kind != .extension
                && facts.units[other].name == declaration.name && facts.units[other].parent == nil {
                known.merge(constants) { mine, _ in mine }
            }
        }
        guard !known.isEmpty else { return }
        for index in shape.upstream.indices {
            guard let argument = shape.upstream[index].argument else { continue }
            let name = argument.hasPrefix("self.") ? String(argument.dropFirst(5)) : argument
            if let value = known[name] { shape.upstream[index].argument = value }
        }
    }

    static func frameKind(_ execution: Execution) -> FrameKind {
        switch execution {
        case .mainActor, .mainThread: .main
        case .background(let what): .offMain(what)
        case .unknown, .inherits: .neutral
        }
    }

    /// Why the node being visited runs off the main actor (the innermost
    /// deciding frame), or nil: the reason `offMain` stands for.
    var offMainReason: String? {
        for frame in frames.reversed() {
            switch frame.kind {
            case .main: return nil
            case .offMain(let what): return what
            case .function(let off):
                guard off else { return nil }
                if let why = frame.offMainWhy { return why }
                return frame.function.map { "the nonisolated func \(facts.functions[$0].name)" } ?? "a nonisolated member"
            case .onChange, .neutral, .synchronous: continue
            }
        }
        return nil
    }

    /// `call` described from the raw tree, as `SyntaxCallShape` does from a swift-syntax tree.
    static func callShape(_ call: RawFunctionCallExprSyntax, closureLabel: String?) -> CallShape {
        let callee = call.calledExpression
        var base: String?
        var name = ""
        var isConstructor = false
        if let member = callee.as(RawMemberAccessExprSyntax.self) {
            if let constructed = SyntaxHelpers.constructorName(member) {
                name = constructed
                isConstructor = true
            } else {
                name = member.declName.baseName.text
                base = member.base.map { SyntaxHelpers.chain($0) ?? compact($0.raw) }
            }
        } else if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            isConstructor = name.first?.isUppercase == true
        } else {
            name = SyntaxHelpers.constructorName(callee) ?? compact(callee.raw)
            isConstructor = true
        }
        var arguments: [String: String] = [:]
        if OffMainDefinition.namesReadingArguments.contains(name) {
            for argument in call.arguments.elements(RawLabeledExprSyntax.self) {
                if let label = argument.label?.text { arguments[label] = compact(argument.expression.raw) }
            }
        }
        var upstream: [StreamLink] = []
        var root: String?
        var expr = callee.as(RawMemberAccessExprSyntax.self)?.base
        var depth = 0
        while let current = expr, depth < 32 {
            depth += 1
            if let optional = current.as(RawOptionalChainingExprSyntax.self) {
                expr = optional.expression
            } else if let forced = current.as(RawForceUnwrapExprSyntax.self) {
                expr = forced.expression
            } else if let inner = current.as(RawFunctionCallExprSyntax.self), let member = inner.calledExpression.as(RawMemberAccessExprSyntax.self),
                      let innerBase = member.base {
                let linkName = member.declName.baseName.text
                let innerArguments = inner.arguments.elements(RawLabeledExprSyntax.self)
                let first = innerArguments.first
                var argument: String?
                if OffMainDefinition.schedulingOperators.contains(linkName) {
                    let scheduler = innerArguments.first(where: { $0.label?.text == "scheduler" }) ?? first
                    argument = scheduler.map { compact($0.expression.raw) }
                }
                upstream.append(StreamLink(name: linkName, label: first?.label?.text, argument: argument))
                expr = innerBase
            } else {
                root = SyntaxHelpers.chain(current) ?? compact(current.raw)
                expr = nil
            }
        }
        return CallShape(base: base, name: name, isConstructor: isConstructor, closureLabel: closureLabel,
                         arguments: arguments, upstream: upstream, root: root)
    }

    /// A node's text without whitespace (short expressions only: arguments, receivers),
    /// its first 160 characters: from the tokens' bytes when they are ASCII
    /// (`CompactText`), else filtered lazily by `Character` (a receiver can
    /// be a whole pipeline of closures).
    static func compact(_ raw: RawSyntax) -> String {
        CompactText.ascii(raw) ?? String(raw.description.lazy.filter { !$0.isWhitespace }.prefix(160))
    }
}
