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
/// ```
package enum ConfigurationLoader {
    /// The file name looked up in the audited root.
    package static let defaultFileName = ".keel.yml"

    static let knownKeys: Set<String> = [
        "include", "exclude", "rules", "thresholds", "roles", "legacy_paths", "baseline",
        "default_main_actor_isolation", "allowed_singletons", "fail_on",
    ]
    static let roleKeys: Set<String> = [
        "view_model_names", "view_model_paths", "coordinator_names", "manager_names", "router_names",
    ]

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
        let reader = Reader(file: file)
        for key in root.keys.sorted() where !knownKeys.contains(key) {
            throw reader.error(key, "unknown key (known: \(knownKeys.sorted().joined(separator: ", ")))")
        }
        var configuration = Configuration()
        if let value = root["include"] { configuration.include = try reader.strings(value, "include") }
        if let value = root["exclude"] { configuration.exclude = try reader.strings(value, "exclude") }
        if let value = root["legacy_paths"] { configuration.legacyPaths = try reader.strings(value, "legacy_paths") }
        if let value = root["allowed_singletons"] { configuration.allowedSingletons = try reader.strings(value, "allowed_singletons") }
        if let value = root["baseline"] { configuration.baselinePath = try reader.string(value, "baseline") }
        if let value = root["default_main_actor_isolation"] {
            configuration.defaultMainActorIsolation = try reader.bool(value, "default_main_actor_isolation")
        }
        if let value = root["fail_on"] { configuration.failOn = try reader.severity(value, "fail_on") }
        if let value = root["thresholds"] { configuration.thresholds = try reader.thresholds(value) }
        if let value = root["rules"] { configuration.rules = try reader.rules(value) }
        if let value = root["roles"] { configuration.roles = try reader.roles(value) }
        return configuration
    }

    private struct Reader {
        let file: String

        func error(_ key: String, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file, key: key, message: message)
        }

        func string(_ value: Any, _ key: String) throws -> String {
            guard let string = value as? String else { throw error(key, "expected a string, got \(describe(value))") }
            return string
        }

        func strings(_ value: Any, _ key: String) throws -> [String] {
            guard let list = value as? [Any] else { throw error(key, "expected a list of strings, got \(describe(value))") }
            return try list.enumerated().map { index, element in try string(element, "\(key)[\(index)]") }
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

        func thresholds(_ value: Any) throws -> [String: Int] {
            guard let map = value as? [String: Any] else { throw error("thresholds", "expected a mapping of names to numbers, got \(describe(value))") }
            var result: [String: Int] = [:]
            for (name, raw) in map {
                guard let number = raw as? Int, number >= 0 else {
                    throw error("thresholds.\(name)", "expected a non-negative whole number, got \(describe(raw))")
                }
                result[name] = number
            }
            return result
        }

        func rules(_ value: Any) throws -> [String: RuleSetting] {
            guard let map = value as? [String: Any] else { throw error("rules", "expected a mapping of rule ids, got \(describe(value))") }
            let known = Set(Auditor.allRules.map(\.id))
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
                        default: throw error("\(key).\(field)", "unknown key (known: enabled, severity)")
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
            var roles = RolePatterns()
            for key in map.keys.sorted() {
                guard ConfigurationLoader.roleKeys.contains(key) else {
                    throw error("roles.\(key)", "unknown key (known: \(ConfigurationLoader.roleKeys.sorted().joined(separator: ", ")))")
                }
                let list = try strings(map[key]!, "roles.\(key)")
                if key.hasSuffix("_names") {
                    for (index, pattern) in list.enumerated() where !Auditor.isValidNamePattern(pattern) {
                        throw error("roles.\(key)[\(index)]", "not a valid regular expression: \(pattern)")
                    }
                }
                switch key {
                case "view_model_names": roles.viewModelNames = list
                case "view_model_paths": roles.viewModelPaths = list
                case "coordinator_names": roles.coordinatorNames = list
                case "manager_names": roles.managerNames = list
                default: roles.routerNames = list
                }
            }
            return roles
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
}
