import Foundation
import Testing
@testable import KeelMigrate

/// Round 12: a target–selector timer of the ViewModel's own method (Windscribe's
/// `ConnectionViewModel` schedules one after a disconnection) becomes the block form, and the
/// method loses the `@objc` only that selector needed. Fixtures written for these tests.
@Suite("migrate: target–selector timers", .timeLimit(.minutes(5)))
struct SelectorTimerTests {
    static let service = """
        import RxSwift
        protocol LinkServicing: AnyObject {
            var status: BehaviorSubject<Bool> { get }
            func ping()
        }
        """

    @Test func aSelectorTimerOfItsOwnMethodIsABlockTimer() async throws {
        let result = try await migrate(["LinkServicing.swift": Self.service, "LinkViewModel.swift": """
            import Foundation
            import RxSwift
            class LinkViewModel {
                let service: LinkServicing
                let retries = BehaviorSubject<Int>(value: 0)
                init(service: LinkServicing) { self.service = service }
                func disconnect() {
                    Timer.scheduledTimer(timeInterval: 2.0, target: self, selector: #selector(self.retry), userInfo: nil, repeats: false)
                }
                func watch() {
                    Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                }
                @objc private func retry() {
                    retries.onNext(1)
                    service.ping()
                }
                @objc private func tick(_ timer: Timer) {
                    service.ping()
                }
            }
            """], "LinkViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("_ = Timer.scheduledTimer(withTimeInterval: 2.0, repeats: false) { _ in MainActor.assumeIsolated { self.retry() } }"), "\(text)")
        #expect(text.contains("_ = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { timer in MainActor.assumeIsolated { self.tick(timer) } }"), "\(text)")
        #expect(!text.contains("#selector"), "\(text)")
        #expect(!text.contains("@objc"), "\(text)")
        #expect(text.contains("private func retry()"), "\(text)")
        #expect(result.isClean, "\(result.findings)")
    }

    /// A selector used elsewhere too (a notification observer), or a timer with a `userInfo` or
    /// another target: copied as written, `@objc` kept — the Objective-C runtime still calls it.
    @Test func otherSelectorsStayAsWritten() async throws {
        let result = try await migrate(["LinkServicing.swift": Self.service, "LinkViewModel.swift": """
            import Foundation
            import RxSwift
            class LinkViewModel {
                let service: LinkServicing
                let retries = BehaviorSubject<Int>(value: 0)
                init(service: LinkServicing) {
                    self.service = service
                    NotificationCenter.default.addObserver(self, selector: #selector(retry), name: .init("retry"), object: nil)
                }
                func disconnect() {
                    Timer.scheduledTimer(timeInterval: 2.0, target: self, selector: #selector(self.retry), userInfo: nil, repeats: false)
                    Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(self.ping), userInfo: ["n": 1], repeats: false)
                }
                @objc private func retry() { retries.onNext(1) }
                @objc private func ping() { service.ping() }
            }
            """], "LinkViewModel")
        let text = result.viewModelText
        #expect(text.contains("@objc private func retry()"), "\(text)")
        #expect(text.contains("@objc private func ping()"), "\(text)")
        #expect(text.contains("selector: #selector(self.ping), userInfo: [\"n\": 1]"), "\(text)")
        #expect(text.contains("_ = Timer.scheduledTimer(withTimeInterval: 2.0, repeats: false) { _ in MainActor.assumeIsolated { self.retry() } }"), "\(text)")
    }
}
