/// CO001 — Task created, or async work declared, inside a coordinator.
struct CoordinatorTaskRule: Rule {
    let info = RuleInfo(
        id: "CO001",
        name: "coordinator-task",
        summary: "Coordinators stay synchronous: no Tasks, no async methods; views start async work, flow controllers run it.",
        rationale: "SwiftUI State Management & Publisher Architecture Analysis › Problems › 3. Task Creation in Button Actions During Rendering and Proposed Architecture › 4. Clear Async Boundaries (\"Coordinator only has sync validation methods\", \"Controller handles all async operations\", \"View creates Tasks\"); Key Learnings › 3. Tasks in Views, Not Coordinators. Flags `Task { … }` / `Task.detached` and `async` methods in navigation coordinators — what owns navigation, whatever it is called: an observable router class that holds the navigation stack views bind to (a `NavigationPath`, a `path` of route enums) and navigates is the app's coordinator.",
        severity: .warning,
        appliesTo: .coordinators,
        fixable: .manual("the async work moves to a flow controller or ViewModel and the view starts the Task"),
        howToFix: "Keep coordinator methods synchronous. Start the `Task` in the View's action (`Button { Task { await controller.start() } }`) and put the async work in a flow controller / ViewModel.",
        triggering: [
            RuleExample("""
            final class RideRequestCoordinator {
                let navigationController: UINavigationController
                func confirmRide() {
                    ↓Task {
                        await doAsyncWork()
                    }
                    ↓Task.detached { await log() }
                }
                func ↓requestRide() async {
                    await service.request()
                }
            }
            """),
            RuleExample("""
            // A SwiftUI router: it holds the navigation state and navigates — the app's coordinator.
            @MainActor final class AppRouter: ObservableObject {
                @Published var path: [AppDestination] = []
                func push(_ destination: AppDestination) { path.append(destination) }
                func open(url: URL) {
                    ↓Task { push(await destination(for: url)) }
                }
            }
            enum AppDestination: Hashable { case profile, note }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A headless web view's navigation helper is not a screen coordinator.
            import WebKit
            final class HeadlessWebViewNavCoordinator {
                weak var webView: WKWebView?
                func goBack() async { await webView?.goBack() }
            }
            """),
            RuleExample("""
            final class RideRequestCoordinator {
                let navigationController: UINavigationController
                func validateLocations() -> Bool { true }
            }
            struct RideView: View {
                func handleConfirm() {
                    Task { await controller.startRideRequest() }
                }
                var body: some View { Text("") }
            }
            """),
            RuleExample("""
            struct ScannerView: UIViewRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                // SwiftUI's delegate object, not a navigation coordinator.
                final class Coordinator: NSObject {
                    func found(_ code: String) { Task { @MainActor in self.report(code) } }
                }
            }
            """),
            RuleExample("""
            // A network session "coordinator" navigates nothing: not a coordinator.
            final class SessionCoordinator {
                var sessionToken: String?
                func refreshToken() async throws { sessionToken = try await api.refresh() }
            }
            """),
        ]
    )

    var interests: FactInterests { FactInterests(calls: ["detached"]) }

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        let calls = context.facts.calls
        for index in calls.indices {
            guard let owner = context.navigationOwner(of: calls[index].unit) else { continue }
            let call = calls[index]
            let isTask = (call.isConstructor && call.name == "Task") || (call.name == "detached" && call.base == "Task")
            guard isTask else { continue }
            result.append(finding(context, at: call.offset,
                                  "Coordinator creates a Task; keep coordinators synchronous — let the view start the Task and a flow controller do the async work.",
                                  snippet: call.snippet, unit: owner))
        }
        for function in context.facts.functions where function.isAsync {
            guard let owner = context.navigationOwner(of: function.unit) else { continue }
            result.append(finding(context, at: function.offset,
                                  "Coordinator method \(function.name) is async; coordinators have synchronous methods only — move the async work to a flow controller or ViewModel.",
                                  snippet: function.snippet, unit: owner))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.navigationOwnerUnits() }
}
