@testable import KeelAudit
import Testing

@Suite(.timeLimit(.minutes(3))) struct IndexTests {
    func audit(_ files: [String: String], configuration: Configuration = .default) async -> AuditResult {
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        return await Auditor(configuration: configuration).audit(inputs)
    }

    @Test func viewModelRoleResolvesThroughAProtocolInAnotherFile() async {
        let files = [
            "Protocols.swift": "@MainActor protocol LocationInfoDisplaying: ObservableObject {}\nprotocol LocationInfoViewModel: LocationInfoDisplaying {}\n",
            "Impl.swift": "final class LocationInfoModel: LocationInfoViewModel {\n    @Published var accessDenied = false\n}\n",
        ]
        let result = await audit(files)
        // A ViewModel by conformance; @MainActor and ObservableObject inherited across files.
        #expect(result.findings.map(\.ruleID) == ["VM003"])
        #expect(result.migration.viewModels == 1)

        // Alone, the same file shows no sign that SwiftUI observes it (no
        // conformance, no view holds it): a UIKit ViewModel, nothing to check —
        // an `import SwiftUI` is no evidence either.
        let alone = await audit(["Impl.swift": files["Impl.swift"] ?? ""])
        #expect(alone.findings.isEmpty)
        let withSwiftUI = await audit(["Impl.swift": "import SwiftUI\n" + (files["Impl.swift"] ?? "")])
        #expect(withSwiftUI.findings.isEmpty)
        let heldByAView = await audit([
            "Impl.swift": "import SwiftUI\n" + (files["Impl.swift"] ?? ""),
            "InfoView.swift": "import SwiftUI\nstruct InfoView: View {\n    let model: LocationInfoModel\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(heldByAView.findings.map(\.ruleID).sorted() == ["VM001", "VM003", "VM004"])
    }

    @Test func viewControllersResolveTransitively() async {
        let files = [
            "Base.swift": "class WSUIViewController: UIViewController {}\n",
            "Screen.swift": "final class LocationPermissionDisclosure: WSUIViewController {}\n",
            "VM.swift": "@MainActor final class LocationViewModel: ObservableObject {\n    weak var screen: LocationPermissionDisclosure?\n}\n",
            "View.swift": "struct LocationView: View { var body: some View { Text(\"\") } }\n",
        ]
        let result = await audit(files)
        #expect(result.migration.uiKitViewControllers == 2)
        #expect(result.migration.swiftUIViews == 1)
        #expect(result.findings.map(\.ruleID) == ["VM006"])
        #expect(result.findings.first?.file == "VM.swift")
    }

    @Test func extensionsInOtherFilesAddConformances() async {
        let files = [
            "A.swift": "@MainActor final class CartViewModel {}\n",
            "B.swift": "extension CartViewModel: ObservableObject {}\n",
        ]
        #expect(await audit(files).findings.isEmpty)
    }

    /// Two app targets declare the same ViewModel name; a SwiftUI view in
    /// one target holds its own, the other target's is a UIKit ViewModel.
    @Test func homonymsInOtherAppTargetsAreNotHeldBySwiftUI() async {
        let files = [
            "Phone/Confirm/ConfirmViewModel.swift": "import Combine\n@MainActor final class ConfirmViewModelImpl: ObservableObject {\n    @Published private(set) var sent = false\n}\n",
            "Phone/Confirm/ConfirmView.swift": "struct ConfirmView: View {\n    @StateObject var viewModel: ConfirmViewModelImpl\n    var body: some View { Text(\"\") }\n}\n",
            "TV/Confirm/ConfirmViewModel.swift": "final class ConfirmViewModelImpl {\n    var sent = false\n    let api: APIManager\n    init(api: APIManager) { self.api = api }\n}\n",
            "TV/Confirm/ConfirmPopup.swift": "final class ConfirmPopup: UIViewController {\n    var viewModel: ConfirmViewModelImpl!\n}\n",
        ]
        let result = await audit(files)
        #expect(result.findings.filter { $0.file.hasPrefix("TV/") }.map(\.ruleID) == [])
        // One target alone: a view holding the name still makes it SwiftUI-facing.
        let single = await audit(["A/VM.swift": files["TV/Confirm/ConfirmViewModel.swift"] ?? "",
                                  "B/View.swift": files["Phone/Confirm/ConfirmView.swift"] ?? ""])
        #expect(single.findings.map(\.ruleID).contains("VM002"))
    }

    /// Two app targets declare a ViewModel protocol of the same name; only
    /// one of them is an ObservableObject. The other target's conformer is a
    /// UIKit ViewModel, not one SwiftUI observes.
    @Test func homonymProtocolsAreReadPerAppTarget() async {
        let files = [
            "Phone/EnterEmail/EnterEmailViewModel.swift": "import Combine\nprotocol EnterEmailViewModel: ObservableObject {}\n@MainActor final class EnterEmailViewModelImpl: EnterEmailViewModel {\n    @Published private(set) var email = \"\"\n}\n",
            "TV/EnterEmail/EnterEmailViewModel.swift": "protocol EnterEmailViewModel {}\nclass EnterEmailViewModelImpl: EnterEmailViewModel {\n    let api: APIManager\n    init(api: APIManager) { self.api = api }\n}\n",
        ]
        let result = await audit(files)
        #expect(result.findings.filter { $0.file.hasPrefix("TV/") }.map(\.ruleID) == [])
        // The phone target's class alone would be flagged if it were not final and @MainActor.
        let phoneOnly = await audit(["Phone/A.swift": "import Combine\nprotocol EnterEmailViewModel: ObservableObject {}\n",
                                     "TV/B.swift": "class EnterEmailViewModelImpl: EnterEmailViewModel {\n    var email = \"\"\n}\n"])
        #expect(phoneOnly.findings.map(\.ruleID).contains("VM001"))
    }

    @Test func fingerprintIsStableAndOrderIndependent() {
        let auditor = Auditor()
        let a = auditor.index(SourceInput(path: "A.swift", text: "class A: B {}"))
        let b = auditor.index(SourceInput(path: "B.swift", text: "@MainActor class B {}"))
        #expect(TypeIndex([a, b]).fingerprint == TypeIndex([b, a]).fingerprint)
        let b2 = auditor.index(SourceInput(path: "B.swift", text: "class B {}"))
        #expect(TypeIndex([a, b]).fingerprint != TypeIndex([a, b2]).fingerprint)
        #expect(TypeIndex([a, b]).isMainActorIsolated("A"))
    }

    @Test func indexRecordsDeclarationsAndImports() {
        let index = Auditor().index(SourceInput(path: "F.swift", text: """
        import Combine
        @preconcurrency import SwiftUI
        @MainActor @Observable final class Model: Base<Int>, Module.Proto, P & Q {}
        nonisolated struct S {}
        extension Outer.Inner: Equatable {}
        """))
        #expect(index.imports == ["Combine", "SwiftUI"])
        let model = index.declarations[0]
        #expect(model.name == "Model" && model.kind == .class && model.isMainActor && model.isObservable && model.isFinal)
        #expect(model.inherited == ["Base", "Proto", "P", "Q"])
        #expect(index.declarations[1].isNonisolated)
        #expect(index.declarations[2].name == "Inner" && index.declarations[2].kind == .extension)
    }

    @Test func cyclicInheritanceDoesNotHang() {
        let auditor = Auditor()
        let a = auditor.index(SourceInput(path: "A.swift", text: "class A: B {}\nclass B: A {}\n"))
        let index = TypeIndex([a])
        #expect(index.inherits("A", from: "B"))
        #expect(!index.isMainActorIsolated("A"))
    }
}

@Suite(.timeLimit(.minutes(3))) struct RoleReportTests {
    @Test func rolesAreReportedPerDeclaration() {
        let auditor = Auditor()
        let prepared = auditor.prepare(SourceInput(path: "A.swift", text: """
        final class HomeViewModel: ObservableObject {}
        struct HomeView: View { var body: some View { Text("") } }
        final class AppCoordinator { let navigationController: UINavigationController; func start() {} }
        enum RouteID { case home }
        final class VPNManager {}
        extension HomeViewModel {}
        final class SessionCoordinator { var token: String? }
        enum APIRouter { case home }
        protocol Routing { func routeTo(_ route: RouteID) }
        final class FeedRefreshCoordinator { var timer: Timer?; func start() {} }
        """))
        let roles = auditor.roles(in: prepared, index: TypeIndex([prepared.index]))
        #expect(roles.map(\.name) == ["HomeViewModel", "HomeView", "AppCoordinator", "RouteID", "VPNManager", "SessionCoordinator", "APIRouter",
                                      "Routing", "FeedRefreshCoordinator"])
        // A coordinator owns navigation (a background `…RefreshCoordinator` job
        // with a `start()` does not); a route enum is what a navigation function takes.
        #expect(roles.map(\.roles.description) == ["ViewModel", "View", "Coordinator", "Router", "Manager", "none", "none", "none", "none"])
        #expect(roles.map(\.line) == [1, 2, 3, 4, 5, 7, 8, 9, 10])
    }
}

@Suite(.timeLimit(.minutes(3))) struct DeepHierarchyTests {
    @Test func deepChainsAreBoundedAndDoNotOverflow() {
        let declarations = (0..<5_000).map { TypeDeclaration(name: "C\($0)", kind: .class, inherited: $0 == 0 ? ["UIViewController"] : ["C\($0 - 1)"]) }
        let index = TypeIndex([FileIndex(path: "Gen.swift", declarations: declarations)])
        #expect(index.inherits("C10", from: "UIViewController"))
        #expect(index.ancestors(of: "C4999").count <= TypeIndex.maxDepth)
    }
}
