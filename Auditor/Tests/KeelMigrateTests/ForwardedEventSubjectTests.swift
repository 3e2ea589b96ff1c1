import Foundation
import Testing
@testable import KeelMigrate

/// A stored `Observable` that only passes on a private event subject (`confirmed = confirmSubject.asObservable()`
/// in init): the subject is the output event under the stream's name — a closure the coordinator sets.
@Suite("migrate: a stored stream passing on a private event subject", .timeLimit(.minutes(5)))
struct ForwardedEventSubjectTests {
    let dialog = ["App/ConfirmDialogViewModel.swift": """
        import RxSwift
        import RxRelay
        final class ConfirmDialogViewModel {
            let heading: Observable<String>
            let confirmed: Observable<Void>
            let picked: Observable<Int>
            let cancelled: Observable<Void>
            private let cancelSubject = PublishSubject<Void>()
            private let confirmSubject = PublishSubject<Void>()
            private let pickRelay = PublishRelay<Int>()
            init(heading: String) {
                self.heading = Observable.just(heading)
                confirmed = confirmSubject.asObservable()
                self.picked = self.pickRelay.asObservable()
                cancelled = cancelSubject.asObservable()
            }
            func confirm() {
                confirmSubject.onNext(())
            }
            func pick(_ index: Int) {
                self.pickRelay.accept(index * 2)
            }
        }
        """]

    @Test func theSubjectBecomesTheStreamsClosure() async throws {
        let result = try await migrate(dialog, "ConfirmDialogViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("var onConfirmed: (() -> Void)?"), "\(text)")
        #expect(text.contains("var onPicked: ((Int) -> Void)?"), "\(text)")
        // Where the legacy subject was sent into, the closure is called; no subject, no stored stream remains.
        #expect(text.contains("onConfirmed?("), "\(text)")
        #expect(text.contains("onPicked?(index * 2)"), "\(text)")
        #expect(!text.contains("confirmSubject") && !text.contains("pickRelay"), "\(text)")
        #expect(!text.contains("var confirmed") && !text.contains("var picked"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
        // Never sent (the legacy stream never emitted): a closure never called. Callers could not send into the
        // private subject, so the equivalence test does not drive it as an input of the legacy ViewModel.
        #expect(text.contains("var onCancelled: (() -> Void)?"), "\(text)")
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(test.contains("onCancelled"), "\(test)")
        #expect(!test.contains("cancelled.onNext") && !test.contains("missingInput"), "\(test)")
    }

    /// A subject the ViewModel also observes is not only passed on: the stored event stream stays refused.
    @Test func aSubjectTheViewModelAlsoReadsStaysRefused() async throws {
        let observed = dialog.mapValues {
            $0.replacingOccurrences(of: "func confirm() {\n", with: "func confirm() {\n        _ = confirmSubject.subscribe(onNext: { print(\"x\") })\n")
        }
        let result = try await migrate(observed, "ConfirmDialogViewModel")
        #expect(result.refusals.contains { $0.contains("the stored `confirmed: Observable<Void>` is a stream of events, not state") },
                "\(result.refusals)")
    }
}
