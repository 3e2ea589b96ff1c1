@testable import KeelAudit
import Testing

@Suite(.timeLimit(.minutes(3))) struct LegacyTests {
    static let manager = "import RxSwift\n\nfinal class VPNManager {\n    let stateSubject = BehaviorSubject<Int>(value: 0)\n}\n"

    @Test func changedLegacyManagerIsReported() {
        let findings = Harness().findings(Self.manager, rule: "RX002", changed: true)
        #expect(findings.map(\.line) == [3])
        #expect(findings.first?.severity == .warning)
        #expect(Harness().findings(Self.manager, rule: "RX002", changed: false).isEmpty)
    }

    @Test func legacyPathsMarkFilesLegacy() {
        var configuration = Configuration()
        configuration.legacyPaths = ["Legacy/**"]
        let text = "func helper() {}\n"
        let findings = Harness(configuration).findings(text, rule: "RX002", path: "Legacy/Util.swift", changed: true)
        #expect(findings.map(\.line) == [1])
        #expect(Harness(configuration).findings(text, rule: "RX002", path: "App/Util.swift", changed: true).isEmpty)
    }

    @Test func viewModelsUnderLegacyPathsAreExemptFromRX001() {
        var configuration = Configuration()
        configuration.legacyPaths = ["Legacy/**"]
        let text = "import RxSwift\nfinal class NewViewModel: ObservableObject { let bag = DisposeBag() }\n"
        #expect(Harness(configuration).findings(text, rule: "RX001", path: "Legacy/NewViewModel.swift").isEmpty)
        // One finding per ViewModel, listing its RxSwift constructs.
        let findings = Harness(configuration).findings(text, rule: "RX001", path: "App/NewViewModel.swift")
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.message.contains("import RxSwift, DisposeBag") == true)
        // Migration still counts the legacy ViewModel as not Rx-free.
        #expect(Harness(configuration).report(text, path: "Legacy/NewViewModel.swift").migration.rxFreeViewModels == 0)
    }

    /// A legacy UIKit ViewModel (RxSwift outputs, no SwiftUI observer) is left
    /// alone on a full audit; with `--since`, each RxSwift line of a changed
    /// file is reported, so the diff filter keeps exactly the new ones.
    @Test func legacyUIKitViewModelsOnlyInTheDiff() {
        let text = "import RxSwift\nfinal class OldViewModel: OldViewModelType {\n    let bag = DisposeBag()\n    let state = BehaviorSubject<Int>(value: 0)\n}\n"
        #expect(Harness().findings(text, rule: "RX001").isEmpty)
        #expect(Harness().report(text).compliance.first { $0.ruleID == "RX001" } == nil)
        #expect(Harness().findings(text, rule: "RX001", changed: true).map(\.line) == [1, 3, 4])
        #expect(Harness().report(text).migration.rxFreeViewModels == 0)
    }
}
