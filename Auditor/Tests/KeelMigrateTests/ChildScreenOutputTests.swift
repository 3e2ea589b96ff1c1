import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import KeelMigrate

/// Round 10: the `Input`/`Output` shapes that made real list screens refuse or fail to type-check —
/// an output that hands out the next screen's ViewModel (an event for the coordinator, never
/// published state: ST001), a screen that opens another screen of its own type (an injected
/// factory, as for any child: VM007), a stored toggle with an output's name (renamed in the
/// migrated class), Combine's `Cancellable` beside a networking library's, and a
/// `Driver` that completes on error. Fixtures written for these tests.
@Suite("migrate: child screens and output names", .timeLimit(.minutes(5)))
struct ChildScreenOutputTests {
    static func sources(output: String, body: String, members: String = "", extra: String = "", imports: String = "") -> [String: String] {
        ["FolderViewModel.swift": """
        import Foundation
        import RxSwift
        import RxCocoa
        \(imports)

        final class FileViewModel {
            let name: String
            init(name: String) { self.name = name }
        }

        final class FolderViewModel {
            struct Input {
                let selection: Observable<String>
                let toggle: Observable<Void>
            }
            struct Output {
        \(output)
            }
            let path: String
        \(members)
            init(path: String) {
                self.path = path
            }
            func transform(input: Input) -> Output {
        \(body)
            }
        }
        \(extra)
        """]
    }

    /// `issueSelected` reads as an event (only `isX` with a capital is a Boolean state), and an output
    /// whose element is a ViewModel class is an event whatever its name: published, it would hold a
    /// nested ObservableObject — the self-audit's ST001 refused SwiftHub's issue and search lists.
    @Test func anOutputOfViewModelsIsAnEventForTheCoordinator() async throws {
        let result = try await migrate(Self.sources(output: """
                let issueSelected: Driver<FileViewModel>
                let fileList: Driver<FileViewModel>
                let isSelected: Driver<Bool>
            """, body: """
                let issueSelected = input.selection.map { FileViewModel(name: $0) }.asDriver(onErrorJustReturn: FileViewModel(name: ""))
                let fileList = input.selection.map { FileViewModel(name: $0 + "/") }.asDriver(onErrorJustReturn: FileViewModel(name: ""))
                let isSelected = input.selection.map { !$0.isEmpty }.asDriver(onErrorJustReturn: false)
                return Output(issueSelected: issueSelected, fileList: fileList, isSelected: isSelected)
            """), "FolderViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("var onIssueSelected: ((FileViewModel) -> Void)?"), "\(text)")
        #expect(text.contains("var onFileList: ((FileViewModel) -> Void)?"), "\(text)")
        #expect(text.contains("@Published private(set) var isSelected: Bool?"), "\(text)")
        #expect(!text.contains("@Published private(set) var issueSelected"), "\(text)")
        #expect(result.isClean, "\(result.findings)")
    }

    /// A screen that opens another of its own type (a folder its subfolder) gets the same injected
    /// factory as any child, building the legacy ViewModel by default (before: left in place, and the
    /// self-audit's VM007 refused SwiftHub's repository, user and contents screens); a static factory
    /// of its own type is not a child.
    @Test func aScreenOfItsOwnTypeIsBuiltByAnInjectedFactory() async throws {
        let result = try await migrate(Self.sources(output: """
                let folderSelected: Driver<FolderViewModel>
            """, body: """
                let folderSelected = input.selection
                    .compactMap { [weak self] name -> FolderViewModel? in
                        guard let self = self else { return nil }
                        return FolderViewModel(path: self.path + "/" + name)
                    }
                    .asDriver(onErrorDriveWith: .empty())
                return Output(folderSelected: folderSelected)
            """), "FolderViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("var makeFolderViewModel: (String) -> FolderViewModel = { FolderViewModel(path: $0) }"), "\(text)")
        #expect(text.contains("return self.childFactories.makeFolderViewModel(self.path + \"/\" + name)"), "\(text)")
        #expect(result.isClean, "\(result.findings)")
        // A static member building its own type is the type's factory, not a child.
        let calls = Parser.parse(source: "final class A { static func make() -> A { A() }\n func child() -> A { A() } }")
            .descendants(FunctionCallExprSyntax.self)
        #expect(calls.map { ChildFactories.inStaticMember($0) } == [true, false])
    }

    /// A plain stored property with the name of an output (`var hidesHidden = true`, toggled by the
    /// stream returned as `Output.hidesHidden`) would be declared twice: it is renamed, with every
    /// `self.` reference; the local of `transform` with the same name, the `Output` field and the
    /// returned label keep theirs. Before: "invalid redeclaration", then `Bool?` not unwrapped.
    @Test func aStoredPropertyNamedLikeAnOutputIsRenamed() async throws {
        let result = try await migrate(Self.sources(output: """
                let hidesHidden: Driver<Bool>
            """, body: """
                let hidesHidden = input.toggle.map { () -> Bool in
                    self.hidesHidden = !self.hidesHidden
                    return self.hidesHidden
                }.asDriverOnErrorJustComplete()
                return Output(hidesHidden: hidesHidden)
            """, members: """
                var hidesHidden = true
                func reset() { hidesHidden = true }
            """), "FolderViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("var hidesHiddenValue = true"), "\(text)")
        #expect(text.contains("self.hidesHiddenValue = !self.hidesHiddenValue"), "\(text)")
        #expect(text.contains("return self.hidesHiddenValue"), "\(text)")
        #expect(text.contains("hidesHiddenValue = true"), "\(text)")
        #expect(text.contains("@Published private(set) var hidesHidden: Bool?"), "\(text)")
        #expect(!text.contains("var hidesHidden = true"), "declared once: \(text)")
        // A `Driver` that completes on error, over a stream that cannot fail (an input): no `catch`, which
        // would be dead code ("will never be executed"); where the stream can fail the `catch` is written
        // with its failure type spelled (`ComposeScreen`'s golden).
        #expect(!text.contains(".catch"), "\(text)")
        #expect(result.isClean, "\(result.findings)")
    }

    /// A value the State Manager delivers after init is `@Published var folder: Folder! = nil` in the
    /// migrated class; its legacy `.value` reads are unwrapped explicitly, as the relay's value never
    /// was optional — through `@Published` the wrapped value is a plain `Folder?`, so the local copy
    /// (`var folder = self.folder.value`, then mutated) would infer `Folder?` and not compile
    /// (SwiftHub's repository, user and contents screens).
    @Test func aLocalCopyOfADeliveredValueIsUnwrapped() async throws {
        let result = try await migrate(["FolderViewModel.swift": """
            import Foundation
            import RxSwift
            import RxCocoa

            struct Folder { var name: String; var hidden: Bool }

            final class FolderViewModel {
                let folder: BehaviorRelay<Folder>
                private let disposeBag = DisposeBag()
                init(folder: Folder) {
                    self.folder = BehaviorRelay(value: folder)
                }
                func hide() {
                    var folder = self.folder.value
                    folder.hidden = true
                    self.folder.accept(folder)
                }
            }
            """], "FolderViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("var folder: Folder! = nil"), "\(text)")
        #expect(text.contains("var folder = self.folder!"), "\(text)")
        #expect(text.contains("self.folder = folder"), "\(text)")
    }

    /// A child whose initializer takes a UIKit type (`image: UIImage?`) gives the injected factory that
    /// type: the migrated file imports UIKit even where the legacy one never spelled it (SwiftHub's
    /// user screen reached it only through RxCocoa; before, `UIImage` was left unresolved).
    @Test func aFactoryOfAUIKitTypedInitializerImportsUIKit() async throws {
        let result = try await migrate(["DetailCellViewModel.swift": """
            import UIKit
            final class DetailCellViewModel {
                let title: String
                init(title: String, image: UIImage?) { self.title = title }
            }
            """, "ProfileViewModel.swift": """
            import Foundation
            import RxSwift
            import RxCocoa

            final class ProfileViewModel {
                let rows = BehaviorRelay<[DetailCellViewModel]>(value: [])
                func show(name: String) {
                    rows.accept([DetailCellViewModel(title: name, image: nil)])
                }
            }
            """], "ProfileViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("var makeDetailCellViewModel: (String, UIImage?) -> DetailCellViewModel"), "\(text)")
        #expect(text.contains("\nimport UIKit\n"), "\(text)")
    }

    /// Beside Moya (or Apollo), which declare a `Cancellable` of their own, the scheduler the
    /// migrated file declares names Combine's; elsewhere it stays unqualified.
    @Test func combinesCancellableIsQualifiedBesideANetworkingLibrarys() {
        #expect(SupportWriter.immediateScheduler(imports: ["Foundation", "KeelBridge", "Moya"]).contains("-> Combine.Cancellable {"))
        #expect(SupportWriter.immediateScheduler(imports: ["Foundation", "KeelBridge"]).contains("-> Cancellable {"))
        #expect(!SupportWriter.immediateScheduler(imports: ["Foundation", "KeelBridge"]).contains("Combine.Cancellable"))
    }
}
