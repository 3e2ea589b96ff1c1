/// VM008 — Combine subjects exposed as ViewModel inputs.
struct SubjectInputsRule: Rule {
    let howToFix = "Make the subject `private` and add a method for the event (`func handleTap()`); if the subject is an output, send to it from the ViewModel (or better, publish state with `@Published private(set)`)."
    let description = RuleDescription(
        id: "VM008",
        name: "viewmodel-subject-inputs",
        summary: "ViewModels must expose methods, not Combine subjects, as inputs.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 5. Avoid Combine Subjects for Input (Use Methods Instead): a non-private PassthroughSubject/CurrentValueSubject that others send into is an input channel; `func handleTap()` is simpler, typed and testable. A subject counts as an input when the ViewModel creates it, does not make it private, and never sends to it itself (send(_:), .value =) — subjects the ViewModel only sends to are outputs, and private subjects are internal. (RxSwift subjects are RX001's.)",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            final class BadViewModel: ObservableObject {
                ↓let tapSubject = PassthroughSubject<Void, Never>()

                init() {
                    tapSubject.sink { _ in
                        // Handle tap
                    }
                }
            }
            """,
            """
            @MainActor
            final class SearchViewModel: ObservableObject {
                ↓let query: CurrentValueSubject<String, Never> = .init("")
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
            """
            @MainActor
            final class LoginViewModel: ObservableObject {
                let routeToMainView = PassthroughSubject<Void, Never>()
                let isDarkMode = CurrentValueSubject<Bool, Never>(false)
                func loggedIn() { routeToMainView.send(()) }
                func apply(_ dark: Bool) { self.isDarkMode.value = dark }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        // Subjects the ViewModel sends to itself are outputs.
        var sentTo: [Int: Set<String>] = [:]
        func last(_ chain: String?) -> String? { chain?.split(separator: ".").last.map(String.init) }
        for call in context.facts.calls where call.name == "send" {
            if let owner = context.owner(of: call.unit, role: .viewModel), let name = last(call.base) { sentTo[owner, default: []].insert(name) }
        }
        for assignment in context.facts.assignments where assignment.member == "value" {
            if let owner = context.owner(of: assignment.unit, role: .viewModel), let name = last(assignment.base) { sentTo[owner, default: []].insert(name) }
        }
        var result: [RawFinding] = []
        for property in context.facts.properties where !property.isStatic {
            guard let owner = context.owner(of: property.unit, role: .viewModel) else { continue }
            if property.names.contains(where: { sentTo[owner]?.contains($0) == true }) { continue }
            if property.access == "private" || property.access == "fileprivate" { continue }
            // Only subjects the ViewModel creates (a re-exposed dependency's subject is that dependency's API).
            let created = property.initializerType.flatMap { KnownTypes.combineSubjects.contains($0) ? $0 : nil }
                ?? (property.hasInitializer ? property.typeName.flatMap { KnownTypes.combineSubjects.contains($0) ? $0 : nil } : nil)
            guard let subject = created else { continue }
            let name = property.names.first ?? "subject"
            result.append(finding(context, at: property.offset,
                                  "\(subject) `\(name)` is exposed as an input; make it private and expose a method (e.g. func handleTap()) instead.",
                                  snippet: property.snippet, unit: owner))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
