/// Every key `.keel.yml` accepts, in one place: its name, where it lives
/// and how its value is read. The loader accepts exactly these keys and
/// names them in its errors; the docs table and the tests read this list,
/// so a new key is added here once and nowhere else.
enum ConfigurationSchema {
    /// A key and the reader that stores its value into a `Configuration`.
    struct Key: Sendable {
        var name: String
        var read: @Sendable (ConfigurationReader, Any, inout Configuration) throws -> Void
    }

    static let topLevel: [Key] = [
        Key(name: "include") { r, v, c in c.include = try r.globs(v, "include") },
        Key(name: "exclude") { r, v, c in c.exclude = try r.globs(v, "exclude") },
        Key(name: "rules") { r, v, c in c.rules = try r.rules(v) },
        Key(name: "thresholds") { r, v, c in c.thresholds = try r.thresholds(v) },
        Key(name: "roles") { r, v, c in c.roles = try r.roles(v) },
        Key(name: "legacy_paths") { r, v, c in c.legacyPaths = try r.globs(v, "legacy_paths") },
        Key(name: "baseline") { r, v, c in c.baselinePath = try r.string(v, "baseline") },
        Key(name: "default_main_actor_isolation") { r, v, c in c.defaultMainActorIsolation = try r.bool(v, "default_main_actor_isolation") },
        Key(name: "allowed_singletons") { r, v, c in c.allowedSingletons = try r.strings(v, "allowed_singletons") },
        Key(name: "fail_on") { r, v, c in c.failOn = try r.severity(v, "fail_on") },
        Key(name: "docs_base_url") { r, v, c in c.docsBaseURL = try r.docsBaseURL(v, "docs_base_url") },
    ]

    /// Keys under `roles:`. Name patterns are regular expressions, path patterns globs.
    static let roles: [Key] = [
        Key(name: "view_model_names") { r, v, c in c.roles.viewModelNames = try r.namePatterns(v, "roles.view_model_names") },
        Key(name: "view_model_paths") { r, v, c in c.roles.viewModelPaths = try r.globs(v, "roles.view_model_paths") },
        Key(name: "coordinator_names") { r, v, c in c.roles.coordinatorNames = try r.namePatterns(v, "roles.coordinator_names") },
        Key(name: "manager_names") { r, v, c in c.roles.managerNames = try r.namePatterns(v, "roles.manager_names") },
        Key(name: "router_names") { r, v, c in c.roles.routerNames = try r.namePatterns(v, "roles.router_names") },
    ]

    /// Keys of one rule's mapping under `rules: { ID: { … } }`.
    static let ruleSetting = ["enabled", "severity"]

    /// Names under `thresholds:` (each rule's own constant).
    static let thresholds = [MassiveViewModelRule.threshold]

    /// `known: a, b, c` for error messages.
    static func known(_ names: [String]) -> String { "known: " + names.sorted().joined(separator: ", ") }

    /// Every accepted key as a dotted path (`roles.view_model_names`,
    /// `rules.<ID>.severity`, `thresholds.vm009.max_lines`) — for docs and tests.
    static var allPaths: [String] {
        topLevel.map(\.name) + roles.map { "roles." + $0.name } + ruleSetting.map { "rules.<ID>." + $0 } + thresholds.map { "thresholds." + $0 }
    }
}
