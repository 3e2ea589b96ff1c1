import ArgumentParser
import Testing
@testable import keel

@Suite("keel fix command line", .timeLimit(.minutes(3)))
struct FixCommandTests {
    @Test func parsesEveryFixOption() throws {
        let command = try Keel.parseAsRoot([
            "fix", "Some Dir", "--dry-run", "--rule", "VM001", "--rule", "vm003,SU002", "--config", "k.yml", "--baseline", "b.json",
        ])
        let fix = try #require(command as? FixCommand)
        #expect(fix.source.path == "Some Dir")
        #expect(fix.dryRun)
        #expect(fix.rules == ["VM001", "vm003,SU002"])
        #expect(fix.source.config == "k.yml")
        #expect(fix.source.baseline == "b.json")
    }

    @Test func defaultsToTheCurrentDirectoryAndWriting() throws {
        let fix = try #require(try Keel.parseAsRoot(["fix"]) as? FixCommand)
        #expect(fix.source.path == ".")
        #expect(!fix.dryRun)
        #expect(fix.rules.isEmpty)
    }

    /// `keel fix` shares PATH, --config and --baseline with `keel audit` (one declaration).
    @Test func sharesItsSourceOptionsWithAudit() throws {
        let audit = try #require(try Keel.parseAsRoot(["audit", "App", "--config", "c.yml", "--baseline", "b.json"]) as? Audit)
        #expect(audit.path == "App" && audit.config == "c.yml" && audit.baseline == "b.json")
        #expect(throws: ValidationError.self) { try RepeatedOptions.check(["fix", "--config", "a", "--config", "b"]) }
    }

    @Test func helpStatesTheExitCodesAndTheDryRun() {
        let discussion = FixCommand.configuration.discussion
        #expect(discussion.contains("2 bad input"))
        #expect(discussion.contains("nothing written"))
        #expect(FixCommand.helpMessage().contains("--dry-run"))
        #expect(FixCommand.helpMessage().contains("--rule"))
    }
}
