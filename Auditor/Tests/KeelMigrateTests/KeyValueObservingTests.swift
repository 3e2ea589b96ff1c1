import Foundation
import Testing
@testable import KeelMigrate

/// Round 15 (migrate-r15c): RxCocoa's `rx.observe(T.self, "key")` is key-value observing, refused as
/// such — it used to be refused as `observe(on:)` a background scheduler; `observe(on:)` itself is unchanged.
@Suite("migrate: key-value observing is not observe(on:) (round 15)", .timeLimit(.minutes(2)))
struct KeyValueObservingTests {
    @Test func aStringKeyPathObservationIsRefusedAsKeyValueObserving() async throws {
        let result = try await migrate(["App/LotViewModel.swift": """
            import Foundation
            import RxSwift
            import RxCocoa
            final class Lot: NSObject { @objc dynamic var count: NSNumber? }
            final class LotViewModel {
                let lot: Lot
                init(lot: Lot) { self.lot = lot }
                func countText() -> Observable<String> {
                    return lot.rx.observe(NSNumber.self, "count").map { "\\($0?.intValue ?? 0)" }
                }
            }
            """], "LotViewModel")
        let reasons = result.refusals.joined(separator: "\n")
        #expect(reasons.contains("key-value observing of a string key path"), "\(reasons)")
        #expect(!reasons.contains("a background scheduler"), "\(reasons)")
    }

    @Test func observeOnABackgroundSchedulerIsStillRefusedForTheHop() async throws {
        let result = try await migrate(["App/TickViewModel.swift": """
            import Foundation
            import RxSwift
            final class TickViewModel {
                let source: Observable<Int>
                init(source: Observable<Int>) { self.source = source }
                func ticks() -> Observable<String> {
                    return source.observe(on: ConcurrentDispatchQueueScheduler(qos: .background)).map { "\\($0)" }
                }
            }
            """], "TickViewModel")
        let reasons = result.refusals.joined(separator: "\n")
        #expect(reasons.contains("`observe(on:)` a background scheduler"), "\(reasons)")
        #expect(!reasons.contains("key-value observing"), "\(reasons)")
    }
}
