import Foundation
import KeelAudit
import Testing

@testable import KeelMCP

@Suite("keel mcp: resources", .timeLimit(.minutes(3)))
struct ResourceTests {
    @Test func everyRuleAndChecklistIsAResource() throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let uris = Set(service.resources().map(\.uri))
        #expect(uris.contains("keel://rules"))
        #expect(uris.contains("keel://checklists"))
        for rule in Auditor.allRules { #expect(uris.contains("keel://rules/\(rule.id)")) }
        for slug in ["viewmodel", "view", "new-swiftui-feature", "bridge-usage", "other-features", "state-management"] {
            #expect(uris.contains("keel://checklists/\(slug)"))
        }
        for uri in uris {
            let text = try service.readResource(uri)
            #expect(text.hasPrefix("# "), "\(uri)")
        }
    }

    @Test func rulePagesAreKeelRules() throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let page = try service.readResource("keel://rules/SU002")
        let rule = try #require(RuleExplanation(id: "SU002"))
        #expect(page.contains(rule.rationale))
        #expect(page.contains(rule.howToFix))
        for example in rule.triggering + rule.nonTriggering { #expect(page.contains(example)) }
        let index = try service.readResource("keel://rules")
        for rule in Auditor.allRules { #expect(index.contains("keel://rules/\(rule.id)")) }
    }

    @Test func unknownResourcesAreRefused() throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        for uri in ["keel://rules/VM999", "keel://rules/vm001", "keel://checklists/nope", "file:///etc/hosts", ""] {
            #expect(throws: ToolInputError.self, "\(uri)") { try service.readResource(uri) }
        }
    }

    @Test func checklistsMapOnlyToRulesThatExist() {
        let ids = Set(Auditor.allRules.map(\.id))
        for checklist in Checklist.all {
            for item in checklist.items {
                #expect(ids.isSuperset(of: item.rules), "\(checklist.slug): \(item.text)")
                #expect(!item.rules.isEmpty || !item.note.isEmpty, "\(checklist.slug): say why keel does not check \(item.text)")
            }
        }
    }

    /// The checklists are the seed documents' own: every item is a line of
    /// the guide, in order, under the heading the resource names.
    @Test(.enabled(if: Fixtures.haveSeeds, "the seed documents are not on this machine (KEEL_SEEDS)"))
    func checklistsQuoteTheSeedsVerbatim() throws {
        let guides = [
            Checklist.mvvmGuide: try String(contentsOfFile: Fixtures.seeds + "/004_60fe984fc303221f.txt", encoding: .utf8),
            Checklist.migrationGuide: try String(contentsOfFile: Fixtures.seeds + "/000_84aa927c05372320.txt", encoding: .utf8),
        ]
        for checklist in Checklist.all {
            let guide = try #require(guides.first { checklist.source.hasPrefix($0.key) }?.value, "\(checklist.slug)")
            let heading = try #require(checklist.source.components(separatedBy: " › ").last)
            let lines = guide.components(separatedBy: "\n")
            let start = try #require(lines.firstIndex { $0.hasPrefix("#") && $0.hasSuffix(" " + heading) }, "\(heading)")
            let items = lines[(start + 1)...].drop { !$0.hasPrefix("- [ ] ") }.prefix { $0.hasPrefix("- [ ] ") }
            #expect(items.map { String($0.dropFirst(6)) } == checklist.items.map(\.text), "\(checklist.slug)")
        }
    }
}
