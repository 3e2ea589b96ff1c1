import Testing
import KeelAudit

/// A team rule written against the public API (`import KeelAudit` only,
/// no `@testable`): it sees modules, imports, declarations, roles and lookup.
struct NoViewModelsInCoreRule: TeamRule {
    var metadata: TeamRuleMetadata {
        TeamRuleMetadata(id: "TM900", name: "no-viewmodels-in-core", summary: "Core modules declare no ViewModels.",
                         rationale: "Test rule.", severity: .warning, howToFix: "Move it to a feature module.")
    }

    func check(_ file: TeamRuleFile) -> [TeamRuleFinding] {
        guard file.module.name == "Core" else { return [] }
        return file.declarations.filter { $0.roles.contains("ViewModel") }.map {
            TeamRuleFinding(line: $0.line, message: "\($0.qualifiedName) is a ViewModel in Core (\($0.reasons.first ?? "")).")
        }
    }
}

@Suite("Team rules through the public API", .timeLimit(.minutes(2)))
struct TeamRuleAPITests {
    @Test func aTeamRuleRunsInTheSamePassWithRolesAndModules() async {
        let files = [
            "Sources/Core/SessionViewModel.swift": "import Combine\n@MainActor final class SessionViewModel: ObservableObject {\n    @Published private(set) var user = \"\"\n}\n",
            "Sources/Core/Session.swift": "final class Session {}\n",
            "Sources/App/RootView.swift": "import SwiftUI\nimport Core\nstruct RootView: View {\n    @StateObject var session = SessionViewModel()\n    var body: some View { Text(\"\") }\n}\n",
        ]
        let result = await TeamRuleTestSupport.audit(files, modules: [
            "Sources/Core/SessionViewModel.swift": "Core", "Sources/Core/Session.swift": "Core", "Sources/App/RootView.swift": "App",
        ], rules: [NoViewModelsInCoreRule()])
        let findings = result.filter { $0.ruleID == "TM900" }
        #expect(findings.map(\.file) == ["Sources/Core/SessionViewModel.swift"])
        #expect(findings.first?.line == 2)
        #expect(findings.first?.message.contains("RootView") == true)
    }

    @Test func aTeamRuleIsSuppressedLikeAnyOther() async {
        let files = ["Sources/Core/A.swift": "import Combine\n// keel:disable:next TM900\n@MainActor final class AViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n"]
        let result = await TeamRuleTestSupport.audit(files, modules: ["Sources/Core/A.swift": "Core"], rules: [NoViewModelsInCoreRule()])
        #expect(result.filter { $0.ruleID == "TM900" || $0.ruleID == "KA001" }.isEmpty)
    }
}
