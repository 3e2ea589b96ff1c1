/// RX001 — RxSwift in a new ViewModel.
struct RxInViewModelRule: Rule {
    let howToFix = "Remove RxSwift from the ViewModel: bridge the legacy manager's streams with `asPublisher()` / `toPublisher()` (KeelBridge), keep state in `@Published private(set)` properties, store `AnyCancellable`s instead of a `DisposeBag`. For an existing legacy ViewModel, add its folder to `legacyPaths` or record it in the baseline."
    let description = RuleDescription(
        id: "RX001",
        name: "rxswift-in-viewmodel",
        summary: "New ViewModels use Combine only: no RxSwift imports, DisposeBags, subscriptions, relays or subjects.",
        rationale: "Windscribe SwiftUI Migration Guide › Migration Constraints (\"New ViewModels: MUST use Combine exclusively\") and Conventions › 1. ViewModels Must Use Combine Only (\"Exception: None - this is a strict requirement\"): connect to legacy RxSwift managers through the bridge (asPublisher(), toPublisher()) instead. ViewModels under `legacyPaths` are legacy and exempt; use a baseline or `--since` to hold only new code to the rule.",
        defaultSeverity: .error,
        triggeringExamples: [
            """
            ↓import RxSwift

            class NewFeatureViewModel: ObservableObject {
                private let disposeBag = ↓DisposeBag()

                private func loadData() {
                    legacyService.fetchItems()
                        .↓subscribe(onSuccess: { _ in })
                        .↓disposed(by: disposeBag)
                }
            }
            """,
            """
            @MainActor
            final class ServerListViewModel: ObservableObject {
                let servers = ↓BehaviorRelay<[Server]>(value: [])
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import Combine

            class NewFeatureViewModel: ObservableObject {
                @Published var data: [Item] = []

                private func loadData() {
                    legacyService.fetchItems()
                        .asPublisher()
                        .assign(to: &$data)
                }
            }
            """,
            """
            import RxSwift

            final class VPNManager {
                let connectionStateSubject = BehaviorSubject<VPNState>(value: .disconnected)
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        context.isLegacyFile ? [] : RuleSupport.rxUses(context, id: id)
    }

    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.isLegacyFile ? [] : context.primaryUnits(.viewModel)
    }
}
