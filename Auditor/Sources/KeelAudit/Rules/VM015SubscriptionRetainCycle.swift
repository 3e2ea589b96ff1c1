/// VM015 — stored subscription that retains the ViewModel.
struct SubscriptionRetainCycleRule: Rule {
    let howToFix = "Capture `[weak self]` in the closure (`.sink { [weak self] value in self?.state = value }`), or bind with `.assign(to: &$state)`, which ties the subscription to the @Published property without retaining the ViewModel."
    let description = RuleDescription(
        id: "VM015",
        name: "viewmodel-subscription-retain-cycle",
        summary: "A subscription stored in the ViewModel's cancellables must not capture the ViewModel strongly.",
        rationale: "Windscribe SwiftUI Migration Guide › Migration Patterns › Pattern 1: ViewModel with Legacy Service Integration and Key Implementation Details › Bridge Usage in Practice: every stored sink captures `[weak self]`, and state is bound with `.assign(to: &$servers)`. `.sink { self.… }.store(in: &cancellables)` or `.assign(to: \\.x, on: self)` makes the ViewModel own a subscription that owns the ViewModel: it never deinitializes and keeps reacting to legacy streams after its screen is gone.",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            @MainActor
            final class ServerListViewModel: ObservableObject {
                @Published private(set) var servers: [Server] = []
                private var cancellables = Set<AnyCancellable>()
                private func setupBindings() {
                    serverManager.serversSubject
                        .asPublisher()
                        .↓sink(receiveCompletion: { _ in }, receiveValue: { servers in self.servers = servers })
                        .store(in: &cancellables)
                    serverManager.loadingSubject
                        .asPublisher()
                        .↓assign(to: \\.isLoading, on: self)
                        .store(in: &cancellables)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @MainActor
            final class ServerListViewModel: ObservableObject {
                @Published private(set) var servers: [Server] = []
                private var cancellables = Set<AnyCancellable>()
                private func setupBindings() {
                    serverManager.serversSubject
                        .asPublisher()
                        .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] servers in self?.servers = servers })
                        .store(in: &cancellables)
                    serverManager.serversObservable
                        .toPublisher()
                        .receive(on: DispatchQueue.main)
                        .assign(to: &$servers)
                }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        context.facts.strongSelfSubscriptions.compactMap { site in
            guard let owner = context.owner(of: site.unit, role: .viewModel) else { return nil }
            return finding(context, at: site.offset,
                           "Stored subscription captures the ViewModel strongly (\(site.snippet)); capture [weak self] or use assign(to: &$property).",
                           snippet: site.snippet, unit: owner)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
