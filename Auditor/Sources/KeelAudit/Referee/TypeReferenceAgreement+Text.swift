import Foundation

extension TypeReferenceAgreement {
    /// The plain-text report of `keel index-compare` (no colors; one
    /// example per line, its source line under it).
    package func renderedText(heading: String) -> String {
        var out = heading + "\n"
        func row(_ label: String, _ value: String) { out += "  " + label.padding(toLength: 34, withPad: " ", startingAt: 0) + value + "\n" }
        func share(_ part: Int, _ whole: Int) -> String { String(format: "%d of %d  %.2f %%", part, whole, Self.percent(part, of: whole)) }
        row("compiler type references", "\(compilerReferences) (in files the resolver read)")
        row("agreement (same target)", share(matched, compilerReferences)
            + (matchedThroughModuleEquivalence > 0 ? "  (\(matchedThroughModuleEquivalence) through module equivalence)" : ""))
        row("placement (tree vs outside)", share(placementMatched, compilerReferences))
        row("declared in the tree", share(declared.matched, declared.total))
        row("declared outside the tree", share(external.matched, external.total))
        out += "  by kind of the compiler's symbol\n"
        for kind in TypeSymbolKind.allCases {
            guard let tally = byKind[kind] else { continue }
            row("  \(kind.rawValue)", share(tally.matched, tally.total))
        }
        out += "Disagreements\n"
        for tally in disagreements {
            out += "  " + tally.kind.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)
                + String(tally.count).padding(toLength: 8, withPad: " ", startingAt: 0) + tally.kind.title + "\n"
            if !tally.bySymbolKind.isEmpty {
                let split = TypeSymbolKind.allCases.compactMap { kind in tally.bySymbolKind[kind].map { "\(kind.rawValue) \($0)" } }
                out += "      by kind: " + split.joined(separator: ", ") + "\n"
            }
            for example in tally.examples {
                out += "      \(example.point)  \(example.name)  compiler: \(example.compiler)  resolver: \(example.resolver?.description ?? "none")\n"
                if let line = example.line { out += "        | \(line)\n" }
            }
        }
        out += "Resolver references where the compiler has no type reference (not counted): \(resolverOnly) of \(resolverReferences)\n"
        out += "Compiler references in files the resolver did not read (not counted): \(compilerReferencesOutsideResolverFiles)"
        if filesOutsideResolverCount > 0 {
            let more = filesOutsideResolverCount > filesOutsideResolver.count ? ", …" : ""
            out += " in \(filesOutsideResolverCount) files (\(filesOutsideResolver.joined(separator: ", "))\(more))"
        }
        return out + "\n"
    }
}
