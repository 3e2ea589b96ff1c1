import Foundation
import Testing
@testable import KeelAudit

/// Round 16's review (items 3, 4, 8; item 9, VM004 on a preview file, is left), each as a from-scratch fixture that fails on the build before the change.
@Suite("Review r16: rule defects", .timeLimit(.minutes(2)))
struct ReviewR16RuleTests: FolderFixtureAudit {
    /// VM006: a static query on a view controller type (`isSourceTypeAvailable` returns a Bool) makes no screen.
    @Test func aCapabilityQueryOnAControllerTypeIsNoViewReference() async {
        let result = await audit([
            "AvatarViewModel.swift": """
            import Combine
            import UIKit

            @MainActor
            final class AvatarViewModel: ObservableObject {
                @Published private(set) var canTakePhoto = false
                func load() { canTakePhoto = UIImagePickerController.isSourceTypeAvailable(.camera) }
            }
            """,
        ])
        #expect(found(result, "VM006").isEmpty)
    }

    /// RT001: a coordinator's switch over Swift's `Result` names no enum of the tree declaring success/failure.
    @Test func aSwitchOverResultMakesNoAppEnumARoute() async {
        let result = await audit([
            "App.swift": """
            import UIKit

            enum UploadOutcome {
                case success(id: String)
                case failure(message: String)
            }
            struct User { let name: String }
            final class ProfileViewController: UIViewController {
                init(user: User) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class API { func loadUser(_ done: @escaping (Result<User, Error>) -> Void) {} }
            final class ProfileCoordinator {
                let navigationController: UINavigationController
                let api = API()
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    api.loadUser { result in
                        switch result {
                        case .success(let user):
                            self.navigationController.pushViewController(ProfileViewController(user: user), animated: true)
                        case .failure:
                            break
                        }
                    }
                }
            }
            """,
        ])
        #expect(found(result, "RT001").isEmpty)
    }

    /// RT001: a route by name whose arm hands its value to a closure property (`onProfile?(userID)`) still carries it.
    @Test func aNamedRouteHandedToAClosureKeepsItsParameters() async {
        let result = await audit([
            "Nav/AppRoute.swift": """
            enum AppRoute {
                case home
                case profile(userID: String)
            }
            """,
            "Nav/MainCoordinator.swift": """
            import UIKit

            final class MainCoordinator {
                let navigationController: UINavigationController
                var onProfile: ((String) -> Void)?
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func navigate(to route: AppRoute) {
                    switch route {
                    case .home:
                        navigationController.popToRootViewController(animated: true)
                    case .profile(let userID):
                        onProfile?(userID)
                    }
                }
            }
            """,
        ])
        #expect(found(result, "RT001") == ["Nav/AppRoute.swift:3"])
    }
}
