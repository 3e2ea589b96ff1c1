import Foundation
@testable import KeelVerify
import Testing

/// Round 10's library interfaces, as an app's navigator and managers name them: Hero's transition
/// types, MessageUI's composers, WhatsNewKit's screen and version store, KeychainAccess's `Keychain`. A tree whose navigator
/// declares them in its signatures used to leave every ViewModel that reaches the navigator "not
/// proven"; it now resolves, and a member the interfaces do not declare is still named. Fixtures
/// written for these tests.
@Suite("Library interfaces of round 10", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct NavigationLibraryInterfaceTests {
    static let tree: [SourceFile] = [
        SourceFile(path: "App/Managers/ReleaseNotesManager.swift", text: """
            import Foundation
            import UIKit
            import WhatsNewKit
            typealias ReleaseNotes = (WhatsNew, WhatsNewViewController.Configuration, KeyValueWhatsNewVersionStore?)
            final class ReleaseNotesManager {
                static let shared = ReleaseNotesManager()
                func notes(track: Bool) -> ReleaseNotes {
                    var configuration = WhatsNewViewController.Configuration(
                        detailButton: .init(title: "More", action: .website(url: "https://example.org")),
                        completionButton: .init(stringLiteral: "Go"))
                    configuration.itemsView.imageSize = .original
                    configuration.apply(animation: .slideLeft)
                    configuration.apply(theme: .darkBlue)
                    let notes = WhatsNew(title: "New", items: [WhatsNew.Item(title: "A", subtitle: "B", image: nil)])
                    let store = KeyValueWhatsNewVersionStore(keyValueable: UserDefaults.standard, prefixIdentifier: "app")
                    return (notes, configuration, track ? store : nil)
                }
            }
            """),
        SourceFile(path: "App/Application/Router.swift", text: """
            import Foundation
            import UIKit
            import Hero
            import MessageUI
            import WhatsNewKit
            final class Router {
                enum Transition {
                    case push(type: HeroDefaultAnimationType)
                    case modal(type: HeroDefaultAnimationType)
                }
                func controller(for notes: ReleaseNotes) -> UIViewController? {
                    if let store = notes.2 {
                        return WhatsNewViewController(whatsNew: notes.0, configuration: notes.1, versionStore: store)
                    }
                    return WhatsNewViewController(whatsNew: notes.0, configuration: notes.1)
                }
                @MainActor
                func show(_ target: UIViewController, from sender: UIViewController, transition: Transition) {
                    switch transition {
                    case .push(let type):
                        sender.navigationController?.hero.navigationAnimationType = .autoReverse(presenting: type)
                    case .modal(let type):
                        sender.hero.modalAnimationType = .selectBy(presenting: type, dismissing: .fade)
                    }
                    target.view.hero.id = "banner"
                }
                @MainActor
                func invite(phone: String) -> MFMessageComposeViewController? {
                    guard MFMessageComposeViewController.canSendText() else { return nil }
                    let composer = MFMessageComposeViewController()
                    composer.recipients = [phone]
                    composer.body = "Join"
                    return composer
                }
            }
            """),
        SourceFile(path: "App/Models/User.swift", text: """
            import Foundation
            struct User { let login: String }
            """),
        SourceFile(path: "App/Managers/TokenStore.swift", text: """
            import Foundation
            import KeychainAccess
            final class TokenStore {
                static let shared = TokenStore()
                fileprivate let keychain = Keychain(service: "org.example.app").accessibility(.afterFirstUnlock)
                var token: String? {
                    get { keychain["token"] }
                    set { keychain["token"] = newValue }
                }
                func clear() throws { try keychain.remove("token") }
            }
            """),
    ]

    @Test func heroMessageUIAndWhatsNewKitResolve() async {
        let generated = SourceFile(path: "InviteScreenViewModel.swift", text: """
            import Foundation
            @MainActor
            final class InviteScreenViewModel {
                private(set) var login = ""
                let router: Router
                init(router: Router) { self.router = router }
                func show(_ user: User) {
                    login = user.login
                    _ = router.invite(phone: user.login)
                    _ = ReleaseNotesManager.shared.notes(track: true)
                    _ = Router.Transition.push(type: .push(direction: .left))
                    login = TokenStore.shared.token ?? login
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    @Test func aMemberTheComposerInterfaceLacksIsNamed() async {
        let generated = SourceFile(path: "InviteScreenViewModel.swift", text: """
            import Foundation
            import MessageUI
            @MainActor
            final class InviteScreenViewModel {
                func invite() {
                    let composer = MFMessageComposeViewController()
                    composer.addAttachmentData(Data(), typeIdentifier: "public.png", filename: "a.png")
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains { $0.contains("addAttachmentData") }, "\(report.unresolved)")
        #expect(report.errors.isEmpty, "\(report.errors)")
    }
}
