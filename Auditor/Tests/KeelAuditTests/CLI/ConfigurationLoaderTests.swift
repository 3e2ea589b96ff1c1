import Foundation
@testable import KeelAudit
import Testing

@Suite("`.keel.yml` loading", .timeLimit(.minutes(3)))
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
        docs_base_url: https://docs.example.com/keel/rules/
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
        #expect(configuration.docsBaseURL == "https://docs.example.com/keel/rules/")
    }

    @Test func validGlobsAreAccepted() throws {
        let configuration = try ConfigurationLoader.parse("""
        include: ["App/**", "*.swift", "App/**/Feature?/*.swift", "Sources"]
        exclude: ["**/Generated/**", "App/Mocks/*Mock.swift"]
        """)
        #expect(configuration.exclude == ["**/Generated/**", "App/Mocks/*Mock.swift"])
    }

    @Test func unknownKeyErrorsListTheKnownKeys() {
        #expect {
            _ = try ConfigurationLoader.parse("thresholds: { vm009.maxlines: 3 }")
        } throws: { error in
            (error as? ConfigurationError)?.description == ".keel.yml: key 'thresholds.vm009.maxlines': unknown threshold (known: vm009.max_lines)"
        }
        #expect {
            _ = try ConfigurationLoader.parse("legacy: []")
        } throws: { error in
            (error as? ConfigurationError)?.message.contains("known: allowed_singletons, baseline, default_main_actor_isolation, docs_base_url") == true
        }
    }

    /// Every key the schema lists is read (a key listed but ignored would be
    /// accepted-but-wrong), and every threshold a rule reads is listed.
    @Test func schemaKeysAreAllReadAndThresholdsAreAllListed() throws {
        let values: [String: String] = [
            "include": "[\"A/**\"]", "exclude": "[\"B/**\"]", "rules": "{ VM001: false }", "thresholds": "{ vm009.max_lines: 7 }",
            "roles": "{ view_model_names: [\"Presenter$\"] }", "legacy_paths": "[\"L/**\"]", "baseline": "b.json",
            "default_main_actor_isolation": "true", "allowed_singletons": "[\"X.shared\"]", "fail_on": "note",
            "docs_base_url": "https://example.com/r/",
        ]
        for key in ConfigurationSchema.topLevel.map(\.name) {
            let value = try #require(values[key], "no sample value for \(key)")
            #expect(try ConfigurationLoader.parse("\(key): \(value)\n") != .default, "\(key) is accepted but not read")
        }
        let roleValues = ["view_model_names": "[\"P$\"]", "view_model_paths": "[\"P/**\"]", "coordinator_names": "[\"Flow$\"]",
                          "manager_names": "[\"Mgr$\"]", "router_names": "[\"Routes$\"]"]
        for key in ConfigurationSchema.roles.map(\.name) {
            let value = try #require(roleValues[key], "no sample value for roles.\(key)")
            #expect(try ConfigurationLoader.parse("roles: { \(key): \(value) }\n") != .default, "roles.\(key) is accepted but not read")
        }
        // Threshold names rules read: every "abc123.name" string literal in Rules/.
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources/KeelAudit/Rules").standardized
        let sources = try FileManager.default.contentsOfDirectory(atPath: rules.path).filter { $0.hasSuffix(".swift") }
        #expect(!sources.isEmpty)
        let literal = try Regex(#""([a-z]{2}[0-9]{3}\.[a-z_]+)""#)
        var used: Set<String> = []
        for file in sources {
            let text = try String(contentsOf: rules.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: literal) { if let name = match.output[1].substring { used.insert(String(name)) } }
        }
        #expect(!used.isEmpty)
        #expect(used.isSubset(of: Set(ConfigurationSchema.thresholds)), "thresholds read by rules but not accepted by .keel.yml: \(used.subtracting(ConfigurationSchema.thresholds))")
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
        ("thresholds: { vm009.max_line: 300 }", "thresholds.vm009.max_line"),
        ("thresholds: { max_lines: 300 }", "thresholds.max_lines"),
        ("exclude: [\"Generated/\"]", "exclude[0]"),
        ("exclude: [\"/abs/**\"]", "exclude[0]"),
        ("exclude: [\"App/[Gg]enerated/**\"]", "exclude[0]"),
        ("exclude: [\"App/{A,B}/**\"]", "exclude[0]"),
        ("exclude: [\"**Generated\"]", "exclude[0]"),
        ("exclude: [\"../Other/**\"]", "exclude[0]"),
        ("exclude: [\"App\\\\Gen\"]", "exclude[0]"),
        ("exclude: [\"\"]", "exclude[0]"),
        ("include: [\"App//A.swift\"]", "include[0]"),
        ("legacy_paths: [\"!App/New/**\"]", "legacy_paths[0]"),
        ("roles: { view_model_paths: [\"Features/\"] }", "roles.view_model_paths[0]"),
        ("docs_base_url: docs/rules", "docs_base_url"),
        ("docs_base_url: ftp://example.com/rules/", "docs_base_url"),
        ("docs_base_url: 3", "docs_base_url"),
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
