import Foundation
import Yams

/// Reads `.keel.yml` into a `Configuration`, strictly: an unknown key, a
/// value of the wrong type, an unknown rule id, a bad severity or an invalid
/// role pattern is a `ConfigurationError` naming the key — never a silent
/// default.
///
/// ```yaml
/// include: ["App/**"]
/// exclude: ["App/Generated/**"]
/// rules:
///   VM009: { severity: error }
///   RX002: false                    # shorthand for enabled: false
/// thresholds: { vm009.max_lines: 300 }
/// roles:
///   view_model_names: ["ViewModel$", "Presenter$"]
///   view_model_paths: ["App/Features/**/ViewModels/**"]
///   coordinator_names: ["Coordinator$"]
///   manager_names: ["Manager$", "Service$"]
///   router_names: ["Router$", "RouteID$"]
/// legacy_paths: ["App/Managers/**"]
/// baseline: .keel-baseline.json
/// default_main_actor_isolation: false
/// allowed_singletons: ["UIApplication.shared"]
/// fail_on: warning
/// docs_base_url: https://example.com/keel/docs/rules/
/// ```
///
/// The accepted keys are listed once, in `ConfigurationSchema`; globs are
/// checked by `GlobCheck`, the docs URL by `DocsLinks.problem(with:)`.
package enum ConfigurationLoader {
    /// The file name looked up in the audited root.
    package static let defaultFileName = ".keel.yml"

    /// Loads `url`; throws `ConfigurationError` (bad content) or the I/O error.
    package static func load(from url: URL) throws -> Configuration {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigurationError(file: url.lastPathComponent, key: "", message: "cannot read the file (\(error.localizedDescription))")
        }
        return try parse(text, file: url.lastPathComponent)
    }

    /// Parses YAML text. An empty document is the default configuration.
    package static func parse(_ text: String, file: String = defaultFileName) throws -> Configuration {
        let document: Any?
        do {
            document = try Yams.load(yaml: text)
        } catch {
            throw ConfigurationError(file: file, key: "", message: "not valid YAML (\(error))")
        }
        guard let document else { return .default }
        guard let root = document as? [String: Any] else {
            throw ConfigurationError(file: file, key: "", message: "expected a mapping of keys at the top level")
        }
        let reader = ConfigurationReader(file: file)
        var configuration = Configuration()
        try reader.apply(root, keys: ConfigurationSchema.topLevel, prefix: "", to: &configuration)
        return configuration
    }
}

/// Reads values of `.keel.yml` keys, naming the key in every error.
struct ConfigurationReader {
    let file: String

    func error(_ key: String, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, key: key, message: message)
    }

    /// Applies a mapping's keys through `keys`; any other key is an error
    /// naming the known ones.
    func apply(_ map: [String: Any], keys: [ConfigurationSchema.Key], prefix: String, to configuration: inout Configuration) throws {
        let byName = Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0) })
        for name in map.keys.sorted() {
            guard let key = byName[name] else {
                throw error(prefix + name, "unknown key (\(ConfigurationSchema.known(keys.map(\.name))))")
            }
            try key.read(self, map[name]!, &configuration)
        }
    }

    func string(_ value: Any, _ key: String) throws -> String {
        guard let string = value as? String else { throw error(key, "expected a string, got \(describe(value))") }
        return string
    }

    func strings(_ value: Any, _ key: String) throws -> [String] {
        guard let list = value as? [Any] else { throw error(key, "expected a list of strings, got \(describe(value))") }
        return try list.enumerated().map { index, element in try string(element, "\(key)[\(index)]") }
    }

    /// A list of path globs (`GlobCheck`).
    func globs(_ value: Any, _ key: String) throws -> [String] {
        let list = try strings(value, key)
        for (index, pattern) in list.enumerated() {
            if let problem = GlobCheck.problem(pattern) { throw error("\(key)[\(index)]", "invalid glob '\(pattern)': \(problem)") }
        }
        return list
    }

    /// A list of regular expressions for type names.
    func namePatterns(_ value: Any, _ key: String) throws -> [String] {
        let list = try strings(value, key)
        for (index, pattern) in list.enumerated() where !Auditor.isValidNamePattern(pattern) {
            throw error("\(key)[\(index)]", "not a valid regular expression: \(pattern)")
        }
        return list
    }

    func bool(_ value: Any, _ key: String) throws -> Bool {
        guard let bool = value as? Bool else { throw error(key, "expected true or false, got \(describe(value))") }
        return bool
    }

    func severity(_ value: Any, _ key: String) throws -> Severity {
        guard let text = value as? String, let severity = Severity(rawValue: text) else {
            throw error(key, "expected one of note, warning, error, got \(describe(value))")
        }
        return severity
    }

    func docsBaseURL(_ value: Any, _ key: String) throws -> String {
        let text = try string(value, key)
        if let problem = DocsLinks.problem(with: text) { throw error(key, problem) }
        return text
    }

    func thresholds(_ value: Any) throws -> [String: Int] {
        guard let map = value as? [String: Any] else { throw error("thresholds", "expected a mapping of names to numbers, got \(describe(value))") }
        var result: [String: Int] = [:]
        for name in map.keys.sorted() {
            guard ConfigurationSchema.thresholds.contains(name) else {
                throw error("thresholds.\(name)", "unknown threshold (\(ConfigurationSchema.known(ConfigurationSchema.thresholds)))")
            }
            guard let number = map[name] as? Int, number >= 0 else {
                throw error("thresholds.\(name)", "expected a non-negative whole number, got \(describe(map[name] as Any))")
            }
            result[name] = number
        }
        return result
    }

    func rules(_ value: Any) throws -> [String: RuleSetting] {
        guard let map = value as? [String: Any] else { throw error("rules", "expected a mapping of rule ids, got \(describe(value))") }
        let known = Set(Auditor.allRules.map(\.id)).union(TeamRuleIDs.current)
        var result: [String: RuleSetting] = [:]
        for id in map.keys.sorted() {
            let key = "rules.\(id)"
            guard known.contains(id) else {
                throw error(key, "unknown rule id (see `keel rules`)")
            }
            switch map[id] {
            case let enabled as Bool:
                result[id] = RuleSetting(enabled: enabled)
            case let settings as [String: Any]:
                var setting = RuleSetting()
                for field in settings.keys.sorted() {
                    switch field {
                    case "enabled": setting.enabled = try bool(settings[field]!, "\(key).enabled")
                    case "severity": setting.severity = try severity(settings[field]!, "\(key).severity")
                    default: throw error("\(key).\(field)", "unknown key (\(ConfigurationSchema.known(ConfigurationSchema.ruleSetting)))")
                    }
                }
                result[id] = setting
            default:
                throw error(key, "expected true, false or { enabled:, severity: }, got \(describe(map[id] as Any))")
            }
        }
        return result
    }

    func roles(_ value: Any) throws -> RolePatterns {
        guard let map = value as? [String: Any] else { throw error("roles", "expected a mapping, got \(describe(value))") }
        var configuration = Configuration()
        try apply(map, keys: ConfigurationSchema.roles, prefix: "roles.", to: &configuration)
        return configuration.roles
    }

    private func describe(_ value: Any) -> String {
        switch value {
        case is String: "a string (\"\(value)\")"
        case is Bool: "a boolean (\(value))"
        case is Int, is Double: "a number (\(value))"
        case is [Any]: "a list"
        case is [String: Any]: "a mapping"
        default: "\(value)"
        }
    }
}
