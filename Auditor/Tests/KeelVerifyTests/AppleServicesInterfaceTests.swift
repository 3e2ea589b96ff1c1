import Foundation
@testable import KeelVerify
import Testing

/// Contacts, UniformTypeIdentifiers and SafariServices as apps' models and helpers name them.
/// Fixtures written for these tests.
@Suite("Contacts, UTType and Safari interfaces", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct AppleServicesInterfaceTests {
    @Test func contactsUTTypeAndSafariResolve() async {
        let tree = [
            SourceFile(path: "App/Models/Friend.swift", text: """
                import Contacts
                import Foundation
                struct Friend: Equatable {
                    var name = ""
                    var phones: [String] = []
                    var photo: Data?
                    init(with contact: CNContact) {
                        name = [contact.givenName, contact.familyName].joined(separator: " ")
                        phones = contact.phoneNumbers.map { $0.value.stringValue }
                        photo = contact.thumbnailImageData
                    }
                }
                final class FriendsStore {
                    let store = CNContactStore()
                    var isAllowed: Bool { CNContactStore.authorizationStatus(for: .contacts) == .authorized }
                    func load(_ done: @escaping ([CNContact]) -> Void) {}
                }
                """),
            SourceFile(path: "App/Models/ImportKind.swift", text: """
                import UniformTypeIdentifiers
                enum ImportKind {
                    case file(name: String, types: [UTType])
                    static let readable: [UTType] = [.plainText, .json]
                }
                """),
            SourceFile(path: "App/Views/Browser.swift", text: """
                import SafariServices
                import UIKit
                final class Browser: NSObject, SFSafariViewControllerDelegate {
                    func make(_ url: URL) -> SFSafariViewController {
                        let controller = SFSafariViewController(url: url)
                        controller.delegate = self
                        controller.preferredControlTintColor = .red
                        return controller
                    }
                }
                """),
        ]
        let generated = SourceFile(path: "FriendsViewModel.swift", text: """
            import Contacts
            import Foundation
            import UIKit
            @MainActor
            final class FriendsViewModel {
                private(set) var friends: [Friend] = []
                private(set) var kind: ImportKind = .file(name: "", types: ImportKind.readable)
                private let store: FriendsStore
                private let browser: Browser
                init(store: FriendsStore, browser: Browser) {
                    self.store = store
                    self.browser = browser
                }
                func show(_ contacts: [CNContact]) { friends = contacts.map(Friend.init(with:)) }
                func help() -> UIViewController { browser.make(URL(fileURLWithPath: "/")) }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
        #expect(report.missingModules.isEmpty, "\(report.missingModules)")
    }
}
