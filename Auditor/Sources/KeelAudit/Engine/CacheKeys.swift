/// Stable keys for caching the engine's work (the CLI's incremental cache).
///
/// - A `PreparedFile` (pass 1: parse + facts) depends only on the engine
///   version, whether it records writes, and the file's path, text and `changedSinceBase`:
///   `Auditor.prepareKey(for:)`.
/// - A `FileReport` (pass 2) also depends on the configuration and on the
///   whole tree's `TypeIndex`: `auditor.analyzeKey(for:index:)`.
extension Auditor {
    /// The engine's identity in every cache key: the build's content
    /// (`EngineIdentity`), never a list of what the rules say about
    /// themselves — a rule whose predicate changed while its docs did not
    /// still gets a new identity, because the executable changed.
    package static let engineVersion: String = "keel-audit-engine/" + EngineIdentity.current

    /// Cache key of `prepare(file)` by an auditor whose `recordsWrites` is as given.
    package static func prepareKey(for file: SourceInput, recordsWrites: Bool = false) -> String {
        Digest.of(recordsWrites ? engineVersion + "+writes" : engineVersion, file.path, file.changedSinceBase ? "1" : "0", file.text)
    }

    /// Cache key of `analyze(file, index:)` under this auditor's configuration.
    package func analyzeKey(for file: SourceInput, index: TypeIndex) -> String {
        Digest.of(Self.prepareKey(for: file, recordsWrites: recordsWrites), configuration.fingerprint, index.fingerprint)
    }

    /// The facts' schema as the engine's pre-build-identity version was
    /// derived (kept for `keel --version` diagnostics: it names what the
    /// schema and rules were, not which build ran).
    package static let ruleSetDigest: String = {
        var digest = Digest()
        digest.add(EngineSchema.description)
        for rule in RuleRegistry.all {
            let info = rule.info
            for part in [info.id, info.name, info.summary, info.rationale, info.severity.rawValue, info.appliesTo.text,
                         info.diffOnly.name, info.fixable.text, info.howToFix] {
                digest.add(part)
            }
        }
        return String(digest.hex.prefix(16))
    }()
}

extension Configuration {
    /// Stable digest of every field (order-independent for dictionaries).
    package var fingerprint: String {
        var d = Digest()
        for s in include { d.add("i:" + s) }
        for s in exclude { d.add("x:" + s) }
        for key in rules.keys.sorted() {
            let r = rules[key] ?? RuleSetting()
            d.add("r:\(key):\(r.enabled):\(r.severity?.rawValue ?? "-")")
        }
        for key in thresholds.keys.sorted() { d.add("t:\(key):\(thresholds[key] ?? 0)") }
        for s in roles.viewModelNames { d.add("vn:" + s) }
        for s in roles.viewModelPaths { d.add("vp:" + s) }
        for s in roles.coordinatorNames { d.add("cn:" + s) }
        for s in roles.managerNames { d.add("mn:" + s) }
        for s in roles.routerNames { d.add("rn:" + s) }
        for s in legacyPaths { d.add("l:" + s) }
        d.add("b:" + (baselinePath ?? "-"))
        d.add("m:\(defaultMainActorIsolation)")
        for s in allowedSingletons { d.add("s:" + s) }
        d.add("f:" + failOn.rawValue)
        return d.hex
    }
}
