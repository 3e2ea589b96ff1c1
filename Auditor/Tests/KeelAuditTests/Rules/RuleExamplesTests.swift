@testable import KeelAudit
import Testing

/// Every rule's documented examples run as tests, both ways: triggering
/// examples must produce findings exactly at the `↓` markers, non-triggering
/// examples must produce none (SwiftLint-style). Each example carries where
/// it is written (`RuleExample` records `#filePath` and `#line`), so a
/// failure points at the example in its rule's source file. The examples run
/// through the same raw-tree fact collector as a real audit.
@Suite(.timeLimit(.minutes(2))) struct RuleExamplesTests {
    static let ids = RuleRegistry.all.map(\.id)

    static func location(_ example: RuleExample) -> SourceLocation {
        SourceLocation(fileID: example.fileID, filePath: example.filePath, line: example.line, column: 1)
    }

    @Test(arguments: ids)
    func triggeringExamplesTriggerAtMarkers(_ id: String) throws {
        let rule = try #require(RuleRegistry.byID[id])
        let harness = Harness()
        for example in rule.info.triggering {
            let marked = MarkedSource(example.code)
            #expect(!marked.markers.isEmpty, "\(id) example without ↓ marker", sourceLocation: Self.location(example))
            let found = harness.locations(marked.text, rule: id)
            #expect(found == marked.markers.sorted(), "\(id): expected \(marked.markers.sorted()), got \(found)", sourceLocation: Self.location(example))
        }
    }

    @Test(arguments: ids)
    func nonTriggeringExamplesDoNotTrigger(_ id: String) throws {
        let rule = try #require(RuleRegistry.byID[id])
        let harness = Harness()
        #expect(!rule.info.nonTriggering.isEmpty, "\(id) has no non-triggering example")
        for example in rule.info.nonTriggering {
            let found = harness.findings(example.code, rule: id)
            #expect(found.isEmpty, "\(id) triggered on a non-triggering example: \(found.map(\.message))", sourceLocation: Self.location(example))
        }
    }

    @Test func examplesPointAtTheirRule() {
        for rule in RuleRegistry.all {
            for example in rule.info.triggering + rule.info.nonTriggering {
                #expect(example.filePath.hasSuffix(".swift") && example.filePath.contains("/Rules/"), "\(rule.id): \(example.filePath)")
                #expect(example.line > 1)
            }
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
