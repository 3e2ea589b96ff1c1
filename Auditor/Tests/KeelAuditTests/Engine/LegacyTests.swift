@testable import KeelAudit
import Testing

@Suite(.timeLimit(.minutes(1))) struct LegacyTests {
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
        let text = "import RxSwift\nfinal class OldViewModel { let bag = DisposeBag() }\n"
        #expect(Harness(configuration).findings(text, rule: "RX001", path: "Legacy/OldViewModel.swift").isEmpty)
        #expect(Harness(configuration).findings(text, rule: "RX001", path: "App/OldViewModel.swift").count == 2)
        // Migration still counts the legacy ViewModel as not Rx-free.
        #expect(Harness(configuration).report(text, path: "Legacy/OldViewModel.swift").migration.rxFreeViewModels == 0)
    }
}
