import Foundation
import Testing
@testable import KeelAudit

/// Round 18's review (`REVIEW-R18.md`), the rule defects mended, each a from-scratch fixture that fails on the
/// merged branches before the mend.
@Suite("Review r18: rule mends", .timeLimit(.minutes(2)))
struct ReviewR18RuleTests: FolderFixtureAudit {
    /// #1: a collection a closure declares and fills off the main actor is the local's — building the value off
    /// main and publishing it on main is the pattern the guides recommend, no VM012.
    @Test func aLocalFilledOffMainIsNoPublishedState() async {
        let source = """
        import Combine
        import Foundation

        final class FeedViewModel: ObservableObject {
            @Published var items: [String] = []

            func load() {
                DispatchQueue.global().async {
                    var items: [String] = []
                    items.append("a")
                    DispatchQueue.main.async { self.items = items }
                }
            }
        }
        """
        let result = await audit(["Feed/FeedViewModel.swift": source])
        #expect(found(result, "VM012").isEmpty)
    }

    /// #3: a flag of the object that keeps a navigation stack is a presentation flag by whole words —
    /// `isShowingProgress` is an indicator on the same screen, `isRepresentable` and `isDiscovering` hold
    /// no "present" or "cover" (r18a matched substrings).
    @Test func aPresentationFlagIsOneByWholeWords() {
        for name in ["isSettingsSheetPresented", "isPresentingEditor", "showingSettings", "fullScreenCover"] {
            #expect(ViewModelNavigatesRule.namesPresentation(name), "\(name)")
        }
        for name in ["isShowingProgress", "isRepresentable", "isDiscovering", "isRecovering", "isLoading"] {
            #expect(!ViewModelNavigatesRule.namesPresentation(name), "\(name)")
        }
    }

    /// #5: a subclass of a base ViewModel that lives under `legacyPaths` is its own VM001 finding — the base is
    /// not reported there, so folding the subclass into it would leave the violation unreported.
    @Test func aSubclassOfALegacyBaseIsReportedItself() async {
        let files = [
            "Legacy/BaseViewModel.swift": """
            import Combine

            class BaseViewModel: ObservableObject {
                @Published var isLoading = false
            }
            """,
            "Features/ProfileViewModel.swift": """
            import Combine

            final class ProfileViewModel: BaseViewModel {
                @Published var name = ""
                func rename(_ value: String) { name = value }
            }
            """,
            "Features/ProfileView.swift": """
            import SwiftUI

            struct ProfileView: View {
                @StateObject var viewModel = ProfileViewModel()
                var body: some View { Text(viewModel.name) }
            }
            """,
        ]
        var legacy = Configuration.default
        legacy.legacyPaths = ["Legacy/**"]
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        let result = await Auditor(configuration: legacy).audit(inputs)
        #expect(found(result, "VM001") == ["Features/ProfileViewModel.swift:3"])
    }
}
