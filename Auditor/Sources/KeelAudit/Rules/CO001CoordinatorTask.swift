/// CO001 — Task created inside a coordinator.
struct CoordinatorTaskRule: Rule {
    let howToFix = "Keep coordinator methods synchronous. Start the `Task` in the View's action (`Button { Task { await controller.start() } }`) and put the async work in a flow controller / ViewModel."
    let description = RuleDescription(
        id: "CO001",
        name: "coordinator-task",
        summary: "Coordinators don't create Tasks; views start async work, flow controllers run it.",
        rationale: "SwiftUI State Management & Publisher Architecture Analysis › Problems › 3. Task Creation in Button Actions During Rendering and Proposed Architecture › 4. Clear Async Boundaries (\"Coordinator only has sync validation methods\", \"View creates Tasks\"); Key Learnings › 3. Tasks in Views, Not Coordinators.",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            final class RideRequestCoordinator {
                func confirmRide() {
                    ↓Task {
                        await doAsyncWork()
                    }
                    ↓Task.detached { await log() }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class RideRequestCoordinator {
                func validateLocations() -> Bool { true }
            }
            struct RideView: View {
                func handleConfirm() {
                    Task { await controller.startRideRequest() }
                }
                var body: some View { Text("") }
            }
            """,
            """
            struct ScannerView: UIViewRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                // SwiftUI's delegate object, not a navigation coordinator.
                final class Coordinator: NSObject {
                    func found(_ code: String) { Task { @MainActor in self.report(code) } }
                }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        context.facts.calls.compactMap { call in
            guard let owner = context.owner(of: call.unit, role: .coordinator) else { return nil }
            let isTask = (call.isConstructor && call.name == "Task") || (call.name == "detached" && call.base == "Task")
            guard isTask else { return nil }
            return finding(context, at: call.offset,
                           "Coordinator creates a Task; keep coordinators synchronous — let the view start the Task and a flow controller do the async work.",
                           snippet: call.snippet, unit: owner)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.coordinator) }
}
