import Foundation
import Testing
@testable import KeelMigrate

/// Round 15 (SwiftHub's `SettingsViewModel`): a second `DisposeBag` replaced on every rebuild of a
/// list's rows, to end the previous rows' bindings, is a second `Set<AnyCancellable>` emptied there;
/// a bind to a relay of a shared manager sends into it; a `merge` of more than four sources is
/// `Publishers.MergeMany`. The fixture Preferences proves the behaviour in its equivalence tests.
@Suite("migrate: a replaced bag, a manager's relay, a merge of many", .timeLimit(.minutes(5)))
struct ReplacedBagTests {
    static let list = """
        import RxSwift
        import RxCocoa
        final class Bell {
            static let shared = Bell()
            let ringing = BehaviorRelay<Bool>(value: false)
        }
        final class ToggleRow {
            let flipped = PublishRelay<Bool>()
            init(isOn: Bool) {}
        }
        final class ListViewModel {
            struct Input { let reload: Observable<Void> }
            struct Output { let rows: BehaviorRelay<[ToggleRow]> }
            let a = BehaviorRelay<Bool>(value: false)
            let b = BehaviorRelay<Bool>(value: false)
            let c = BehaviorRelay<Bool>(value: false)
            let d = BehaviorRelay<Bool>(value: false)
            private let disposeBag = DisposeBag()
            private var rowBag = DisposeBag()
            init() {
                a.bind(to: Bell.shared.ringing).disposed(by: disposeBag)
            }
            func transform(input: Input) -> Output {
                let rows = BehaviorRelay<[ToggleRow]>(value: [])
                let changed = Observable.of(input.reload, a.map { _ in () }, b.map { _ in () }, c.map { _ in () }, d.map { _ in () }).merge()
                changed.map { [weak self] () -> [ToggleRow] in
                    guard let self = self else { return [] }
                    self.rowBag = DisposeBag()
                    let row = ToggleRow(isOn: self.a.value)
                    row.flipped.bind(to: self.a).disposed(by: self.rowBag)
                    return [row]
                }.bind(to: rows).disposed(by: disposeBag)
                return Output(rows: rows)
            }
        }
        """

    @Test func aReplacedBagIsASecondSetEmptiedWhereItWasReplaced() async throws {
        let result = try await migrate(["App/ListViewModel.swift": Self.list], "ListViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("private var rowCancellables = Set<AnyCancellable>()"), "\(text)")
        #expect(text.contains("self.rowCancellables.removeAll()"), "\(text)")
        #expect(text.contains(".store(in: &self.rowCancellables)"), "\(text)")
        // The ViewModel's own subscriptions stay in `cancellables`, never emptied.
        #expect(!text.contains(" cancellables.removeAll()"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
    }

    /// The only bag, replaced: what it kept is everything — `cancellables.removeAll()`, as before.
    @Test func theOnlyBagReplacedStaysCancellables() async throws {
        let single = Self.list.replacingOccurrences(of: ".disposed(by: disposeBag)", with: ".disposed(by: self.rowBag)")
            .replacingOccurrences(of: "a.bind(to: Bell.shared.ringing).disposed(by: self.rowBag)", with: "a.bind(to: Bell.shared.ringing).disposed(by: rowBag)")
        let result = try await migrate(["App/ListViewModel.swift": single], "ListViewModel")
        let text = result.viewModelText
        #expect(!text.contains("rowCancellables"), "\(text)")
    }

    @Test func aBindToASharedManagersRelaySendsIntoIt() async throws {
        let result = try await migrate(["App/ListViewModel.swift": Self.list], "ListViewModel")
        let text = result.viewModelText
        #expect(text.contains("bell: Bell = Bell.shared"), "\(text)")
        #expect(text.contains("self?.bell.ringing.accept(value)"), "\(text)")
    }

    /// A UI binding (to no service the ViewModel keeps) stays refused.
    @Test func aBindToAnythingElseStaysRefused() async throws {
        let ui = Self.list.replacingOccurrences(of: "a.bind(to: Bell.shared.ringing)", with: "a.bind(to: Bell().ringing)")
        let result = try await migrate(["App/ListViewModel.swift": ui], "ListViewModel")
        #expect(result.refusals.contains { $0.contains("it binds to `Bell().ringing`") }, "\(result.refusals)")
    }

    /// `a` is observed (`a.map`) and read by value in the rebuild (`self.a.value`): its pipelines
    /// start from a subject sent in `didSet`, so the rebuild reads the new value, as the relay's did.
    @Test func aStateReadByValueInAClosureIsObservedAfterItIsStored() async throws {
        let result = try await migrate(["App/ListViewModel.swift": Self.list], "ListViewModel")
        let text = result.viewModelText
        #expect(text.contains("didSet { aDidSet.send(a) }"), "\(text)")
        #expect(text.contains("private let aDidSet = PassthroughSubject<Bool, Never>()"), "\(text)")
        #expect(text.contains("aDidSet.prepend(a).map { _ in () }"), "\(text)")
        // `b` is never read by value: `$b`, as before.
        #expect(text.contains("$b.map { _ in () }"), "\(text)")
        #expect(!text.contains("bDidSet"), "\(text)")
    }

    @Test func aMergeOfFiveIsMergeMany() async throws {
        let result = try await migrate(["App/ListViewModel.swift": Self.list], "ListViewModel")
        let text = result.viewModelText
        #expect(text.contains("Publishers.MergeMany("), "\(text)")
        #expect(text.components(separatedBy: ".eraseToAnyPublisher()").count - 1 >= 5, "\(text)")
    }

    /// `combineLatest` of five stays refused: Combine combines 2 to 4.
    @Test func aCombineLatestOfFiveStaysRefused() async throws {
        let five = Self.list.replacingOccurrences(of: "Observable.of(input.reload, a.map { _ in () }, b.map { _ in () }, c.map { _ in () }, d.map { _ in () }).merge()",
                                                  with: "Observable.combineLatest(input.reload, a, b, c, d).map { _ in () }")
        let result = try await migrate(["App/ListViewModel.swift": five], "ListViewModel")
        #expect(result.refusals.contains { $0.contains("`Observable.combineLatest` of 5 sources") }, "\(result.refusals)")
    }
}
