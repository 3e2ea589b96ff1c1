import ArgumentParser
import Foundation
import KeelAudit
import Testing
@testable import keel

@Suite("keel command line", .timeLimit(.minutes(3)))
struct CommandLineTests {
    @Test func parsesEveryAuditOption() throws {
        let command = try Keel.parseAsRoot([
            "audit", "Some Dir", "--config", "c.yml", "--format", "sarif", "--baseline", "b.json",
            "--since", "origin/main", "--fail-on", "warning", "--no-cache", "--cache-dir", "/tmp/c",
            "--docs-base-url", "https://docs.example.com/rules/",
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
        #expect(audit.docsBaseURL == "https://docs.example.com/rules/")
    }

    @Test(arguments: [
        ["audit", "--format", "json", "--format", "sarif"],
        ["--format=json", ".", "--format", "sarif"],
        ["audit", "--fail-on", "warning", "--fail-on=error"],
        ["audit", "--since", "a", "--since", "b"],
    ])
    func aSingleValueOptionGivenTwiceIsAUsageError(_ arguments: [String]) {
        #expect(throws: ValidationError.self) { try RepeatedOptions.check(arguments) }
        #expect(Keel.exitCode(for: ValidationError("x")) != .success)
    }

    @Test func optionsGivenOnceOrAfterTheTerminatorAreFine() throws {
        try RepeatedOptions.check(["audit", "--format", "json", "--fail-on", "note", "--no-cache", "--no-cache"])
        try RepeatedOptions.check(["audit", "--format", "json", "--", "--format"])
    }

    /// The list of single-value options is the real one: every option of
    /// `keel audit` that takes a value is in it, and nothing else.
    @Test func singleValueOptionsMatchTheCommand() throws {
        let help = Audit.helpMessage(columns: 400)
        let taking = try Regex(#"(--[a-z-]+) <"#)
        let valueOptions = Set(help.matches(of: taking).compactMap { $0.output[1].substring.map(String.init) })
        #expect(valueOptions == Set(Audit.singleValueOptions))
    }

    @Test func versionIsPrinted() {
        #expect(Keel.configuration.version == "keel \(KeelVersion.current)")
        #expect(Keel.exitCode(for: CleanExit.message("v")) == .success)
    }

    @Test func rulesExplainsOneRule() throws {
        let command = try #require(try Keel.parseAsRoot(["rules", "vm001"]) as? Rules)
        #expect(command.id == "vm001")
        let explanation = try #require(RuleExplanation(id: "vm001"))
        let text = explanation.rendered()
        #expect(text.hasPrefix("VM001 viewmodel-main-actor — ViewModels must be @MainActor.\n"))
        #expect(text.contains("Severity:   error by default"))
        #expect(text.contains("Applies to: ViewModels"))
        #expect(text.contains("Fixable:    sometimes — `keel fix` adds `@MainActor`"))
        #expect(text.contains("SwiftUI MVVM Team Guidelines"))
        #expect(text.contains("How to fix\n  Mark the class `@MainActor`"))
        #expect(text.contains("Reported (↓ marks where)"))
        #expect(text.contains("Not reported"))
        #expect(text.contains("Docs: https://github.com/keel-ios/keel/blob/main/Auditor/docs/rules/VM001.md"))
    }

    @Test func everyRuleHasAnExplanationWithAllParts() throws {
        for rule in Auditor.allRules {
            let explanation = try #require(RuleExplanation(id: rule.id, docsBase: "https://example.com/r"))
            #expect(!explanation.summary.isEmpty && !explanation.rationale.isEmpty && !explanation.howToFix.isEmpty, "\(rule.id)")
            #expect(!explanation.appliesTo.isEmpty, "\(rule.id)")
            #expect(explanation.docsURL == "https://example.com/r/\(rule.id).md")
        }
        #expect(RuleExplanation(id: "RX002")?.rendered().contains("only with --since REF") == true)
    }

    @Test func unknownRuleOrBadDocsURLIsAUsageError() {
        #expect(throws: (any Error).self) { _ = try Keel.parseAsRoot(["rules", "VM999"]) }
        #expect(throws: (any Error).self) { _ = try Keel.parseAsRoot(["rules", "VM001", "--docs-base-url", "not a url"]) }
        #expect(throws: Never.self) { _ = try Keel.parseAsRoot(["rules"]) }
    }

    @Test func auditIsTheDefaultSubcommand() throws {
        #expect(try Keel.parseAsRoot(["."]) is Audit)
    }

    @Test func unknownFormatIsAUsageError() {
        #expect(throws: (any Error).self) { _ = try Keel.parseAsRoot(["audit", "--format", "pdf"]) }
        #expect(Keel.exitCode(for: CleanExit.helpRequest()) == .success)
    }

    @Test func parsesTrendOptions() throws {
        let command = try #require(try Keel.parseAsRoot(["trend", "App", "--weekly", "52", "--format", "csv", "--output", "t.csv", "--ref", "main"]) as? TrendCommand)
        #expect(command.path == "App" && command.selection == .weekly(52) && command.format == .csv && command.output == "t.csv" && command.ref == "main")
        #expect((try Keel.parseAsRoot(["trend"]) as? TrendCommand)?.selection == .commits(10))
        #expect((try Keel.parseAsRoot(["trend", "--tags"]) as? TrendCommand)?.selection == .tags)
        #expect(throws: (any Error).self) { _ = try Keel.parseAsRoot(["trend", "--commits", "3", "--tags"]) }
        #expect(throws: (any Error).self) { _ = try Keel.parseAsRoot(["trend", "--format", "sarif"]) }
        #expect(throws: ValidationError.self) { try RepeatedOptions.check(["trend", "--weekly", "1", "--weekly", "2"]) }
        #expect(try Keel.parseAsRoot(["audit", "--format", "html", "--trend", "t.json"]) is Audit)
    }

    @Test func helpListsExitCodes() {
        #expect(Audit.helpMessage().contains("Exit codes: 0 clean, 1 findings"))
    }
}
