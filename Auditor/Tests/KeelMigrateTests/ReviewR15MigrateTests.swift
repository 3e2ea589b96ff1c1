import Foundation
import Testing
import SwiftParser
import SwiftSyntax
@testable import KeelMigrate

/// The migrator findings of round 15's review, each from a fixture written from scratch: a bag
/// filled by `insert`, a replaced bag written through `self?`/`strongSelf`, a work local read
/// after another statement, a pair loop whose body writes an element's root, a state the init
/// sets after its pipelines exist, a bind to another object's subject, `@unknown default`.
@Suite("migrate: review of round 15", .timeLimit(.minutes(5)))
struct ReviewR15MigrateTests {
    static func list(reload: String = """
                    self.rowBag = DisposeBag()
                    let row = ToggleRow(isOn: self.a.value)
                    row.flipped.bind(to: self.a).disposed(by: self.rowBag)
                    return [row]
        """, initExtra: String = "", ringing: String = "BehaviorRelay<Bool>(value: false)") -> String {
        """
        import RxSwift
        import RxCocoa
        final class Bell {
            static let shared = Bell()
            let ringing = \(ringing)
        }
        final class ToggleRow {
            let flipped = PublishRelay<Bool>()
            init(isOn: Bool) {}
        }
        final class ListViewModel {
            struct Input { let reload: Observable<Void> }
            struct Output { let rows: BehaviorRelay<[ToggleRow]> }
            let a = BehaviorRelay<Bool>(value: false)
            private let disposeBag = DisposeBag()
            private var rowBag = DisposeBag()
            init() {
                a.bind(to: Bell.shared.ringing).disposed(by: disposeBag)
        \(initExtra)
            }
            func transform(input: Input) -> Output {
                let rows = BehaviorRelay<[ToggleRow]>(value: [])
                let changed = Observable.merge(input.reload, a.map { _ in () })
                changed.map { [weak self] () -> [ToggleRow] in
                    guard let self = self else { return [] }
        \(reload)
                }.bind(to: rows).disposed(by: disposeBag)
                return Output(rows: rows)
            }
        }
        """
    }

    // MARK: 1 — `bag.insert(…)` into a replaced bag

    @Test func aSubscriptionInsertedIntoAReplacedBagGoesToItsSet() async throws {
        let source = Self.list(reload: """
                    self.rowBag = DisposeBag()
                    let row = ToggleRow(isOn: self.a.value)
                    self.rowBag.insert(row.flipped.bind(to: self.a))
                    return [row]
        """)
        let result = try await migrate(["App/ListViewModel.swift": source], "ListViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("private var rowCancellables = Set<AnyCancellable>()"), "\(text)")
        #expect(text.contains("self.rowCancellables.removeAll()"), "\(text)")
        #expect(text.contains(".store(in: &self.rowCancellables)"), "\(text)")
        #expect(!text.contains(" cancellables.removeAll()"), "\(text)")
    }

    // MARK: 2 — the replaced bag's receiver as written

    @Test func aReplacedBagKeepsItsWrittenReceiver() async throws {
        let source = Self.list(reload: """
                    let strongSelf = self
                    strongSelf.rowBag = DisposeBag()
                    let row = ToggleRow(isOn: strongSelf.a.value)
                    row.flipped.bind(to: strongSelf.a).disposed(by: strongSelf.rowBag)
                    return [row]
        """, initExtra: """
                input0.subscribe(onNext: { [weak self] _ in self?.rowBag = DisposeBag() }).disposed(by: disposeBag)
        """).replacingOccurrences(of: "init() {", with: "init(input0: Observable<Void>) {")
        let result = try await migrate(["App/ListViewModel.swift": source], "ListViewModel")
        let text = result.viewModelText
        #expect(text.contains("self?.rowCancellables.removeAll()"), "\(text)")
        #expect(text.contains("strongSelf.rowCancellables.removeAll()"), "\(text)")
        #expect(text.contains(".store(in: &strongSelf.rowCancellables)"), "\(text)")
        #expect(!text.contains("self.rowCancellables"), "\(text)")
    }

    // MARK: 3 — a work local read after another statement

    static let pending = [
        "Action.swift": """
        import RxSwift
        final class Action<Input, Element> {
            let elements: Observable<Element>
            init(enabledIf: Observable<Bool> = .just(true), workFactory: @escaping (Input) -> Observable<Element>) { fatalError() }
            func execute(_ input: Input) -> Observable<Element> { fatalError() }
        }
        """,
        "Loading.swift": """
        import RxSwift
        protocol Loading: AnyObject { func load(id: Int?) -> Observable<String> }
        """,
    ]

    func pendingViewModel(_ work: String) -> [String: String] {
        Self.pending.merging(["ShelfViewModel.swift": """
            import Foundation
            import RxSwift
            final class ShelfViewModel {
                private let service: Loading
                private var pendingID: Int? = 3
                init(service: Loading) { self.service = service }
                lazy var saveAction: Action<Void, String> = {
                    Action<Void, String> { [unowned self] _ in
            \(work)
                    }
                }()
            }
            """]) { $1 }
    }

    /// A statement between the local and the return: the local is not moved to the return (it would
    /// read `pendingID` after the reset).
    @Test func aWorkLocalReadAfterAnotherStatementIsNotMovedToTheReturn() async throws {
        let result = try await migrate(pendingViewModel("""
                        let result = self.service.load(id: self.pendingID)
                        self.pendingID = nil
                        return result.map { $0 + "!" }
            """), "ShelfViewModel")
        let text = result.viewModelText
        if let reset = text.range(of: "pendingID = nil"), let load = text.range(of: "load(id: self.pendingID)") {
            #expect(load.lowerBound < reset.lowerBound, "\(text)")
        }
        // The local stays where it was (the legacy stream, built before the reset), bridged where it is returned.
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("let result = self.service.load(id: self.pendingID)\n        self.pendingID = nil"), "\(text)")
        #expect(text.contains("result\n            .asObservable().toPublisher()"), "\(text)")
    }

    /// Right before the return it is still the returned stream's source, translated in place.
    @Test func aWorkLocalRightBeforeTheReturnIsStillTranslatedInPlace() async throws {
        let result = try await migrate(pendingViewModel("""
                        self.pendingID = nil
                        let result = self.service.load(id: self.pendingID)
                        return result.map { $0 + "!" }
            """), "ShelfViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(!result.viewModelText.contains("let result"), "\(result.viewModelText)")
    }

    // MARK: 4 — a pair loop whose body writes an element's root

    static func item(_ text: String) throws -> CodeBlockItemSyntax {
        let file = Parser.parse(source: text)
        return try #require(file.statements.first)
    }

    @Test func aPairLoopWritingAnElementsRootIsNotUnrolled() throws {
        let written = [
            "for p in [(first, second)] { first = p.1; second = p.0 }",
            "[(self.first, second)].forEach { p in self.first += 1; total = p.0 }",
            "for p in [(first, second)] { swap(&first, &other); use(p.0, p.1) }",
            "for p in [(first.x, second)] { first.reset(); use(p.0, p.1) }",
        ]
        for text in written {
            let item = try Self.item(text)
            #expect(UnrolledPairLoops.unrolled(item) == nil, "\(text)")
        }
        // Binding each pair (nothing written): unrolled, as before.
        let bound = try Self.item("[(a, b)].forEach { p in p.0.bind(to: p.1).disposed(by: disposeBag) }")
        #expect(UnrolledPairLoops.unrolled(bound) != nil)
    }

    // MARK: 5 — a state the init sets after its pipelines exist

    @Test func anInitAssignmentOfADidSetStateSendsItsSubject() async throws {
        let result = try await migrate(["App/ListViewModel.swift": Self.list(initExtra: "        a.accept(true)")], "ListViewModel")
        let text = result.viewModelText
        #expect(text.contains("didSet { aDidSet.send(a) }"), "\(text)")
        #expect(text.contains("a = true\n        aDidSet.send(a)"), "\(text)")
    }

    // MARK: 9a — a bind to another object's subject

    @Test func aBindToAForeignSubjectIsRefusedNamed() async throws {
        let result = try await migrate(["App/ListViewModel.swift": Self.list(ringing: "BehaviorSubject<Bool>(value: false)")], "ListViewModel")
        #expect(result.refusals.contains { $0.contains("`Bell.shared.ringing`, a legacy BehaviorSubject") }, "\(result.refusals)")
        #expect(!result.viewModelText.contains("ringing.onNext(value)"), "\(result.viewModelText)")
    }

    // MARK: 9c — `@unknown default:` in a work's final switch

    @Test func aWorkSwitchKeepsUnknownDefault() async throws {
        var files = Self.pending
        files["ShelfViewModel.swift"] = """
            import Foundation
            import RxSwift
            enum Shelf { case top, bottom }
            final class ShelfViewModel {
                private let service: Loading
                init(service: Loading) { self.service = service }
                lazy var pickAction: Action<Shelf, String> = {
                    Action<Shelf, String> { [unowned self] shelf in
                        switch shelf {
                        case .top:
                            return self.service.load(id: 1)
                        case .bottom:
                            return self.service.load(id: 2)
                        @unknown default:
                            return .empty()
                        }
                    }
                }()
            }
            """
        let result = try await migrate(files, "ShelfViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(result.viewModelText.contains("        @unknown default:\n            return\n"), "\(result.viewModelText)")
    }
}
