import Foundation
import Testing
@testable import KeelMigrate

/// Round 8c: `try await x.value` of a legacy `Single` / `Maybe` / `Completable` (RxSwift 6.5's
/// awaitable, nonisolated `value`) in a ViewModel that becomes `@MainActor` — Windscribe's
/// `IPInfoViewModel`. The fixture `Legacy/Beacon` type-checks the result; these pin the text.
@Suite("migrate: awaited trait values (round 8c)", .timeLimit(.minutes(5)))
struct AwaitedTraitValueTests {
    static let sources: [String: String] = [
        "Probe.swift": """
        import RxSwift
        protocol ProbeService {
            var latest: BehaviorRelay<String?> { get }
            func refresh() -> Single<Void>
            func code() -> Single<String>
            func sighting() -> Maybe<String>
            func clear() -> Completable
        }
        """,
        "ProbeViewModel.swift": """
        import Foundation
        import RxSwift
        import RxCocoa

        final class ProbeViewModel {
            let status = BehaviorRelay<String>(value: "")
            private let service: ProbeService
            init(service: ProbeService) { self.service = service }
            func check() async -> Bool {
                do {
                    try await service.refresh().value
                    let code = try await service.code().value
                    let seen = try await self.service.sighting().value
                    try await service.clear().value
                    guard let latest = service.latest.value else { return false }
                    status.accept(code + (seen ?? "") + latest)
                    return true
                } catch {
                    return false
                }
            }
        }
        """,
    ]

    @Test func anAwaitedTraitValueIsAwaitedThroughTheBridgeInTheCallersIsolation() async throws {
        let result = try await migrate(Self.sources, "ProbeViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("try await service.refresh().awaitValue()\n"), "\(text)")
        #expect(text.contains("let code = try await service.code().awaitValue()\n"), "\(text)")
        #expect(text.contains("let seen = try await self.service.sighting().awaitValue()\n"), "\(text)")
        #expect(text.contains("try await service.clear().awaitValue()\n"), "\(text)")
        #expect(!text.contains(").value"), "\(text)")
        // A relay's current value is not a trait's: it stays a synchronous read.
        #expect(text.contains("guard let latest = service.latest.value else"), "\(text)")
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    @Test func theGeneratedTestSaysTheAsyncMethodIsNotExercised() async throws {
        let result = try await migrate(Self.sources, "ProbeViewModel")
        #expect(result.notExercised.contains { $0.contains("`check(…)` (async") }, "\(result.notExercised)")
    }
}
