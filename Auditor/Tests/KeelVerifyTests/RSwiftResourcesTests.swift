import Foundation
@testable import KeelVerify
import Testing

/// R.swift's `R`, declared from the resources in the tree (R.generated.swift is build output):
/// the names the code uses exist, or stay unresolved. Resources written for these tests.
@Suite("R.swift resources", .timeLimit(.minutes(10)))
struct RSwiftResourcesTests {
    /// A scratch app folder: two asset catalogs (one folder providing a namespace), a colour set,
    /// `Localizable.strings` in two languages (a format string among them), a data file, a font,
    /// and a `Pods` folder whose resources are not the app's.
    static func makeApp() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keel-rswift-\(UUID().uuidString)")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("App/Resources/Assets.xcassets/Contents.json", "{}")
        try write("App/Resources/Assets.xcassets/icon_star.imageset/Contents.json", "{}")
        try write("App/Resources/Assets.xcassets/settings-gear.imageset/Contents.json", "{}")
        try write("App/Resources/Assets.xcassets/Brand Blue.colorset/Contents.json", "{}")
        try write("App/Resources/Icons.xcassets/Tabs/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try write("App/Resources/Icons.xcassets/Tabs/home.imageset/Contents.json", "{}")
        try write("App/Resources/Icons.xcassets/Plain/flat.imageset/Contents.json", "{}")
        try write("App/Resources/en.lproj/Localizable.strings", """
            /* Common */
            "Common.Error" = "Error";
            "Items.Count" = "%d items by %@";
            // a line comment
            "OK" = "OK";
            """)
        try write("App/Resources/ru.lproj/Localizable.strings", """
            "Common.Error" = "Ошибка";
            "Items.Count" = "%d шт. от %@";
            """)
        try write("App/Resources/Stubs/events.json", "[]")
        try write("App/Resources/Fonts/Brand-Bold.ttf", "")
        try write("Pods/SomePod/Assets.xcassets/pod_icon.imageset/Contents.json", "{}")
        return root
    }

    @Test func readsTheResourcesR_swiftWouldRead() throws {
        let root = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = RSwiftResources.scan(roots: [root])
        #expect(resources.images == [["Tabs", "home"], ["flat"], ["icon_star"], ["settings-gear"]])
        #expect(resources.colors == [["Brand Blue"]])
        #expect(resources.strings["Localizable"]?["Items.Count"] == "%d items by %@")
        #expect(resources.strings["Localizable"]?.count == 3)
        #expect(resources.files == ["events.json"])
        #expect(resources.fonts == ["Brand-Bold"])
    }

    @Test func identifiersAndFormatArgumentsFollowR_swift() {
        #expect(RSwiftResources.identifier("Common.Error") == "commonError")
        #expect(RSwiftResources.identifier("settings-gear") == "settingsGear")
        #expect(RSwiftResources.identifier("icon_star") == "icon_star")
        #expect(RSwiftResources.identifier("OK") == "ok")
        #expect(RSwiftResources.identifier("events.json") == "eventsJson")
        #expect(RSwiftResources.identifier("Brand Blue") == "brandBlue")
        #expect(RSwiftResources.identifier("default") == "`default`")
        #expect(RSwiftResources.formatArguments("%d items by %@") == ["Int", "String"])
        #expect(RSwiftResources.formatArguments("%2$@ then %1$ld, 100%%") == ["Int", "String"])
        #expect(RSwiftResources.formatArguments("plain") == [])
    }

    static let tree = [
        SourceFile(path: "App/Views/Theme.swift", text: """
            import UIKit
            enum Theme {
                static var accent: UIColor { R.color.brandBlue() ?? .black }
            }
            """),
    ]

    @Test(.enabled(if: hasSwiftc, "needs swiftc")) func namesWithAResourceTypeCheck() async throws {
        let root = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let generated = SourceFile(path: "ShelfViewModel.swift", text: """
            import Foundation
            import UIKit
            @MainActor
            final class ShelfViewModel {
                private(set) var title = ""
                private(set) var key = ""
                private(set) var icons: [UIImage?] = []
                private(set) var stub: URL?
                func load(count: Int, owner: String) {
                    title = R.string.localizable.commonError() + R.string.localizable.itemsCount(count, owner)
                    key = R.string.localizable.commonError.key
                    icons = [R.image.icon_star(), R.image.settingsGear(), R.image.flat(), R.image.tabs.home()]
                    stub = R.file.eventsJson()
                    _ = (R.color.brandBlue(), R.font.brandBold(size: 12), Theme.accent)
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated], resources: RSwiftResources.scan(roots: [root])))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// A name with no resource behind it — an image only a pod has, a key no `.strings` file has,
    /// R.swift's nibs (not modelled) — is named, never invented.
    @Test(.enabled(if: hasSwiftc, "needs swiftc")) func namesWithoutAResourceStayUnresolved() async throws {
        let root = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let generated = SourceFile(path: "ShelfViewModel.swift", text: """
            import Foundation
            import UIKit
            @MainActor
            final class ShelfViewModel {
                private(set) var icon: UIImage?
                private(set) var title = ""
                func load() {
                    icon = R.image.pod_icon()
                    title = R.string.localizable.commonWarning()
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated], resources: RSwiftResources.scan(roots: [root])))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(Set(report.unresolved.keys) == ["R.image.pod_icon", "R.string.localizable.commonWarning"], "\(report.unresolved)")
    }

    /// Without resources (or with a tree that declares its own `R`) nothing is added: `R` stays unresolved.
    @Test(.enabled(if: hasSwiftc, "needs swiftc")) func withoutResourcesRStaysUnresolved() async {
        let generated = SourceFile(path: "ShelfViewModel.swift", text: """
            import UIKit
            @MainActor
            final class ShelfViewModel {
                private(set) var icon: UIImage?
                func load() { icon = R.image.icon_star() }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary)")
        #expect(report.unresolved.keys.contains("R"), "\(report.unresolved)")
    }
}
