/// ST002 — hand-forwarded `objectWillChange`.
struct ForwardedObjectWillChangeRule: Rule {
    let howToFix = "Remove the forwarding; flatten the nested state into the observed object (ST001), or let the View observe the child object itself (`@ObservedObject var child`)."
    let description = RuleDescription(
        id: "ST002",
        name: "forwarded-object-will-change",
        summary: "Don't forward a nested object's objectWillChange by hand.",
        rationale: "SwiftUI State Management & Publisher Architecture Analysis › Migration Strategy › Phase 3: Cleanup (\"Remove change forwarding hacks\") and Benefits › No Publisher Issues (\"No nested forwarding needed\"): `child.objectWillChange.sink { self.objectWillChange.send() }` papers over nested ObservableObjects (ST001), fires on every child change and is easy to leak. Flatten the state into one owner.",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            class Coordinator: ObservableObject {
                init() {
                    ↓viewModel.objectWillChange.sink { [weak self] _ in
                        self?.objectWillChange.send()
                    }.store(in: &cancellables)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @MainActor
            final class RideFlowController: ObservableObject {
                init() {
                    objectWillChange.sink { _ in log("changing") }.store(in: &cancellables)
                }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        context.facts.forwardedChanges.map { site in
            finding(context, at: site.offset,
                    "objectWillChange of a nested object is forwarded by hand (\(site.snippet)); flatten the state into one ObservableObject instead.",
                    snippet: site.snippet, unit: site.unit.map { context.owners[$0] })
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { observableClasses(context) }
}
