import KeelAudit
import Testing

@Suite("`.keel.yml` loading")
struct ConfigurationLoaderTests {
    @Test func emptyDocumentIsTheDefault() throws {
        #expect(try ConfigurationLoader.parse("") == .default)
        #expect(try ConfigurationLoader.parse("# only a comment\n") == .default)
    }

    @Test func readsEveryKey() throws {
        let configuration = try ConfigurationLoader.parse("""
        include: ["App/**"]
        exclude: ["App/Generated/**"]
        rules:
          VM009: { severity: error }
          RX002: false
        thresholds: { vm009.max_lines: 300 }
        roles:
          view_model_names: ["Presenter$"]
          coordinator_names: ["Flow$"]
        legacy_paths: ["App/Managers/**"]
        baseline: base.json
        default_main_actor_isolation: true
        allowed_singletons: ["Clock.shared"]
        fail_on: warning
        """)
        #expect(configuration.include == ["App/**"])
        #expect(configuration.exclude == ["App/Generated/**"])
        #expect(configuration.rules["VM009"] == RuleSetting(enabled: true, severity: .error))
        #expect(configuration.rules["RX002"] == RuleSetting(enabled: false))
        #expect(configuration.threshold("vm009.max_lines", default: 0) == 300)
        #expect(configuration.roles.viewModelNames == ["Presenter$"])
        #expect(configuration.roles.coordinatorNames == ["Flow$"])
        #expect(configuration.legacyPaths == ["App/Managers/**"])
        #expect(configuration.baselinePath == "base.json")
        #expect(configuration.defaultMainActorIsolation)
        #expect(configuration.allowedSingletons == ["Clock.shared"])
        #expect(configuration.failOn == .warning)
    }

    @Test(arguments: [
        ("colour: true", "colour"),
        ("rules: { VM999: false }", "rules.VM999"),
        ("rules: { VM001: { severity: loud } }", "rules.VM001.severity"),
        ("rules: { VM001: { enabeld: true } }", "rules.VM001.enabeld"),
        ("rules: { VM001: 3 }", "rules.VM001"),
        ("include: App", "include"),
        ("exclude: [1]", "exclude[0]"),
        ("thresholds: { vm009.max_lines: -1 }", "thresholds.vm009.max_lines"),
        ("roles: { view_model_names: [\"(\"] }", "roles.view_model_names[0]"),
        ("roles: { presenters: [] }", "roles.presenters"),
        ("fail_on: fatal", "fail_on"),
        ("default_main_actor_isolation: maybe", "default_main_actor_isolation"),
    ])
    func invalidConfigurationNamesTheKey(yaml: String, key: String) {
        #expect {
            _ = try ConfigurationLoader.parse(yaml)
        } throws: { error in
            (error as? ConfigurationError)?.key == key
        }
    }

    @Test func malformedYAMLIsAClearError() {
        #expect(throws: ConfigurationError.self) { _ = try ConfigurationLoader.parse("rules: [unclosed") }
        #expect(throws: ConfigurationError.self) { _ = try ConfigurationLoader.parse("- just\n- a list\n") }
    }
}
