import Foundation
import SwiftSyntax

/// The init (and, for the State Manager pattern, `apply(…)`).
extension ViewModelWriter {
    // MARK: Init

    func writeInit(_ w: inout SourceWriter) {
        w.blank()
        w.add("    // MARK: - Init")
        w.blank()
        let statements = Array(plan.initializer?.body?.statements ?? [])
        let valueNames = Set(plan.valueParameters.map(\.name))
        var head: [(Int, CodeBlockItemSyntax)] = []
        var rest: [(Int, CodeBlockItemSyntax)] = []
        var applied: [(Int, CodeBlockItemSyntax)] = []
        for (i, item) in statements.enumerated() {
            if isDropped(item) { continue }
            if let (target, _) = InitAssignments.assignment(item), let property = plan.property(target),
               [.dependency, .plain, .cancellables].contains(property.kind), !mentions(item, valueNames) {
                head.append((i, item))
            } else if !valueNames.isEmpty, mentions(item, valueNames) {
                applied.append((i, item))
            } else {
                rest.append((i, item))
            }
        }
        w.unit("init") { w in
            w.add("    " + initSignature() + " {")
            for (i, item) in head + rest { writeInitStatement(item, id: "init.\(i)", into: &w) }
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
                for (i, item) in applied { writeInitStatement(item, id: "apply.\(i)", into: &w) }
                w.add("    }")
            }
        }
    }

    func initSignature() -> String {
        var parameters: [String] = []
        if plan.pattern == .locationPermissionWithStateManager {
            parameters.append("\(Spelling.lowercasedFirst(names.stateManager)): \(names.stateManaging)")
        }
        for parameter in plan.parameters where plan.pattern != .locationPermissionWithStateManager || parameter.kind != .value {
            parameters.append(translator.emitTrimmed(parameter.syntax).trimmingCharacters(in: CharacterSet(charactersIn: ",")).trimmingCharacters(in: .whitespaces))
        }
        let access = plan.initializer.flatMap { $0.modifiers.first { ["public", "package", "internal"].contains($0.name.text) }?.name.text }
        return (access.map { $0 + " " } ?? "") + "init(" + parameters.joined(separator: ", ") + ")"
    }

    /// Statements the migrated init leaves out: `super.init()` of a dropped
    /// superclass, and `DisposeBag` assignments.
    func isDropped(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.trimmedDescription == "super.init()" { return true }
        if let (target, _) = InitAssignments.assignment(item), plan.property(target)?.kind == .disposeBag { return true }
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

    func writeInitStatement(_ item: CodeBlockItemSyntax, id: String, into w: inout SourceWriter) {
        w.unit(id) { w in
            if let reason = demoted[id] {
                w.todo(reason, original: item.trimmedDescription, indent: Self.bodyIndent)
                return
            }
            translator.problems = []
            var text: String
            if let (target, value) = InitAssignments.assignment(item), let property = plan.property(target) {
                switch property.kind {
                case .state where MemberSignature.constructedType(value).map({ ReactiveType.stateTypes.contains(TypeText.genericParts($0).0) }) == true:
                    let initial = MemberReader.initialValue(value) ?? MemberReader.firstArgument(value)
                    guard let initial else {
                        translator.problems.append("`\(target)` is created without an initial value")
                        text = ""
                        break
                    }
                    text = "\(target) = \(translator.emitTrimmed(initial))"
                case .state, .derived:
                    let indent = translator.source.indent(ofLineOf: item)
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
            let reason = translator.problems.first ?? "it uses RxSwift (\(remnants.joined(separator: ", "))) that has no mechanical Combine form here"
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
            guard values.count <= 4, demoted[id] == nil else {
                w.todo(demoted[id] ?? "more than four values to observe; combine the state manager's subjects by hand", original: nil, indent: Self.bodyIndent)
                return
            }
            let publishers = values.map { "\(manager).\($0.name)Subject.asPublisher()" }
            translator.noteBridge("asPublisher()")
            let source = values.count == 1 ? publishers[0] : "Publishers.CombineLatest\(values.count == 2 ? "" : String(values.count))(\(publishers.joined(separator: ", ")))"
            let names = values.map(\.name)
            let unwrap = values.filter { !TypeText.isOptional($0.type) }.map { "let \($0.name)" }
            w.add("        // The legacy caller sets the values on the state manager, then routes (no router parameters).")
            w.add("        \(source)")
            w.add("            .receive(on: DispatchQueue.main)")
            w.add("            .sink(")
            w.add("                receiveCompletion: { _ in },")
            w.add("                receiveValue: { [weak self] \(names.joined(separator: ", ")) in")
            if !unwrap.isEmpty { w.add("                    guard \(unwrap.joined(separator: ", ")) else { return }") }
            w.add("                    self?.apply(\(names.map { "\($0): \($0)" }.joined(separator: ", ")))")
            w.add("                }")
            w.add("            )")
            w.add("            .store(in: &cancellables)")
        }
    }
}
