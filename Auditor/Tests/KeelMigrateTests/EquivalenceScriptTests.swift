import Foundation
import KeelAudit
@testable import KeelVerify
import SwiftParser
import Testing
@testable import KeelMigrate

/// The values the generated equivalence test drives both ViewModels with,
/// and what it does with a value keel cannot build.
@Suite("migrate: equivalence script values", .timeLimit(.minutes(5)))
struct EquivalenceScriptTests {
    let tree = LegacyTree(files: [SourceInput(path: "Model.swift", text: """
        struct Point { var x: Int; var y: Int }
        enum Mode { case on, off }
        """)])

    @Test func tuplesGetASampleOfEachElementWithTheirLabels() {
        let samples = SampleValues(tree: tree)
        #expect(samples.samples("(String, Int)") == ["(\"ab\", 1)", "(\"abc\", 2)"])
        #expect(samples.samples("(name: String, mode: Mode)") == ["(name: \"ab\", mode: Mode.on)", "(name: \"abc\", mode: Mode.off)"])
        #expect(samples.samples("(Point, [String: Int])") == ["(Point(x: 1, y: 1), [:])", "(Point(x: 2, y: 2), [:])"])
        #expect(samples.samples("(a: Bool, b: Bool)?")?.last == "nil")
        // An element keel cannot build: no tuple either.
        #expect(samples.samples("(String, URLSession)") == nil)
        // A function type is not a tuple.
        #expect(samples.samples("(Int) -> (String)") == nil)
        #expect(samples.samples("((Int) -> Void)?") == ["nil"])
    }

    /// An error input is one of the sample errors of KeelTesting's `Equivalence`, spelled as the
    /// generated test can resolve it (SwiftHub's `serverError` input read `SampleError.first`, which
    /// nothing declares since the scaffolding moved into KeelTesting: "not proven").
    @Test func errorsAreTheEquivalenceSampleErrors() {
        let samples = SampleValues(tree: tree)
        for type in ["Error", "any Error", "Swift.Error"] {
            #expect(samples.samples(type) == ["Equivalence.SampleError.first", "Equivalence.SampleError.second"])
        }
    }

    /// A type nested in another is spelled with its enclosing type (`Setting.Kind.dns`), as the
    /// test file, outside that type, needs it (`cannot find 'Kind' in scope` otherwise).
    @Test func nestedTypesAreSpelledWithTheirEnclosingType() {
        let nested = SampleValues(tree: LegacyTree(files: [SourceInput(path: "Setting.swift", text: """
            struct Setting {
                enum Kind: String { case dns, proxy }
                var kind: Kind
                var value: String
            }
            extension Setting { struct Range { var low: Int } }
            """)]))
        #expect(nested.samples("Setting") == ["Setting(kind: Setting.Kind.dns, value: \"ab\")", "Setting(kind: Setting.Kind.proxy, value: \"abc\")"])
        #expect(nested.samples("Setting.Range") == ["Setting.Range(low: 1)", "Setting.Range(low: 2)"])
    }

    /// Round 8 (SwiftHub's `ContributionsCellViewModel`, `LanguagesCellViewModel`): a `nil` argument
    /// of an initializer overloaded on its labels names its type (`init(graph: A?)` and `init(graph:
    /// B?)` made `Calendar(graph: nil)` ambiguous), and a qualified parameter type is built from that
    /// declaration, not from another type of the same simple name (an app's `Language` was passed
    /// where `Query.Data.Language` was asked).
    @Test func overloadedNilsAreTypedAndQualifiedTypesAreTheirOwn() {
        let samples = SampleValues(tree: LegacyTree(files: [SourceInput(path: "Graph.swift", text: """
            struct Query {
                struct Data {
                    struct Collection { var weeks: Int }
                    struct Other { var days: Int }
                    struct Language { var totalCount: Int }
                }
            }
            struct Calendar {
                init(graph: Query.Data.Collection?) {}
                init(graph: Query.Data.Other?) {}
            }
            struct Language { var name: String }
            """)]))
        #expect(samples.samples("Calendar") == ["Calendar(graph: Query.Data.Collection(weeks: 1))", "Calendar(graph: nil as Query.Data.Collection?)"])
        #expect(samples.samples("Query.Data.Language") == ["Query.Data.Language(totalCount: 1)", "Query.Data.Language(totalCount: 2)"])
        #expect(samples.samples("Language") == ["Language(name: \"ab\")", "Language(name: \"abc\")"])
        // A qualified type the tree does not declare: no sample (never the same simple name's).
        #expect(samples.samples("Apollo.Language") == nil)
    }

    /// A ViewModel with no optional output: the legacy snapshot has no empty `for key in []`
    /// (an untyped empty literal does not compile).
    @Test func noEmptyKeyListInTheSnapshot() async throws {
        let result = try await migrate(["Counter.swift": """
            import RxSwift
            protocol CounterService: AnyObject { var count: Observable<Int> { get } }
            final class CounterViewModel {
                private let service: CounterService
                private let disposeBag = DisposeBag()
                let count = BehaviorRelay<Int>(value: 0)
                init(service: CounterService) {
                    self.service = service
                    service.count.subscribe(onNext: { [weak self] in self?.count.accept($0) }).disposed(by: disposeBag)
                }
            }
            """], "CounterViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(!test.contains("for key in []"), "\(test)")
    }

    /// Round 9 (Windscribe's `IPInfoViewModel`): a legacy ViewModel that already publishes an
    /// event with Combine beside its Rx state is observed with `sink`, kept in `cancellables` —
    /// `subscribe(onNext:)…disposed(by:)` on a `PassthroughSubject` did not compile (4 errors).
    @Test func aLegacyCombineOutputIsObservedWithSink() async throws {
        let result = try await migrate(["Alarm.swift": """
            import Combine
            import RxSwift
            enum AlarmFailure { case busy, offline }
            final class AlarmViewModel {
                let armed = BehaviorRelay<Bool>(value: false)
                let failed = PassthroughSubject<AlarmFailure, Never>()
                let rang = PublishSubject<Void>()
                func arm(_ on: Bool) {
                    if on && armed.value { failed.send(.busy); return }
                    armed.accept(on)
                    rang.onNext(())
                }
            }
            """], "AlarmViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(test.contains("viewModel.failed.sink(receiveCompletion: { _ in }, receiveValue: { [recorder] value in recorder.log.append(\"failed(\\(Equivalence.describe(value)))\") }).store(in: &cancellables)"), "\(test)")
        #expect(test.contains("    private var cancellables = Set<AnyCancellable>()"), "\(test)")
        #expect(!test.contains("viewModel.failed.subscribe("), "\(test)")
        // The Rx event beside it is still observed the Rx way.
        #expect(test.contains("viewModel.rang.subscribe(onNext: { [recorder] _ in recorder.log.append(\"rang\") }).disposed(by: disposeBag)"), "\(test)")
    }

    /// Both sides' snapshots are compared with the UUIDs each generates afresh renamed by where
    /// they first appear (`uuid#1`); a ViewModel with no input and no service is compared on the
    /// state it holds after init, and one with inputs still needs its script to change an output.
    /// (Their behaviour runs in the fixtures' generated tests: Ticket, Badge.)
    @Test func freshIdentifiersAndInitOnlyViewModelsAreCompared() async throws {
        let cell = try await migrate(["Cell.swift": """
            import RxSwift
            final class CellViewModel {
                let title = BehaviorRelay<String>(value: "")
                init(name: String) { title.accept(name.uppercased()) }
            }
            """], "CellViewModel")
        let cellTest = try #require(cell.files.first { $0.path.hasPrefix("Tests/") }?.text)
        // The comparisons, UUID renaming and the init-only rule are the kit's `Equivalence.Script`
        // (run in the root package's `KeelTestingTests`): the test is its script.
        #expect(cellTest.contains("let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot)\n"), "\(cellTest)")
        #expect(cellTest.contains("await script.settle(\"init\")\n\n        script.finish()"), "\(cellTest)")
        let form = try await migrate(["Form.swift": """
            import RxSwift
            final class FormViewModel {
                let title = BehaviorRelay<String>(value: "")
                func rename(_ name: String) { title.accept(name) }
            }
            """], "FormViewModel")
        let formTest = try #require(form.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(formTest.contains("let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot, inputs: [\"rename(…)\"])"), "\(formTest)")
        #expect(formTest.contains("await script.settle(\"step 1: rename(…)\", driving: \"rename(…)\")"), "\(formTest)")
    }

    /// A service method whose parameter is named like a keyword (`protocol`)
    /// or not named at all: the fake records it, and the test compiles.
    @Test func fakesReferToKeywordParametersInBackticks() async throws {
        let result = try await migrate(["Settings.swift": """
            import Foundation
            import RxSwift
            protocol PortSettings: AnyObject {
                var port: Observable<String> { get }
                func update(protocol: String, port: String)
                func reset(_: Int)
            }
            """, "PortViewModel.swift": """
            import Foundation
            import RxSwift

            final class PortViewModel {
                private let settings: PortSettings
                private let disposeBag = DisposeBag()
                let port = BehaviorRelay<String>(value: "")
                init(settings: PortSettings) {
                    self.settings = settings
                    settings.port.subscribe(onNext: { [weak self] in self?.port.accept($0) }).disposed(by: disposeBag)
                }
                func save(_ value: String) { settings.update(protocol: "udp", port: value) }
            }
            """], "PortViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(test.contains("\\(Equivalence.describe(`protocol`))"), "\(test)")
        #expect(test.contains("recorder.log.append(\"reset(_)\")"), "\(test)")
        #expect(!test.contains("describe(protocol)"))
    }

    /// The fakes repeat the service's signatures, so the test imports what the service's file
    /// imports (a VPN state repository's `NEVPNStatus` from NetworkExtension) — the ViewModel's
    /// file alone did not, and the generated test named a type it could not see.
    @Test func theTestImportsTheModulesTheFakedServicesFilesImport() async throws {
        let result = try await migrate(["VPNStateRepository.swift": """
            import Foundation
            import NetworkExtension
            import RxSwift
            enum Tunnel { case up, down }
            protocol VPNStateRepository: AnyObject {
                var status: BehaviorSubject<NEVPNStatus> { get }
            }
            """, "BadgeViewModel.swift": """
            import Foundation
            import RxSwift

            final class BadgeViewModel {
                private let repository: VPNStateRepository
                private let disposeBag = DisposeBag()
                let connected = BehaviorRelay<Bool>(value: false)
                init(repository: VPNStateRepository) {
                    self.repository = repository
                    repository.status.subscribe(onNext: { [weak self] in self?.connected.accept($0 == .connected) }).disposed(by: disposeBag)
                }
            }
            """], "BadgeViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(test.contains("\nimport NetworkExtension\n"), "\(test)")
        #expect(test.components(separatedBy: "import RxSwift").count == 2, "\(test)")
        #expect(!result.viewModelText.contains("import NetworkExtension"))
    }

    /// A member of a service whose type keel cannot build: the fake stops the
    /// test if either side reads or calls it, and the report says so — the
    /// equivalence test is still generated for everything else.
    @Test func unbuildableServiceMembersStopTheTestInsteadOfDroppingIt() async throws {
        let result = try await migrate(["PairServicing.swift": """
            import Foundation
            import RxSwift
            protocol PairServicing: AnyObject {
                var pairs: Observable<(name: String, count: Int)> { get }
                var session: URLSession { get }
                var delegate: NSObject? { get set }
                func makeFormatter() -> DateFormatter
            }
            """, "PairsViewModel.swift": """
            import Foundation
            import RxSwift

            final class PairsViewModel {
                private let service: PairServicing
                private let disposeBag = DisposeBag()
                let latest = BehaviorRelay<(String, Int)>(value: ("", 0))
                init(service: PairServicing) {
                    self.service = service
                    service.pairs.subscribe(onNext: { [weak self] in self?.latest.accept(($0.name, $0.count)) }).disposed(by: disposeBag)
                }
            }
            """], "PairsViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(!test.contains("could not generate the equivalence test"), "\(result.notExercised)")
        #expect(test.contains("let pairsSubject = BehaviorSubject<(name: String, count: Int)>(value: (name: \"ab\", count: 1))"), "\(test)")
        #expect(test.contains("var session: URLSession { fatalError(\"keel migrate: no sample value of URLSession\") }"))
        #expect(test.contains("var delegate: NSObject? = nil"))
        #expect(test.contains("func makeFormatter() -> DateFormatter {\n        recorder.log.append(\"makeFormatter()\")\n        fatalError(\"keel migrate: no sample value of DateFormatter\")"))
        #expect(result.notExercised.contains("PairServicing.session (no sample value of URLSession; the test stops if it is read)"), "\(result.notExercised)")
        #expect(result.notExercised.contains { $0.hasPrefix("PairServicing.makeFormatter (no sample value of DateFormatter") })
        let report = MigrationReportText.render(result, outputDirectory: "Out", dryRun: true)
        #expect(report.contains("Equivalence test: not exercised by its script: "), "\(report)")
        // keel writes the equivalence test but never runs it (it does not build the app): the report says so.
        #expect(report.contains("Behaviour: not run by keel — Tests/"), "\(report)")
        for file in result.files { #expect(!Parser.parse(source: file.text).hasError, "\(file.path)") }
    }

    /// Round 9, on real RxSwift 6: the relays are RxRelay's and `Driver`/`asDriver(onErrorDriveWith:)`
    /// RxCocoa's, not RxSwift's, so a generated test with only `import RxSwift` did not compile
    /// (`cannot find 'PublishRelay' in scope` for CleanArchitectureRxSwift's `PostsViewModel`). The
    /// test imports RxCocoa (it re-exports RxRelay), or RxRelay when that is all the legacy file
    /// imports; nothing when the legacy side is `KeelRx` (one module for all of them).
    @Test func theRelaysAndDriversOfRealRxSwiftAreImported() async throws {
        func testText(_ imports: String, _ body: String) async throws -> String {
            let result = try await migrate(["Feed.swift": imports + "\n" + """
                protocol FeedService: AnyObject { func load() -> Observable<[String]> }
                """ + "\n" + body], "FeedViewModel")
            return try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        }
        let transform = """
            final class FeedViewModel {
                struct Input { let refresh: Driver<Void> }
                struct Output { let items: Driver<[String]> }
                private let service: FeedService
                init(service: FeedService) { self.service = service }
                func transform(input: Input) -> Output {
                    let items = input.refresh.flatMapLatest { [service] in service.load().asDriver(onErrorJustReturn: []) }
                    return Output(items: items)
                }
            }
            """
        let cocoa = try await testText("import RxSwift\nimport RxCocoa", transform)
        #expect(cocoa.contains("PublishRelay<Void>()"), "\(cocoa)")
        #expect(cocoa.contains("\nimport RxSwift\n"), "\(cocoa)")
        #expect(cocoa.contains("\nimport RxCocoa\n"), "\(cocoa)")
        let relays = """
            final class FeedViewModel {
                let refresh = PublishRelay<Void>()
                let items = BehaviorRelay<[String]>(value: [])
                private let disposeBag = DisposeBag()
                init(service: FeedService) {
                    refresh.flatMapLatest { service.load() }.subscribe(onNext: { [weak self] in self?.items.accept($0) }).disposed(by: disposeBag)
                }
            }
            """
        let relay = try await testText("import RxSwift\nimport RxRelay", relays)
        #expect(relay.contains("legacy.viewModel.refresh.accept(())"), "\(relay)")
        #expect(relay.contains("\nimport RxRelay\n"), "\(relay)")
        #expect(!relay.contains("import RxCocoa"), "\(relay)")
        let keelRx = try await testText("import KeelRx", transform)
        #expect(keelRx.contains("PublishRelay<Void>()"), "\(keelRx)")
        #expect(!keelRx.contains("import RxCocoa") && !keelRx.contains("import RxRelay"), "\(keelRx)")
        // No relay, no Driver: the test needs nothing besides RxSwift.
        let plain = try await testText("import RxSwift", """
            final class FeedViewModel {
                private let service: FeedService
                private let disposeBag = DisposeBag()
                private(set) var count = 0
                init(service: FeedService) { self.service = service }
                func reload() { service.load().subscribe(onNext: { [weak self] in self?.count = $0.count }).disposed(by: disposeBag) }
            }
            """)
        #expect(!plain.contains("import RxCocoa") && !plain.contains("import RxRelay"), "\(plain)")
    }

    /// The scaffolding every generated test repeated (~70 lines: recorder, script driver, value
    /// descriptions, clock stamps — 111 duplicate pairs across the goldens) is the kit's
    /// `KeelTesting.Equivalence`: the test holds its sides, its fakes and its script. How values
    /// are described and told apart (round 9's URLs, dates, sets, clock stamps) is tested where it
    /// now lives, the root package's `KeelTestingTests`.
    @Test func theScaffoldingIsTheKitsAndTheTestIsItsScript() async throws {
        let result = try await migrate(["Share.swift": """
            import RxSwift
            struct ShareOption { let title: String; let url: URL? }
            final class ShareViewModel {
                let options = BehaviorSubject<[ShareOption]>(value: [ShareOption(title: "a", url: URL(string: "https://a.example"))])
                func share(_ option: Int) { options.onNext([]) }
            }
            """], "ShareViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(test.contains("\nimport KeelTesting\n"), "\(test)")
        for scaffolding in ["func describe<", "class Recorder", "enum SampleError", "func mainQueueTurn", "func normalized(", "func readsAsNow(", "func difference(", "var changes"] {
            #expect(!test.contains(scaffolding), "\(scaffolding) in \(test)")
        }
        #expect(test.contains("values[\"options\"] = Equivalence.describe(try? viewModel.options.value())"), "\(test)")
        #expect(test.contains("let recorder = Equivalence.Recorder()"), "\(test)")
        #expect(test.contains("await script.settle(\"step 1: share(…)\", driving: \"share(…)\")"), "\(test)")
        #expect(!Parser.parse(source: test).hasError)
    }

    /// Round 9 (SwiftHub's `SettingSwitchCellViewModel`): a public subject the cell's switch sends
    /// on and the parent screen observes — nothing in the ViewModel sends on it — became an event
    /// closure nothing calls, and the generated test observed it without ever driving it, so it
    /// passed. It is an input: the script drives it on the legacy side, and the test fails naming
    /// the missing counterpart (the legacy log has `toggled(true)`, the migrated one nothing).
    @Test func anInputNothingInTheViewModelSendsOnIsDrivenAndItsMissingCounterpartFails() async throws {
        let result = try await migrate(["Switch.swift": """
            import RxSwift
            final class SwitchCellViewModel {
                let isEnabled = BehaviorRelay<Bool>(value: false)
                let toggled = PublishSubject<Bool>()
                init(title: String, isEnabled: Bool) {
                    self.isEnabled.accept(isEnabled)
                }
            }
            """], "SwitchCellViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(test.contains("inputs: [\"updateIsEnabled(…)\", \"toggled\"]"), "\(test)")
        #expect(test.contains("legacy.viewModel.toggled.onNext(true)\n        script.missingInput(\"toggled\", "), "\(test)")
        #expect(test.contains("driving: \"toggled\""), "\(test)")
        #expect(result.notExercised.contains { $0.hasPrefix("`toggled` is an input of the legacy ViewModel") }, "\(result.notExercised)")
        #expect(!Parser.parse(source: test).hasError)
    }

    /// Every input of the legacy screen is declared to the script, which fails for one never
    /// driven; one the script cannot drive (an `async` method) is named as an expected issue.
    @Test func everyInputIsDeclaredAndAnUndrivableOneIsNamed() async throws {
        let result = try await migrate(["Feed.swift": """
            import RxSwift
            final class FeedViewModel {
                let count = BehaviorRelay<Int>(value: 0)
                func add(_ amount: Int) { count.accept(count.value + amount) }
                func reload() async { count.accept(0) }
            }
            """], "FeedViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(test.contains("inputs: [\"add(…)\", \"reload(…)\"]"), "\(test)")
        #expect(test.contains("script.notDriven(\"reload(…)\", \"async: the script's steps do not await; compare it by hand\")"), "\(test)")
        #expect(test.contains("driving: \"add(…)\""), "\(test)")
    }

    /// Round 9 (Windscribe's `ViewLogViewModelImpl`): the legacy class is not `@MainActor`, so a
    /// `Task` its init starts begins on the cooperative pool at once; the migrated ViewModel is
    /// `@MainActor` (published state on the main actor, guides 002/004), so the same `Task` begins a
    /// main-queue turn later. The test no longer fails on that one turn, nor hides it: the moments
    /// before `init` settles are a named known difference, and the state once settled must agree.
    @Test func aTaskTheLegacyInitStartsOffTheMainActorIsANamedLag() async throws {
        let source = """
            import RxSwift
            protocol LogReading: AnyObject { func read() async throws -> String }
            final class LogViewModel {
                let text = BehaviorRelay<String>(value: "")
                let loading = BehaviorRelay<Bool>(value: true)
                private let reader: LogReading
                init(reader: LogReading) {
                    self.reader = reader
                    load()
                }
                private func load() {
                    Task {
                        let data = try await reader.read()
                        await MainActor.run { self.text.accept(data); self.loading.accept(false) }
                    }
                }
            }
            """
        let result = try await migrate(["Log.swift": source], "LogViewModel")
        let test = try #require(result.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(test.contains("await script.settle(\"init\", knownLag: \"the legacy init starts a `Task` off the main actor"), "\(test)")
        #expect(result.notExercised.contains { $0.hasPrefix("the moments before `init` settles") }, "\(result.notExercised)")
        // A `@MainActor` legacy class starts it on the main actor too: nothing to name.
        let isolated = try await migrate(["Log.swift": source.replacingOccurrences(of: "final class LogViewModel", with: "@MainActor final class LogViewModel")], "LogViewModel")
        let strict = try #require(isolated.files.first { $0.path.hasPrefix("Tests/") }?.text)
        #expect(!strict.contains("knownLag"), "\(strict)")
    }
}
