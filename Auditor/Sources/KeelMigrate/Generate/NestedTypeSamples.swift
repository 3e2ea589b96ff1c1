import Foundation
import SwiftSyntax

/// The equivalence test's samples of a type nested in the legacy ViewModel, written per side.
///
/// `SampleValues` spells a nested type with its enclosing types (`FilterViewModel.Filter.all`),
/// right for the legacy call; the migrated class declares its own copy of the type (its members
/// are copied), so the migrated call names that one (`FilterScreenViewModel.Filter.all`) — with
/// the legacy qualifier on both sides the migrated call does not type-check.
struct NestedTypeSamples {
    /// The legacy class with its enclosing types (`FilterSheet.ViewModel`): a bare nested name
    /// does not resolve at the test's file scope.
    let legacyPath: String
    let migratedName: String
    /// Types declared in the legacy class, its extensions or a flattened base (`Filter`).
    let nested: Set<String>
    /// Every spelling of a nested type's enclosing class a sample may use, longest first: the legacy
    /// class's whole path and simple name, and each declaring type's path — a flattened base's
    /// (`ListingViewModel` for `ListingViewModel.Sort.name`: the migrated class copies its members).
    let qualifiers: [String]

    init(plan: MigrationPlan, migratedName: String) {
        let legacyName = plan.located.viewModelName
        legacyPath = SampleValues.qualifiedName(of: Syntax(plan.located.viewModel), legacyName)
        self.migratedName = migratedName
        var nested: Set<String> = []
        var qualifiers: Set<String> = [legacyName, legacyPath]
        for member in plan.members {
            guard let name = Self.typeName(member.decl) else { continue }
            nested.insert(name)
            let path = SampleValues.qualifiedName(of: Syntax(member.decl), name)
            if path != name { qualifiers.insert(String(path.dropLast(name.count + 1))) }
        }
        self.nested = nested
        self.qualifiers = qualifiers.filter { $0 != migratedName }.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    private static func typeName(_ decl: DeclSyntax) -> String? {
        if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ActorDeclSyntax.self) { return type.name.text }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text }
        return nil
    }

    /// The migrated side's text of a step written for the legacy side: every qualifier of a nested
    /// type, with the whole path (`FilterSheet.ViewModel.Filter`), becomes the migrated class.
    func migrated(_ text: String) -> String {
        guard !nested.isEmpty, qualifiers.contains(where: { text.contains($0 + ".") }) else { return text }
        var result = text
        for qualifier in qualifiers {
            for name in nested.sorted() {
                result = Self.replacing(in: result, pattern: "(?<![A-Za-z0-9_.])" + NSRegularExpression.escapedPattern(for: qualifier + "." + name) + "(?![A-Za-z0-9_])",
                                        with: migratedName + "." + name)
            }
        }
        return result
    }

    /// A written type with its nested names qualified by the legacy class's whole path (`Filter?` →
    /// `FilterSheet.ViewModel.Filter?`): at the test's file scope a bare nested name does not resolve.
    /// With `qualifier`, by that type (the migrated class, for a requirement of its protocol).
    func qualified(_ type: String, by qualifier: String? = nil) -> String {
        let legacyPath = qualifier ?? legacyPath
        var result = type
        for name in nested.sorted() {
            result = Self.replacing(in: result, pattern: "(?<![A-Za-z0-9_.])" + NSRegularExpression.escapedPattern(for: name) + "(?![A-Za-z0-9_])",
                                    with: legacyPath + "." + name)
        }
        return result
    }

    private static func replacing(in text: String, pattern: String, with replacement: String) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                   withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
    }
}
