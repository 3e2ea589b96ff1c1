import Foundation
import SwiftSyntax

/// Dependencies, copied stored properties, private subjects, `cancellables`.
extension ViewModelWriter {
    // MARK: Stored

    func writeStored(_ w: inout SourceWriter) {
        let dependencies = plan.properties.filter { $0.kind == .dependency }
        if !dependencies.isEmpty || !plan.injectedSingletons.isEmpty || !plan.injectedFactories.isEmpty {
            w.blank()
            w.add("    // MARK: - Dependencies (legacy services, unchanged)")
            w.blank()
            for property in dependencies { copyMember(Syntax(property.decl), id: "stored.\(property.name)", into: &w) }
            for singleton in plan.injectedSingletons {
                if singleton.isCalled {
                    w.add("    /// Was the global factory `\(singleton.legacyExpression)`: injected through init, called where the")
                    w.add("    /// legacy code called it (the same factory by default).")
                } else {
                    w.add("    /// Was the global `\(singleton.defaultValue)`: injected through init, the singleton by default.")
                }
                w.add("    private let \(singleton.name): \(singleton.storedType)")
            }
            if !plan.injectedFactories.isEmpty {
                w.add("    /// Builds the child ViewModels the legacy ViewModel constructed itself (`\(names.childFactories)`).")
                w.add("    private let \(plan.factoriesProperty): \(names.childFactories)")
            }
        }
        var wroteHeader = false
        func header(_ w: inout SourceWriter) {
            guard !wroteHeader else { return }
            wroteHeader = true
            w.blank()
            w.add("    // MARK: - State")
            w.blank()
        }
        var copied: Set<SyntaxIdentifier> = []
        for property in plan.properties where [.plain, .parameterValue, .cancellables].contains(property.kind) && !property.isComputed {
            guard !copied.contains(property.decl.id) else { continue }
            copied.insert(property.decl.id)
            header(&w)
            if property.kind == .parameterValue, plan.pattern == .locationPermissionWithStateManager {
                let id = "stored.\(property.name)"
                w.unit(id) { w in
                    if let reason = demoted[id] {
                        w.todo(reason, original: property.decl.trimmedDescription, indent: Self.memberIndent)
                        return
                    }
                    let type = property.typeText.map { TypeText.isOptional($0) ? $0 : $0 + "!" } ?? "Any!"
                    w.add("    /// Set from the state manager (was an init parameter).")
                    w.add("    private var \(property.name): \(type)")
                }
                continue
            }
            copyMember(Syntax(property.decl), id: "stored.\(property.name)", into: &w)
        }
        for property in plan.properties {
            guard case .tracker(let kind) = property.kind else { continue }
            header(&w)
            w.unit("tracker.\(property.name)") { w in
                w.add("    /// Was the legacy `\(property.typeText ?? "")`.")
                w.add("    private let \(property.name) = \(kind.migratedType)()")
            }
        }
        for tracker in plan.localTrackers {
            header(&w)
            w.unit("tracker.\(tracker.name)") { w in
                w.add("    /// Was a tracker local to the legacy `transform(input:)`.")
                w.add("    private let \(tracker.name) = \(tracker.kind.migratedType)()")
            }
        }
        for input in plan.transform?.inputs ?? [] {
            guard let (_, subject) = plan.transformInputs[input.name] else { continue }
            header(&w)
            w.unit("subject.input.\(input.name)") { w in
                guard let element = input.element else {
                    w.todo("`Input.\(input.name)`: the element type is not spelled", original: nil, indent: Self.memberIndent)
                    return
                }
                w.add("    /// Was the legacy `Input.\(input.name)`; the `\(plan.transformInputs[input.name]?.method ?? "")` method sends into it.")
                w.add("    private let \(subject) = PassthroughSubject<\(element), Never>()")
            }
        }
        for property in plan.properties where property.kind == .event {
            let subject: String?
            switch plan.events[property.name] {
            case .internalSubject(let s)?, .input(_, let s?)?: subject = s
            default: subject = nil
            }
            guard let subject else { continue }
            header(&w)
            let id = "subject.\(property.name)"
            w.unit(id) { w in
                guard demoted[id] == nil, let element = property.element else {
                    w.todo(demoted[id] ?? "`\(property.name)`: the event's element type is not spelled; declare `private let \(subject) = PassthroughSubject<<Type>, Never>()` by hand",
                           original: property.decl.trimmedDescription, indent: Self.memberIndent)
                    return
                }
                w.add("    /// Was the legacy `\(property.name)` relay; private: the ViewModel's methods send into it.")
                w.add("    private let \(subject) = PassthroughSubject<\(element), Never>()")
            }
        }
        if !plan.properties.contains(where: { $0.kind == .cancellables }) {
            header(&w)
            w.add("    private var cancellables = Set<AnyCancellable>()")
        }
        for (bag, set) in plan.replacedBags.sorted(by: { $0.key < $1.key }) {
            w.add("    /// Was the legacy `\(bag)`, replaced to end the subscriptions it kept: emptied where it was replaced.")
            w.add("    private var \(set) = Set<AnyCancellable>()")
        }
    }

    /// Copies a legacy member translated, or as a TODO when it cannot be.
    func copyMember(_ member: Syntax, id: String, into w: inout SourceWriter) {
        w.unit(id) { w in
            if let reason = demoted[id] {
                w.todo(reason, original: member.trimmedDescription, indent: Self.memberIndent)
                return
            }
            translator.problems = []
            let text = translator.emit(member)
            let remnants = RxRemnants.find(in: text)
            if !translator.problems.isEmpty || !remnants.isEmpty {
                let reason = Self.keptDisposableReason(member) ?? translator.problems.first
                    ?? AppOperators.reason(in: member, tree: tree)
                    ?? "it uses RxSwift (\(remnants.joined(separator: ", "))), which has no mechanical Combine form here"
                w.todo(reason, original: member.trimmedDescription, indent: Self.memberIndent)
                return
            }
            // The legacy `// MARK:` lines give way to the migrated file's own sections.
            let unmarked = text.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("// MARK:") }
            w.add(Indentation.rebase(Indentation.trimBlankLines(unmarked.joined(separator: "\n")), to: Self.memberIndent))
        }
    }

    /// A stored `Disposable` (`private var popCancelable: Disposable?`, set to a `subscribe()`'s
    /// result and ended with `dispose()`): the obvious `AnyCancellable?` does not behave the same.
    static func keptDisposableReason(_ member: Syntax) -> String? {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription,
              ["Disposable", "Disposable?", "Disposable!", "RxSwift.Disposable", "RxSwift.Disposable?"].contains(type) else { return nil }
        return "it keeps a subscription in the stored `\(name): \(type)`: RxSwift's subscription runs on when the variable is set again or the ViewModel goes (only `dispose()` ends it), an `AnyCancellable` cancels in both cases — a second `\(name) = …` or the screen's end would stop work the legacy code let finish; keel does not decide which the screen relied on (keep the `Disposable`, or write the `AnyCancellable` knowing that)"
    }
}
