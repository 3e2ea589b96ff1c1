import ArgumentParser
import KeelAudit
import Testing
@testable import keel

@Suite("keel index-compare command line", .timeLimit(.minutes(3)))
struct IndexCompareCommandTests {
    @Test func parsesEveryOption() throws {
        let command = try #require(try Keel.parseAsRoot([
            "index-compare", "Tree", "--config", "k.yml", "--index-store", "/tmp/idx", "--root", "/build/Tree", "--index-store-lib", "/lib/libIndexStore.so",
            "--resolver", "baseline", "--format", "json", "--examples", "2", "--min-agreement", "99", "--exact-modules",
        ]) as? IndexCompareCommand)
        #expect(command.tree == "Tree")
        #expect(command.config == "k.yml")
        #expect(command.indexStore == "/tmp/idx")
        #expect(command.root == "/build/Tree")
        #expect(command.indexStoreLib == "/lib/libIndexStore.so")
        #expect(command.resolver == .baseline)
        #expect(command.format == .json)
        #expect(command.examples == 2)
        #expect(command.minAgreement == 99)
        #expect(command.exactModules)
    }

    @Test func theStoreIsRequiredAndValuesAreChecked() {
        #expect(throws: (any Error).self) { try Keel.parseAsRoot(["index-compare", "Tree"]) }
        #expect(throws: (any Error).self) { try Keel.parseAsRoot(["index-compare", "Tree", "--index-store", "s", "--examples", "-1"]) }
        #expect(throws: (any Error).self) { try Keel.parseAsRoot(["index-compare", "Tree", "--index-store", "s", "--resolver", "guess"]) }
        #expect(throws: (any Error).self) { try Keel.parseAsRoot(["index-compare", "Tree", "--index-store", "s", "--min-agreement", "101"]) }
    }

    @Test func aSingleValueOptionGivenTwiceIsAUsageError() throws {
        #expect(throws: ValidationError.self) {
            try RepeatedOptions.check(["index-compare", "T", "--index-store", "a", "--index-store", "b"])
        }
        try RepeatedOptions.check(["index-compare", "T", "--index-store", "a", "--format", "json"])
    }

    /// The list of single-value options is the real one.
    @Test func singleValueOptionsMatchTheCommand() throws {
        let help = IndexCompareCommand.helpMessage(columns: 400)
        let taking = try Regex(#"(--[a-z-]+) <"#)
        let valueOptions = Set(help.matches(of: taking).compactMap { $0.output[1].substring.map(String.init) })
        #expect(valueOptions == Set(IndexCompareCommand.singleValueOptions))
    }

    @Test func isHiddenFromTheMainHelp() {
        #expect(!Keel.helpMessage(columns: 400).contains("index-compare"))
    }
}
