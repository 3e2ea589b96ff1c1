import ArgumentParser
import KeelAudit
import Testing
@testable import keel

@Suite("keel command line")
struct CommandLineTests {
    @Test func parsesEveryAuditOption() throws {
        let command = try Keel.parseAsRoot([
            "audit", "Some Dir", "--config", "c.yml", "--format", "sarif", "--baseline", "b.json",
            "--since", "origin/main", "--fail-on", "warning", "--no-cache", "--cache-dir", "/tmp/c",
        ])
        let audit = try #require(command as? Audit)
        #expect(audit.path == "Some Dir")
        #expect(audit.config == "c.yml")
        #expect(audit.format == .sarif)
        #expect(audit.baseline == "b.json")
        #expect(audit.since == "origin/main")
        #expect(audit.failOn == .warning)
        #expect(audit.noCache)
        #expect(audit.cacheDir == "/tmp/c")
    }

    @Test func auditIsTheDefaultSubcommand() throws {
        #expect(try Keel.parseAsRoot(["."]) is Audit)
    }

    @Test func unknownFormatIsAUsageError() {
        #expect(throws: (any Error).self) { _ = try Keel.parseAsRoot(["audit", "--format", "html"]) }
        #expect(Keel.exitCode(for: CleanExit.helpRequest()) == .success)
    }

    @Test func helpListsExitCodes() {
        #expect(Audit.helpMessage().contains("Exit codes: 0 clean, 1 findings"))
    }
}
