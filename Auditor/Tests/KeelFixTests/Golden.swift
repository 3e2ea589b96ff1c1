import Foundation
import KeelAudit
@testable import KeelFix
import Testing

/// One golden case: `before` in `file` (with `others` around it) becomes
/// `after` under `keel fix --rule <rule>`; the result parses and a re-audit
/// no longer reports the rule in the file.
func expectFix(_ rule: String, file: String, before: String, after: String, others: [String: String] = [:],
               sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let project = try Project(others.merging([file: before]) { $1 })
    #expect(await !project.findings(rule).filter { $0.file == file }.isEmpty, "the rule does not fire before", sourceLocation: sourceLocation)
    let outcome = await project.fix(rules: [rule])
    #expect(outcome.exitCode == 0, "\(outcome.diagnostics)", sourceLocation: sourceLocation)
    let notFixed = outcome.report?.notFixed.filter { $0.finding.file == file } ?? []
    #expect(notFixed.isEmpty, "\(notFixed.map(\.notFixedReason))", sourceLocation: sourceLocation)
    let fixed = project.read(file)
    #expect(fixed == after, sourceLocation: sourceLocation)
    #expect(parsesCleanly(fixed), sourceLocation: sourceLocation)
    #expect(await project.findings(rule).filter { $0.file == file }.isEmpty, "the rule still fires after the fix", sourceLocation: sourceLocation)
}

/// One unsafe case: `keel fix --rule <rule>` leaves `file` unchanged and
/// reports the finding as not fixed with a reason containing `reason`.
func expectNotFixed(_ rule: String, file: String, source: String, others: [String: String] = [:], config: String? = nil,
                    reason: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    var files = others.merging([file: source]) { $1 }
    if let config { files[".keel.yml"] = config }
    let project = try Project(files)
    let before = project.snapshot()
    let outcome = await project.fix(rules: [rule])
    #expect(outcome.exitCode == 0, "\(outcome.diagnostics)", sourceLocation: sourceLocation)
    #expect(project.snapshot() == before, "a file changed", sourceLocation: sourceLocation)
    let found = reasons(outcome)
    #expect(!found.isEmpty && found.allSatisfy { $0.contains(reason) }, "reasons: \(found)", sourceLocation: sourceLocation)
    #expect(outcome.report?.fixed.isEmpty == true, sourceLocation: sourceLocation)
}
