import ArgumentParser
import Testing
@testable import keel

@Suite("keel migrate command line", .timeLimit(.minutes(3)))
struct MigrateCommandTests {
    @Test func parsesEveryMigrateOption() throws {
        let command = try Keel.parseAsRoot([
            "migrate", "LoginViewModel", "--in", "App", "--in", "Shared", "--out", "New Login", "--dry-run",
            "--name", "SignIn", "--import", "Core", "--module", "App", "--config", "k.yml",
        ])
        let migrate = try #require(command as? MigrateCommand)
        #expect(migrate.typeName == "LoginViewModel")
        #expect(migrate.searchPaths == ["App", "Shared"])
        #expect(migrate.outputDirectory == "New Login")
        #expect(migrate.dryRun)
        #expect(migrate.featureName == "SignIn")
        #expect(migrate.extraImports == ["Core"])
        #expect(migrate.module == "App")
        #expect(migrate.config == "k.yml")
    }

    @Test func theTypeIsRequired() {
        #expect(throws: (any Error).self) { _ = try Keel.parseAsRoot(["migrate"]) }
    }

    @Test func helpStatesTheExitCodesAndThatLegacyCodeIsUntouched() {
        let discussion = MigrateCommand.configuration.discussion
        #expect(discussion.contains("2 bad input"))
        #expect(discussion.contains("The legacy code is not modified"))
        #expect(MigrateCommand.helpMessage().contains("--dry-run"))
    }
}
