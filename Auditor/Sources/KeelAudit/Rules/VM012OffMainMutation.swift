/// VM012 — published state mutated off the main actor.
struct OffMainMutationRule: Rule {
    let info = RuleInfo(
        id: "VM012",
        name: "published-mutated-off-main",
        summary: "@Published state must not be mutated off the main actor.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 8. Don't Forget @MainActor (`DispatchQueue.global().async { self.text = \"Updated\"  // Crash! }`): publishing from a background thread updates the UI off-main. Flags assignments to the ViewModel's @Published properties inside DispatchQueue.global().async, Task.detached or nonisolated functions, unless hopped back with DispatchQueue.main.async, MainActor.run or a @MainActor closure.",
        severity: .error,
        appliesTo: .swiftUIViewModels,
        fixable: .manual("the mutation hops to the main actor"),
        howToFix: "Make the ViewModel `@MainActor` and do background work in `async` functions or services, assigning results on the main actor; or hop back with `DispatchQueue.main.async { … }` / `await MainActor.run { … }` before touching `@Published` state.",
        triggering: [
            RuleExample("""
            final class BadViewModel: ObservableObject {
                @Published private(set) var text = ""
                func update() {
                    DispatchQueue.global().async {
                        ↓self.text = "Updated"
                    }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class BadViewModel: ObservableObject {
                @Published private(set) var count = 0
                func update() {
                    Task.detached { [weak self] in ↓self?.count += 1 }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var text = ""
                func update() async { text = "Updated" }
                func reload() {
                    DispatchQueue.global().async {
                        let value = compute()
                        DispatchQueue.main.async { self.text = value }
                    }
                }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var published: [Int: Set<String>] = [:]
        var result: [RawFinding] = []
        for assignment in context.facts.assignments where assignment.offMain {
            guard let owner = context.owner(of: assignment.unit, role: .viewModel) else { continue }
            guard assignment.base == nil || assignment.base == "self" else { continue }
            if published[owner] == nil { published[owner] = context.publishedNames(of: owner) }
            guard published[owner]?.contains(assignment.member) == true else { continue }
            result.append(finding(context, at: assignment.offset,
                                  "@Published \(assignment.member) is mutated off the main actor; hop to the main actor (DispatchQueue.main.async / MainActor.run) or make the work async on a @MainActor ViewModel.",
                                  snippet: assignment.snippet, unit: owner))
        }
        return result
    }

    /// ViewModels with @Published state.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.viewModels(.swiftUIViewModels).filter { !context.publishedNames(of: $0).isEmpty }
    }
}
