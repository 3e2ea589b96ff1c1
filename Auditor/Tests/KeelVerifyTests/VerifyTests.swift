import Foundation
@testable import KeelVerify
import SwiftParser
import Testing

/// The repository's root (the Keel checkout this package sits in).
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Whether a Swift compiler is there to run (the type-check tests need one).
let hasSwiftc = Swiftc.locate() != nil

@Suite("Embedded interfaces are current", .timeLimit(.minutes(2)))
struct InterfaceDriftTests {
    /// The embedded skeletons and copies match the repository
    /// (`KEEL_WRITE_INTERFACES=1` rewrites `Interfaces/Generated/`).
    @Test func generatedInterfacesMatchTheRepository() throws {
        let folder = repository.appendingPathComponent("Auditor/Sources/KeelVerify/Interfaces/Generated")
        let write = ProcessInfo.processInfo.environment["KEEL_WRITE_INTERFACES"] != nil
        for (name, text) in try InterfaceSources.generate(repository: repository) {
            let url = folder.appendingPathComponent(name)
            if write { try Data(text.utf8).write(to: url) }
            let current = try? String(contentsOf: url, encoding: .utf8)
            #expect(current == text, "Interfaces/Generated/\(name) is stale; regenerate with KEEL_WRITE_INTERFACES=1")
        }
    }
}

@Suite("Skeleton printer", .timeLimit(.minutes(3)))
struct SkeletonPrinterTests {
    @Test func bodiesAreStubbedAndDeclarationsKept() {
        let text = """
            import Foundation

            /// A service.
            public final class Store {
                @objc dynamic var count: Int = compute()
                var name = "store"
                static var shared = Store()
                lazy var formatter = DateFormatter()
                var total: Int { count * 2 }
                var observed: Int = 0 {
                    didSet { print(observed) }
                }
                init(count: Int) {
                    self.count = count
                    load()
                }
                @IBAction func tap(_ sender: Any) { count += 1 }
                func load() -> Int { return helper(count) }
                deinit { print("bye") }
            }

            @objc protocol StoreDelegate {
                @objc optional func storeDidChange()
                func storeDidLoad()
            }

            let global = 42
            print("top level")

            """
        let printed = SkeletonPrinter.skeleton(of: text)
        #expect(Parser.parse(source: printed).hasError == false, "\(printed)")
        let skeleton = printed.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
        #expect(!skeleton.contains("@objc"))
        #expect(!skeleton.contains("@IBAction"))
        #expect(!skeleton.contains("dynamic"))
        #expect(skeleton.contains("var count: Int = { fatalError() }()"))
        #expect(skeleton.contains("var name = \"store\""))
        #expect(skeleton.contains("static nonisolated(unsafe) var shared = Store()"))
        #expect(skeleton.contains("lazy var formatter = DateFormatter()"))
        #expect(skeleton.contains("var total: Int { fatalError() }"))
        #expect(skeleton.contains("var observed: Int = 0 { didSet {} }"))
        #expect(skeleton.contains("didSet {}"))
        #expect(skeleton.contains("init(count: Int) { fatalError() }"))
        #expect(skeleton.contains("func tap(_ sender: Any) { fatalError() }"))
        #expect(skeleton.contains("deinit {}"))
        #expect(!skeleton.contains("storeDidChange"))
        #expect(skeleton.contains("func storeDidLoad()"))
        #expect(skeleton.contains("nonisolated(unsafe) let global = 42"))
        #expect(!skeleton.contains("top level"))
    }

    @Test func onlyWhatTheCheckedFilesReachIsKept() {
        let tree = [
            SourceFile(path: "App/Services.swift", text: """
                import RxSwift
                import Kingfisher
                protocol CatalogAPI { func items() -> Single<[Item]> }
                struct Item { let name: String; let price: Price }
                struct Price { let cents: Int }
                final class Unrelated { func f() -> Widget { fatalError() } }
                extension Item: Equatable {}
                extension String { var shouted: String { uppercased() } }
                extension Int { var doubled: Int { self * 2 } }
                """),
        ]
        let checked = [SourceFile(path: "Gen.swift", text: "final class VM { let api: CatalogAPI; init(api: CatalogAPI) { self.api = api }; func f() -> String { \"a\".shouted } }")]
        let skeleton = AppSkeleton.build(tree: tree, checked: checked, preferredPrefix: nil)
        let text = skeleton.files.map(\.text).joined()
        #expect(text.contains("protocol CatalogAPI"))
        #expect(text.contains("struct Item"))
        #expect(text.contains("struct Price"))
        // An app's extension conformances are `@preconcurrency` in the skeleton (round 10).
        #expect(text.contains("extension Item: @preconcurrency Equatable"))
        #expect(text.contains("extension String"))
        #expect(!text.contains("Unrelated"))
        #expect(!text.contains("extension Int"))
        #expect(text.contains("import RxSwift"))
        #expect(!text.contains("import Kingfisher"))
        #expect(skeleton.missingModules == ["Kingfisher"])
    }

    /// Two targets (iOS, tvOS) each extend a type the tree does not declare with the same member:
    /// the preferred target's extension is kept, the other would redeclare it.
    @Test func anExtensionOfAnotherModulesTypeInTwoTargetsIsKeptOnce() {
        let extensionText = "import Swinject\nextension Assembler { static let container = Container() }"
        let tree = [
            SourceFile(path: "App/Dependencies/Assembler.swift", text: extensionText),
            SourceFile(path: "AppTV/Dependencies/Assembler.swift", text: extensionText),
            SourceFile(path: "AppTV/Other.swift", text: "extension Assembler { static let tvOnly = 1 }"),
        ]
        let checked = [SourceFile(path: "Gen.swift", text: "func f() { _ = Assembler.container; _ = Assembler.tvOnly }")]
        let skeleton = AppSkeleton.build(tree: tree, checked: checked, preferredPrefix: "App/")
        #expect(skeleton.files.map(\.path) == ["App/Dependencies/Assembler.swift", "AppTV/Other.swift"])
    }

    /// A protocol in the `Domain` module and a generic class of the same name in a platform
    /// module (CleanArchitecture's `PostsUseCase`): the checked files `import Domain`, so the
    /// declaration in the `Domain` folder is the one their name means, wherever it sorts.
    /// `Domain`'s `Post` is extended in `CoreDataPlatform` (a Core Data entity conversion): the
    /// generated files import only `Domain`, so that extension is not theirs to see and Core Data
    /// stays out of the skeleton; an extension in the type's own module, or in an imported one, stays.
    /// A folder only a test target imports (`@testable import Windscribe`) is not another module:
    /// its extensions (`extension Bundle { var releaseVersionNumber }`) are shared with the tvOS
    /// target's files, whose generated code uses them.
    /// `extension UIImageView { @objc override func updateTheme(…) }` overrides an `@objc` member of
    /// `extension UIView`: without `@objc` (Linux) it cannot, so the override is left out.
    @Test func anOverrideInAnExtensionIsLeftOut() {
        let tree = Parser.parse(source: """
            extension UIView { @objc func updateTheme(isDark: Bool) {} }
            extension UIImageView { @objc override func updateTheme(isDark: Bool) { tintColor = nil } }
            """)
        let skeleton = SkeletonPrinter.skeleton(of: tree)
        #expect(skeleton.contains("func updateTheme(isDark: Bool) { fatalError() }"), "\(skeleton)")
        #expect(!skeleton.contains("override"), "\(skeleton)")
    }

    @Test func aFolderOnlyTestsImportIsNotAModuleFolder() {
        let tree = [
            SourceFile(path: "Windscribe/Util/Bundle+Extension.swift", text: "import Foundation\nextension Bundle { var releaseVersionNumber: String? { nil } }"),
            SourceFile(path: "WindscribeTests/BundleTests.swift", text: "@testable import Windscribe\nfinal class BundleTests {}"),
        ]
        let checked = [SourceFile(path: "WindscribeTV/Gen.swift", text: "import Foundation\nfunc version() -> String? { Bundle.main.releaseVersionNumber }")]
        let skeleton = AppSkeleton.build(tree: tree, checked: checked, preferredPrefix: "WindscribeTV/")
        #expect(skeleton.files.map(\.path) == ["Windscribe/Util/Bundle+Extension.swift"])
    }

    @Test func anExtensionInAModuleTheCheckedFilesDoNotImportIsLeftOut() {
        let tree = [
            SourceFile(path: "Domain/Entities/Post.swift", text: "public struct Post { public let title: String }"),
            SourceFile(path: "Domain/Entities/Post+Text.swift", text: "extension Post { var shouted: String { title.uppercased() } }"),
            SourceFile(path: "CoreDataPlatform/Entities/Post+CoreData.swift", text: "import CoreData\nimport Domain\nextension Post { func managed() -> NSManagedObject { fatalError() } }"),
            SourceFile(path: "App/Application.swift", text: "import Domain\nimport CoreDataPlatform\nfinal class Application {}"),
        ]
        let checked = [SourceFile(path: "Gen.swift", text: "import Domain\nfunc f(_ post: Post) -> String { post.shouted }")]
        let skeleton = AppSkeleton.build(tree: tree, checked: checked, preferredPrefix: "App/")
        #expect(skeleton.files.map(\.path).sorted() == ["Domain/Entities/Post+Text.swift", "Domain/Entities/Post.swift"])
        #expect(skeleton.missingModules.isEmpty)
        // Nor a framework type's extension there; the checked files' own module (the preferred
        // folder's, `App` — a module other files import) keeps its extensions.
        let withOwn = tree + [
            SourceFile(path: "CoreDataPlatform/Rx/Context+Rx.swift", text: "import RxSwift\nimport CoreData\nextension Reactive where Base: NSManagedObjectContext { func save() {} }"),
            SourceFile(path: "App/Post+Title.swift", text: "import Domain\nextension Post { var display: String { title } }"),
            SourceFile(path: "AppTests/PostTests.swift", text: "@testable import App\nfinal class PostTests {}"),
        ]
        let own = [SourceFile(path: "App/Gen.swift", text: "import Domain\nimport RxSwift\nfunc f(_ post: Post) -> String { post.display }\nfunc g(_ r: Reactive<Int>) { r.save() }")]
        let ownSkeleton = AppSkeleton.build(tree: withOwn, checked: own, preferredPrefix: "App/")
        #expect(ownSkeleton.files.map(\.path).contains("App/Post+Title.swift"), "\(ownSkeleton.files.map(\.path))")
        #expect(!ownSkeleton.files.map(\.path).contains("CoreDataPlatform/Rx/Context+Rx.swift"))
        // A checked file that imports CoreDataPlatform sees its extension.
        let importing = [SourceFile(path: "Gen.swift", text: "import Domain\nimport CoreDataPlatform\nfunc f(_ post: Post) {}")]
        #expect(AppSkeleton.build(tree: tree, checked: importing, preferredPrefix: "App/").files.map(\.path).contains("CoreDataPlatform/Entities/Post+CoreData.swift"))
    }

    @Test func aHomonymInAnImportedModulesFolderWins() {
        let tree = [
            SourceFile(path: "NetworkPlatform/UseCases/PostsUseCase.swift", text: "final class PostsUseCase<Cache> { init() {} }"),
            SourceFile(path: "Domain/UseCases/PostsUseCase.swift", text: "public protocol PostsUseCase { func posts() -> [String] }"),
            SourceFile(path: "RealmPlatform/UseCases/PostsUseCase.swift", text: "final class PostsUseCase<Repository> { init() {} }"),
        ]
        let checked = [SourceFile(path: "Gen.swift", text: "import Foundation\nimport Domain\nfinal class VM { let useCase: PostsUseCase; init(useCase: PostsUseCase) { self.useCase = useCase } }")]
        let skeleton = AppSkeleton.build(tree: tree, checked: checked, preferredPrefix: "App/Scenes/")
        #expect(skeleton.files.map(\.path) == ["Domain/UseCases/PostsUseCase.swift"])
        // Without the import, the first declaration stays the one kept (nothing says otherwise).
        let unimported = [SourceFile(path: "Gen.swift", text: "final class VM { let useCase: PostsUseCase? = nil }")]
        #expect(AppSkeleton.build(tree: tree, checked: unimported, preferredPrefix: nil).files.map(\.path) == ["NetworkPlatform/UseCases/PostsUseCase.swift"])
    }
}

/// What an import line names; anything else (a comment, a string) names nothing.
@Suite("Imported modules", .timeLimit(.minutes(3)))
struct ImportedModuleTests {
    @Test func onlyImportDeclarationsNameModules() {
        #expect(AppSkeleton.importedModule("import UIKit") == "UIKit")
        #expect(AppSkeleton.importedModule("@testable import MyApp") == "MyApp")
        #expect(AppSkeleton.importedModule("@_exported public import struct Foo.Bar") == "Foo")
        #expect(AppSkeleton.importedModule("/// Call `import UIKit`: it is needed") == "")
        #expect(AppSkeleton.importedModule("let hint = \"import UIKit`:\"") == "")
    }
}

@Suite("Type check", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct TypeCheckTests {
    static let tree = [
        SourceFile(path: "Legacy/Catalog.swift", text: """
            import Foundation
            import RxSwift

            public struct Product: Equatable { public let name: String }
            public protocol CatalogServicing: AnyObject {
                var products: BehaviorSubject<[Product]> { get }
                func reload() -> Single<[Product]>
            }
            """),
    ]

    @Test func generatedCodeThatFitsTheInterfacesTypeChecks() async {
        let generated = SourceFile(path: "CatalogViewModel.swift", text: """
            import Foundation
            import KeelBridge

            @MainActor
            final class CatalogViewModel: ObservableObject {
                @Published private(set) var products: [Product] = []
                private let service: CatalogServicing
                private var cancellables = Set<AnyCancellable>()

                init(service: CatalogServicing) {
                    self.service = service
                    service.products.asPublisher()
                        .replaceError(with: [])
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] value in self?.products = value }
                        .store(in: &cancellables)
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.errors) \(report.skeletonErrors)")
    }

    @Test func anErrorInGeneratedCodeFailsTheCheck() async {
        let generated = SourceFile(path: "CatalogViewModel.swift", text: """
            import KeelBridge

            @MainActor
            final class CatalogViewModel: ObservableObject {
                @Published private(set) var products: [Product] = []
                init(service: CatalogServicing) {
                    self.router = nil
                    _ = service.products.asPublisher().sink { [weak self] value in self?.products = value }
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated]))
        #expect(report.verdict == .fails)
        #expect(report.errors.contains { $0.message.contains("has no member 'router'") }, "\(report.errors)")
        // `sink(receiveValue:)` needs Failure == Never; the bridged BehaviorSubject can fail.
        #expect(report.errors.contains { $0.message.contains("sink") || $0.message.contains("Never") }, "\(report.errors)")
    }

    /// A file that does not even parse (a keyword where an expression goes)
    /// is never reported as type-checking, whichever checked file it is.
    @Test func aSyntaxErrorInAnyCheckedFileFailsTheCheck() async {
        let viewModel = SourceFile(path: "Feature/PortViewModel.swift", text: "final class PortViewModel {}\n")
        let test = SourceFile(path: "Feature/Tests/PortTests.swift", text: """
            func describe(_ value: Any) -> String { "\\(value)" }
            final class FakeSettings {
                var log: [String] = []
                func update(protocol: String) { log.append("update(\\(describe(protocol)))") }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [viewModel, test]))
        #expect(report.verdict != .typeChecks, "\(report.summary)")
        #expect(report.verdict == .fails, "\(report.summary) \(report.skeletonErrors)")
    }

    @Test func unresolvedNamesAreNamedAndNothingIsClaimed() async {
        let tree = [SourceFile(path: "Legacy/API.swift", text: """
            import NetKit
            protocol API { func fetch() -> Response }
            """)]
        let generated = SourceFile(path: "VM.swift", text: """
            final class VM {
                let api: API
                init(api: API) { self.api = api }
                func load() { _ = api.fetch() }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary)")
        #expect(report.unresolved.keys.contains("Response"))
        #expect(report.missingModules == ["NetKit"])
        #expect(report.summary.contains("Response"))
    }

    /// The RxSwift examples' `ActivityIndicator`, copied by most RxSwift apps, implements only
    /// `asSharedSequence()`: RxCocoa's default `asObservable()` makes it an
    /// `ObservableConvertibleType`; without that default the app's own file failed the check.
    @Test func aSharedSequenceConvertibleTypeOfTheAppIsAnObservableConvertibleType() async {
        let tree = [SourceFile(path: "Legacy/ActivityIndicator.swift", text: """
            import RxSwift
            import RxCocoa
            public class ActivityIndicator: SharedSequenceConvertibleType {
                public typealias Element = Bool
                public typealias SharingStrategy = DriverSharingStrategy
                private let relay = BehaviorRelay<Bool>(value: false)
                public init() {}
                public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { relay.asDriver() }
            }
            """)]
        let generated = SourceFile(path: "VM.swift", text: """
            import RxSwift
            func isLoading(_ indicator: ActivityIndicator) -> Observable<Bool> { indicator.asObservable() }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.errors) \(report.skeletonErrors)")
    }

    /// A legacy extension of `URLRequest` (Foundation on Apple platforms, FoundationNetworking on
    /// Linux) is part of the app's skeleton, not an unresolved name.
    @Test func foundationsNetworkingTypesResolve() async {
        let tree = [SourceFile(path: "Legacy/URLRequest+Auth.swift", text: """
            import Foundation
            extension URLRequest {
                func authorized(_ token: String) -> URLRequest { var copy = self; copy.setValue(token, forHTTPHeaderField: "Authorization"); return copy }
            }
            """)]
        let generated = SourceFile(path: "VM.swift", text: """
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            func signed(_ request: URLRequest) -> URLRequest { request.authorized("t") }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.errors) \(report.skeletonErrors)")
    }

    /// The compiler checks no body while a declaration names an unresolved type: a name in a
    /// generated body that nothing declares (R.swift's generated `R`, with no resources given) surfaces only on the rerun
    /// with stand-ins, and is still the app's unresolved name — not proven, never an error of keel's.
    @Test func aNameNothingDeclaresBehindAnUnresolvedTypeIsNotProvenNotAnError() async {
        let tree = [SourceFile(path: "Legacy/Contact.swift", text: """
            import AddressKit
            struct Contact { let name: String; init(contact: ABRecord) { name = "" } }
            """)]
        let generated = SourceFile(path: "VM.swift", text: """
            final class VM {
                func icon(_ contact: Contact) -> String { contact.name.isEmpty ? R.image.placeholder() : contact.name }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains("ABRecord"))
        #expect(report.unresolved.keys.contains("R"), "\(report.unresolved)")
        #expect(report.errors.isEmpty, "\(report.errors)")
    }

    /// A value name the tree does declare (a legacy local the translation left out of scope)
    /// is the generated code's error, even behind an unresolved type.
    @Test func aNameTheTreeDeclaresElsewhereIsAnErrorOfTheCheckedFile() async {
        let tree = [SourceFile(path: "Legacy/Contact.swift", text: """
            import AddressKit
            struct Contact { let name: String; init(contact: ABRecord) { name = "" } }
            func summary(_ contact: Contact) -> String { let info = contact.name; return info }
            """)]
        let generated = SourceFile(path: "VM.swift", text: """
            final class VM {
                var detail = ""
                func apply(_ contact: Contact) { detail = info }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .fails, "\(report.summary)")
        #expect(report.errors.contains { $0.message.contains("cannot find 'info' in scope") }, "\(report.errors)")
    }

    /// A member of a UIKit type that nothing in the tree declares (an extension from a module keel has
    /// no interface for, visible to the app's files through another file's import) is unresolved, named `Type.member`;
    /// a member missing on a Combine type, or on the checked files' own type, is an error.
    @Test func aPlatformTypesMemberNothingDeclaresIsUnresolvedACombineOneIsAnError() async {
        let tree = [SourceFile(path: "Legacy/Theme.swift", text: """
            import UIKit
            import ImageExtras
            struct Theme { let icon: UIImage }
            """)]
        let unresolved = SourceFile(path: "VM.swift", text: """
            import UIKit
            final class VM { func icon(_ theme: Theme) -> UIImage { theme.icon.rounded } }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [unresolved]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains("UIImage.rounded"), "\(report.unresolved)")
        let wrong = SourceFile(path: "VM.swift", text: """
            import Combine
            final class VM { func f() { _ = Just(1).bogus() } }
            """)
        let failing = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [wrong]))
        #expect(failing.verdict == .fails, "\(failing.summary)")
        #expect(failing.errors.contains { $0.message.contains("has no member 'bogus'") }, "\(failing.errors)")
    }

    /// `import SystemConfiguration.CaptiveNetwork` (a submodule of a module keel has no interface
    /// for) is checked as an import of its empty stand-in, not reported as a missing module; a
    /// member of a type keel could not resolve is part of that unresolved name, not an error.
    @Test func submoduleImportsAndMembersOfUnresolvedTypes() async {
        let generated = SourceFile(path: "VM.swift", text: """
            import Foundation
            import SystemConfiguration.CaptiveNetwork
            final class VM {
                let manager: ConnectionManaging
                init(manager: ConnectionManaging) { self.manager = manager }
                func ssid() -> String? { manager.currentSSID }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.unresolved.keys.sorted() == ["ConnectionManaging"], "\(report.unresolved)")
        #expect(TypeCheck.topModuleImports("@preconcurrency import SystemConfiguration.CaptiveNetwork\nimport RxSwift")
            == "@preconcurrency import SystemConfiguration\nimport RxSwift")
    }

    /// Models conforming to RxDataSources' section protocols, MessageKit's message protocols,
    /// and views subclassing UIKit's reusable views resolve against keel's interfaces.
    @Test func rxDataSourcesMessageKitAndReusableViewsResolve() async {
        let tree = [
            SourceFile(path: "Legacy/Section.swift", text: """
                import RxDataSources
                struct Row: IdentifiableType, Equatable { let id: Int; var identity: Int { id } }
                struct RowSection: AnimatableSectionModelType {
                    var header: String
                    var items: [Row]
                    var identity: String { header }
                    init(header: String, items: [Row]) { self.header = header; self.items = items }
                    init(original: RowSection, items: [Row]) { self = original; self.items = items }
                }
                typealias PlainSection = SectionModel<String, Row>
                """),
            SourceFile(path: "Legacy/Message.swift", text: """
                import Foundation
                import MessageKit
                struct Author: SenderType { var senderId: String; var displayName: String }
                struct Message: MessageType {
                    var author: Author
                    var sender: SenderType { author }
                    var messageId: String
                    var sentDate: Date
                    var kind: MessageKind { .text("") }
                }
                """),
            SourceFile(path: "Legacy/Header.swift", text: """
                import UIKit
                final class SectionHeader: UITableViewHeaderFooterView {
                    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                    required init?(coder: NSCoder) { super.init(coder: coder) }
                }
                final class Footer: UICollectionReusableView {}
                """),
        ]
        let generated = SourceFile(path: "VM.swift", text: """
            import UIKit
            func titles(_ sections: [RowSection], _ plain: PlainSection, _ message: Message) -> [String] {
                sections.map(\\.identity) + plain.items.map { "\\($0.identity)" } + [message.sender.displayName]
            }
            func header() -> UIView { SectionHeader(reuseIdentifier: "h") }
            func footer() -> UICollectionReusableView { Footer(frame: .zero) }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.errors) \(report.skeletonErrors)")
    }

    @Test func withoutSwiftcItSaysSo() async {
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: []), swiftc: nil)
        #expect(report.verdict == .unavailable)
        #expect(report.summary.contains("swiftc was not found"))
    }
}
