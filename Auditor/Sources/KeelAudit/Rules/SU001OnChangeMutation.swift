/// SU001 — state mutated inside `.onChange` without deferring.
struct OnChangeMutationRule: Rule {
    let howToFix = "Wrap the mutation: `DispatchQueue.main.async { viewModel.update(newValue) }` or `Task { viewModel.update(newValue) }` — or better, call a ViewModel method that is safe to call during updates."
    static let localState: Set<String> = ["State", "Binding", "FocusState", "SceneStorage", "AppStorage", "GestureState"]
    let description = RuleDescription(
        id: "SU001",
        name: "onchange-mutation",
        summary: "Defer ViewModel mutations made inside .onChange (DispatchQueue.main.async or Task).",
        rationale: "SwiftUI State Management & Publisher Architecture Analysis › Problems › 1. \"Publishing changes from within view updates\" Warning and Key Learnings › 2. Defer State Mutations: `.onChange` runs during the view update; mutating an observed object's @Published state there feeds back into the update. Assignments to the View's own @State/@Binding are fine; so is anything inside a nested closure (DispatchQueue.main.async, Task).",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            struct SearchView: View {
                @ObservedObject var viewModel: SearchViewModel
                @State private var text = ""
                var body: some View {
                    TextField("", text: $text)
                        .onChange(of: text) { newValue in
                            ↓viewModel.property = newValue
                        }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct SearchView: View {
                @ObservedObject var viewModel: SearchViewModel
                @State private var text = ""
                @State private var count = 0
                var body: some View {
                    TextField("", text: $text)
                        .onChange(of: text) { newValue in
                            count = newValue.count
                            DispatchQueue.main.async {
                                viewModel.property = newValue
                            }
                        }
                        .onChange(of: viewModel.shouldDismiss) { shouldDismiss in
                            if shouldDismiss { dismiss() }
                        }
                }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var localNames: [Int: Set<String>] = [:]
        var result: [RawFinding] = []
        for assignment in context.facts.assignments where assignment.inOnChange {
            guard let base = assignment.base, base != "self" else { continue }
            var root = RuleSupport.baseRoot(base)
            if root == "self", let rest = base.split(separator: ".").dropFirst().first { root = String(rest) }
            let owner = assignment.unit.map { context.owners[$0] }
            if let owner {
                if localNames[owner] == nil {
                    localNames[owner] = Set(context.properties(of: owner).filter { !$0.attributes.filter(Self.localState.contains).isEmpty }.flatMap(\.names))
                }
                if localNames[owner]?.contains(root) == true { continue }
            }
            result.append(finding(context, at: assignment.offset,
                                  "\(base).\(assignment.member) is mutated inside .onChange during the view update; defer it (DispatchQueue.main.async { … } or Task { … }).",
                                  snippet: assignment.snippet, unit: owner))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.view) }
}
