import Foundation
import Testing
@testable import KeelAudit

/// Classes from set 10's judged false positives and misses, opened (rules-r12), each as a
/// from-scratch fixture that fails before the change, with the place the rule must keep.
@Suite("Opened set 10 classes", .timeLimit(.minutes(2)))
struct OpenedSet10ClassesTests: FolderFixtureAudit {
    /// A static subscript of a value enum (it has cases and keeps no static mutable state) maps an
    /// index to one of its cases: a lookup, no global store. A caseless enum's subscript still is one.
    @Test func aValueEnumsStaticSubscriptIsNoGlobalStore() async {
        let result = await audit([
            "Sort/SortOrder.swift": """
            enum SortOrder: String, CaseIterable {
                case newest
                case oldest

                static subscript(position: Int) -> SortOrder? {
                    allCases.indices.contains(position) ? allCases[position] : nil
                }
            }

            enum Preferences {
                static subscript(key: String) -> Int { 0 }
            }
            """,
            "Sort/SortSheet.swift": """
            import SwiftUI
            struct SortSheet: View {
                @StateObject var model = SortSheetModel()
                var body: some View { Text("") }
            }
            """,
            "Sort/SortSheetModel.swift": """
            import Combine
            @MainActor final class SortSheetModel: ObservableObject {
                @Published private(set) var order: SortOrder = .newest
                @Published private(set) var pageSize = 0
                func select(_ position: Int) {
                    order = SortOrder[position] ?? .newest
                }
                func load() {
                    pageSize = Preferences["pageSize"]
                }
            }
            """,
        ])
        #expect(found(result, "VM011") == ["Sort/SortSheetModel.swift:9"])
    }

    /// A ViewModel's own private nested helper keeping a shared instance is the ViewModel's
    /// implementation, not a dependency reached from outside; an outside singleton still is one.
    @Test func aTypesOwnNestedHelperIsNoGlobalDependency() async {
        let result = await audit([
            "Upload/UploadView.swift": """
            import SwiftUI
            struct UploadView: View {
                @StateObject var model = UploadViewModel()
                var body: some View { Text("") }
            }
            """,
            "Upload/UploadViewModel.swift": """
            import Combine
            @MainActor final class UploadViewModel: ObservableObject {
                private final class Meter {
                    static let shared = Meter()
                    private(set) var total = 0
                    func add(_ count: Int) { total += count }
                }
                @Published private(set) var sent = 0
                func send(_ count: Int) {
                    Meter.shared.add(count)
                    sent = Meter.shared.total
                    Uploader.shared.upload(count)
                }
            }
            """,
            "Upload/Uploader.swift": """
            final class Uploader {
                static let shared = Uploader()
                func upload(_ count: Int) {}
            }
            """,
        ])
        #expect(found(result, "VM011") == ["Upload/UploadViewModel.swift:12"])
    }

    /// An enum a coordinator's navigation method takes only by position, which the child
    /// coordinator it starts also takes in its initializer, is the mode that flow starts in
    /// (`showListing(listing: .seller(id:))`), not a route: RT001 reads only the enum that is
    /// where the coordinator goes.
    @Test func aModeTheDestinationIsStartedWithIsNoRoute() async {
        let result = await audit([
            "Flow/ShopCoordinator.swift": """
            import UIKit

            enum Listing: Equatable {
                case mine
                case seller(id: String)
            }

            enum Sheet {
                case filters
                case seller(id: String)
            }

            final class ListingCoordinator {
                let navigationController: UINavigationController
                private let listing: Listing
                init(listing: Listing, navigationController: UINavigationController) {
                    self.listing = listing
                    self.navigationController = navigationController
                }
                func start() {
                    navigationController.pushViewController(UIViewController(), animated: true)
                }
            }

            final class ShopCoordinator {
                let navigationController: UINavigationController
                var children: [AnyObject] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showListing(listing: Listing) {
                    let child = ListingCoordinator(listing: listing, navigationController: navigationController)
                    children.append(child)
                    child.start()
                }
                func show(sheet: Sheet) {
                    navigationController.present(UIViewController(), animated: true)
                }
            }
            """,
        ])
        #expect(found(result, "RT001") == ["Flow/ShopCoordinator.swift:10"])
    }

    /// `.onChange` calling a method of an `@Observable` model the view reads from the environment
    /// (`@Environment(Model.self)`, no annotation) that writes its state synchronously.
    @Test func anOnChangeWritingAnEnvironmentObservableModel() async {
        let result = await audit([
            "Login/ServerModel.swift": """
            import Observation
            @MainActor @Observable final class ServerModel {
                var address = ""
                private(set) var isSecure = false
                func normalize() {
                    if address.hasPrefix("https://") {
                        isSecure = true
                    }
                }
            }
            """,
            "Login/ServerView.swift": """
            import SwiftUI
            struct ServerView: View {
                @Environment(ServerModel.self) private var model
                @State private var attempts = 0
                var body: some View {
                    Text(model.address)
                        .onChange(of: model.address) { model.normalize() }
                        .onChange(of: attempts) { print(attempts) }
                }
            }
            """,
        ])
        #expect(found(result, "SU001") == ["Login/ServerView.swift:7"])
    }

    /// PhotoKit calls `photoLibraryDidChange(_:)` on a background queue: a write of observed state
    /// in it is off the main actor (VM012); the write hopped to the main queue is not.
    @Test func aPhotoLibraryChangeCallbackRunsOffMain() async {
        let result = await audit([
            "Photos/AlbumView.swift": """
            import SwiftUI
            struct AlbumView: View {
                @StateObject var model = AlbumViewModel()
                var body: some View { Text(model.title) }
            }
            """,
            "Photos/AlbumViewModel.swift": """
            import Combine
            import Photos
            final class AlbumViewModel: NSObject, ObservableObject {
                @Published private(set) var assets: PHFetchResult<PHAsset>?
                @Published private(set) var title = ""
                func load() {
                    assets = PHAsset.fetchAssets(with: .image, options: nil)
                    PHPhotoLibrary.shared().register(self)
                }
            }

            extension AlbumViewModel: PHPhotoLibraryChangeObserver {
                func photoLibraryDidChange(_ changeInstance: PHChange) {
                    guard let current = assets, let details = changeInstance.changeDetails(for: current) else { return }
                    assets = details.fetchResultAfterChanges
                    DispatchQueue.main.async {
                        self.title = "Updated"
                    }
                }
            }
            """,
        ])
        #expect(found(result, "VM012") == ["Photos/AlbumViewModel.swift:15"])
    }

    /// An instance the app keeps in a static property of its own extension of a library type
    /// (`private extension HTTPClient { static let `default`: HTTPClient = … }`) is a singleton of the
    /// app's making: a ViewModel reading it reaches a global (VM011). A library's own `standard` is not read so.
    @Test func anInstanceAnExtensionKeepsIsASingleton() async {
        let result = await audit([
            "Account/SignInView.swift": """
            import SwiftUI
            struct SignInView: View {
                @StateObject var model = SignInViewModel()
                var body: some View { Text("") }
            }
            """,
            "Account/SignInViewModel.swift": """
            import Combine
            import Foundation
            import NetworkKit

            @MainActor final class SignInViewModel: ObservableObject {
                @Published private(set) var isBusy = false
                private(set) var client = HTTPClient.default
                private let decoder = JSONDecoder.standard

                func signIn() {
                    isBusy = true
                    client.send("login")
                }
            }

            private extension HTTPClient {
                static let `default`: HTTPClient = HTTPClient(host: "example.org")
            }
            """,
        ])
        #expect(found(result, "VM011") == ["Account/SignInViewModel.swift:7"])
    }

    /// A base class subscribes to another object's publisher and calls its own methods; a subclass
    /// overrides them to send `objectWillChange` by hand: the nested object's changes forwarded through
    /// a callback (ST002), once per class, at its first such send. A send after an own state change
    /// in a method no subscription calls is no forwarding.
    @Test func aHandForwardingThroughASubscriptionCallback() async {
        let result = await audit([
            "Feed/ConnectivityMonitor.swift": """
            import Combine
            final class ConnectivityMonitor: ObservableObject {
                @Published private(set) var isOnline = true
                func update(_ online: Bool) { isOnline = online }
            }
            """,
            "Feed/FeedView.swift": """
            import SwiftUI
            struct FeedView: View {
                @StateObject var model = FeedViewModel(monitor: ConnectivityMonitor())
                var body: some View { Text("\\(model.items.count)") }
            }
            """,
            "Feed/FeedViewModel.swift": """
            import Combine
            @MainActor final class FeedViewModel: OnlineAwareModel, ObservableObject {
                @Published private(set) var items: [String] = []
                override func wentOnline() {
                    objectWillChange.send()
                }
                override func wentOffline() {
                    objectWillChange.send()
                }
                func reset() {
                    items = []
                    objectWillChange.send()
                }
            }
            """,
            "Feed/OnlineAwareModel.swift": """
            import Combine
            import Foundation
            class OnlineAwareModel {
                let monitor: ConnectivityMonitor
                private var subscriptions = Set<AnyCancellable>()
                init(monitor: ConnectivityMonitor) {
                    self.monitor = monitor
                    monitor.$isOnline
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] online in
                            if online {
                                self?.wentOnline()
                            } else {
                                self?.wentOffline()
                            }
                        }
                        .store(in: &subscriptions)
                }
                func wentOnline() {}
                func wentOffline() {}
            }
            """,
        ])
        #expect(found(result, "ST002") == ["Feed/FeedViewModel.swift:5"])
    }

    /// A ViewModel calling, without `self.`, a helper it inherits whose body sends a route into a
    /// navigator's subject (`showSheet(for: .preferences)`) navigates as `self.showSheet(…)` does
    /// (VM010, set 9's leftover: bare calls were not recorded); its own state change does not.
    @Test func anInheritedHelperCalledWithoutSelfNavigates() async {
        let result = await audit([
            "App/Routing/Destination.swift": """
            import SwiftUI
            enum Destination: Hashable {
                case preferences
                case account(id: Int)
                @ViewBuilder func screen() -> some View {
                    switch self {
                    case .preferences: PreferencesScreen(model: AccountModel())
                    case .account: AccountScreen(model: AccountModel())
                    }
                }
            }
            """,
            "App/Routing/Navigator.swift": """
            import Combine
            protocol Navigator {
                var sheet: CurrentValueSubject<Destination?, Never> { get }
            }
            final class AppNavigator: Navigator {
                let sheet = CurrentValueSubject<Destination?, Never>(nil)
            }
            """,
            "App/Screens/AccountModel.swift": """
            import Combine
            final class AccountModel: ScreenModel {
                @Published private(set) var title = ""
                func openPreferences() {
                    showSheet(for: .preferences)
                }
                func rename(_ text: String) {
                    title = text
                }
            }
            """,
            "App/Screens/ScreenModel.swift": """
            import Combine
            class ScreenModel: ObservableObject {
                var navigator: Navigator!
                func showSheet(for destination: Destination?) {
                    navigator.sheet.send(destination)
                }
            }
            """,
            "App/Screens/Screens.swift": """
            import SwiftUI
            struct AccountScreen: View {
                @ObservedObject var model: AccountModel
                var body: some View { Text(model.title) }
            }
            struct PreferencesScreen: View {
                @ObservedObject var model: AccountModel
                var body: some View { Text("preferences") }
            }
            """,
        ])
        #expect(found(result, "VM010") == ["App/Screens/AccountModel.swift:5"])
    }
}
