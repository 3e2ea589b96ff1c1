import Foundation
import Testing
@testable import KeelAudit

/// Set 15's classes (rules-r16c), opened, each as a from-scratch fixture that fails on the build before
/// the change, with what the rule must keep.
@Suite("Opened set 15 classes", .timeLimit(.minutes(2)))
struct OpenedSet15ClassesTests: FolderFixtureAudit {
    /// `path:line` of the first line of `text` containing `marker`.
    private func place(_ path: String, _ text: String, _ marker: String) -> String {
        let lines = text.components(separatedBy: "\n")
        return "\(path):\((lines.firstIndex { $0.contains(marker) } ?? -1) + 1)"
    }

    /// VM001/VM003/VM005/VM013: `ObservableObject` boxes of state — a list element compared and hashed
    /// (`hash(into:)` is the value's, not behaviour), one named like a ViewModel through its protocol, a
    /// `…ViewModel` with one `@Published` and no method, one holding only constants and the coordinator it
    /// was handed — declare no method and keep only values: not ViewModels, whatever their names. The
    /// screen's ViewModel (a service, a method) stays one.
    @Test func observableBoxesOfStateAreNoViewModels() async {
        let models = """
        import SwiftUI
        import Combine

        protocol PanelModel: ObservableObject, Identifiable { var id: UUID { get } }

        protocol ShelfCoordinator: AnyObject { func openShelf() }

        final class AppShelfCoordinator: ShelfCoordinator, ObservableObject {
            @Published var path = NavigationPath()
            func openShelf() { path.append(1) }
        }

        class TagChip: ObservableObject, Hashable {
            @Published var isPicked: Bool = false
            let id = UUID()
            let title: String
            let tap: () -> Void
            let tint: Color = .blue
            init(title: String, tap: @escaping () -> Void) { self.title = title; self.tap = tap }
            static func == (lhs: TagChip, rhs: TagChip) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }

        class ShelfRow: PanelModel, Equatable {
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

        class SplashViewModel<Flow: ShelfCoordinator>: ObservableObject {
            @ObservedObject var flow: Flow
            var tint: Color = .orange
            var headline: String = "Shelf"
            init(flow: Flow) { self.flow = flow }
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
            @ObservedObject var chip: TagChip
            @ObservedObject var row: ShelfRow
            @StateObject var splash: SplashViewModel<AppShelfCoordinator>
            var body: some View { Text(filter.text + row.caption + chip.title + splash.headline) }
        }
        """
        let result = await audit(["Shelf/ShelfModels.swift": models, "Shelf/ShelfView.swift": views])
        let shelf = place("Shelf/ShelfModels.swift", models, "class ShelfViewModel")
        #expect(found(result, "VM001") == [shelf])
        #expect(found(result, "VM013") == [shelf])
        #expect(found(result, "VM003") == [place("Shelf/ShelfModels.swift", models, "@Published var names")])
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
}
