/// NV001 — NotificationCenter-based dismissal.
struct NotificationDismissalRule: Rule {
    let info = RuleInfo(
        id: "NV001",
        name: "notification-dismissal",
        summary: "Don't dismiss screens through NotificationCenter; publish state (shouldDismiss) or call a coordinator closure.",
        rationale: "Windscribe SwiftUI Migration Guide › Real-World Migration Example 2: Push Notifications Popup › 1. Dismissal Pattern Evolution (\"❌ Old: NotificationCenter-based dismissal\" → \"✅ New: Reactive dismissal with SwiftUI Environment\"): a global notification couples unrelated screens and can't be tested locally. Flags NotificationCenter post/addObserver/publisher calls whose notification names dismissal as a command (`dismissPopup`), not as an event (`popoverDismissed`, or Cocoa's `…DidDismiss` / `…WillDismiss`: a notification named after what happened announces it; it dismisses nothing).",
        severity: .warning,
        appliesTo: .anyCode,
        fixable: .manual("the screen needs a shouldDismiss state or a coordinator closure"),
        howToFix: "Publish `@Published private(set) var shouldDismiss = false` from the ViewModel and dismiss in the View (`.onChange(of: viewModel.shouldDismiss) { if $0 { dismiss() } }`), or call a coordinator-provided closure.",
        triggering: [
            RuleExample("""
            class PushNotificationViewModel: PushNotificationViewModelType {
                func cancel() {
                    NotificationCenter.default.↓post(
                        Notification(name: Notifications.dismissPushNotificationPermissionPopup)
                    )
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class PushNotificationViewModelImpl: PushNotificationViewModel {
                @Published private(set) var shouldDismiss: Bool = false
                func enableNotifications() { shouldDismiss = true }
            }
            """),
            RuleExample("""
            NotificationCenter.default.post(name: .languageChanged, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .popoverDismissed, object: nil)
            NotificationCenter.default.post(name: .onboardingFlowDidDismiss, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(pause), name: .playerSheetWillDismiss, object: nil)
            """),
        ]
    )

    var interests: FactInterests { FactInterests(argumentText: ["post", "addObserver", "publisher", "notifications"]) }

    func check(_ context: RuleContext) -> [RawFinding] {
        let calls = context.facts.calls
        return calls.indices.compactMap { index in
            guard calls[index].argumentText != nil else { return nil }
            let call = calls[index]
            guard let text = call.argumentText, let base = call.base, base.containsBytes("notificationcenter", caseInsensitive: true),
                  Self.mentionsDismissCommand(text) else { return nil }
            return finding(context, at: call.nameOffset,
                           "Dismissal through NotificationCenter (\(call.snippet)); publish a shouldDismiss state the view observes, or call a coordinator closure.",
                           snippet: call.snippet, unit: call.unit.map { context.owners[$0] })
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { [] }

    /// "dismiss" used as a command (`dismissPopup`), not an event (`popoverDismissed`).
    static func mentionsDismissCommand(_ text: String) -> Bool {
        // ASCII text (nearly all): lowercased byte by byte, no copies.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let word = Self.word
            return text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                var i = 0
                while i + word.count <= bytes.count {
                    var matched = true
                    for j in 0..<word.count where bytes[i + j] | 0x20 != word[j] || !Self.isLetter(bytes[i + j]) {
                        matched = false
                        break
                    }
                    if matched {
                        let next = i + word.count < bytes.count ? bytes[i + word.count] : 0
                        if next != UInt8(ascii: "e"), next != UInt8(ascii: "E"), !Self.followsTense(bytes, at: i) { return true }
                        i += word.count
                    } else {
                        i += 1
                    }
                }
                return false
            } ?? unicodeMentionsDismissCommand(text)
        }
        return unicodeMentionsDismissCommand(text)
    }

    private static let word = Array("dismiss".utf8)

    /// Whether the word at `index` follows `did` or `will` (`onboardingFlowDidDismiss`,
    /// `sheetWillDismiss`): Cocoa names a notification after the event it announces
    /// ("[class] + Did | Will + [what happens]"), so that is an event, not a command.
    private static func followsTense<Bytes: RandomAccessCollection>(_ bytes: Bytes, at index: Int) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        func precededBy(_ tense: String) -> Bool {
            let tense = Array(tense.utf8)
            guard index - bytes.startIndex >= tense.count else { return false }
            return tense.indices.allSatisfy { bytes[index - tense.count + $0] | 0x20 == tense[$0] }
        }
        return precededBy("did") || precededBy("will")
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    private static func unicodeMentionsDismissCommand(_ text: String) -> Bool {
        let lower = Array(text.lowercased().utf8)
        let word = Self.word
        guard lower.count >= word.count else { return false }
        var i = 0
        while i + word.count <= lower.count {
            if Array(lower[i..<(i + word.count)]) == word {
                let next = i + word.count < lower.count ? lower[i + word.count] : 0
                if next != UInt8(ascii: "e"), !Self.followsTense(lower, at: i) { return true }
                i += word.count
            } else {
                i += 1
            }
        }
        return false
    }
}
