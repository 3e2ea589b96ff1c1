import Foundation
import Testing
@testable import KeelAudit

/// Set 17's classes (rules-r18c), opened, each as a from-scratch fixture that fails on the build before
/// the change, with what the rule must keep.
@Suite("Opened set 17 classes", .timeLimit(.minutes(2)))
struct OpenedSet17ClassesTests: FolderFixtureAudit {
    /// VM008: subjects a ViewModel keeps in a struct it stores (`let events = Events()`), typed with a
    /// generic alias the tree does not declare (a package's), are inputs when a view sends into them
    /// through the ViewModel — called (`viewModel.events.tap.send()`) or named as an action
    /// (`action: viewModel.events.reset.send`). A subject only the ViewModel sends into is an output.
    @Test func subjectsInAStoredStructThatAViewSendsIntoAreInputs() async {
        let model = """
        import Combine
        import EventKitOutside

        final class CounterModel: ObservableObject {
            struct Events {
                let leave = OutsideSubject<Int>() // output
                let tap = OutsideSubject<Void>() // tap
                let reset = OutsideSubject<Void>() // reset
            }
            @Published private(set) var count = 0
            let events = Events()
            private var bag = Set<AnyCancellable>()

            init() {
                events.tap.sink { [weak self] in self?.increment() }.store(in: &bag)
                events.reset.sink { [weak self] in self?.count = 0 }.store(in: &bag)
            }

            private func increment() {
                count += 1
                if count > 9 { self.events.leave.send(count) }
            }
        }
        """
        let view = """
        import SwiftUI

        struct CounterScreen: View {
            @ObservedObject var viewModel: CounterModel
            var body: some View {
                VStack {
                    Button("Add") { viewModel.events.tap.send() }
                    Button("Reset", action: viewModel.events.reset.send)
                }
            }
        }
        """
        let path = "Counter/CounterModel.swift"
        let result = await audit([path: model, "Counter/CounterScreen.swift": view])
        #expect(found(result, "VM008") == [place(path, model, "// tap"), place(path, model, "// reset")])
    }

    /// VM001: a screen ViewModel inheriting from the tree's base ViewModel (an `ObservableObject` with
    /// state, not `@MainActor`) is fixed at the base — reported once there, not at each subclass. A
    /// subclass of a base that keeps no state is its own finding.
    @Test func subclassesOfAReportedBaseViewModelAreReportedAtTheBase() async {
        let base = """
        import Combine

        class ScreenViewModel: ObservableObject {
            @Published var isBusy = false
        }

        class QuietViewModel: ObservableObject {
            func start() {}
        }
        """
        let screens = """
        import Combine

        final class InboxModel: ScreenViewModel {
            @Published private(set) var unread = 0
            func read() { unread = 0 }
        }

        final class OutboxModel: ScreenViewModel {
            func send() { isBusy = true }
        }

        final class DraftsModel: QuietViewModel {
            @Published private(set) var drafts: [String] = []
            func add(_ draft: String) { drafts.append(draft) }
        }
        """
        let views = """
        import SwiftUI

        struct InboxScreen: View {
            @ObservedObject var model: InboxModel
            var body: some View { Text("\\(model.unread)") }
        }
        struct OutboxScreen: View {
            @ObservedObject var model: OutboxModel
            var body: some View { Text("") }
        }
        struct DraftsScreen: View {
            @ObservedObject var model: DraftsModel
            var body: some View { Text("") }
        }
        """
        let basePath = "Mail/ScreenViewModel.swift", screensPath = "Mail/Screens.swift"
        let result = await audit([basePath: base, screensPath: screens, "Mail/Views.swift": views])
        #expect(found(result, "VM001") == [place(basePath, base, "class ScreenViewModel"), place(screensPath, screens, "class DraftsModel")])
    }

    /// VM001: an `@Observable` class whose only stored `var` is a private callback slot the view hands in
    /// keeps no state a view could see change; an exposed callback or a plain private `var` still is state.
    @Test func aPrivateCallbackSlotIsNotState() async {
        let source = """
        import Observation

        @Observable
        final class PageModel {
            let title: String
            private var onClose: (() -> Void)?
            init(title: String) { self.title = title }
            func close() { onClose?() }
            func setClose(_ close: @escaping () -> Void) { onClose = close }
        }

        @Observable
        final class CounterPageModel {
            private var taps = 0
            func tap() { taps += 1 }
        }
        """
        let view = """
        import SwiftUI

        struct PageScreen: View {
            @State var model = PageModel(title: "")
            @State var counter = CounterPageModel()
            var body: some View { Text(model.title) }
        }
        """
        let path = "Pages/PageModel.swift"
        let result = await audit([path: source, "Pages/PageScreen.swift": view])
        #expect(found(result, "VM001") == [place(path, source, "class CounterPageModel")])
    }

    /// VM010: a ViewModel sending a destination into a subject of a struct it declares and stores (its own
    /// outputs, `binding.navigateTo`) signals intent to the coordinator that subscribes — also inside a
    /// closure it hands to a row component. Sending into a router's subject still navigates.
    @Test func sendingIntoItsOwnOutputsInsideAComponentClosureIsNoNavigation() async {
        let model = """
        import Combine

        final class ShelfCoordinator {
            enum Destination { case editShelf(String), addBook }
            func navigate(to destination: Destination) {}
        }

        struct ShelfRow {
            let title: String
            let onEdit: () -> Void
        }

        final class ShelfViewModel: ObservableObject {
            struct Outputs {
                let navigateTo = PassthroughSubject<ShelfCoordinator.Destination, Never>()
            }
            @Published private(set) var rows: [ShelfRow] = []
            let outputs = Outputs()

            func load(_ titles: [String]) {
                rows = titles.map { [weak self] title in
                    ShelfRow(title: title, onEdit: { self?.outputs.navigateTo.send(.editShelf(title)) })
                }
            }

            func add() { outputs.navigateTo.send(.addBook) }
        }
        """
        let path = "Shelf/ShelfViewModel.swift"
        let result = await audit([path: model])
        #expect(found(result, "VM010").isEmpty)
    }

    /// RX003: a private `async` helper behind an RxSwift manager's `Single`-returning methods is no API a
    /// ViewModel reaches; a public `async` method is.
    @Test func aPrivateAsyncHelperOfAnRxManagerIsNotItsAPI() async {
        let source = """
        import RxSwift

        public final class ArchiveManager {
            public func upload(_ data: Data) -> Single<Void> {
                Single.create { observer in
                    Task { try await self.send(data); observer(.success(())) }
                    return Disposables.create()
                }
            }
            private func send(_ data: Data) async throws {}
        }

        public final class MirrorManager {
            public func upload(_ data: Data) -> Single<Void> { .just(()) }
            public func uploadNow(_ data: Data) async throws {}
        }
        """
        let path = "Storage/Managers.swift"
        let result = await audit([path: source])
        #expect(found(result, "RX003") == [place(path, source, "class MirrorManager")])
    }

    /// RT001: a domain enum a coordinator dispatches on (`switch asset { case .card: presentCardForm(…) }`)
    /// after a route case carried it (`case editAsset(Holding)`) is the value the route opens its screen
    /// with, not a route: the carrying case is reported, the value's cases are not.
    @Test func aValueARouteCarriesIsNotARoute() async {
        let source = """
        import UIKit

        enum Holding: Equatable {
            case card(String, limit: Int)
            case cash(Int)
            var title: String {
                switch self {
                case let .card(name, _): return name
                case .cash: return "Cash"
                }
            }
        }

        final class HoldingsCoordinator {
            enum Destination {
                case addHolding
                case editHolding(Holding)
            }
            private weak var navigationController: UINavigationController?

            func navigate(to destination: Destination) {
                switch destination {
                case .addHolding: navigationController?.pushViewController(UIViewController(), animated: true)
                case let .editHolding(holding): presentHoldingForm(for: holding)
                }
            }

            func presentHoldingForm(for holding: Holding) {
                switch holding {
                case .card: presentCardForm()
                case .cash: presentCashForm()
                }
            }

            func presentCardForm() { navigationController?.present(UIViewController(), animated: true) }
            func presentCashForm() { navigationController?.present(UIViewController(), animated: true) }
        }
        """
        let path = "Holdings/HoldingsCoordinator.swift"
        let result = await audit([path: source])
        #expect(found(result, "RT001") == [place(path, source, "case editHolding")])
    }
    /// Roles: a method named after an event (`pushNotificationToggled(isEnabled:)`, `…Changed`) commands no
    /// screen, so an `@Observable` ViewModel with such a method beside its `destination` is no router — its
    /// ViewModel rules run (here VM011 at the singleton it reaches). A `push…` command still navigates.
    @Test func aMethodNamedAfterAnEventIsNoNavigation() async {
        let model = """
        import Foundation
        import Observation

        enum PrefsRoute: Hashable {
            case withdraw
        }

        final class PrefsStore {
            static let shared = PrefsStore()
            func save(_ on: Bool) {}
        }

        @Observable
        final class PrefsModel {
            var isPushNotificationEnabled = false
            var isDarkModeOn = false
            private(set) var destination: PrefsRoute?
            private let store = PrefsStore.shared // locator

            func setPush(_ on: Bool) {
                Task { await pushNotificationToggled(isEnabled: on) }
            }

            func setDarkMode(_ on: Bool) { showDarkModeChanged(on) }

            func withdraw() { destination = .withdraw }

            private func pushNotificationToggled(isEnabled: Bool) async {
                isPushNotificationEnabled = isEnabled
                store.save(isEnabled)
            }

            private func showDarkModeChanged(_ on: Bool) { isDarkModeOn = on }
        }
        """
        let view = """
        import SwiftUI

        struct PrefsScreen: View {
            @State var model: PrefsModel
            var body: some View {
                Toggle("Push", isOn: Binding(get: { model.isPushNotificationEnabled }, set: { model.setPush($0) }))
            }
        }
        """
        let path = "Prefs/PrefsModel.swift"
        let result = await audit([path: model, "Prefs/PrefsScreen.swift": view])
        #expect(found(result, "VM011") == [place(path, model, "// locator")])
        #expect(RoleEvidence.isNavigationMethod("pushDetail"))
        #expect(RoleEvidence.isNavigationMethod("showLogin"))
        #expect(!RoleEvidence.isNavigationMethod("pushNotificationToggled"))
        #expect(!RoleEvidence.isNavigationMethod("showDarkModeChanged"))
    }
    /// VM012: a variable an async method declares (`var isEnabled = false` inside a `do` block) shadows the
    /// property of that name — its writes are the local's; only `self.isEnabled = isEnabled` changes state.
    @Test func aLocalShadowingAPropertyIsNoStateWrittenOffMain() async {
        let model = """
        import Foundation
        import Observation

        protocol PermissionChecking { func status() async -> Int }

        @Observable
        final class PermModel {
            var isEnabled = false
            private let checker: PermissionChecking
            init(checker: PermissionChecking) { self.checker = checker }

            func refresh() async {
                do {
                    let status = await checker.status()
                    var isEnabled = false
                    switch status {
                    case 1: isEnabled = true
                    default: isEnabled = false
                    }
                    self.isEnabled = isEnabled // property
                }
            }
        }
        """
        let view = """
        import SwiftUI

        struct PermScreen: View {
            @State var model: PermModel
            var body: some View { Text(model.isEnabled ? "on" : "off").task { await model.refresh() } }
        }
        """
        let path = "Perm/PermModel.swift"
        let result = await audit([path: model, "Perm/PermScreen.swift": view])
        #expect(found(result, "VM012") == [place(path, model, "// property")])
    }
}
