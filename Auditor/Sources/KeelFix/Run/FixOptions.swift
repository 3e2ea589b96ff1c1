/// Everything `keel fix` can be asked to do.
package struct FixOptions: Sendable {
    /// The directory (or file) whose findings to fix; the enclosing project is indexed, as for `keel audit`.
    package var path: String
    /// `.keel.yml` to use (default: as `keel audit` finds it).
    package var configPath: String?
    /// Findings recorded in this baseline are not fixed (default: the configuration's `baseline`).
    package var baselinePath: String?
    /// Print a unified diff; write nothing.
    package var dryRun: Bool
    /// Only these rules (ids, any case; empty = every fixable rule).
    package var rules: [String]
    /// Type-check the changed files and their users before and after (`FixTypeCheck`); keep only fixes that add no error.
    package var typeCheck: Bool

    package init(path: String = ".", configPath: String? = nil, baselinePath: String? = nil, dryRun: Bool = false, rules: [String] = [],
                 typeCheck: Bool = false) {
        self.typeCheck = typeCheck
        self.path = path
        self.configPath = configPath
        self.baselinePath = baselinePath
        self.dryRun = dryRun
        self.rules = rules
    }
}
