/// NV001 — NotificationCenter-based dismissal.
struct NotificationDismissalRule: Rule {
    let howToFix = "Publish `@Published private(set) var shouldDismiss = false` from the ViewModel and dismiss in the View (`.onChange(of: viewModel.shouldDismiss) { if $0 { dismiss() } }`), or call a coordinator-provided closure."
    let description = RuleDescription(
        id: "NV001",
        name: "notification-dismissal",
        summary: "Don't dismiss screens through NotificationCenter; publish state (shouldDismiss) or call a coordinator closure.",
        rationale: "Windscribe SwiftUI Migration Guide › Real-World Migration Example 2: Push Notifications Popup › 1. Dismissal Pattern Evolution (\"❌ Old: NotificationCenter-based dismissal\" → \"✅ New: Reactive dismissal with SwiftUI Environment\"): a global notification couples unrelated screens and can't be tested locally. Flags NotificationCenter post/addObserver/publisher calls whose notification mentions dismiss.",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            class PushNotificationViewModel: PushNotificationViewModelType {
                func cancel() {
                    NotificationCenter.default.↓post(
                        Notification(name: Notifications.dismissPushNotificationPermissionPopup)
                    )
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class PushNotificationViewModelImpl: PushNotificationViewModel {
                @Published private(set) var shouldDismiss: Bool = false
                func enableNotifications() { shouldDismiss = true }
            }
            """,
            """
            NotificationCenter.default.post(name: .languageChanged, object: nil)
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        context.facts.calls.compactMap { call in
            guard call.mentionsDismiss, let base = call.base, base.lowercased().containsBytes("notificationcenter") else { return nil }
            return finding(context, at: call.nameOffset,
                           "Dismissal through NotificationCenter (\(call.snippet)); publish a shouldDismiss state the view observes, or call a coordinator closure.",
                           snippet: call.snippet, unit: call.unit.map { context.owners[$0] })
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { [] }
}
