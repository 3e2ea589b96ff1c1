import Foundation
import Testing
@testable import KeelMigrate

/// An action the init builds with `enabledIf:` — assigned directly or through a local — is refused
/// with the stream it follows, where that stream comes from and the parameter subjects its work
/// sends into; never with the generic "assigned outside its declaration".
@Suite("migrate: actions built in init with enabledIf:", .timeLimit(.minutes(5)))
struct InitAssignedActionTests {
    static let gate = """
        import RxSwift
        import Action
        final class GateViewModel {
            let open: CocoaAction
            let disposeBag = DisposeBag()
            init(canOpen: Observable<Bool>, opened: PublishSubject<Void>) {
                open = CocoaAction(enabledIf: canOpen) { _ in
                    return Observable.create { observer in
                        opened.onNext(())
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
            }
        }
        """

    @Test func anEnabledIfActionAssignedInInitIsRefusedPrecisely() async throws {
        let result = try await migrate(["App/GateViewModel.swift": Self.gate], "GateViewModel")
        let reason = result.refusals.first { $0.contains("`open`") } ?? ""
        #expect(reason.hasPrefix("the action `open` is built in init as `CocoaAction(enabledIf: canOpen) { … }`: whether it may run follows `canOpen`, a stream the init is given, and its work sends into `opened`, the init's own parameter;"), "\(result.refusals)")
        #expect(!result.refusals.contains { $0.contains("assigned outside its declaration") }, "\(result.refusals)")
    }

    /// Through a local (`let action = …` then `self.open = action`), the stream derived from a state.
    @Test func throughALocalTheSameReasonWithoutTheParameterOrigin() async throws {
        let local = Self.gate
            .replacingOccurrences(of: "let open: CocoaAction", with: "var open: CocoaAction!\n    let typed = BehaviorRelay<String>(value: \"\")")
            .replacingOccurrences(of: "open = CocoaAction(enabledIf: canOpen) { _ in", with: "let action = CocoaAction(enabledIf: typed.map { !$0.isEmpty }) { _ in")
            .replacingOccurrences(of: "        }\n    }\n}", with: "        }\n        self.open = action\n    }\n}")
        let result = try await migrate(["App/GateViewModel.swift": "import RxCocoa\n" + local], "GateViewModel")
        let reason = result.refusals.first { $0.contains("`open`") } ?? ""
        #expect(reason.hasPrefix("the action `open` is built in init as `CocoaAction(enabledIf: typed.map { !$0.isEmpty }) { … }`: whether it may run follows `typed.map { !$0.isEmpty }`, and its work sends into `opened`"), "\(result.refusals)\n\(local)")
    }

    /// A parameter shadowed by a local of the init (`let canOpen = self.flag`) is not named as given to the init.
    @Test func aShadowedParameterIsNotCalledGiven() async throws {
        let shadowed = Self.gate
            .replacingOccurrences(of: "let open: CocoaAction", with: "let open: CocoaAction\n    let flag = BehaviorRelay<Bool>(value: false)")
            .replacingOccurrences(of: "        open = CocoaAction(", with: "        let canOpen = flag.asObservable()\n        open = CocoaAction(")
        let result = try await migrate(["App/GateViewModel.swift": "import RxCocoa\n" + shadowed], "GateViewModel")
        let reason = result.refusals.first { $0.contains("`open`") } ?? ""
        #expect(reason.contains("follows `canOpen`, and its work sends into `opened`"), "\(result.refusals)\n\(shadowed)")
    }

    /// Without `enabledIf:` the old reason stays: keel translates an action declared with its work.
    @Test func withoutEnabledIfTheDeclarationReasonStays() async throws {
        let plain = Self.gate.replacingOccurrences(of: "CocoaAction(enabledIf: canOpen) {", with: "CocoaAction {")
        let result = try await migrate(["App/GateViewModel.swift": plain], "GateViewModel")
        #expect(result.refusals.contains { $0.contains("the action `open` is assigned outside its declaration") }, "\(result.refusals)")
    }
}
