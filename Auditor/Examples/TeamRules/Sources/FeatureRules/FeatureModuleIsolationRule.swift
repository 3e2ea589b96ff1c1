import KeelAudit

/// TM001 — a feature module never imports another feature module.
///
/// Feature modules talk through the app's coordinators and shared core
/// modules, never to each other: a `ProfileFeature` that imports
/// `LoginFeature` couples two screens' code and lets one build the other's
/// ViewModels. Modules come from keel's model (the tree's `Package.swift`
/// targets, Xcode project targets), so a folder that merely looks like a
/// feature is not one, and an import of an external package is never flagged.
public struct FeatureModuleIsolationRule: TeamRule {
    /// Whether a module of the tree is a feature module (default: its name ends in `Feature`).
    let isFeature: @Sendable (String) -> Bool

    public init(isFeature: @escaping @Sendable (String) -> Bool = { $0.hasSuffix("Feature") }) {
        self.isFeature = isFeature
    }

    public var metadata: TeamRuleMetadata {
        TeamRuleMetadata(
            id: "TM001", name: "feature-module-isolation",
            summary: "A feature module never imports another feature module.",
            rationale: "Team guideline: features meet in coordinators and core modules (Coordinator Refactor Plan › MVVM Compliance: navigation through closures a coordinator sets).",
            severity: .error,
            howToFix: "Move what both features need into a core module, and let the coordinator connect the two screens through closures.")
    }

    public func check(_ file: TeamRuleFile) -> [TeamRuleFinding] {
        guard isFeature(file.module.name) else { return [] }
        return file.imports.compactMap { imported in
            guard imported.isTreeModule, imported.module != file.module.name, isFeature(imported.module) else { return nil }
            return TeamRuleFinding(line: imported.line,
                                   message: "\(file.module.name) imports the feature module \(imported.module); features meet in coordinators and core modules, never import each other.")
        }
    }
}
