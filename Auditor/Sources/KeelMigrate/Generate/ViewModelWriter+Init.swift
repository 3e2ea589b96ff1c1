import Foundation
import SwiftSyntax

/// The init (and, for the State Manager pattern, `apply(…)`).
extension ViewModelWriter {
    // MARK: Init

    func writeInit(_ w: inout SourceWriter) {
        w.blank()
        w.add("    // MARK: - Init")
        w.blank()
        let (head, rest, applied) = splitInit(plan.flatInit.statements)
        w.unit("init") { w in
            w.add("    " + initSignature() + " {")
            for singleton in plan.injectedSingletons { w.add("        self.\(singleton.name) = \(singleton.name)") }
            if !plan.injectedFactories.isEmpty { w.add("        self.\(plan.factoriesProperty) = \(plan.factoriesProperty)") }
            for statement in head { writeInitStatement(statement.item, id: statement.id, renames: statement.renames, into: &w) }
            // `NSObject` kept: its init runs once the stored values are set, before anything uses `self`.
            if keepsNSObject { w.add("        super.init()") }
            for statement in rest { writeInitStatement(statement.item, id: statement.id, renames: statement.renames, into: &w) }
            if plan.transform != nil { writeTransform(&w) }
            writeDerivedMembers(&w)
            if plan.pattern == .locationPermissionWithStateManager { writeStateManagerBinding(&w) }
            w.add("    }")
        }
        if plan.pattern == .locationPermissionWithStateManager {
            w.blank()
            w.unit("apply") { w in
                let parameters = plan.valueParameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
                w.add("    /// Applies the values the legacy caller set on the state manager before routing")
                w.add("    /// (they were init parameters of the legacy ViewModel).")
                w.add("    private func apply(\(parameters)) {")
                for statement in applied { writeInitStatement(statement.item, id: "apply." + statement.id, renames: statement.renames, into: &w) }
                w.add("    }")
            }
        }
    }

    /// The legacy init's statements: dependencies and plain stored values first (`head`), the rest of
    /// the init (`rest`), and — with the State Manager pattern — what `apply(…)` runs (`applied`): every
    /// statement that reads a value the state manager delivers, or a local computed from one (`let info =
    /// contact.phones + contact.emails`), and the declaration of every local such a statement writes
    /// (`var actionText = ""` set in a `switch` over the value) with every later statement reading it —
    /// a local never left in init while its writes or reads moved to `apply`.
    func splitInit(_ statements: [FlatInit.Statement]) -> (head: [FlatInit.Statement], rest: [FlatInit.Statement], applied: [FlatInit.Statement]) {
        var forced: Set<Int> = []
        while true {
            var valueNames = Set(plan.valueParameters.map(\.name))
            var head: [FlatInit.Statement] = []
            var rest: [(Int, FlatInit.Statement)] = []
            var applied: [FlatInit.Statement] = []
            for (index, statement) in statements.enumerated() {
                let item = statement.item
                if isDropped(item) { continue }
                let reads = !valueNames.isEmpty && (forced.contains(index) || mentions(item, valueNames))
                if let (target, _) = InitAssignments.assignment(item), let property = plan.property(target),
                   [.dependency, .plain, .cancellables].contains(property.kind) || isForwarded(target), !reads {
                    head.append(statement)
                } else if reads {
                    applied.append(statement)
                    valueNames.formUnion(Self.declaredNames(item))
                } else {
                    rest.append((index, statement))
                }
            }
            // A local declared in init that a moved statement uses: its declaration moves too (and again).
            let moved = rest.filter { entry in
                let names = Self.declaredNames(entry.1.item)
                return !names.isEmpty && applied.contains { mentions($0.item, names) }
            }.map(\.0)
            if moved.isEmpty { return (head, rest.map(\.1), applied) }
            forced.formUnion(moved)
        }
    }

    /// The names a local declaration binds (`var a = 0`, `let (b, c) = …`); none for other statements.
    static func declaredNames(_ item: CodeBlockItemSyntax) -> Set<String> {
        guard let local = item.item.as(VariableDeclSyntax.self) else { return [] }
        var names: Set<String> = []
        for binding in local.bindings {
            for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { names.insert(name) }
            }
        }
        return names
    }

    /// The body of the legacy `transform(input:)`, then the pipelines that feed its outputs.
    func writeTransform(_ w: inout SourceWriter) {
        guard let transform = plan.transform else { return }
        w.add("        // Was `transform(input:)`: the inputs are methods, the outputs published state and closures.")
        // The statements, and each shared local (`let x = … .share()`) where the legacy code declared it.
        let shared = transform.aliases.filter { SharedLocals.isShared($0.value) }.map { (name: $0.key, value: $0.value) }
        var pending = shared.sorted { $0.value.position < $1.value.position }
        for (i, item) in transform.statements.enumerated() {
            while let next = pending.first, next.value.position < item.position {
                writeSharedLocal(next.name, value: next.value, into: &w)
                pending.removeFirst()
            }
            writeInitStatement(item, id: "transform.\(i)", renames: [:], into: &w)
        }
        for local in pending { writeSharedLocal(local.name, value: local.value, into: &w) }
        for output in transform.outputs where !output.isLocalRelay {
            let id = "transform.output.\(output.name)"
            w.unit(id) { w in
                if let reason = demoted[id] {
                    w.todo(reason, original: output.source?.trimmedDescription, indent: Self.bodyIndent)
                    return
                }
                guard let source = output.source else { return }
                translator.problems = []
                translator.translatingOutput = output.name
                defer { translator.translatingOutput = nil }
                let chain = ChainTranslation(translator: translator)
                let text: String?
                if output.isEvent, let closure = plan.transformEvents[output.name] {
                    text = chain.translateEventFeed(closure, value: source, element: output.element, indent: Self.bodyIndent)
                } else {
                    text = chain.translateDerivedAssignment(output.name, value: source, indent: Self.bodyIndent)
                }
                let remnants = text.map(RxRemnants.find) ?? []
                guard let text, translator.problems.isEmpty, remnants.isEmpty else {
                    let reason = translator.problems.first ?? "the output `\(output.name)` uses RxSwift (\(remnants.joined(separator: ", "))) that has no mechanical Combine form here"
                    w.todo(reason, original: "\(output.name): " + source.trimmedDescription, indent: Self.bodyIndent)
                    return
                }
                w.add(Indentation.rebase(Indentation.spaces(Self.bodyIndent) + Indentation.trimBlankLines(text), to: Self.bodyIndent))
            }
        }
    }

    /// `let tokenRequest = code.flatMapLatest { … }.share()` of `transform`: RxSwift subscribes to the
    /// request once for all its observers. Written where it was used, each observer would subscribe
    /// on its own (two requests where the legacy code made one); so it stays one local publisher,
    /// `let tokenRequest = …share()`, which every later pipeline reads (SharedLocals.swift).
    func writeSharedLocal(_ name: String, value: ExprSyntax, into w: inout SourceWriter) {
        let id = "transform.shared.\(name)"
        w.unit(id) { w in
            let original = "let \(name) = " + value.trimmedDescription
            if let reason = demoted[id] {
                w.todo(reason, original: original, indent: Self.bodyIndent)
                return
            }
            translator.problems = []
            let stream = ChainTranslation(translator: translator).stream(of: value, indent: Self.bodyIndent)
            let remnants = stream.map { RxRemnants.find(in: $0.text) } ?? []
            guard let stream, translator.problems.isEmpty, remnants.isEmpty else {
                let reason = translator.problems.first ?? "the shared local `\(name)` uses RxSwift (\(remnants.joined(separator: ", "))) that has no mechanical Combine form here"
                w.todo(reason, original: original, indent: Self.bodyIndent)
                return
            }
            translator.sharedAliasStreams[name] = Stream(text: name, fails: stream.fails, element: stream.element, onMain: stream.onMain)
            w.add(Indentation.rebase(Indentation.spaces(Self.bodyIndent) + "let \(name) = " + Indentation.trimBlankLines(stream.text), to: Self.bodyIndent))
        }
    }

    /// The streams of `lazy var` / computed `Observable` members, each feeding its `@Published` state
    /// from init (after every stored property is set, as the legacy stream was built on first use).
    func writeDerivedMembers(_ w: inout SourceWriter) {
        for property in plan.properties where property.kind == .derived {
            guard let source = property.derivedSource else { continue }
            let id = "derived.\(property.name)"
            w.unit(id) { w in
                if let reason = demoted[id] {
                    w.todo(reason, original: property.decl.trimmedDescription, indent: Self.bodyIndent)
                    return
                }
                translator.problems = []
                let text = ChainTranslation(translator: translator).translateDerivedAssignment(property.name, value: source, indent: Self.bodyIndent)
                let remnants = text.map(RxRemnants.find) ?? []
                guard let text, translator.problems.isEmpty, remnants.isEmpty else {
                    let reason = translator.problems.first ?? "`\(property.name)` uses RxSwift (\(remnants.joined(separator: ", "))) that has no mechanical Combine form here"
                    w.todo(reason, original: property.decl.trimmedDescription, indent: Self.bodyIndent)
                    return
                }
                let kind = property.isComputed ? "computed" : "`lazy`"
                w.add("        // Was the \(kind) `\(property.name): \(property.typeText ?? "")`, built on first use: built here, once.")
                w.add(Indentation.rebase(Indentation.spaces(Self.bodyIndent) + Indentation.trimBlankLines(text), to: Self.bodyIndent))
            }
        }
    }

    func initSignature() -> String {
        var parameters: [String] = []
        if plan.pattern == .locationPermissionWithStateManager {
            parameters.append("\(Spelling.lowercasedFirst(names.stateManager)): \(names.stateManaging)")
        }
        for parameter in plan.parameters where (plan.pattern != .locationPermissionWithStateManager || parameter.kind != .value)
            && !plan.routerParameters.contains(parameter.name) {
            parameters.append(translator.emitTrimmed(parameter.syntax).trimmingCharacters(in: CharacterSet(charactersIn: ",")).trimmingCharacters(in: .whitespaces))
        }
        for singleton in plan.injectedSingletons {
            parameters.append("\(singleton.name): \(singleton.parameterType) = \(singleton.defaultValue)")
        }
        if !plan.injectedFactories.isEmpty {
            parameters.append("\(plan.factoriesProperty): \(names.childFactories) = \(names.childFactories)()")
        }
        let access = plan.initializer.flatMap { $0.modifiers.first { ["public", "package", "internal"].contains($0.name.text) }?.name.text }
        return (access.map { $0 + " " } ?? "") + "init(" + parameters.joined(separator: ", ") + ")"
    }

    /// Statements the migrated init leaves out: `super.init()` of a dropped
    /// superclass (a kept `NSObject`'s is written after the stored values), and `DisposeBag` assignments.
    func isDropped(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.trimmedDescription == "super.init()" { return true }
        if let (target, _) = InitAssignments.assignment(item), [.disposeBag, .router].contains(plan.property(target)?.kind) { return true }
        return false
    }

    /// Whether `name` is a borrowed event stream the migrated ViewModel forwards.
    func isForwarded(_ name: String) -> Bool {
        if case .forwarded? = plan.events[name] { return true }
        return false
    }

    func mentions(_ item: CodeBlockItemSyntax, _ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        return item.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind, names.contains(name) {
                // `self.isNew = isNew`: the right-hand `isNew` is the parameter.
                return token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
            }
            return false
        }
    }

    func writeInitStatement(_ item: CodeBlockItemSyntax, id: String, renames: [String: String] = [:], into w: inout SourceWriter) {
        w.unit(id) { w in
            if let reason = demoted[id] {
                w.todo(reason, original: item.trimmedDescription, indent: Self.bodyIndent)
                return
            }
            translator.problems = []
            translator.renames = renames
            translator.emittingInit = !id.hasPrefix("apply.")
            defer { translator.renames = [:]; translator.emittingInit = false }
            var text: String
            if let (target, value) = InitAssignments.assignment(item), case .forwarded(_, let bridge)? = plan.events[target] {
                // Another object's stream, handed on: the same stream, bridged (no scheduler — its
                // subscribers get each element synchronously, on the sender's thread, as before).
                if bridge != "eraseToAnyPublisher()" { translator.noteBridge(bridge) }
                text = "self.\(target) = \(translator.emitTrimmed(value)).\(bridge)"
            } else if let (target, value) = InitAssignments.assignment(item), let property = plan.property(target) {
                switch property.kind {
                case .state where MemberSignature.constructedType(value).map({ ReactiveType.stateTypes.contains(TypeText.genericParts($0).0) }) == true:
                    let initial = MemberReader.initialValue(value) ?? MemberReader.firstArgument(value)
                    guard let initial else {
                        translator.problems.append("`\(target)` is created without an initial value")
                        text = ""
                        break
                    }
                    // `self.mode = BehaviorRelay(value: mode)` in `apply(mode:)`: the parameter has the state's name.
                    let shadowed = initial.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(target) && $0.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period }
                    text = (shadowed ? "self." : "") + "\(target) = \(translator.emitTrimmed(initial))"
                case .state, .derived:
                    let indent = translator.source(of: item).indent(ofLineOf: item)
                    guard let pipeline = ChainTranslation(translator: translator).translateDerivedAssignment(target, value: value, indent: indent) else {
                        text = ""
                        break
                    }
                    text = pipeline
                default:
                    text = translator.emit(item)
                }
            } else {
                text = translator.emit(item)
            }
            emitStatement(text, original: item, into: &w)
        }
    }

    /// Adds a translated statement at body indentation, or a TODO.
    func emitStatement(_ text: String, original: CodeBlockItemSyntax, into w: inout SourceWriter, indent: Int = ViewModelWriter.bodyIndent) {
        let remnants = RxRemnants.find(in: text)
        if !translator.problems.isEmpty || !remnants.isEmpty {
            // A statement keel does not translate: a captured `var` its closures write is the sharper reason.
            let reason = CapturedLocals.reason(for: original, tree: tree) ?? translator.problems.first
                ?? AppOperators.reason(in: original, tree: tree)
                ?? "it uses RxSwift (\(remnants.joined(separator: ", "))) that has no mechanical Combine form here"
            w.todo(reason, original: original.trimmedDescription, indent: indent)
            return
        }
        let trimmed = Indentation.trimBlankLines(text)
        guard !trimmed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        w.add(Indentation.rebase(trimmed, to: indent))
    }

    func writeStateManagerBinding(_ w: inout SourceWriter) {
        let manager = Spelling.lowercasedFirst(names.stateManager)
        let values = plan.valueParameters
        let id = "init.stateManager"
        w.unit(id) { w in
            guard let combined = StateManagerCombine(names: values.map(\.name), manager: manager), demoted[id] == nil else {
                w.todo(demoted[id] ?? "more than \(StateManagerCombine.maximum) values to observe; combine the state manager's subjects by hand", original: nil, indent: Self.bodyIndent)
                return
            }
            translator.noteBridge("asPublisher()")
            let names = values.map(\.name)
            let unwrap = values.filter { !TypeText.isOptional($0.type) }.map { "let \($0.name)" }
            w.add("        // The legacy caller sets the values on the state manager, then routes (no router parameters).")
            if let note = combined.note { w.add("        // " + note) }
            w.add("        \(combined.source)")
            w.add("            " + translator.mainDelivery)
            w.add("            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] \(combined.closureParameters) in")
            if let destructuring = combined.destructuring { w.add("                " + destructuring) }
            if !unwrap.isEmpty { w.add("                guard \(unwrap.joined(separator: ", ")) else { return }") }
            w.add("                self?.apply(\(names.map { "\($0): \($0)" }.joined(separator: ", ")))")
            w.add("            })")
            w.add("            .store(in: &cancellables)")
        }
    }
}
