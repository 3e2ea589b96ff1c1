import Foundation
import Testing
@testable import KeelMigrate

/// With the State Manager pattern, a private method the init calls once that uses an init value at
/// once is init code: its statements take the call's place before the translation, so those that
/// use the value run in `apply(…)` and the subscriptions stay in init. Written from scratch.
@Suite("migrate: an init-called method inlined", .timeLimit(.minutes(5)))
struct InlinedInitMethodTests {
    static func puzzle(setup modifier: String, extra: String = "") -> [String: String] {
        ["App/PuzzleViewModel.swift": """
            import RxSwift
            final class PuzzleViewModel {
                let picture = BehaviorSubject<String>(value: "")
                let solve = PublishSubject<String>()
                let solved = BehaviorSubject<Bool>(value: false)
                private let art: String
                private var token: String
                private let disposeBag = DisposeBag()
                init(art: String, token: String) {
                    self.art = art
                    self.token = token
                    setup()
                }
                \(modifier)func setup() {
                    picture.onNext(art.uppercased())
                    solve.subscribe(onNext: { [weak self] answer in
                        self?.solved.onNext(answer == self?.token)
                    }).disposed(by: disposeBag)
                }
            \(extra)}
            """]
    }

    @Test func aPrivateSetupReadingAValueIsInlined() async throws {
        let result = try await migrate(Self.puzzle(setup: "private "), "PuzzleViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(!text.contains("func setup()"), "\(text)")
        // The value's use runs when the state manager delivers it; the subscription is the input's method.
        let apply = text.range(of: "private func apply(").map { String(text[$0.lowerBound...]) } ?? ""
        #expect(apply.hasPrefix("""
            private func apply(art: String, token: String) {
                    self.art = art
                    self.token = token
                    // was `setup()`:
                    picture = art.uppercased()
                }
            """), "\(text)")
        #expect(text.contains("self.solved = answer == self.token"), "\(text)")
        #expect(!text.contains("// keel-migrate: TODO"), "\(text)")
    }

    /// A one-line body keeps its statement: it goes on its own line after the "was" comment, not into it.
    @Test func aOneLineSetupKeepsItsStatement() async throws {
        var sources = Self.puzzle(setup: "private ")
        sources["App/PuzzleViewModel.swift"] = """
            import RxSwift
            final class PuzzleViewModel {
                let picture = BehaviorSubject<String>(value: "")
                private let art: String
                init(art: String) {
                    self.art = art
                    setup()
                }
                private func setup() { picture.onNext(art.uppercased()) }
            }
            """
        let result = try await migrate(sources, "PuzzleViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(!text.contains("func setup()"), "\(text)")
        #expect(text.contains("// was `setup()`:\n"), "\(text)")
        #expect(text.contains("picture = art.uppercased()"), "\(text)")
    }

    /// Not init code alone — another caller could run it again, or it leaves early: still refused, named.
    @Test func aSetupOthersCanCallOrThatReturnsStaysRefused() async throws {
        for sources in [Self.puzzle(setup: ""),
                        Self.puzzle(setup: "private ", extra: "    func reset() { setup() }\n")] {
            let refused = try await migrate(sources, "PuzzleViewModel")
            #expect(refused.refusals.contains { $0.contains("the init calls `setup()`, which uses the init value `art` at once") },
                    "\(refused.refusals)")
        }
        var early = Self.puzzle(setup: "private ")
        early["App/PuzzleViewModel.swift"] = early["App/PuzzleViewModel.swift"]!.replacingOccurrences(
            of: "picture.onNext(art.uppercased())", with: "guard !art.isEmpty else { return }\n        picture.onNext(art.uppercased())")
        let returns = try await migrate(early, "PuzzleViewModel")
        #expect(returns.refusals.contains { $0.contains("the init calls `setup()`") }, "\(returns.refusals)")
    }
}
