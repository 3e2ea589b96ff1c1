import Foundation
import SwiftSyntax

/// The equivalence test's samples of a type nested in the legacy ViewModel, written per side.
///
/// `SampleValues` spells a nested type with its enclosing types (`FilterViewModel.Filter.all`),
/// right for the legacy call; the migrated class declares its own copy of the type (its members
/// are copied), so the migrated call names that one (`FilterScreenViewModel.Filter.all`) — with
/// the legacy qualifier on both sides the migrated call does not type-check.
struct NestedTypeSamples {
    let legacyName: String
    let migratedName: String
    /// Types declared in the legacy class or its same-file extensions (`Filter`).
    let nested: Set<String>

    init(plan: MigrationPlan, migratedName: String) {
        legacyName = plan.located.viewModelName
        self.migratedName = migratedName
        nested = Set(plan.members.compactMap { member -> String? in
            let decl = member.decl
            if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
            if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = decl.as(ActorDeclSyntax.self) { return type.name.text }
            if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text }
            return nil
        })
    }

    /// The migrated side's text of a step written for the legacy side.
    func migrated(_ text: String) -> String {
        guard !nested.isEmpty, legacyName != migratedName, text.contains(legacyName + ".") else { return text }
        var result = text
        for name in nested.sorted() {
            result = Self.replacing(in: result, pattern: "(?<![A-Za-z0-9_.])" + NSRegularExpression.escapedPattern(for: legacyName + "." + name) + "(?![A-Za-z0-9_])",
                                    with: migratedName + "." + name)
        }
        return result
    }

    /// A written type with its nested names qualified by the legacy class (`Filter?` → `FilterViewModel.Filter?`):
    /// at the test's file scope a bare nested name does not resolve.
    func qualified(_ type: String) -> String {
        var result = type
        for name in nested.sorted() {
            result = Self.replacing(in: result, pattern: "(?<![A-Za-z0-9_.])" + NSRegularExpression.escapedPattern(for: name) + "(?![A-Za-z0-9_])",
                                    with: legacyName + "." + name)
        }
        return result
    }

    private static func replacing(in text: String, pattern: String, with replacement: String) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                   withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
    }
}
