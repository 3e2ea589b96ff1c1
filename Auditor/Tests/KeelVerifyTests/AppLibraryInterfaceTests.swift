import Foundation
@testable import KeelVerify
import SwiftParser
import Testing

/// Round 9's library interfaces, as real apps' ViewModels call them: Localize-Swift, SwiftDate,
/// SwifterSwift's `removingPrefix`, RxTheme, Highlightr, TinyNetworking, Action,
/// AuthenticationServices and UIKit's document picker. Each resolves a small snippet that uses it,
/// and a member it does not declare is still named (never passed, never called keel's error).
/// Fixtures written for these tests.
@Suite("Library interfaces of round 9", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct AppLibraryInterfaceTests {
    /// A tree that imports the extension-only libraries in one file, as SwiftHub's `LibsManager`
    /// does; the models and the checked file never import them.
    static func textTree(importing: Bool) -> [SourceFile] {
        [
            SourceFile(path: "App/Managers/Libraries.swift", text: (importing ? "import Localize_Swift\nimport SwiftDate\nimport SwifterSwift\n" : "") + """
                import Foundation
                final class Libraries {
                    static let shared = Libraries()
                    func setUp() {}
                }
                """),
            SourceFile(path: "App/Models/Release.swift", text: """
                import Foundation
                struct Release {
                    let tag: String
                    let company: String?
                    let publishedAt: Date?
                }
                """),
            SourceFile(path: "App/Other.swift", text: "import Kingfisher\n"),
        ]
    }

    @Test func localizeSwiftDateAndRemovingPrefixResolve() async {
        let generated = SourceFile(path: "ReleaseCellViewModel.swift", text: """
            import Foundation
            import Localize_Swift
            @MainActor
            final class ReleaseCellViewModel {
                private(set) var title = ""
                private(set) var detail: String?
                private(set) var company = ""
                private(set) var languages: [String] = []
                func show(_ release: Release) {
                    title = "release.title".localized() + " " + "release.format".localizedFormat(release.tag)
                    detail = release.publishedAt?.toRelative(since: nil)
                    detail = release.publishedAt?.toRelative(since: nil, dateTimeStyle: .numeric, unitsStyle: .full)
                    if let day = "2024-01-02".toISODate()?.date { detail = day.toFormat("yyyy-MM-dd") }
                    company = release.company?.removingPrefix("@") ?? ""
                    languages = Localize.availableLanguages(true)
                    Localize.setCurrentLanguage(Localize.currentLanguage())
                    _ = Notification.Name(LCLLanguageChangeNotification)
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.textTree(importing: true), checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    @Test func aMemberTheDateOrLocalizeInterfaceLacksIsNamed() async {
        let generated = SourceFile(path: "ReleaseCellViewModel.swift", text: """
            import Foundation
            @MainActor
            final class ReleaseCellViewModel {
                private(set) var detail: String?
                func show(_ release: Release) {
                    detail = release.publishedAt?.toRelativeCompact()
                    detail = release.tag.localizedCapitalizedTitle()
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.textTree(importing: true), checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains { $0.contains("toRelativeCompact") }, "\(report.unresolved)")
        #expect(report.errors.isEmpty, "\(report.errors)")
    }

    static let themeTree: [SourceFile] = [
        SourceFile(path: "App/Managers/ThemeManager.swift", text: """
            import RxCocoa
            import RxSwift
            import RxTheme
            import UIKit
            protocol Theme {
                var primary: UIColor { get }
                var text: UIColor { get }
                var barStyle: UIBarStyle { get }
                var keyboardAppearance: UIKeyboardAppearance { get }
                var blurStyle: UIBlurEffect.Style { get }
            }
            enum ThemeType: ThemeProvider {
                case light, dark
                var associatedObject: Theme { fatalError() }
            }
            let themeService = ThemeType.service(initial: .light)
            extension ThemeProxy where Base: UIApplication {
                var statusBarStyle: ThemeAttribute<UIStatusBarStyle> {
                    get { fatalError("set only") }
                    set { hold(newValue.stream.subscribe(), for: "statusBarStyle") }
                }
            }
            """),
        SourceFile(path: "App/Other.swift", text: "import Kingfisher\n"),
    ]

    @Test func rxThemeAndHighlightrResolve() async {
        let generated = SourceFile(path: "SourceViewModel.swift", text: """
            import Foundation
            import Highlightr
            import RxTheme
            import UIKit
            @MainActor
            final class SourceViewModel {
                private(set) var themes: [String] = []
                private(set) var code: NSAttributedString?
                private(set) var background: UIColor?
                private(set) var isDark = false
                private let highlightr = Highlightr()
                func show(_ text: String, theme: String) {
                    themes = highlightr?.availableThemes() ?? []
                    highlightr?.setTheme(to: theme)
                    code = highlightr?.highlight(text, as: "swift", fastRender: true)
                    background = highlightr?.theme.themeBackgroundColor
                    themeService.switch(.dark)
                    isDark = themeService.type == .dark
                    let label = UILabel()
                    label.theme.textColor = themeService.attribute { $0.text }
                    label.theme.backgroundColor = themeService.attribute { $0.primary }
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.themeTree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    @Test func aMemberTheThemeInterfaceLacksIsNamed() async {
        let generated = SourceFile(path: "ThemeViewModel.swift", text: """
            import RxTheme
            import UIKit
            @MainActor
            final class ThemeViewModel {
                func pick() { themeService.switchAnimated(ThemeType.dark) }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.themeTree, checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains { $0.contains("switchAnimated") }, "\(report.unresolved) \(report.errors)")
    }

    static let networkTree: [SourceFile] = [
        SourceFile(path: "App/Network/Unsplash.swift", text: """
            import Foundation
            import TinyNetworking
            enum Unsplash: Resource {
                case photo(id: String)
                case likePhoto(id: String)
                var baseURL: URL { URL(fileURLWithPath: "/") }
                var endpoint: Endpoint {
                    switch self {
                    case .photo(let id): return .get(path: "/photos/\\(id)")
                    case .likePhoto(let id): return .post(path: "/photos/\\(id)/like")
                    }
                }
                var task: Task { .requestWithParameters([:], encoding: URLEncoding()) }
                var headers: [String: String] { [:] }
                var cachePolicy: URLRequest.CachePolicy { .useProtocolCachePolicy }
            }
            struct Photo: Decodable { let id: String }
            """),
        SourceFile(path: "App/Services/PhotoService.swift", text: """
            import RxSwift
            import TinyNetworking
            final class PhotoService {
                private let unsplash: TinyNetworking<Unsplash>
                init(unsplash: TinyNetworking<Unsplash> = TinyNetworking<Unsplash>()) { self.unsplash = unsplash }
                func photo(id: String) -> Observable<Photo> {
                    unsplash.rx.request(resource: .photo(id: id)).map(to: Photo.self).asObservable()
                }
            }
            """),
    ]

    @Test func tinyNetworkingActionAndWebAuthenticationResolve() async {
        let generated = SourceFile(path: "LoginViewModel.swift", text: """
            import Action
            import AuthenticationServices
            import RxSwift
            import UIKit
            @MainActor
            final class LoginViewModel: NSObject, ASWebAuthenticationPresentationContextProviding {
                private(set) var photoID: String?
                private var session: ASWebAuthenticationSession?
                private let service: PhotoService
                private let anchor: ASPresentationAnchor
                lazy var load: Action<String, Photo> = Action { [unowned self] id in self.service.photo(id: id) }
                lazy var close: CocoaAction = CocoaAction { .empty() }
                init(service: PhotoService, anchor: ASPresentationAnchor) {
                    self.service = service
                    self.anchor = anchor
                }
                func login(_ url: URL) {
                    session = ASWebAuthenticationSession(url: url, callbackURLScheme: "app") { callback, error in _ = callback }
                    session?.presentationContextProvider = self
                    session?.start()
                    load.execute("a")
                    close.execute()
                }
                nonisolated func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
                    MainActor.assumeIsolated { anchor }
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.networkTree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    @Test func aMemberTheActionInterfaceLacksIsNamed() async {
        let generated = SourceFile(path: "LikeViewModel.swift", text: """
            import Action
            import RxSwift
            @MainActor
            final class LikeViewModel {
                let like: CocoaAction = CocoaAction { .empty() }
                func tap() { like.executeLater() }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.networkTree + [SourceFile(path: "App/Other.swift", text: "import Kingfisher\n")],
                                                            checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains { $0.contains("executeLater") }, "\(report.unresolved) \(report.errors)")
    }

    /// Papr's layout delegate proxy: an app's `DelegateProxy` subclass (RxCocoa) in the skeleton.
    @Test func anAppsDelegateProxyResolves() async {
        let tree = [
            SourceFile(path: "App/Layout/GridLayout.swift", text: """
                import UIKit
                protocol GridLayoutDelegate: AnyObject { func height(at row: Int) -> CGFloat }
                final class GridLayout: NSObject { weak var delegate: GridLayoutDelegate? }
                """),
            SourceFile(path: "App/Layout/RxGridLayoutDelegateProxy.swift", text: """
                import RxCocoa
                import RxSwift
                final class RxGridLayoutDelegateProxy: DelegateProxy<GridLayout, GridLayoutDelegate>, GridLayoutDelegate, DelegateProxyType {
                    init(layout: GridLayout) { super.init(parentObject: layout, delegateProxy: RxGridLayoutDelegateProxy.self) }
                    static func registerKnownImplementations() { register { RxGridLayoutDelegateProxy(layout: $0) } }
                    static func currentDelegate(for object: GridLayout) -> GridLayoutDelegate? { object.delegate }
                    static func setCurrentDelegate(_ delegate: GridLayoutDelegate?, to object: GridLayout) { object.delegate = delegate }
                    func height(at row: Int) -> CGFloat { 10 }
                }
                """),
        ]
        let generated = SourceFile(path: "GridViewModel.swift", text: """
            import Foundation
            @MainActor
            final class GridViewModel {
                private(set) var height: CGFloat = 0
                func measure(_ layout: GridLayout) { height = RxGridLayoutDelegateProxy.proxy(for: layout).height(at: 0) }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// A type alias is read as the type it stands for (swiftc spells both).
    @Test func aMissingMemberOfATypeAliasNamesTheType() {
        let alias = CompilerDiagnostic(file: "A.swift", line: 1, column: 1, severity: "error",
                                       message: "value of type 'CocoaAction' (aka 'Action<(), ()>') has no member 'executeLater'")
        #expect(alias.missingMember?.type == "Action")
        #expect(alias.missingMember?.member == "executeLater")
        let plain = CompilerDiagnostic(file: "A.swift", line: 1, column: 1, severity: "error", message: "value of type 'UIImage?' has no member 'template'")
        #expect(plain.missingMember?.type == "UIImage")
    }

    /// Windscribe's `CustomConfigPickerViewModel`: the Files picker built from `UTType`s.
    @Test func theDocumentPickerResolves() async {
        let generated = SourceFile(path: "ConfigPickerViewModel.swift", text: """
            import UIKit
            import UniformTypeIdentifiers
            @MainActor
            final class ConfigPickerViewModel: NSObject, UIDocumentPickerDelegate {
                private(set) var picked: [URL] = []
                var present: ((UIViewController) -> Void)?
                func add() {
                    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [UTType("org.openvpn.config") ?? .data, .text])
                    picker.delegate = self
                    picker.allowsMultipleSelection = true
                    present?(picker)
                }
                nonisolated func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
                    for url in urls where url.startAccessingSecurityScopedResource() { url.stopAccessingSecurityScopedResource() }
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: [], checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// Windscribe's `CaptchaViewModel` (round 10): the app's own `UIImage.fromAsciiBase64(_:font:padding:)`
    /// defaults its font to `.monospacedSystemFont(ofSize:weight:)`, a default argument the skeleton keeps.
    @Test func theSystemFontVariantsResolve() async {
        let generated = SourceFile(path: "AsciiArt.swift", text: """
            import UIKit
            func fonts(size: CGFloat, font: UIFont = .monospacedSystemFont(ofSize: 22, weight: .regular)) -> [UIFont] {
                [font, .monospacedDigitSystemFont(ofSize: size, weight: .medium), .italicSystemFont(ofSize: size)]
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: [], checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// Windscribe's `DefaultUpgradePlanViewModel` (round 10): the skeleton keeps the app's base view
    /// controller, whose `override func viewWillAppear(_:)` and `viewWillTransition(to:with:)` need the
    /// UIKit stand-in's `UIViewController` to declare them (they were "not proven" before).
    @Test func viewControllerLifecycleOverridesResolve() async {
        let generated = SourceFile(path: "BaseViewController.swift", text: """
            import UIKit
            class BaseViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
                override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
                override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
                override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
                override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
                override func viewWillTransition(to size: CGSize, with _: UIViewControllerTransitionCoordinator) {}
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: [], checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// Windscribe's `DefaultUpgradePlanViewModel` (round 10): the app's base view controller conforms,
    /// in an extension, to SafariServices' nonisolated delegate protocol — a warning in the app's Swift 5
    /// mode, an error in the Swift 6 check. The skeleton writes the extension's conformances
    /// `@preconcurrency` (marker protocols as written); the generated files are checked in full.
    @Test func anExtensionsConformanceOfAMainActorClassIsPreconcurrencyInTheSkeleton() async {
        let tree = [
            SourceFile(path: "App/BaseViewController.swift", text: """
                import UIKit
                import SafariServices
                class BaseViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
                }
                extension BaseViewController: SFSafariViewControllerDelegate, @unchecked Sendable {
                    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { dismiss(animated: true) }
                }
                """),
        ]
        let printed = SkeletonPrinter.skeleton(of: Parser.parse(source: tree[0].text), preconcurrencyConformances: true)
        #expect(printed.contains("extension BaseViewController: @preconcurrency SFSafariViewControllerDelegate, @unchecked Sendable {"), "\(printed)")
        let generated = SourceFile(path: "PlanViewModel.swift", text: """
            import UIKit
            @MainActor
            final class PlanViewModel {
                let screen: BaseViewController
                init(screen: BaseViewController) { self.screen = screen }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
        // The generated files' own conformances are not relaxed: the same extension in a checked file fails.
        let unrelaxed = SourceFile(path: "Plan.swift", text: """
            import UIKit
            import SafariServices
            final class PlanScreen: UIViewController {}
            extension PlanScreen: SFSafariViewControllerDelegate {
                func safariViewControllerDidFinish(_ controller: SFSafariViewController) { dismiss(animated: true) }
            }
            """)
        let strict = await TypeCheck.checked(TypeCheckInput(tree: [], checked: [unrelaxed]))
        #expect(strict.verdict != .typeChecks, "\(strict.summary)")
    }
}
