import Testing
@testable import KeelAudit

/// Constructions the callee's name does not spell: `.init(…)` whose type is
/// the context's (a function's result, a property's, a parameter's), and a
/// factory method that returns a new object it builds. Written from scratch
/// for the classes missed on apps nobody tuned the rules on (issue 27).
@Suite("Constructions through their context", .timeLimit(.minutes(2)))
struct ConstructionsThroughContextTests: FindingPlaces {
    func audit(_ files: [String: String]) async -> AuditResult {
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        return await Auditor(configuration: .default).audit(inputs, modules: ModuleMap([:]))
    }

    static let lessons = """
    import SwiftUI
    @MainActor final class LessonViewModel: ObservableObject {
        @Published private(set) var progress = 0.0
        init(id: Int) {}
    }
    @MainActor final class LessonsViewModel: ObservableObject {
        @Published private(set) var ids: [Int] = []
        func lessonViewModel(for id: Int) -> LessonViewModel {
            .init(id: id)
        }
        func cachedViewModel(for id: Int) -> LessonViewModel? {
            cache[id]
        }
        private var cache: [Int: LessonViewModel] = [:]
    }
    """

    /// `return .init(…)` / a body's only `.init(…)` builds the declared result type: a ViewModel building a ViewModel.
    @Test func implicitInitReturnedByAViewModel() async {
        let result = await audit([
            "Lessons.swift": Self.lessons,
            "LessonsView.swift": """
            import SwiftUI
            struct LessonsView: View {
                @StateObject private var model = LessonsViewModel()
                var body: some View { Text("") }
            }
            struct LessonView: View {
                @ObservedObject var model: LessonViewModel
                var body: some View { Text("") }
            }
            """,
        ])
        #expect(found(result, "VM007") == ["Lessons.swift:9"])
    }

    /// `self.child = .init(…)` in a ViewModel's init: the property's type is what it builds.
    @Test func implicitInitAssignedToAProperty() async {
        let result = await audit([
            "Search.swift": """
            import SwiftUI
            @MainActor final class ResultsViewModel: ObservableObject {
                @Published private(set) var rows: [String] = []
            }
            @MainActor final class SearchViewModel: ObservableObject {
                @Published private(set) var query = ""
                let results: ResultsViewModel
                init() {
                    self.results = .init()
                }
            }
            struct SearchView: View {
                @StateObject private var model = SearchViewModel()
                var body: some View { ResultsView(model: model.results) }
            }
            struct ResultsView: View {
                @ObservedObject var model: ResultsViewModel
                var body: some View { Text("") }
            }
            """,
        ])
        #expect(found(result, "VM007") == ["Search.swift:9"])
    }

    /// `ChildView(model: .init())` in `body`, and a factory method's new object
    /// passed the same way: each render builds a new one the child does not own.
    /// A method that returns a cached object (no construction) is not a factory.
    @Test func objectsBuiltInBodyThroughInitAndFactories() async {
        let result = await audit([
            "Lessons.swift": Self.lessons,
            "LessonsView.swift": """
            import SwiftUI
            struct LessonsView: View {
                @ObservedObject var lessons: LessonsViewModel
                var body: some View {
                    List(lessons.ids, id: \\.self) { id in
                        LessonView(model: lessons.lessonViewModel(for: id))
                    }
                }
            }
            struct LessonView: View {
                @ObservedObject var model: LessonViewModel
                var body: some View { Text("") }
            }
            struct CachedLessonView: View {
                @ObservedObject var lessons: LessonsViewModel
                var body: some View {
                    if let model = lessons.cachedViewModel(for: 1) { LessonView(model: model) }
                }
            }
            @MainActor final class ToolbarModel: ObservableObject {
                @Published var isBold = false
            }
            struct EditorView: View {
                var body: some View { ToolbarView(model: .init()) }
            }
            struct ToolbarView: View {
                @ObservedObject var model: ToolbarModel
                var body: some View { Text("") }
            }
            struct OwnedToolbarView: View {
                @StateObject var model: ToolbarModel
                var body: some View { Text("") }
            }
            struct OtherEditorView: View {
                var body: some View { OwnedToolbarView(model: .init()) }
            }
            struct BoundToolbarView: View {
                @Binding var model: ToolbarModel
                var body: some View { Text("") }
            }
            struct ThirdEditorView: View {
                @State private var model = ToolbarModel()
                var body: some View { BoundToolbarView(model: .init(get: { model }, set: { model = $0 })) }
            }
            """,
        ])
        #expect(found(result, "SU002") == ["LessonsView.swift:6", "LessonsView.swift:24"])
    }

    /// `let model = FormModel(…)` in a view's code, passed to a child that
    /// holds it as `@ObservedObject`: a new one each render. Passed to a child
    /// that owns it (`@StateObject`), or a value type, it is not reported.
    @Test func localBuiltInBodyAndPassedDown() async {
        let result = await audit([
            "Sheets.swift": """
            import SwiftUI
            @MainActor final class FormModel: ObservableObject {
                @Published var title = ""
                init(title: String) { self.title = title }
            }
            struct FormView: View {
                @ObservedObject var model: FormModel
                var body: some View { Text(model.title) }
            }
            struct OwningFormView: View {
                @StateObject var model: FormModel
                var body: some View { Text("") }
            }
            struct SheetsView: View {
                let title: String
                var body: some View {
                    let model = FormModel(title: title)
                    FormView(model: model)
                }
                @ViewBuilder func owned() -> some View {
                    let model = FormModel(title: title)
                    OwningFormView(model: model)
                }
            }
            """,
        ])
        #expect(found(result, "SU002") == ["Sheets.swift:17"])
    }
}
