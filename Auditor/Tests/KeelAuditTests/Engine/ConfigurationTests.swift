@testable import KeelAudit
import Testing

@Suite(.timeLimit(.minutes(3))) struct ConfigurationTests {
    static let vm = "class ProfileViewModel: ObservableObject {\n    @Published var name = \"\"\n}\n"

    @Test func disabledRulesDoNotRun() {
        var configuration = Configuration()
        configuration.rules["VM001"] = RuleSetting(enabled: false)
        #expect(Harness(configuration).findings(Self.vm, rule: "VM001").isEmpty)
        #expect(!Harness().findings(Self.vm, rule: "VM001").isEmpty)
    }

    @Test func severityOverride() {
        var configuration = Configuration()
        configuration.rules["VM003"] = RuleSetting(severity: .error)
        #expect(Harness(configuration).findings(Self.vm, rule: "VM003").map(\.severity) == [.error])
        #expect(Harness().findings(Self.vm, rule: "VM003").map(\.severity) == [.warning])
    }

    @Test func defaultMainActorIsolation() {
        var configuration = Configuration()
        configuration.defaultMainActorIsolation = true
        #expect(Harness(configuration).findings(Self.vm, rule: "VM001").isEmpty)
        let optedOut = "nonisolated final class ProfileViewModel: ObservableObject {}\n"
        #expect(Harness(configuration).findings(optedOut, rule: "VM001").count == 1)
    }

    @Test func massiveViewModelThreshold() {
        var configuration = Configuration()
        configuration.thresholds[MassiveViewModelRule.threshold] = 3
        let text = "@MainActor final class ProfileViewModel: ObservableObject {\n    func a() {}\n}\nextension ProfileViewModel {\n    func b() {}\n}\n"
        let findings = Harness(configuration).findings(text, rule: "VM009")
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("6 lines") == true)
        #expect(Harness().findings(text, rule: "VM009").isEmpty)
    }

    @Test func viewModelsByPathAndCustomNames() {
        var configuration = Configuration()
        configuration.roles.viewModelPaths = ["Features/**/Presentation/*.swift"]
        configuration.roles.viewModelNames = ["^Presenter"]
        let text = "final class Profile: ObservableObject {}\n"
        #expect(Harness(configuration).findings(text, rule: "VM001", path: "Features/Profile/Presentation/Profile.swift").count == 1)
        #expect(Harness(configuration).findings(text, rule: "VM001", path: "Features/Profile/Domain/Profile.swift").isEmpty)
        #expect(Harness(configuration).findings("final class PresenterHome: ObservableObject {}", rule: "VM001").count == 1)
        #expect(Harness(configuration).findings(Self.vm, rule: "VM001").isEmpty)
    }

    @Test func regexNamePatterns() {
        #expect(NamePattern("(Screen|Page)Model$").matches("HomeScreenModel"))
        #expect(!NamePattern("(Screen|Page)Model$").matches("HomeModel"))
        #expect(!NamePattern("([").matches("anything"))
        #expect(!Auditor.isValidNamePattern("(["))
        #expect(Auditor.isValidNamePattern("ViewModel$"))
    }

    @Test func allowedSingletons() {
        let text = "@MainActor final class ProfileViewModel: ObservableObject {\n    func f() { Analytics.shared.track() }\n}\n"
        #expect(Harness().findings(text, rule: "VM011").count == 1)
        var configuration = Configuration()
        configuration.allowedSingletons.append("Analytics.shared")
        #expect(Harness(configuration).findings(text, rule: "VM011").isEmpty)
    }

    @Test func pathGlobs() {
        #expect(PathGlob("Legacy/**").matches("Legacy/Managers/VPNManager.swift"))
        #expect(PathGlob("**/Managers/*.swift").matches("App/Legacy/Managers/VPNManager.swift"))
        #expect(!PathGlob("Legacy/*.swift").matches("Legacy/Managers/VPNManager.swift"))
        #expect(PathGlob("*Manager.swift").matches("App/VPNManager.swift"))
        #expect(PathGlob("App/?PN*.swift").matches("App/VPNManager.swift"))
        #expect(!PathGlob("App/*.swift").matches("Other/App.swift"))
    }
}
