import Foundation
import Testing
@testable import KeelAudit

/// The round-15 review's audit-rule findings (6, 7, 8, 9b), each as a from-scratch fixture that fails on
/// the build before the fix.
@Suite("Review of round 15, rules", .timeLimit(.minutes(2)))
struct ReviewR15RuleTests: FolderFixtureAudit {
    /// VM011 (review 6): an implicit `.shared`/`.instance` is a singleton only when the annotated type, resolved
    /// where it is written, declares a static member of that name — an enum's case (`Visibility.shared`) is a value,
    /// and the ViewModel's own nested helper is its implementation, as for `Memo.shared` written out.
    @Test func anImplicitSharedMemberIsASingletonOnlyOfATypeDeclaringIt() async {
        let result = await audit([
            "Notes/NoteView.swift": """
            import Foundation
            import Observation
            import SwiftUI

            enum Visibility { case personal, shared }
            enum Slot { case instance, spare }

            final class Clock {
                static let shared = Clock()
                func now() -> Date { Date() }
            }

            @MainActor
            @Observable
            final class NoteViewModel {
                final class Memo {
                    static let shared = Memo()
                    func remember(_ text: String) {}
                }

                var visibility: Visibility = .shared
                var slot: Slot = .instance
                private let memo: Memo = .shared
                private let clock: Clock = .shared
                private(set) var stamp = Date()
                func save() { stamp = clock.now(); memo.remember("saved") }
            }

            struct NoteView: View {
                @State private var viewModel = NoteViewModel()
                var body: some View { Button("Save") { viewModel.save() } }
            }
            """,
        ])
        #expect(found(result, "VM011") == ["Notes/NoteView.swift:24"])
    }

    /// VM007 (review 7): a type a view keeps that declares methods is a child ViewModel only when it exposes
    /// state the view reads or outputs it answers through (a stored value, a closure, a subject); a formatter and
    /// a haptics helper (a private setting only) expose none.
    @Test func aStatelessHelperAViewKeepsIsNoChildViewModel() async {
        let result = await audit([
            "Scores/ScoreScreen.swift": """
            import SwiftUI

            final class ScoreFormatter {
                func text(for score: Int) -> String { "\\(score) pts" }
            }

            struct Haptics {
                private let strength = 0.5
                func tap() {}
            }

            struct BannerModel {
                let title: String
                let closeAction: () -> Void
                func close() { closeAction() }
            }

            struct ScoreRow: View {
                let formatter: ScoreFormatter
                let haptics: Haptics
                let banner: BannerModel
                var body: some View { Button(formatter.text(for: 1)) { haptics.tap(); banner.close() } }
            }

            @MainActor
            final class ScoreModel: ObservableObject {
                @Published private(set) var score = 0
                func formatter() -> ScoreFormatter { ScoreFormatter() }
                func haptics() -> Haptics { Haptics() }
                func banner() -> BannerModel { BannerModel(title: "Hi", closeAction: { self.score = 0 }) }
            }

            struct ScoreScreen: View {
                @StateObject var model: ScoreModel
                var body: some View { ScoreRow(formatter: model.formatter(), haptics: model.haptics(), banner: model.banner()) }
            }
            """,
        ])
        #expect(found(result, "VM007") == ["Scores/ScoreScreen.swift:30"])
    }

    /// SU002 (review 9b): a local of `body` named as the view's `@State` shadows it and is built on every render;
    /// only a local the initializer builds and stores is the state SwiftUI keeps.
    @Test func aBodyLocalShadowingTheStateIsBuiltOnEveryRender() async {
        let result = await audit([
            "Tasks/TaskScreen.swift": """
            import Observation
            import SwiftUI

            @Observable
            final class TaskListModel {
                var items: [String] = []
                func load() { items = ["a"] }
            }

            struct TaskList: View {
                var model: TaskListModel
                var body: some View { Button("Load") { model.load() } }
            }

            struct TaskScreen: View {
                @State private var model = TaskListModel()
                var body: some View {
                    let model = TaskListModel()
                    TaskList(model: model)
                }
            }

            struct OwnedTaskScreen: View {
                @State private var model: TaskListModel
                init() {
                    let model = TaskListModel()
                    self.model = model
                }
                var body: some View { TaskList(model: model) }
            }
            """,
        ])
        #expect(found(result, "SU002") == ["Tasks/TaskScreen.swift:18"])
    }

    /// VM014 (review 8): a method taking an escaping closure answers later only when the closure is handed a
    /// value (`(Data?) -> Void`); a debouncer's `run(_: @escaping () -> Void)` is work to run, no service.
    @Test func aClosureTakingNothingIsNoAnswerLater() async {
        let result = await audit([
            "Search/SearchScreen.swift": """
            import Foundation
            import SwiftUI

            final class Debouncer {
                private var pending: DispatchWorkItem?
                func run(_ work: @escaping () -> Void) {
                    pending?.cancel()
                    let item = DispatchWorkItem(block: work)
                    pending = item
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
                }
            }

            final class ThumbnailFetcher {
                func fetch(_ id: String, completion: @escaping (Data?) -> Void) { completion(nil) }
            }

            @MainActor
            final class SearchModel: ObservableObject {
                @Published private(set) var query = ""
                private let debouncer = Debouncer()
                private let thumbnails = ThumbnailFetcher()
                func type(_ text: String) { debouncer.run { self.query = text } }
                func preview(_ id: String) { thumbnails.fetch(id) { _ in } }
            }

            struct SearchScreen: View {
                @StateObject private var model = SearchModel()
                var body: some View { Text(model.query) }
            }
            """,
        ])
        #expect(found(result, "VM014") == ["Search/SearchScreen.swift:22"])
    }
}
