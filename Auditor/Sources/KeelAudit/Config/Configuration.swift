/// The audit configuration: what `.keel.yml` decodes into (see
/// `ConfigurationLoader`, owned by the CLI side) and what the engine reads.
/// Every field has a default, so an empty `.keel.yml` equals `.default`.
package struct Configuration: Sendable, Hashable {
    /// Glob patterns (relative to the root) of files to audit. Empty = all `*.swift`.
    package var include: [String]
    /// Glob patterns excluded; `defaultExcludes` are always added.
    package var exclude: [String]
    /// Per-rule overrides, keyed by rule id (`VM001`).
    package var rules: [String: RuleSetting]
    /// Numeric thresholds by name, e.g. `vm009.max_lines: 400`.
    package var thresholds: [String: Int]
    /// How types get their architectural role.
    package var roles: RolePatterns
    /// Globs of the legacy RxSwift layer (managers, services) that must stay unmodified (RX002).
    package var legacyPaths: [String]
    /// Baseline file, relative to the root, if any.
    package var baselinePath: String?
    /// Treat every type as `@MainActor` unless it opts out (Swift 6.2 default isolation).
    package var defaultMainActorIsolation: Bool
    /// Singletons a coordinator or ViewModel may reach (CO002/VM011), e.g. `UIApplication.shared`.
    package var allowedSingletons: [String]
    /// The lowest severity that makes `keel audit` exit 1.
    package var failOn: Severity
    /// Folder of the rule pages for absolute links (SARIF `helpUri`,
    /// Markdown); nil: `DocsLinks.defaultRulesBase`. Does not affect findings.
    package var docsBaseURL: String?

    package static let defaultExcludes = [".build/**", "**/.build/**", "Pods/**", "**/Pods/**", "Carthage/**", "**/Carthage/**", "DerivedData/**", "**/DerivedData/**"]

    package init(
        include: [String] = [],
        exclude: [String] = [],
        rules: [String: RuleSetting] = [:],
        thresholds: [String: Int] = [:],
        roles: RolePatterns = RolePatterns(),
        legacyPaths: [String] = [],
        baselinePath: String? = nil,
        defaultMainActorIsolation: Bool = false,
        allowedSingletons: [String] = RolePatterns.defaultAllowedSingletons,
        failOn: Severity = .error,
        docsBaseURL: String? = nil
    ) {
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.thresholds = thresholds
        self.roles = roles
        self.legacyPaths = legacyPaths
        self.baselinePath = baselinePath
        self.defaultMainActorIsolation = defaultMainActorIsolation
        self.allowedSingletons = allowedSingletons
        self.failOn = failOn
        self.docsBaseURL = docsBaseURL
    }

    package static let `default` = Configuration()

    /// Ids of the rules this configuration leaves enabled, sorted.
    package var enabledRuleIDs: [String] {
        Auditor.allRules.map(\.id).filter { rules[$0]?.enabled ?? true }
    }

    /// A threshold, or `fallback` when not configured.
    package func threshold(_ name: String, default fallback: Int) -> Int { thresholds[name] ?? fallback }
}

/// A rule's override in `.keel.yml`: `enabled: false`, `severity: warning`.
package struct RuleSetting: Sendable, Hashable {
    package var enabled: Bool
    package var severity: Severity?
    package init(enabled: Bool = true, severity: Severity? = nil) {
        self.enabled = enabled
        self.severity = severity
    }
}

/// How the type index assigns roles. Name patterns are regular expressions
/// matched against the type name; path patterns are globs matched against the
/// file's path relative to the root.
package struct RolePatterns: Sendable, Hashable {
    package var viewModelNames: [String]
    package var viewModelPaths: [String]
    package var coordinatorNames: [String]
    package var managerNames: [String]
    package var routerNames: [String]

    package static let defaultAllowedSingletons = [
        "UIApplication.shared", "NotificationCenter.default", "UserDefaults.standard",
        "FileManager.default", "Bundle.main", "ProcessInfo.processInfo", "DispatchQueue.main",
        "RunLoop.main", "UIScreen.main", "UIDevice.current", "URLSession.shared", "Locale.current",
        "TimeZone.current", "Calendar.current", "OperationQueue.main", "Thread.current",
        "WidgetCenter.shared", "UIMenuController.shared", "URLCache.shared", "HTTPCookieStorage.shared",
        "AVAudioSession.sharedInstance", "MPRemoteCommandCenter.shared", "PHPhotoLibrary.shared", "NEVPNManager.shared",
        "NSWorkspace.shared", "NSApplication.shared",
    ]

    package init(
        viewModelNames: [String] = ["ViewModel$", "ViewModelImpl$"],
        viewModelPaths: [String] = [],
        coordinatorNames: [String] = ["Coordinator$"],
        managerNames: [String] = ["Manager$", "Service$", "Repository$", "Store$"],
        routerNames: [String] = ["Router$", "RouteID$"]
    ) {
        self.viewModelNames = viewModelNames
        self.viewModelPaths = viewModelPaths
        self.coordinatorNames = coordinatorNames
        self.managerNames = managerNames
        self.routerNames = routerNames
    }
}
