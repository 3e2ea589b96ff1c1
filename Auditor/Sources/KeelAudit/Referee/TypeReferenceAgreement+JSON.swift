extension TypeReferenceAgreement {
    /// The JSON members of the agreement (keys sorted when rendered).
    func jsonMembers() -> [(String, JSONText)] {
        func tally(_ t: Tally) -> JSONText { .object(["matched": .int(t.matched), "total": .int(t.total)]) }
        return [
            ("resolver", .string(resolver)),
            ("compilerReferences", .int(compilerReferences)),
            ("matched", .int(matched)),
            ("agreementPercent", .double(Self.rounded(agreementPercent))),
            ("matchedThroughModuleEquivalence", .int(matchedThroughModuleEquivalence)),
            ("placementMatched", .int(placementMatched)),
            ("placementPercent", .double(Self.rounded(placementPercent))),
            ("declared", tally(declared)),
            ("external", tally(external)),
            ("byKind", .members(byKind.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, tally($0.value)) })),
            ("disagreements", .array(disagreements.map { c in
                .object([
                    "class": .string(c.kind.rawValue),
                    "title": .string(c.kind.title),
                    "count": .int(c.count),
                    "byKind": .members(c.bySymbolKind.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, .int($0.value)) }),
                    "examples": .array(c.examples.map(Self.json)),
                ])
            })),
            ("resolverOnly", .int(resolverOnly)),
            ("resolverReferences", .int(resolverReferences)),
            ("compilerReferencesOutsideResolverFiles", .int(compilerReferencesOutsideResolverFiles)),
            ("filesOutsideResolverCount", .int(filesOutsideResolverCount)),
            ("filesOutsideResolver", .array(filesOutsideResolver.map(JSONText.string))),
        ]
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private static func json(_ example: Example) -> JSONText {
        .object([
            "path": .string(example.point.path),
            "line": .int(example.point.line),
            "column": .int(example.point.column),
            "name": .string(example.name),
            "compiler": json(example.compiler),
            "resolver": example.resolver.map(json) ?? .null,
            "source": example.line.map(JSONText.string) ?? .null,
        ])
    }

    static func json(_ target: ReferenceTarget) -> JSONText {
        switch target {
        case .declared(let path, let line, let name):
            .object(["kind": .string("declared"), "path": .string(path), "line": .int(line), "name": .string(name)])
        case .external(let module, let name):
            .object(["kind": .string("external"), "module": module.map(JSONText.string) ?? .null, "name": .string(name)])
        case .unresolved:
            .object(["kind": .string("unresolved")])
        }
    }
}
