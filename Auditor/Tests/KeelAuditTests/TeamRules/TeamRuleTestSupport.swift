@testable import KeelAudit

enum TeamRuleTestSupport {
    static func audit(_ files: [String: String], modules: [String: String], rules: [any TeamRule]) async -> [Finding] {
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        let map = ModuleMap(modules.mapValues { ModuleAssignment(name: $0, source: .package) })
        return await Auditor(teamRules: rules).audit(inputs, modules: map).findings
    }
}
