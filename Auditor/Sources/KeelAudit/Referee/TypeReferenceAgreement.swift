/// How far a resolver agrees with the compiler's index on one tree: the
/// result of `TypeReferenceComparison.compare`. The denominator is the
/// compiler's type references in files the resolver read.
package struct TypeReferenceAgreement: Sendable, Hashable, Codable {
    /// The resolver's `name`.
    package var resolver: String
    /// Compiler type references in files the resolver read (the denominator).
    package var compilerReferences = 0
    /// Same target: the same declaration in the tree, or both external with
    /// the same symbol name in equal or equivalent modules.
    package var matched = 0
    /// Of `matched`, external targets whose modules differ but are equivalent
    /// (`ModuleEquivalence`: `Foundation` for `FoundationEssentials`).
    package var matchedThroughModuleEquivalence = 0
    /// Where the target is, right: the same declaration in the tree, or
    /// outside the tree on both sides (whatever the module). Always ≥ `matched`.
    package var placementMatched = 0
    /// Compiler references whose target is a declaration in the tree / outside it.
    package var declared = Tally()
    package var external = Tally()
    /// Per kind of the compiler's symbol.
    package var byKind: [TypeSymbolKind: Tally] = [:]
    /// Every disagreement class with its count and first examples, in `DisagreementClass` order.
    package var disagreements: [ClassTally] = []
    /// Resolver references at points where the compiler recorded no type
    /// reference (a name it read as something else, code the build did not
    /// compile: `#if` branches, other platforms, files outside the build). Not counted.
    package var resolverOnly = 0
    /// All references the resolver returned.
    package var resolverReferences = 0
    /// Compiler references in files the resolver did not read (left out of the denominator).
    package var compilerReferencesOutsideResolverFiles = 0
    /// How many files those are, and up to the example limit, which.
    package var filesOutsideResolverCount = 0
    package var filesOutsideResolver: [String] = []

    package struct Tally: Sendable, Hashable, Codable {
        package var total = 0
        package var matched = 0
        package init() {}
    }

    package struct ClassTally: Sendable, Hashable, Codable {
        package var kind: DisagreementClass
        package var count = 0
        /// The count split by the kind of the compiler's symbol.
        package var bySymbolKind: [TypeSymbolKind: Int] = [:]
        package var examples: [Example] = []
    }

    /// One disagreement, for the report.
    package struct Example: Sendable, Hashable, Codable {
        package var point: SourcePoint
        package var name: String
        package var compiler: ReferenceTarget
        /// nil: the resolver had no reference there.
        package var resolver: ReferenceTarget?
        /// The source line, trimmed, when the comparison had the text.
        package var line: String?
    }

    package init(resolver: String) { self.resolver = resolver }

    /// `matched / compilerReferences` as a percentage (100 for an empty tree).
    package var agreementPercent: Double { Self.percent(matched, of: compilerReferences) }
    package var placementPercent: Double { Self.percent(placementMatched, of: compilerReferences) }

    static func percent(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 100 : Double(part) * 100 / Double(whole)
    }
}

/// Why a resolver's target differs from the compiler's, in report order.
package enum DisagreementClass: String, Sendable, Hashable, Codable, CaseIterable {
    case notSeen = "not-seen"
    case otherSpelling = "other-spelling"
    case unresolved = "unresolved"
    case otherDeclaration = "other-declaration"
    case externalForDeclared = "external-for-declared"
    case declaredForExternal = "declared-for-external"
    case moduleNotNamed = "module-not-named"
    case moduleMismatch = "module-mismatch"
    case otherExternalSymbol = "other-external-symbol"

    /// One line saying what the class means.
    package var title: String {
        switch self {
        case .notSeen: "the resolver has no type reference at the compiler's point"
        case .otherSpelling: "as not-seen, where the source spells another name: `Self`, or an enum case pattern's case"
        case .unresolved: "the resolver left the reference unresolved"
        case .otherDeclaration: "the resolver picked another declaration in the tree"
        case .externalForDeclared: "the resolver says external; the compiler names a declaration in the tree"
        case .declaredForExternal: "the resolver names a declaration in the tree; the compiler's is outside it"
        case .moduleNotNamed: "both outside the tree; the resolver names no module"
        case .moduleMismatch: "both outside the tree; the modules differ"
        case .otherExternalSymbol: "both outside the tree in the same module; another symbol name"
        }
    }
}
