/// Migration progress (`MigrationProgress`): Rx-free ViewModels among all
/// ViewModels, and SwiftUI screens against UIKit screens — whole screens,
/// not every small `View` struct against whole view controllers — with the
/// views and view controllers they are among. The counts are the role
/// counts of the rest of the page (one tally, `RoleTally`).
enum HTMLMigrationSection {
    static func render(_ migration: MigrationProgress) -> String {
        var html = HTMLText.sectionStart(id: "migration", title: "Migration progress")
        html += "<p class=\"how\">ViewModels using no RxSwift (no RxSwift/RxCocoa import, DisposeBag, relay, subject, subscribe, bind, drive) "
            + "among all ViewModels; SwiftUI screens against UIKit screens. A <strong>UIKit screen</strong> is a view controller that is not a "
            + "container (navigation, tab, page, split), a SwiftUI host, an alert, a search or an activity sheet; a <strong>SwiftUI screen</strong> "
            + "is a SwiftUI view that holds a ViewModel (a stored property of a ViewModel type, or an object it observes through "
            + "<code>@StateObject</code> / <code>@ObservedObject</code>), unless its name says it is a row, cell or other component. "
            + HTMLText.inPage("def-screens", "Definition") + "</p><dl class=\"progress\">"
        let rxFree = Percent.ratio(migration.rxFreeViewModels, migration.viewModels)
        html += "<div><dt>Rx-free ViewModels</dt><dd><strong>\(rxFree)</strong>"
        html += HTMLText.bar(HTMLText.share(migration.rxFreeViewModels, migration.viewModels), label: "Rx-free ViewModels: \(rxFree)",
                             fillClass: "fill good") + "</dd></div>"
        let screens = migration.screens
        let share = screens == 0 ? "n/a" : Percent.format(HTMLText.share(migration.swiftUIScreens, screens)) + " SwiftUI"
        let text = "\(migration.swiftUIScreens) SwiftUI screens vs \(migration.uiKitScreens) UIKit screens (\(share))"
        html += "<div><dt>SwiftUI vs UIKit screens</dt><dd><strong>\(migration.swiftUIScreens) vs \(migration.uiKitScreens)</strong> "
        html += "<span class=\"muted\">(\(share))</span>"
        html += HTMLText.bar(HTMLText.share(migration.swiftUIScreens, screens), label: text, fillClass: "fill swiftui", trackClass: "track uikit")
        html += "<span class=\"legend\"><span class=\"key swiftui\"></span>SwiftUI screens <span class=\"key uikit\"></span>UIKit screens</span></dd></div>"
        html += "<div><dt>Among</dt><dd><span class=\"num\" data-role-units=\"view\" data-value=\"\(migration.swiftUIViews)\">\(migration.swiftUIViews)</span> SwiftUI views "
        html += "(\(migration.swiftUIScreens) screens) and <span class=\"num\" data-role-units=\"viewController\" data-value=\"\(migration.uiKitViewControllers)\">"
        html += "\(migration.uiKitViewControllers)</span> view controllers (\(migration.uiKitScreens) screens); "
        html += "<span class=\"num\" data-role-units=\"viewModel\" data-value=\"\(migration.viewModels)\">\(migration.viewModels)</span> ViewModels</dd></div>"
        return html + "</dl></section>"
    }
}
