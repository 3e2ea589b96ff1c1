import Foundation
import KeelVerify
import Testing
@testable import KeelMigrate

/// What `keel migrate` refuses (exit 3, nothing written) or asks about
/// (exit 2), and why — never a half translation reported as done.
@Suite("migrate: refusals", .timeLimit(.minutes(3)))
struct RefusalTests {
    func outcome(_ files: [String: String], _ type: String) async throws -> (MigrateOutcome, [String]) {
        let tree = try BadInputTests.Tree(files)
        let before = tree.listing()
        let outcome = await MigrateRun.run(MigrateOptions(typeName: type, searchPaths: [tree.root.path], typeCheck: false))
        #expect(tree.listing() == before, "something was written")
        return (outcome, tree.listing())
    }

    @Test func anObservableClassIsRefused() async throws {
        let (outcome, _) = try await outcome(["App/ProfileViewModel.swift": """
            import Observation
            @Observable final class ProfileViewModel {
                var name = ""
            }
            """], "ProfileViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("already an @Observable class"), "\(outcome.diagnostics)")
    }

    @Test func anAlreadyCombineViewModelIsRefused() async throws {
        let (outcome, _) = try await outcome(["App/FeedViewModel.swift": """
            import Combine
            final class FeedViewModel: ObservableObject {
                @Published private(set) var items: [String] = []
                private var cancellables = Set<AnyCancellable>()
            }
            """], "FeedViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("already a Combine ViewModel (ObservableObject, @Published, AnyCancellable)"), "\(outcome.diagnostics)")
    }

    /// Round 10 (Windscribe's `SubmitLogViewModelImpl`): a Combine ViewModel whose file still imports
    /// RxSwift but which names no RxSwift type and subscribes to no RxSwift stream is refused as
    /// already Combine (it used to be migrated, then refused by VM011 for a service locator); one that
    /// subscribes to a service's RxSwift stream is not.
    @Test func aCombineViewModelWithALeftoverRxSwiftImportIsRefused() async throws {
        let (outcome, _) = try await outcome(["App/UploadViewModel.swift": """
            import Combine
            import RxSwift
            protocol Connectivity { var network: AnyPublisher<Bool, Never> { get } }
            final class UploadViewModel {
                var isOnline = false
                private var cancellables = Set<AnyCancellable>()
                init(connectivity: Connectivity) {
                    connectivity.network.sink { [weak self] online in self?.isOnline = online }.store(in: &cancellables)
                }
            }
            """], "UploadViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("already a Combine ViewModel (AnyCancellable) and uses no RxSwift — its file imports RxSwift"), "\(outcome.diagnostics)")
        let tree = try BadInputTests.Tree(["App/UploadViewModel.swift": """
            import Combine
            import RxSwift
            protocol Connectivity { var network: Observable<Bool> { get } }
            final class UploadViewModel {
                var isOnline = false
                private var cancellables = Set<AnyCancellable>()
                init(connectivity: Connectivity, bag: Bag) {
                    connectivity.network.subscribe(onNext: { [weak self] online in self?.isOnline = online }).disposed(by: bag.bag)
                }
            }
            final class Bag { let bag = DisposeBag() }
            """])
        let rx = await MigrateRun.run(MigrateOptions(typeName: "UploadViewModel", searchPaths: [tree.root.path], dryRun: true, typeCheck: false))
        #expect(!rx.diagnostics.contains("its file imports RxSwift"), "\(rx.diagnostics)")
    }

    /// Round 10 (Windscribe's `CaptchaViewModel`): with the State Manager pattern the init values arrive
    /// after init; a method the init calls at once that uses one (outside its closures) would use it
    /// before it is set — an implicitly unwrapped `nil`. Refused, naming the method, the value and the
    /// use. A method that uses the value only inside a closure (run later) is not a reason. (A private
    /// one called only there is inlined since round 14: `InlinedInitMethodTests`.)
    @Test func anInitCalledMethodReadingAnInitValueIsRefusedWithTheStateManager() async throws {
        let (outcome, _) = try await outcome(["App/PuzzleViewModel.swift": """
            import RxSwift
            final class PuzzleViewModel {
                let picture = BehaviorSubject<String>(value: "")
                let solve = PublishSubject<String>()
                private let art: String
                private var token: String
                private let disposeBag = DisposeBag()
                init(art: String, token: String) {
                    self.art = art
                    self.token = token
                    setup()
                }
                func setup() {
                    picture.onNext(art.uppercased())
                    solve.subscribe(onNext: { [weak self] answer in self?.token = answer + (self?.art ?? "") }).disposed(by: disposeBag)
                }
            }
            """], "PuzzleViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("the init calls `setup()`, which uses the init value `art` at once (`art.uppercased()`)"), "\(outcome.diagnostics)")
        #expect(!outcome.diagnostics.contains("`token` at once"), "\(outcome.diagnostics)")
        let tree = try BadInputTests.Tree(["App/PuzzleViewModel.swift": """
            import RxSwift
            final class PuzzleViewModel {
                let solved = BehaviorSubject<Bool>(value: false)
                let solve = PublishSubject<String>()
                private var token: String
                private let disposeBag = DisposeBag()
                init(token: String) {
                    self.token = token
                    setup()
                }
                private func setup() {
                    solve.subscribe(onNext: { [weak self] answer in self?.solved.onNext(answer == self?.token) }).disposed(by: disposeBag)
                }
            }
            """])
        let inClosure = await MigrateRun.run(MigrateOptions(typeName: "PuzzleViewModel", searchPaths: [tree.root.path], dryRun: true, typeCheck: false))
        #expect(!inClosure.diagnostics.contains("the init calls"), "\(inClosure.diagnostics)")
    }

    /// Round 9 (equiv-r9 on Papr): an empty class has nothing to migrate; its generated test used to
    /// fail with "nothing was compared" after the migration reported "type-checks". A class with one
    /// member in an extension is not empty.
    @Test func anEmptyViewModelIsRefused() async throws {
        let (empty, _) = try await outcome(["App/ProfileViewModel.swift": """
            import RxSwift
            final class ProfileViewModel {
            }
            """], "ProfileViewModel")
        #expect(empty.exitCode == 3)
        #expect(empty.diagnostics.contains("it declares nothing"), "\(empty.diagnostics)")
        let tree = try BadInputTests.Tree(["App/ProfileViewModel.swift": """
            import RxSwift
            final class ProfileViewModel {
            }
            extension ProfileViewModel {
                var title: Observable<String> { .just("Profile") }
            }
            """])
        let extended = await MigrateRun.run(MigrateOptions(typeName: "ProfileViewModel", searchPaths: [tree.root.path], dryRun: true, typeCheck: false))
        #expect(extended.exitCode != 3, "\(extended.diagnostics)")
        #expect(!extended.diagnostics.contains("it declares nothing"), "\(extended.diagnostics)")
    }

    /// Round 10 (Papr's `SearchCollectionsViewModel`): a ViewModel of the `Input`/`Output` idiom whose
    /// protocols are empty, whose only members are the `input`/`output` views of `self` and an empty
    /// `init()`, declares nothing either. One requirement in a protocol, one stored property, or a
    /// view that is not `self` makes it something to migrate (or to refuse for another reason).
    @Test func aViewModelWhoseMembersDeclareNothingIsRefused() async throws {
        func source(inputRequirement: String = "", member: String = "", view: String = "return self", base: String = "") -> String {
            """
            import RxSwift
            protocol GalleryViewModelInput {
                \(inputRequirement)
            }
            protocol GalleryViewModelOutput {
            }
            protocol GalleryViewModelType {
                var input: GalleryViewModelInput { get }
                var output: GalleryViewModelOutput { get }
            }
            final class GalleryViewModel: \(base)GalleryViewModelType, GalleryViewModelInput, GalleryViewModelOutput {
                var input: GalleryViewModelInput { \(view) }
                var output: GalleryViewModelOutput { get { return self } }
                \(member)
                init() {
                    // Nothing yet.
                }
            }
            """
        }
        func run(_ text: String) async throws -> MigrateOutcome {
            let tree = try BadInputTests.Tree(["App/GalleryViewModel.swift": text])
            return await MigrateRun.run(MigrateOptions(typeName: "GalleryViewModel", searchPaths: [tree.root.path], dryRun: true, typeCheck: false))
        }
        let (empty, _) = try await outcome(["App/GalleryViewModel.swift": source()], "GalleryViewModel")
        #expect(empty.exitCode == 3)
        #expect(empty.diagnostics.contains("it declares nothing"), "\(empty.diagnostics)")
        #expect(empty.diagnostics.contains("views of `self`"), "\(empty.diagnostics)")
        // `GalleryViewModelType`'s two properties are the views the class satisfies with `self`: still nothing.
        for something in [
            source(inputRequirement: "var refresh: PublishSubject<Void> { get }", member: "let refresh = PublishSubject<Void>()"),
            source(member: "let title = BehaviorSubject<String>(value: \"Gallery\")"),
            source(member: "func reload() {}"),
            source(view: "return GalleryInputs()"),
            source(base: "NSObject, "),
        ] {
            let outcome = try await run(something)
            #expect(!outcome.diagnostics.contains("it declares nothing"), "\(something)\n\(outcome.diagnostics)")
        }
    }

    /// Round 9 (Windscribe's `RobertSettingsViewModelImpl`): `@Published` state whose only RxSwift
    /// is a bag keeping what a legacy service returns is refused, with the reason; one that
    /// subscribes to a service's stream itself is still migrated.
    @Test func aCombineViewModelWithOnlyADisposeBagIsRefused() async throws {
        let store = """
            import RxSwift
            protocol FilterStore { func save(_ filters: [String]) -> Disposable; var filters: Observable<[String]> { get } }
            """
        let (outcome, _) = try await outcome(["App/FilterStore.swift": store, "App/FiltersViewModel.swift": """
            import Combine
            import RxSwift
            final class FiltersViewModel {
                @Published var filters: [String] = []
                private let store: FilterStore
                private let disposeBag = DisposeBag()
                init(store: FilterStore) { self.store = store }
                func save() { store.save(filters).disposed(by: disposeBag) }
            }
            """], "FiltersViewModel")
        #expect(outcome.exitCode == 3, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("whose only RxSwift is a `DisposeBag` keeping the subscriptions legacy services return"), "\(outcome.diagnostics)")
        let subscribing = try await migrate(["App/FilterStore.swift": store, "App/FiltersViewModel.swift": """
            import Combine
            import RxSwift
            final class FiltersViewModel {
                @Published var filters: [String] = []
                private let disposeBag = DisposeBag()
                init(store: FilterStore) { store.filters.subscribe(onNext: { [weak self] in self?.filters = $0 }).disposed(by: disposeBag) }
            }
            """], "FiltersViewModel")
        #expect(subscribing.viewModelText.contains("filters"), "\(subscribing.viewModelText)")
    }

    @Test func aNameInTwoTargetsIsAskedAbout() async throws {
        let viewModel = """
            import RxSwift
            final class LoginViewModel {
                let email = BehaviorRelay<String>(value: "")
            }
            """
        let (outcome, _) = try await outcome(["iOS/LoginViewModel.swift": viewModel, "tvOS/LoginViewModel.swift": viewModel], "LoginViewModel")
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("'LoginViewModel' is declared in 2 files (iOS/LoginViewModel.swift, tvOS/LoginViewModel.swift)"), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("--in"))
    }

    @Test func codeWithoutAMechanicalCombineFormIsRefusedWithTheReasonAndTheCode() async throws {
        let (outcome, _) = try await outcome(["App/TickerViewModel.swift": """
            import RxSwift
            final class TickerViewModel {
                let ticks = BehaviorRelay<Int>(value: 0)
                private let disposeBag = DisposeBag()
                init(source: Observable<Int>) {
                    source.buffer(timeSpan: .seconds(1), count: 2, scheduler: MainScheduler.instance).subscribe(onNext: { [weak self] _ in self?.ticks.accept(1) }).disposed(by: disposeBag)
                }
            }
            """], "TickerViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("`buffer` has no mechanical Combine equivalent here"), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("source.buffer(timeSpan:"))
    }

    /// An RxSwiftCommunity `Action` (`CocoaAction`, `Action<Input, Element>`) is never copied
    /// into the migrated ViewModel as it was: its work is an Observable, it has no Combine form here.
    /// An Action-library member keel cannot read as a method is refused with the reason — never
    /// copied verbatim (it was, once: Papr's AlertViewModel kept its three `CocoaAction`s).
    @Test func anActionMemberKeelCannotReadIsRefusedNotCopied() async throws {
        let (outcome, _) = try await outcome(["App/BannerViewModel.swift": """
            import RxSwift
            import Action
            final class BannerViewModel {
                let shown = BehaviorRelay<Bool>(value: true)
                private let hidden = PublishSubject<Void>()
                lazy var hideAction: CocoaAction = CocoaAction(enabledIf: shown.asObservable()) { [unowned self] in
                    self.hidden.onNext(())
                    return .empty()
                }
                lazy var pickAction: Action<Int, Void> = {
                    Action<Int, Void> { [unowned self] index in
                        self.shown.accept(index > 0)
                        return .empty()
                    }
                }()
                func bind() {
                    _ = pickAction.executing
                }
            }
            """], "BannerViewModel")
        #expect(outcome.exitCode == 3, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("the action `hideAction` has `enabledIf:`"), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("uses the action `pickAction` other than by executing it (`pickAction.executing`)"), "\(outcome.diagnostics)")
    }

    /// A stored `Observable<Void>` derived from a subject is a stream of events: published as
    /// `Void` state it would never tell the view anything (Papr's AlertViewModel came out so). Passing
    /// on a private subject it is that subject's closure (`ForwardedEventSubjectTests`); here the subject
    /// is not private — others may send into it too — and the stream stays refused.
    @Test func aStoredEventStreamIsRefusedNotPublishedAsState() async throws {
        let (outcome, _) = try await outcome(["App/PromptViewModel.swift": """
            import RxSwift
            final class PromptViewModel {
                let title = BehaviorRelay<String>(value: "")
                let confirmed: Observable<Void>
                let confirmTaps = PublishSubject<Void>()
                init() {
                    confirmed = confirmTaps.asObservable()
                }
                func confirm() { confirmTaps.onNext(()) }
            }
            """], "PromptViewModel")
        #expect(outcome.exitCode == 3, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("the stored `confirmed: Observable<Void>` is a stream of events"), "\(outcome.diagnostics)")
    }

    @Test func aRouterUsedOtherThanByCallingItIsRefused() async throws {
        let (outcome, _) = try await outcome(["App/MenuViewModel.swift": """
            import RxSwift
            protocol MenuRouting: AnyObject { func showSettings() }
            final class MenuViewModel {
                let title = BehaviorRelay<String>(value: "")
                weak var router: MenuRouting?
                func child() -> MenuRouting? { router }
            }
            """], "MenuViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("uses its router other than by calling its methods"), "\(outcome.diagnostics)")
    }

    @Test func aTestCaseOfAViewModelIsNotAViewModel() async throws {
        let (outcome, _) = try await outcome(["AppTests/PostsViewModelTests.swift": """
            import XCTest
            import RxSwift
            final class PostsViewModelTests: XCTestCase {
                let disposeBag = DisposeBag()
                override func setUp() { super.setUp() }
            }
            """], "PostsViewModelTests")
        #expect(outcome.exitCode != 0)
        #expect(outcome.diagnostics.contains("'PostsViewModelTests' is not a legacy ViewModel: it is a test case (XCTestCase)"), "\(outcome.diagnostics)")
    }

    @Test func aBaseClassOfOtherViewModelsIsRefusedNamingThem() async throws {
        let (outcome, _) = try await outcome(["App/CellViewModel.swift": """
            import RxSwift
            import RxCocoa
            class CellViewModel {
                let title = BehaviorRelay<String?>(value: nil)
            }
            final class UserCellViewModel: CellViewModel {
                init(name: String) { super.init(); title.accept(name) }
            }
            """], "CellViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("it is the base class of 1 other class (UserCellViewModel)"), "\(outcome.diagnostics)")
        // A subclass in a test target is a test double: it does not stop the migration.
        let tested = try await migrate(["App/CellViewModel.swift": """
            import RxSwift
            import RxCocoa
            class CellViewModel {
                let title = BehaviorRelay<String?>(value: nil)
            }
            """, "AppTests/CellTests.swift": """
            class CellTestViewModel: CellViewModel {}
            """], "CellViewModel")
        #expect(tested.refusals.isEmpty, "\(tested.refusals)")
    }

    /// The State Manager pattern hands the legacy init's values over after init: a stream
    /// `transform(input:)` starts from a value computed from one of them (`startWith(self.note.text)`)
    /// would start without it. Refused, named. (`Driver.just(self.note)` and `startWith(self.note)`
    /// are the state manager's stream since round 13: `DeliveredValueTests`.)
    @Test func aStateManagerValueReadWhileTheStreamsAreBuiltIsRefused() async throws {
        let (outcome, _) = try await outcome(["App/NoteEditorViewModel.swift": """
            import RxSwift
            import RxCocoa
            struct Note { let text: String }
            final class NoteEditorViewModel {
                struct Input { let text: Driver<String> }
                struct Output { let caption: Driver<String> }
                private let note: Note
                init(note: Note) { self.note = note }
                func transform(input: Input) -> Output {
                    let caption = input.text.startWith(self.note.text)
                    return Output(caption: caption)
                }
            }
            """], "NoteEditorViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("reads the init value `note` while it builds its streams"), "\(outcome.diagnostics)")
    }

    /// Read inside an operator's closure, the value is read when the stream runs — after the
    /// state manager set it: that is migrated.
    @Test func aStateManagerValueReadInsideAClosureIsMigrated() async throws {
        let result = try await migrate(["App/NoteEditorViewModel.swift": """
            import RxSwift
            import RxCocoa
            struct Note { let id: Int; let text: String }
            final class NoteEditorViewModel {
                struct Input { let text: Driver<String> }
                struct Output { let draft: Driver<Note> }
                private let note: Note
                init(note: Note) { self.note = note }
                func transform(input: Input) -> Output {
                    let draft = input.text.map { [unowned self] text in Note(id: self.note.id, text: text) }
                    return Output(draft: draft)
                }
            }
            """], "NoteEditorViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
    }

    /// A subject the ViewModel stores but another object owns (`self.ipAddress = manager.ipAddress`)
    /// and also sends into: who else sends, and when, is outside it. Refused, naming the streams.
    /// (One it only hands on is forwarded since round 11: `ForwardedStreamTests`.)
    @Test func anEventStreamBorrowedFromAServiceIsRefused() async throws {
        let (outcome, _) = try await outcome(["App/StatusViewModel.swift": """
            import RxSwift
            protocol StatusManaging { var address: PublishSubject<String> { get }; var reconnect: PublishSubject<Void> { get } }
            final class StatusViewModel {
                let address: PublishSubject<String>
                let reconnect: PublishSubject<Void>
                let manager: StatusManaging
                init(manager: StatusManaging) {
                    self.manager = manager
                    self.address = manager.address
                    self.reconnect = manager.reconnect
                }
                func reset() {
                    address.onNext("")
                    reconnect.onNext(())
                }
            }
            """], "StatusViewModel")
        #expect(outcome.exitCode == 3)
        #expect(outcome.diagnostics.contains("the event streams `address`, `reconnect` are another object's, assigned in init (`self.address = manager.address`)"), "\(outcome.diagnostics)")
    }
}
