/// Migration progress (`MigrationProgress`): Rx-free ViewModels among all
/// ViewModels, and SwiftUI views against UIKit view controllers.
enum HTMLMigrationSection {
    static func render(_ migration: MigrationProgress) -> String {
        var html = HTMLText.sectionStart(id: "migration", title: "Migration progress")
        html += "<p class=\"how\">ViewModels using no RxSwift (no RxSwift/RxCocoa import, DisposeBag, relay, subject, subscribe, bind, drive) "
            + "among all ViewModels; SwiftUI views against UIKit view controllers.</p><dl class=\"progress\">"
        let rxFree = Percent.ratio(migration.rxFreeViewModels, migration.viewModels)
        html += "<div><dt>Rx-free ViewModels</dt><dd><strong>\(rxFree)</strong>"
        html += HTMLText.bar(HTMLText.share(migration.rxFreeViewModels, migration.viewModels), label: "Rx-free ViewModels: \(rxFree)",
                             fillClass: "fill good") + "</dd></div>"
        let screens = migration.swiftUIViews + migration.uiKitViewControllers
        let share = screens == 0 ? "n/a" : Percent.format(HTMLText.share(migration.swiftUIViews, screens)) + " SwiftUI"
        let text = "\(migration.swiftUIViews) SwiftUI views vs \(migration.uiKitViewControllers) UIKit view controllers (\(share))"
        html += "<div><dt>SwiftUI vs UIKit screens</dt><dd><strong>\(migration.swiftUIViews) vs \(migration.uiKitViewControllers)</strong> "
        html += "<span class=\"muted\">(\(share))</span>"
        html += HTMLText.bar(HTMLText.share(migration.swiftUIViews, screens), label: text, fillClass: "fill swiftui", trackClass: "track uikit")
        html += "<span class=\"legend\"><span class=\"key swiftui\"></span>SwiftUI views <span class=\"key uikit\"></span>UIKit view controllers</span>"
        return html + "</dd></div></dl></section>"
    }
}
