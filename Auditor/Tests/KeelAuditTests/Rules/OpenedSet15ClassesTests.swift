import Foundation
import Testing
@testable import KeelAudit

/// Set 15's classes (rules-r16c), opened, each as a from-scratch fixture that fails on the build before
/// the change, with what the rule must keep.
@Suite("Opened set 15 classes", .timeLimit(.minutes(2)))
struct OpenedSet15ClassesTests: FolderFixtureAudit {
    /// VM001/VM003/VM005/VM013: `ObservableObject` boxes of state — a list element compared and hashed
    /// (`hash(into:)` is the value's, not behaviour) though named like a ViewModel, one compared and named
    /// like a ViewModel only through its protocol — declare no method and keep only values: not ViewModels.
    /// The screen's ViewModel (a service, a method) stays one, and so does a method-less class that is no
    /// value — named like a ViewModel, or adopting a ViewModel protocol or base class (IndexTests,
    /// GeneralizationClassesTests).
    @Test func observableBoxesOfStateAreNoViewModels() async {
        let models = """
        import SwiftUI
        import Combine

        protocol PanelViewModel: ObservableObject, Identifiable { var id: UUID { get } }

        class TagChipViewModel: ObservableObject, Hashable {
            @Published var isPicked: Bool = false
            let id = UUID()
            let title: String
            let tap: () -> Void
            let tint: Color = .blue
            init(title: String, tap: @escaping () -> Void) { self.title = title; self.tap = tap }
            static func == (lhs: TagChipViewModel, rhs: TagChipViewModel) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }

        class ShelfRow: PanelViewModel, Equatable {
            @Published var isOpen = false
            let id = UUID()
            let caption: String
            var badge: Image? = nil
            init(caption: String) { self.caption = caption }
            static func == (lhs: ShelfRow, rhs: ShelfRow) -> Bool { lhs.id == rhs.id }
        }

        @MainActor
        final class FilterTextViewModel: ObservableObject {
            @Published var text: String = ""
            init() {}
        }

        protocol ShelfService { func load() async -> [String] }

        class ShelfViewModel: ObservableObject {
            @Published var names: [String] = []
            let service: any ShelfService
            init(service: any ShelfService) { self.service = service }
            func reload() async { names = await service.load() }
        }
        """
        let views = """
        import SwiftUI

        struct ShelfView: View {
            @StateObject var viewModel: ShelfViewModel
            @StateObject var filter = FilterTextViewModel()
            @ObservedObject var chip: TagChipViewModel
            @ObservedObject var row: ShelfRow
            var body: some View { Text(filter.text + row.caption + chip.title) }
        }
        """
        let result = await audit(["Shelf/ShelfModels.swift": models, "Shelf/ShelfView.swift": views])
        let shelf = place("Shelf/ShelfModels.swift", models, "class ShelfViewModel")
        #expect(found(result, "VM001") == [shelf])
        #expect(found(result, "VM013") == [shelf])
        #expect(found(result, "VM003") == [place("Shelf/ShelfModels.swift", models, "@Published var text"),
                                           place("Shelf/ShelfModels.swift", models, "@Published var names")])
        #expect(found(result, "VM005").isEmpty)
    }

    /// VM005: `@ObservedObject` on a member of a ViewModel is a property wrapper, not a SwiftUI value it
    /// exposes (ST001 reports the nesting); a `Color` it publishes is still VM005's.
    @Test func anObjectWrapperInAViewModelIsNoSwiftUIValue() async {
        let source = """
        import SwiftUI
        import Combine

        @MainActor
        final class PadViewModel: ObservableObject {
            @Published private(set) var locked = false
            func lock() { locked = true }
        }

        @MainActor
        final class PadKeyViewModel: ObservableObject {
            @ObservedObject var pad: PadViewModel
            @Published private(set) var tint: Color = .gray
            init(pad: PadViewModel) { self.pad = pad }
            func press() { pad.lock() }
        }

        struct PadKeyView: View {
            @StateObject var viewModel: PadKeyViewModel
            var body: some View { Text("key").foregroundColor(viewModel.tint) }
        }
        """
        let result = await audit(["Pad/PadKey.swift": source])
        #expect(found(result, "VM005") == [place("Pad/PadKey.swift", source, "var tint: Color")])
        #expect(found(result, "ST001") == [place("Pad/PadKey.swift", source, "@ObservedObject var pad")])
    }

    /// VM012: a stream received on a scheduler the ViewModel stores as a main-queue constant
    /// (`let scheduler = DispatchQueue.main`) is delivered on the main queue; one received on a stored
    /// background queue is still reported.
    @Test func aStoredMainSchedulerIsTheMainQueue() async {
        let source = """
        import Foundation
        import Combine

        protocol LockService { func unlock() -> AnyPublisher<Bool, Never> }

        final class LockViewModel: ObservableObject {
            @Published private(set) var isOpen = false
            @Published private(set) var isBusy = false
            let scheduler: DispatchQueue = DispatchQueue.main
            let worker = DispatchQueue.global(qos: .utility)
            private let service: any LockService
            private var cancellables = Set<AnyCancellable>()
            init(service: any LockService) { self.service = service }
            func open() {
                service.unlock().receive(on: scheduler).sink { [weak self] in self?.isOpen = $0 }.store(in: &cancellables)
            }
            func spin() {
                service.unlock().receive(on: self.worker).sink { [weak self] in self?.isBusy = $0 }.store(in: &cancellables)
            }
        }
        """
        let result = await audit(["Lock/LockViewModel.swift": source])
        #expect(found(result, "VM012") == [place("Lock/LockViewModel.swift", source, "self?.isBusy = $0")])
    }

    /// VM007: `.init(…)` elements of an array literal a ViewModel's property annotates (`var segments: [SegmentViewModel]
    /// = [.init(length: 1), …]`) construct that element type, as an explicit `SegmentViewModel(length: 1)` would:
    /// a ViewModel building child ViewModels. A literal of values (`[.init(title: "a")]` of a struct) is no child.
    @Test func implicitInitsInAnAnnotatedArrayBuildTheElementType() async {
        let models = """
        import Combine

        final class SegmentViewModel: ObservableObject {
            @Published var isActive = false
            let length: Int
            init(length: Int) { self.length = length }
            func toggle(with text: String) { isActive = text.count >= length }
        }

        struct Caption { let title: String }

        final class PasscodeViewModel: ObservableObject {
            @Published var entry = ""
            var segments: [SegmentViewModel] = [
                .init(length: 1), // first
                .init(length: 2) // second
            ]
            let captions: [Caption] = [.init(title: "a"), .init(title: "b")]
            func type(_ digit: String) { entry += digit; segments.forEach { $0.toggle(with: entry) } }
        }
        """
        let views = """
        import SwiftUI

        struct SegmentView: View {
            @ObservedObject var model: SegmentViewModel
            var body: some View { Circle().opacity(model.isActive ? 1 : 0.3) }
        }

        struct PasscodeView: View {
            @StateObject var viewModel = PasscodeViewModel()
            var body: some View { HStack { ForEach(viewModel.segments.indices, id: \\.self) { SegmentView(model: viewModel.segments[$0]) } } }
        }
        """
        let path = "Passcode/PasscodeViewModel.swift"
        let result = await audit([path: models, "Passcode/PasscodeView.swift": views])
        #expect(found(result, "VM007") == [place(path, models, "// first"), place(path, models, "// second")], "\(result.findings)")
    }

    /// VM007: a model two ViewModels each keep in a `@Published var field: SearchFieldModel!` and build themselves
    /// (`let field: SearchFieldModel = .init()` in a getter) is their own child, not a dependency they are given:
    /// no manager, but the ViewModel the view observing it (`@StateObject`) makes it — each construction is VM007's.
    @Test func aModelEachViewModelBuildsForItselfIsNoSharedDependency() async {
        let models = """
        import Combine
        import SwiftUI

        class SearchFieldModel: ObservableObject {
            @Published var text = ""
            var placeholder = ""
            func clear() { text = "" }
        }

        class CatalogViewModel: ObservableObject {
            @Published var field: SearchFieldModel!
            @Published var items: [String] = []
            init() { field = builtField }
            private var builtField: SearchFieldModel {
                let field: SearchFieldModel = .init() // catalog
                field.placeholder = "Search the catalog"
                return field
            }
        }

        class FilterSheetViewModel: ObservableObject {
            @Published var field: SearchFieldModel!
            @Published var picked = ""
            init() { field = builtField }
            private var builtField: SearchFieldModel {
                let field: SearchFieldModel = .init() // sheet
                field.placeholder = "Search the filters"
                return field
            }
        }
        """
        let views = """
        import SwiftUI

        struct SearchField: View {
            @StateObject var model: SearchFieldModel
            var body: some View { TextField(model.placeholder, text: $model.text) }
        }

        struct CatalogView: View {
            @StateObject var viewModel = CatalogViewModel()
            var body: some View { SearchField(model: viewModel.field) }
        }

        struct FilterSheet: View {
            @StateObject var viewModel = FilterSheetViewModel()
            var body: some View { SearchField(model: viewModel.field) }
        }
        """
        let path = "Search/Models.swift"
        let result = await audit([path: models, "Search/Views.swift": views])
        #expect(found(result, "VM007") == [place(path, models, "// catalog"), place(path, models, "// sheet")], "\(result.findings)")
    }
}
