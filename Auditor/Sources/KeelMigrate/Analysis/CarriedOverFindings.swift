import Foundation
import KeelAudit
import SwiftParser
import SwiftSyntax

/// A `keel audit` finding the migrated ViewModel has and the legacy one already had, under the same
/// rule and the same configuration: the team's existing debt, not one `keel migrate` introduces.
///
/// Only rules that judge the class as a whole are carried over — VM009, its size: removing it means
/// splitting the class by feature, a design decision of the team that a translation must not make.
/// A finding on a line keel translated (VM015's strong capture, a singleton…) is keel's to remove,
/// and a whole-class finding the legacy class does not have (the translation crossed the limit)
/// still refuses. A carried-over finding is suppressed in the generated file with its reason
/// (`// keel:disable:next VM009 - carried over from the legacy class: …`, so the generated files audit
/// clean under the same configuration) and named in the report; it does not block.
package struct CarriedOverFinding: Sendable, Equatable {
    package var ruleID: String
    /// The legacy class's finding (`ConnectionViewModel spans 574 lines (limit 500); …`).
    package var legacy: String
    /// The migrated class's (`ConnectionViewModel spans 583 lines (limit 500); …`).
    package var migrated: String

    /// The line counts the two findings state (VM009), when they state them.
    package var sizes: (legacy: Int, migrated: Int)? {
        guard let old = MassiveViewModelMessage.spannedLines(legacy), let new = MassiveViewModelMessage.spannedLines(migrated) else { return nil }
        return (old, new)
    }

    /// What the report and the suppression say: both sizes, once.
    package var summary: String {
        if let sizes { return "\(ruleID) carried over from the legacy class (legacy \(sizes.legacy) lines, migrated \(sizes.migrated))" }
        return "\(ruleID) carried over from the legacy class (legacy: \(legacy))"
    }

    /// The report's line.
    package var reportLine: String {
        "\(summary): the legacy class was already over the limit; keel migrate does not split a class, and lets it grow by at most "
            + "\(CarriedOverFindings.growthPercent) %; not a refusal — the suppression in the generated file names it."
    }
}

enum CarriedOverFindings {
    /// Rules whose finding is about the class as a whole, reported on its declaration.
    static let wholeClassRules: Set<String> = ["VM009"]

    /// How much a carried-over size may grow in translation: the debt is the team's, but keel must
    /// not make it materially worse (a 510-line class that came out at 900 would hide a bad
    /// translation behind the legacy's finding). Beyond it the finding refuses as one keel introduced.
    static let growthPercent = 10

    /// Whether `finding` may be carried over: its sizes, when it states them, within `growthPercent`.
    static func allowsGrowth(_ finding: CarriedOverFinding) -> Bool {
        guard let sizes = finding.sizes else { return true }
        return sizes.migrated * 100 <= sizes.legacy * (100 + growthPercent)
    }

    /// The suppression the migrated class's declaration carries.
    static func directive(_ carried: [CarriedOverFinding]) -> String? {
        guard !carried.isEmpty else { return nil }
        let rules = carried.map(\.ruleID).joined(separator: " ")
        return "// keel:disable:next \(rules) - " + carried.map(\.summary).joined(separator: "; ")
    }

    /// The legacy class's finding of `ruleID` on its own declaration, auditing its file as it is in
    /// the tree (before keel's rewrites) with the configuration the generated files are held to.
    static func legacyFinding(ruleID: String, viewModel: String, file: SourceInput, configuration: Configuration) async -> Finding? {
        let syntax = Parser.parse(source: file.text)
        let converter = SourceLocationConverter(fileName: file.path, tree: syntax)
        let lines = Set(syntax.descendants(ClassDeclSyntax.self).filter { $0.name.text == viewModel }
            .map { $0.name.startLocation(converter: converter).line })
        guard !lines.isEmpty else { return nil }
        let result = await Auditor(configuration: configuration).audit([file])
        return result.findings.first { $0.ruleID == ruleID && lines.contains($0.line) }
    }
}
