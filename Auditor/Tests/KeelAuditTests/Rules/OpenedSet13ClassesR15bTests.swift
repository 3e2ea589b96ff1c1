import Foundation
import Testing
@testable import KeelAudit

/// Set 13's classes rules-r15 left (rules-r15b), opened, each as a from-scratch fixture that fails on
/// the build before the change, with what the rule must keep.
@Suite("Opened set 13 classes (r15b)", .timeLimit(.minutes(2)))
struct OpenedSet13ClassesR15bTests: FolderFixtureAudit {
    /// VM004: a ViewModel nested in an extension of its view (`extension ShelfView { final class
    /// ViewModel }`) that declares nothing of the view's own is the file's only content: the file is the
    /// ViewModel's and its `import SwiftUI` is the ViewModel's. An extension with view members stays a view file.
    @Test func aViewModelNestedInAViewsNamespaceImportsSwiftUI() async {
        let result = await audit([
            "Shelf/ShelfView.swift": """
            import SwiftUI

            struct ShelfView: View {
                @State private var viewModel = ViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """,
            "Shelf/ShelfView+ViewModel.swift": """
            import Foundation
            import SwiftUI

            extension ShelfView {
                @Observable @MainActor
                final class ViewModel {
                    private(set) var title = ""
                    func load() { title = "Shelf" }
                }
            }
            """,
            "Desk/DeskView.swift": """
            import SwiftUI

            struct DeskView: View {
                @State private var viewModel = ViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """,
            "Desk/DeskView+ViewModel.swift": """
            import SwiftUI

            extension DeskView {
                var header: some View { Text("Desk") }

                @Observable @MainActor
                final class ViewModel {
                    private(set) var title = ""
                    func load() { title = "Desk" }
                }
            }
            """,
        ])
        #expect(found(result, "VM004") == ["Shelf/ShelfView+ViewModel.swift:2"])
    }

    /// VM007 on a child ViewModel nothing observes: a struct (or plain class) a view keeps in a stored
    /// property and that does something for it (`open()`, `dismiss()`). A value box of `let`s and a tap
    /// closure, kept by a view too, declares no method: not a ViewModel.
    @Test func aStructChildViewModelWithBehaviourIsCreatedByItsParent() async {
        let result = await audit([
            "Home/Home.swift": """
            import Combine
            import Foundation
            import SwiftUI

            protocol LinkOpening { func open(_ url: URL) }

            struct NoticeCardModel {
                let text: String
                let dismissAction: () -> Void
                private let opener: LinkOpening
                init(text: String, opener: LinkOpening, dismissAction: @escaping () -> Void) {
                    self.text = text
                    self.opener = opener
                    self.dismissAction = dismissAction
                }
                func open() { opener.open(URL(fileURLWithPath: "/")) }
                func dismiss() { dismissAction() }
            }

            struct TipCardModel {
                let title: String
                let tapAction: () -> Void
            }

            struct NoticeCard: View {
                let model: NoticeCardModel
                var body: some View { Button(model.text) { model.open() } }
            }

            struct TipCard: View {
                let model: TipCardModel
                var body: some View { Button(model.title) { model.tapAction() } }
            }

            @MainActor
            final class HomeModel: ObservableObject {
                @Published private(set) var count = 0
                private let opener: LinkOpening
                init(opener: LinkOpening) { self.opener = opener }
                func notice() -> NoticeCard {
                    let model = NoticeCardModel(text: "Hi", opener: opener, dismissAction: { self.count += 1 })
                    return NoticeCard(model: model)
                }
                func tip() -> TipCardModel { TipCardModel(title: "Tip", tapAction: {}) }
            }

            struct HomeScreen: View {
                @StateObject var model: HomeModel
                var body: some View { model.notice() }
            }
            """,
        ])
        #expect(found(result, "VM007") == ["Home/Home.swift:41"])
    }

    /// VM006: a ViewModel handed a protocol only views adopt references a view when the protocol is a view
    /// contract (a method the ViewModel drives the view through); a protocol of read-only descriptors views
    /// happen to adopt (an analytics screen's name) is no view reference.
    @Test func aDescriptorProtocolViewsAdoptIsNoViewReference() async {
        let result = await audit([
            "Orders/Orders.swift": """
            import UIKit

            protocol ScreenNaming {
                var screenName: String { get }
                var screenTitle: String? { get }
            }

            protocol OrdersDisplaying: AnyObject {
                func show(count: Int)
            }

            protocol Tracking { func track(_ name: String) }

            @MainActor
            final class OrdersModel: ObservableObject {
                @Published private(set) var count = 0
                private let tracking: Tracking
                weak var display: OrdersDisplaying?
                init(tracking: Tracking) { self.tracking = tracking }
                func trackScreen(_ screen: ScreenNaming) { tracking.track(screen.screenName) }
            }

            final class OrdersController: UIViewController, ScreenNaming, OrdersDisplaying {
                let model: OrdersModel
                var screenName: String { "orders" }
                var screenTitle: String? { nil }
                init(model: OrdersModel) {
                    self.model = model
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                func show(count: Int) {}
            }
            """,
        ])
        #expect(found(result, "VM006") == ["Orders/Orders.swift:18"])
    }

    /// RT001: an observable app state whose `present…` methods take an enum it neither keeps nor pushes on a
    /// navigation stack (a toast handed on to a library) holds no route; an observable navigation state that keeps
    /// its pages (`var sheet: Sheet?`) does.
    @Test func anEnumOnlyHandedOnIsNoRoute() async {
        let result = await audit([
            "App/AppState.swift": """
            import Observation
            import ToastKit

            enum Toast {
                case copied(String)
                case failed(Error)
                var message: String { "" }
            }

            @Observable @MainActor
            final class AppState {
                let toasts = ToastCenter()
                var isOnboarding = false
                func presentToast(_ toast: Toast) { toasts.show(ToastCard(text: toast.message)) }
                func dismissToasts() { toasts.clear() }
            }
            """,
            "App/SheetState.swift": """
            import Observation

            enum Sheet: Identifiable {
                case settings
                case details(id: Int)
                var id: Int { 0 }
            }

            @Observable @MainActor
            final class SheetState {
                var sheet: Sheet?
                func presentSheet(_ sheet: Sheet) { self.sheet = sheet }
                func dismissSheet() { sheet = nil }
            }
            """,
            "App/RootView.swift": "import SwiftUI\nstruct RootView: View {\n    @State private var state = AppState()\n    @State private var sheets = SheetState()\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "RT001") == ["App/SheetState.swift:5"])
    }
}
