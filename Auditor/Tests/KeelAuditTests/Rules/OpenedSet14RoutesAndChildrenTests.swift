import Foundation
import Testing
@testable import KeelAudit

/// Set 14's classes (rules-r16b), opened, each as a from-scratch fixture that fails on the build before the
/// change, with what the rule must keep.
@Suite("Opened set 14: routes and child ViewModels", .timeLimit(.minutes(2)))
struct OpenedSet14RoutesAndChildrenTests: FolderFixtureAudit {
    /// RT001: an enum whose cases a coordinator switches on to navigate is a route enum whatever it is called
    /// (`ShopFlowEvent`, sent by a screen on a subject the coordinator sinks). Each case carrying a value is a
    /// route case with parameters — but a case every such switch handles without changing the screen
    /// (`case .showBanner: return`) is no place to go. A view controller switching on its state is no navigator; the
    /// mode a coordinator is started with (`init(…, mode: StartMode)`) is what it decides from, not where to go.
    @Test func anEnumACoordinatorSwitchesOnToNavigateIsARoute() async {
        let result = await audit([
            "Flow/ShopFlowEvent.swift": """
            import Foundation

            enum ShopFlowEvent {
                case openOrder(order: Order)
                case openHelp(url: URL)
                case showBanner(String)
                case close
            }
            struct Order { let id: String }
            enum StartMode {
                case resume(Order)
                case fresh
            }
            """,
            "Flow/ShopCoordinator.swift": """
            import Combine
            import SafariServices
            import UIKit

            protocol HelpPresenting: AnyObject {
                var navigationController: UINavigationController { get }
            }
            extension HelpPresenting {
                func moveToHelp(url: URL) {
                    navigationController.present(SFSafariViewController(url: url), animated: true)
                }
            }

            final class ShopCoordinator: HelpPresenting {
                var childCoordinators: [AnyObject] = []
                let navigationController: UINavigationController
                private var bag = Set<AnyCancellable>()

                private let mode: StartMode

                init(navigationController: UINavigationController, mode: StartMode) {
                    self.navigationController = navigationController
                    self.mode = mode
                }

                func start() {
                    switch mode {
                    case .resume(let order): moveToOrder(order)
                    case .fresh: break
                    }
                    let screen = ShopViewController()
                    screen.events
                        .sink { [weak self] event in
                            switch event {
                            case .openOrder(let order):
                                self?.moveToOrder(order)
                            case .openHelp(let url):
                                self?.moveToHelp(url: url)
                            case .showBanner:
                                return
                            case .close:
                                self?.navigationController.popViewController(animated: true)
                            }
                        }
                        .store(in: &bag)
                    navigationController.pushViewController(screen, animated: false)
                }

                private func moveToOrder(_ order: Order) {
                    navigationController.pushViewController(OrderViewController(), animated: true)
                }
            }
            """,
            "Flow/ShopViewController.swift": """
            import Combine
            import UIKit

            enum LoadState {
                case failed(message: String)
                case loaded
            }

            final class ShopViewController: UIViewController {
                let events = PassthroughSubject<ShopFlowEvent, Never>()
                func render(_ state: LoadState) {
                    switch state {
                    case .failed(let message):
                        present(UIAlertController(title: message, message: nil, preferredStyle: .alert), animated: true)
                    case .loaded:
                        break
                    }
                }
            }
            final class OrderViewController: UIViewController {}
            """,
        ])
        #expect(found(result, "RT001") == ["Flow/ShopFlowEvent.swift:4", "Flow/ShopFlowEvent.swift:5"])
    }

    /// RT001: a status enum a coordinator's `present…(_:)` method takes and hands to a library (a toast
    /// centre) is no route: no navigator switches on its cases to navigate, and the coordinator does not keep it.
    @Test func aToastEnumHandedToALibraryIsNoRoute() async {
        let result = await audit([
            "App/Toast.swift": """
            import Foundation

            enum Toast {
                case copied(text: String)
                case failed(Error)
                var message: String {
                    switch self {
                    case .copied(let text): return text
                    case .failed(let error): return error.localizedDescription
                    }
                }
            }
            """,
            "App/MainCoordinator.swift": """
            import ToastKit
            import UIKit

            final class MainCoordinator {
                let navigationController: UINavigationController
                private let toasts = ToastCenter()

                init(navigationController: UINavigationController) { self.navigationController = navigationController }

                func presentToast(_ toast: Toast) {
                    toasts.display(toast.message)
                }

                func showSettings() {
                    navigationController.pushViewController(UIViewController(), animated: true)
                }
            }
            """,
        ])
        #expect(found(result, "RT001").isEmpty)
    }

    /// VM007 and VM011: a cell's ViewModel with its own `transform(input:)` (the cell binds to it in
    /// `bind(with:)`; nobody stores it) is a ViewModel: the ViewModel building it for each row creates a
    /// ViewModel, and the singletons it reaches are a ViewModel's. A logic-free box of relays a list
    /// ViewModel builds for its rows (a class of its own, no method) stays no ViewModel; a row ViewModel
    /// filling the relays of a base class it inherits from is still one.
    @Test func aCellViewModelWithItsOwnTransformIsAViewModel() async {
        let result = await audit([
            "Basket/ViewModelType.swift": """
            protocol ViewModelType {
                associatedtype Input
                associatedtype Output
                func transform(input: Input) -> Output
            }
            """,
            "Basket/BasketViewModel.swift": """
            import RxCocoa
            import RxSwift

            final class BasketViewModel: ViewModelType {
                struct Input { let refresh: Driver<Void> }
                struct Output { let rows: Driver<[BasketRowViewModel]> }

                func transform(input: Input) -> Output {
                    let rows = input.refresh
                        .map { _ in ["a", "b"] }
                        .map { names in names.map { BasketRowViewModel(with: $0) } }
                    return Output(rows: rows)
                }
            }
            """,
            "Basket/BasketRowViewModel.swift": """
            import RxCocoa
            import RxSwift

            final class BasketRowViewModel: ViewModelType {
                struct Input { let remove: Driver<Void> }
                struct Output { let removed: Driver<Bool> }

                let name: String
                init(with name: String) { self.name = name }

                func transform(input: Input) -> Output {
                    let removed = input.remove
                        .flatMapLatest { [name] _ in Backend.shared.remove(name) }
                    return Output(removed: removed)
                }
            }
            final class Backend {
                static let shared = Backend()
                private init() {}
                func remove(_ name: String) -> Driver<Bool> { .just(true) }
            }
            """,
            "Basket/BasketCell.swift": """
            import RxSwift
            import UIKit

            final class BasketCell: UITableViewCell {
                private let bag = DisposeBag()
                func bind(with viewModel: BasketRowViewModel) {
                    let output = viewModel.transform(input: .init(remove: .empty()))
                    output.removed.drive().disposed(by: bag)
                }
            }
            """,
            "Podium/PodiumViewModel.swift": """
            import RxCocoa
            import RxSwift

            class PodiumCellViewModel {
                let place = BehaviorRelay<Int?>(value: nil)
                let title = BehaviorRelay<String?>(value: nil)
                init() {}
            }
            class RowViewModel: NSObject {
                let title = BehaviorRelay<String?>(value: nil)
            }
            final class MedalRowViewModel: RowViewModel {
                init(medal: String) {
                    super.init()
                    title.accept(medal)
                }
            }

            final class PodiumViewModel: ViewModelType {
                struct Input { let refresh: Driver<Void> }
                struct Output { let rows: Driver<[PodiumCellViewModel]>; let medals: Driver<[MedalRowViewModel]> }
                func transform(input: Input) -> Output {
                    Output(rows: input.refresh.map { _ in [PodiumCellViewModel()] },
                           medals: input.refresh.map { _ in [MedalRowViewModel(medal: "gold")] })
                }
            }
            """,
            "Podium/PodiumViewController.swift": """
            import UIKit

            final class PodiumViewController: UIViewController {
                var viewModel: PodiumViewModel!
            }
            final class BasketViewController: UIViewController {
                var viewModel: BasketViewModel!
            }
            """,
        ])
        #expect(found(result, "VM007") == ["Basket/BasketViewModel.swift:11", "Podium/PodiumViewModel.swift:24"])
        #expect(found(result, "VM011") == ["Basket/BasketRowViewModel.swift:13"])
    }

    /// VM006 and VM010 in an `Input`/`Output` ViewModel: the view controller the view puts in the input the
    /// ViewModel's `transform(input:)` takes is a view the ViewModel references; a view controller type's own
    /// API (`UIImagePickerController.rx.createWithParent(…)`) makes a screen from the ViewModel; and each
    /// navigator method passed along (`.do(onNext: coordinator.toA)`, then `coordinator.toB`) is a navigation
    /// place of its own.
    @Test func anInputCarryingAViewAndNavigatorMethodsPassedAlong() async {
        let result = await audit([
            "Profile/ProfileViewModel.swift": """
            import RxCocoa
            import RxSwift
            import UIKit

            final class ProfileViewModel {
                struct Input {
                    let pickTrigger: Driver<Void>
                    let host: ProfileViewController
                    let ordersTrigger: Driver<Void>
                    let friendsTrigger: Driver<Void>
                }
                struct Output {
                    let picked: Driver<Void>
                    let orders: Driver<Void>
                    let friends: Driver<Void>
                }
                private let coordinator: ProfileCoordinator
                init(coordinator: ProfileCoordinator) { self.coordinator = coordinator }

                func transform(input: Input) -> Output {
                    let picked = input.pickTrigger.asObservable()
                        .flatMapLatest { _ in UIImagePickerController.rx.createWithParent(input.host) }
                        .map { _ in () }
                        .asDriver(onErrorJustReturn: ())
                    let orders = input.ordersTrigger
                        .do(onNext: coordinator.toOrders)
                    let friends = input.friendsTrigger
                        .do(onNext: coordinator.toFriends)
                    return Output(picked: picked, orders: orders, friends: friends)
                }
            }
            """,
            "Profile/ProfileCoordinator.swift": """
            import UIKit

            final class ProfileCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func toOrders() { navigationController.pushViewController(UIViewController(), animated: true) }
                func toFriends() { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            final class ProfileViewController: UIViewController {
                var viewModel: ProfileViewModel!
            }
            """,
        ])
        #expect(found(result, "VM006") == ["Profile/ProfileViewModel.swift:8", "Profile/ProfileViewModel.swift:22"])
        #expect(found(result, "VM010") == ["Profile/ProfileViewModel.swift:26", "Profile/ProfileViewModel.swift:28"])
    }

    /// One set of stream protocols (`StreamSyntax.streamProtocols`), read by both its users: a generic parameter
    /// conforming to any of them is a stream a method takes (`FunctionFact.takesStream`), and a class conforming to
    /// any of them is a stream itself, no service a ViewModel builds (VM014, `ServiceBehaviour`).
    @Test(arguments: StreamSyntax.streamProtocols.sorted())
    func eachStreamProtocolIsSeenByBothUsers(_ stream: String) async {
        let facts = FactCollector.collect(SourceInput(path: "Tracker.swift", text: """
        final class Tracker {
            func track<Upstream: \(stream)>(_ upstream: Upstream) -> Observable<Int> { .empty() }
        }
        """))
        #expect(facts.functions.first { $0.name == "track" }?.takesStream == true)
        let result = await audit([
            "Feed/FeedViewModel.swift": """
            import Combine
            import Foundation

            final class Pipe: \(stream) {
                func next() async -> Int { 0 }
            }
            final class Loader {
                func next() async -> Int { 0 }
            }
            @MainActor
            final class FeedViewModel: ObservableObject {
                @Published private(set) var count = 0
                private let pipe = Pipe()
                private let loader = Loader()
            }
            """,
            "Feed/FeedView.swift": """
            import SwiftUI

            struct FeedView: View {
                @StateObject private var viewModel = FeedViewModel()
                var body: some View { Text("\\(viewModel.count)") }
            }
            """,
        ])
        #expect(found(result, "VM014") == ["Feed/FeedViewModel.swift:14"])
    }
}
