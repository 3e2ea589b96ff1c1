/// VM008 — Combine subjects exposed as ViewModel inputs.
struct SubjectInputsRule: Rule {
    let description = RuleDescription(
        id: "VM008",
        name: "viewmodel-subject-inputs",
        summary: "ViewModels must expose methods, not Combine subjects, as inputs.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 5. Avoid Combine Subjects for Input (Use Methods Instead): a non-private PassthroughSubject/CurrentValueSubject lets anyone push events in; `func handleTap()` is simpler, typed and testable. Private subjects used internally are fine. (RxSwift subjects are RX001's.)",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            @MainActor
            final class BadViewModel: ObservableObject {
                ↓let tapSubject = PassthroughSubject<Void, Never>()
                ↓var query: CurrentValueSubject<String, Never> = .init("")
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @MainActor
            final class GoodViewModel: ObservableObject {
                private let refresh = PassthroughSubject<Void, Never>()
                func handleTap() { refresh.send() }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for property in context.facts.properties where !property.isStatic {
            guard let owner = context.owner(of: property.unit, role: .viewModel) else { continue }
            if property.access == "private" || property.access == "fileprivate" { continue }
            guard let subject = [property.typeName, property.initializerType].compactMap({ $0 }).first(where: KnownTypes.combineSubjects.contains) else { continue }
            let name = property.names.first ?? "subject"
            result.append(finding(context, at: property.offset,
                                  "\(subject) `\(name)` is exposed as an input; make it private and expose a method (e.g. func handleTap()) instead.",
                                  snippet: property.snippet, unit: owner))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
