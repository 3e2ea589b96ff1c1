import Foundation
import SwiftSyntax

/// Published state and event closures.
extension ViewModelWriter {
    // MARK: State

    func writeState(_ w: inout SourceWriter, _ summary: inout Summary) {
        let ordered = plan.properties.filter { [.state, .derived].contains($0.kind) }
        if !ordered.isEmpty || plan.hasDismiss {
            w.add("    // MARK: - Published State")
            w.blank()
        }
        for property in ordered {
            let id = "state.\(property.name)"
            w.unit(id) { w in
                if let reason = demoted[id] {
                    w.todo(reason, original: property.decl.trimmedDescription, indent: Self.memberIndent)
                    return
                }
                guard let declaration = publishedDeclaration(property) else {
                    w.todo("`\(property.name)`: the element type is not spelled in the legacy declaration; declare `@Published private(set) var \(property.name): <Type>` by hand",
                           original: property.decl.trimmedDescription, indent: Self.memberIndent)
                    return
                }
                if let subject = plan.didSetStates[property.name], let element = property.element, !declaration.contains("! = nil") {
                    // `DidSetStates`: the pipelines that read it by value start after it is stored. Two lines, the
                    // legacy relay's one plus the subject: the translation adds no more to a class near VM009's limit.
                    w.add(leadingComments(property.decl, indent: Self.memberIndent) + "    " + declaration + " { didSet { \(subject).send(\(property.name)) } }")
                    w.add("    private let \(subject) = PassthroughSubject<\(element), Never>() // each new `\(property.name)` once stored (`$\(property.name)` sends in `willSet`), as the legacy relay emitted it")
                } else {
                    w.add(leadingComments(property.decl, indent: Self.memberIndent) + "    " + declaration)
                }
                // A `private` legacy relay stays the ViewModel's own: not in the protocol the view
                // reads (Swift rejects a private member matching an internal protocol's requirement).
                let access = property.access ?? ""
                guard !access.hasPrefix("private"), !access.hasPrefix("fileprivate") else { return }
                summary.published.append((property.name, declaration.contains("! = nil") ? property.element.map { $0 + "!" } : property.element))
            }
        }
        for output in plan.transform?.outputs ?? [] where !output.isEvent && !output.isLocalRelay {
            let id = "output.\(output.name)"
            w.unit(id) { w in
                guard demoted[id] == nil, let type = output.publishedType else {
                    w.todo(demoted[id] ?? "the output `\(output.name): \(output.type)` has no element type keel can read", original: nil, indent: Self.memberIndent)
                    return
                }
                w.add("    /// Was the legacy `Output.\(output.name)` (`\(output.type)`)\(output.initialValue == nil && TypeText.isOptional(type) && !TypeText.isOptional(output.element ?? "") ? "; nil until its first value, as the legacy stream had none" : "").")
                w.add("    @Published \(accessPrefix())private(set) var \(output.name): \(type)" + (output.initialValue.map { " = \($0)" } ?? ""))
                summary.published.append((output.name, type))
            }
        }
        if plan.hasDismiss, plan.states["shouldDismiss"] == nil {
            w.unit("state.shouldDismiss") { w in
                w.add("    /// Set when the screen should close; the view dismisses itself (no NotificationCenter).")
                w.add("    @Published \(accessPrefix())private(set) var shouldDismiss = false")
            }
            summary.published.append(("shouldDismiss", "Bool"))
        }
        let outputs = plan.properties.filter { if case .output? = plan.events[$0.name] { return true } else { return false } }
        let transformEvents = (plan.transform?.outputs ?? []).filter(\.isEvent)
        if !outputs.isEmpty || !plan.routes.isEmpty || !transformEvents.isEmpty {
            w.blank()
            w.add("    // MARK: - Events (closures the coordinator sets)")
            w.blank()
        }
        for property in outputs {
            guard case .output(let closure)? = plan.events[property.name] else { continue }
            let id = "event.\(property.name)"
            w.unit(id) { w in
                if let reason = demoted[id] {
                    w.todo(reason, original: property.decl.trimmedDescription, indent: Self.memberIndent)
                    return
                }
                guard let element = property.element else {
                    w.todo("`\(property.name)`: the event's element type is not spelled; declare `var \(closure): ((<Type>) -> Void)?` by hand",
                           original: property.decl.trimmedDescription, indent: Self.memberIndent)
                    return
                }
                let type = element == "Void" || element == "()" ? "(() -> Void)?" : "((\(element)) -> Void)?"
                w.add("    /// Was the legacy `\(property.name)` event: the coordinator sets it and reacts (navigation, alerts).")
                w.add("    \(memberAccess(property.access))var \(closure): \(type)")
                summary.closures.append((closure, type))
            }
        }
        for output in transformEvents {
            guard let closure = plan.transformEvents[output.name], let element = output.element else { continue }
            let type = element == "Void" || element == "()" ? "(() -> Void)?" : "((\(element)) -> Void)?"
            w.unit("event.output.\(output.name)") { w in
                w.add("    /// Was the legacy `Output.\(output.name)` event: the coordinator sets it and reacts.")
                w.add("    \(accessPrefix())var \(closure): \(type)")
            }
            summary.closures.append((closure, type))
        }
        writeForwarded(&w, &summary)
        for (router, route) in plan.routes {
            w.unit("route.\(route.closure)") { w in
                let call = "\(router.property).\(route.method)(" + route.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
                w.add("    /// Was `\(call)`: the coordinator sets it (the ViewModel does not navigate).")
                w.add("    \(accessPrefix())var \(route.closure): \(route.closureType)")
            }
            summary.closures.append((route.closure, route.closureType))
        }
    }

    /// Borrowed event streams the legacy ViewModel handed on (`self.x = manager.x`): the same
    /// stream, as an `AnyPublisher` the screen subscribes to.
    func writeForwarded(_ w: inout SourceWriter, _ summary: inout Summary) {
        let forwarded = plan.properties.compactMap { property -> (LegacyProperty, String)? in
            guard case .forwarded(let publisher, _)? = plan.events[property.name] else { return nil }
            return (property, publisher)
        }
        guard !forwarded.isEmpty else { return }
        w.blank()
        w.add("    // MARK: - Events (another object's streams, forwarded)")
        w.blank()
        for (property, publisher) in forwarded {
            w.unit("forwarded.\(property.name)") { w in
                w.add("    /// Was the legacy `\(property.name)`, another object's stream assigned in init: the same stream,")
                w.add("    /// forwarded (its subscribers get each element synchronously, as before).")
                w.add("    \(memberAccess(property.access))let \(property.name): \(publisher)")
            }
            let access = property.access ?? ""
            if !access.hasPrefix("private"), !access.hasPrefix("fileprivate") { summary.forwarded.append((property.name, publisher)) }
        }
    }

    /// `@Published private(set) var x: T = v` for a legacy state property.
    func publishedDeclaration(_ property: LegacyProperty) -> String? {
        let access = memberAccess(property.access)
        let setter = (property.access ?? "").hasPrefix("private") ? "" : "private(set) "
        var type = property.element
        if let t = type, t.isEmpty { type = nil }
        var initial: String?
        if let value = property.initialValue {
            initial = translator.emitTrimmed(value)
        } else if let t = type {
            initial = TypeText.defaultValue(for: t)
            if initial == nil { return "@Published \(access)\(setter)var \(property.name): \(t)! = nil" }
        }
        guard let initial else { return nil }
        if let t = type {
            if initial == "nil", TypeText.isOptional(t) { return "@Published \(access)\(setter)var \(property.name): \(t)" }
            return "@Published \(access)\(setter)var \(property.name): \(t) = \(initial)"
        }
        // Without a spelled type the initial value must name its own type.
        let literal = initial == "true" || initial == "false" || initial.hasPrefix("\"") || Double(initial) != nil
        let constructed = initial.first?.isUppercase == true
        guard literal || constructed else { return nil }
        return "@Published \(access)\(setter)var \(property.name) = \(initial)"
    }

    /// A member's access modifier, kept from the legacy declaration
    /// (`open` becomes `public`: the class is final).
    func memberAccess(_ access: String?) -> String {
        guard let access else { return "" }
        if access.hasPrefix("private") || access.hasPrefix("fileprivate") { return access + " " }
        return (access == "open" ? "public" : access) + " "
    }

    func leadingComments(_ decl: some SyntaxProtocol, indent: Int) -> String {
        let comments = Syntax(decl).leadingTrivia.compactMap { piece -> String? in
            switch piece {
            case .docLineComment(let text), .lineComment(let text): return CommentText.sanitize(text)
            default: return nil
            }
        }
        return comments.map { Indentation.spaces(indent) + $0 + "\n" }.joined()
    }
}
