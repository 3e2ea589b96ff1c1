@testable import KeelAudit
import Testing

/// One count per role, from one tally that follows the resolver: every unit
/// counted (checked or not), migration progress read from the same tally,
/// screens defined by what a type is and holds.
@Suite("Figures: one count per role, screens", .timeLimit(.minutes(3)))
struct RoleCountTests {
    static let files = [
        // A ViewModel every ViewModel rule checks, and one that uses RxSwift.
        SourceInput(path: "App/Login/LoginViewModel.swift", text: "@MainActor final class LoginViewModel: ObservableObject {\n    @Published private(set) var name = \"\"\n}\n"),
        SourceInput(path: "App/Feed/FeedViewModel.swift", text: "import RxSwift\n@MainActor final class FeedViewModel: ObservableObject {\n    let bag = DisposeBag()\n}\n"),
        // A SwiftUI screen (holds its ViewModel), a leaf view, and a row that observes a row model (a component by its name).
        SourceInput(path: "App/Login/LoginView.swift", text: "import SwiftUI\nstruct LoginView: View {\n    @StateObject private var viewModel = LoginViewModel()\n    var body: some View { Text(viewModel.name) }\n}\n"),
        SourceInput(path: "App/Common/Badge.swift", text: "import SwiftUI\nstruct Badge: View {\n    let text: String\n    var body: some View { Text(text) }\n}\n"),
        SourceInput(path: "App/Feed/FeedRow.swift", text: "import SwiftUI\nstruct FeedRow: View {\n    @ObservedObject var model: FeedViewModel\n    var body: some View { Text(\"\") }\n}\n"),
        // UIKit: a screen, a container, a SwiftUI host (not UIKit screens).
        SourceInput(path: "App/Settings/SettingsViewController.swift", text: "import UIKit\nfinal class SettingsViewController: UIViewController {}\n"),
        SourceInput(path: "App/Root/RootNavigationController.swift", text: "import UIKit\nfinal class RootNavigationController: UINavigationController {}\n"),
        SourceInput(path: "App/Login/LoginHost.swift", text: "import SwiftUI\nfinal class LoginHost: UIHostingController<LoginView> {}\n"),
    ]

    @Test func everyUnitCountsOnceAndMigrationReadsTheSameTally() async throws {
        let result = await Auditor().audit(Self.files)
        let byRole = Dictionary(uniqueKeysWithValues: result.roles.map { ($0.role, $0) })
        let viewModels = try #require(byRole[.viewModel])
        let views = try #require(byRole[.view])
        let controllers = try #require(byRole[.viewController])
        #expect(viewModels.units == 2 && viewModels.rxFree == 1)
        #expect(views.units == 3 && views.screens == 1)
        #expect(controllers.units == 3 && controllers.screens == 1)
        // Views no rule checks are counted, as "not checked".
        #expect(views.unchecked == views.units - views.checked)
        // One source: migration progress is the tally's.
        #expect(result.migration == MigrationProgress(roles: result.roles))
        #expect(result.migration.viewModels == viewModels.units && result.migration.swiftUIViews == views.units)
        #expect(result.migration.uiKitViewControllers == controllers.units)
        #expect(result.migration.swiftUIScreens == 1 && result.migration.uiKitScreens == 1)
        // And every format prints that one count.
        let figures = AuditFigures(result: result, enabledRules: Auditor.allRules.map(\.id), diffMode: false)
        #expect(figures.roles.first { $0.role == .viewModel }?.units == result.migration.viewModels)
    }

    @Test func aViewModelExtendedInAnotherFileUsingRxIsNotRxFree() async {
        let files = [
            SourceInput(path: "A/ProfileViewModel.swift", text: "@MainActor final class ProfileViewModel: ObservableObject {}\n"),
            SourceInput(path: "A/ProfileViewModel+Rx.swift", text: "import RxSwift\nextension ProfileViewModel {\n    func bind() {}\n}\n"),
        ]
        let result = await Auditor().audit(files)
        #expect(result.roles.first { $0.role == .viewModel } .map { ($0.units, $0.rxFree) } ?? (0, 0) == (1, 0))
    }

    @Test func percentIsOverAllUnits() {
        let figure = AuditFigures.RoleFigure(role: .manager, units: 45, checked: 1, clean: 1)
        #expect(figure.percent > 2.2 && figure.percent < 2.3)
        #expect(figure.unchecked == 44 && figure.flagged == 0)
        #expect(FigureRole.router.plural == "Routers")
    }
}
