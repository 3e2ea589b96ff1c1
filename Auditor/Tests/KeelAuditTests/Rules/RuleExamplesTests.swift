@testable import KeelAudit
import Testing

/// Every rule's documented examples run as tests, both ways: triggering
/// examples must produce findings exactly at the `↓` markers, non-triggering
/// examples must produce none (SwiftLint-style).
@Suite(.timeLimit(.minutes(1))) struct RuleExamplesTests {
    static let ids = Auditor.allRules.map(\.id)

    @Test(arguments: ids)
    func triggeringExamplesTriggerAtMarkers(_ id: String) throws {
        let rule = try #require(Auditor.allRules.first { $0.id == id })
        let harness = Harness()
        for example in rule.triggeringExamples {
            let marked = MarkedSource(example)
            #expect(!marked.markers.isEmpty, "\(id) example without ↓ marker")
            let found = harness.locations(marked.text, rule: id)
            #expect(found == marked.markers.sorted(), "\(id): expected \(marked.markers.sorted()), got \(found) in\n\(marked.text)")
        }
    }

    @Test(arguments: ids)
    func nonTriggeringExamplesDoNotTrigger(_ id: String) throws {
        let rule = try #require(Auditor.allRules.first { $0.id == id })
        let harness = Harness()
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
        for example in rule.nonTriggeringExamples {
            let found = harness.findings(example, rule: id)
            #expect(found.isEmpty, "\(id) triggered on non-triggering example: \(found.map(\.message))\n\(example)")
        }
    }

    @Test func everyRuleIsDocumented() {
        for rule in Auditor.allRules {
            #expect(!rule.rationale.isEmpty && !rule.summary.isEmpty, "\(rule.id)")
            #expect(rule.id == "RX002" || !rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            #expect(rule.name.allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber }, "\(rule.id) name \(rule.name)")
        }
        #expect(Set(Auditor.allRules.map(\.id)).count == Auditor.allRules.count)
        #expect(Auditor.allRules.map(\.id) == Auditor.allRules.map(\.id).sorted())
    }
}
