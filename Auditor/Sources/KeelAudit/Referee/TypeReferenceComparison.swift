/// Compares a resolver's type references with the compiler's, point by
/// point (`SourcePoint`: file, line, UTF-8 column of the name token). Pure:
/// no I/O; the caller supplies the source lines for examples if it wants them.
package enum TypeReferenceComparison {
    package struct Options: Sendable {
        /// Examples kept per disagreement class (the first ones in point order).
        package var examplesPerClass: Int
        package var modules: ModuleEquivalence

        package init(examplesPerClass: Int = 5, modules: ModuleEquivalence = .standard) {
            self.examplesPerClass = examplesPerClass
            self.modules = modules
        }
    }

    /// - Parameters:
    ///   - compiler: the compiler's references (`CompilerIndex.references`).
    ///   - resolved: the resolver's; at a point it gave twice, the first counts.
    ///   - resolverFiles: the files the resolver read (relative paths); compiler
    ///     references elsewhere are counted apart, not compared.
    ///   - line: the trimmed source line at a point, for examples (optional).
    ///   - spells: whether the source spells the name at the point; where it
    ///     does not (`Self.make()`, `case .none` — the compiler records the
    ///     enclosing type, the enum), a point the resolver did not see is
    ///     `otherSpelling` rather than `notSeen` (optional: default yes).
    package static func compare(compiler: [CompilerTypeReference], resolved: [ResolvedTypeReference], resolverName: String,
                                resolverFiles: Set<String>, options: Options = Options(),
                                line: (SourcePoint) -> String? = { _ in nil },
                                spells: (SourcePoint, String) -> Bool = { _, _ in true }) -> TypeReferenceAgreement {
        var result = TypeReferenceAgreement(resolver: resolverName)
        result.resolverReferences = resolved.count
        var byPoint: [SourcePoint: ReferenceTarget] = [:]
        for reference in resolved where byPoint[reference.point] == nil { byPoint[reference.point] = reference.target }

        var tallies = Dictionary(uniqueKeysWithValues: DisagreementClass.allCases.map { ($0, TypeReferenceAgreement.ClassTally(kind: $0)) })
        var compilerPoints: Set<SourcePoint> = []
        var outsideFiles: Set<String> = []
        for reference in compiler.sorted(by: { $0.point < $1.point }) {
            compilerPoints.insert(reference.point)
            guard resolverFiles.contains(reference.point.path) else {
                result.compilerReferencesOutsideResolverFiles += 1
                outsideFiles.insert(reference.point.path)
                continue
            }
            result.compilerReferences += 1
            let resolverTarget = byPoint[reference.point]
            var verdict = judge(compiler: reference.target, resolver: resolverTarget, modules: options.modules)
            if verdict == .differs(.notSeen), !spells(reference.point, reference.reference.name) { verdict = .differs(.otherSpelling) }
            let isDeclared = if case .declared = reference.target { true } else { false }
            var kindTally = result.byKind[reference.kind] ?? .init()
            kindTally.total += 1
            if isDeclared { result.declared.total += 1 } else { result.external.total += 1 }
            switch verdict {
            case .matched(let throughEquivalence):
                result.matched += 1
                result.placementMatched += 1
                kindTally.matched += 1
                if isDeclared { result.declared.matched += 1 } else { result.external.matched += 1 }
                if throughEquivalence { result.matchedThroughModuleEquivalence += 1 }
            case .differs(let kind):
                if kind == .moduleNotNamed || kind == .moduleMismatch || kind == .otherExternalSymbol { result.placementMatched += 1 }
                tallies[kind]!.count += 1
                tallies[kind]!.bySymbolKind[reference.kind, default: 0] += 1
                if tallies[kind]!.examples.count < options.examplesPerClass {
                    tallies[kind]!.examples.append(.init(point: reference.point, name: reference.reference.name, compiler: reference.target,
                                                         resolver: resolverTarget, line: line(reference.point)))
                }
            }
            result.byKind[reference.kind] = kindTally
        }
        result.resolverOnly = byPoint.keys.lazy.filter { !compilerPoints.contains($0) }.count
        result.filesOutsideResolverCount = outsideFiles.count
        result.filesOutsideResolver = Array(outsideFiles.sorted().prefix(options.examplesPerClass))
        result.disagreements = DisagreementClass.allCases.compactMap { tallies[$0] }
        return result
    }

    enum Verdict: Equatable {
        case matched(throughEquivalence: Bool)
        case differs(DisagreementClass)
    }

    /// The verdict for one point.
    static func judge(compiler: ReferenceTarget, resolver: ReferenceTarget?, modules: ModuleEquivalence) -> Verdict {
        guard let resolver else { return .differs(.notSeen) }
        switch (compiler, resolver) {
        case (_, .unresolved):
            return .differs(.unresolved)
        case (.declared(let path, let line, let name), .declared(let otherPath, let otherLine, let otherName)):
            return path == otherPath && line == otherLine && name == otherName ? .matched(throughEquivalence: false) : .differs(.otherDeclaration)
        case (.declared, .external):
            return .differs(.externalForDeclared)
        case (.external, .declared):
            return .differs(.declaredForExternal)
        case (.external(let module, let name), .external(let otherModule, let otherName)):
            guard let otherModule else { return .differs(.moduleNotNamed) }
            // The compiler names a module but for C types it could not place.
            let sameModule = module.map { $0 == otherModule } ?? false
            guard sameModule || module.map({ modules.areEquivalent($0, otherModule) }) == true else { return .differs(.moduleMismatch) }
            guard name == otherName else { return .differs(.otherExternalSymbol) }
            return .matched(throughEquivalence: !sameModule)
        case (.unresolved, _):
            // The compiler never says unresolved; if a hand-made input does, nothing can match it.
            return .differs(.otherDeclaration)
        }
    }
}
