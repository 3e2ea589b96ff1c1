/// Stable keys for caching the engine's work (the CLI's incremental cache).
///
/// - A `PreparedFile` (pass 1: parse + facts) depends only on the engine
///   version and the file's path, text and `changedSinceBase`:
///   `Auditor.prepareKey(for:)`.
/// - A `FileReport` (pass 2) also depends on the configuration and on the
///   whole tree's `TypeIndex`: `auditor.analyzeKey(for:index:)`.
extension Auditor {
    /// Bumped whenever facts, rules or messages change meaning.
    package static let engineVersion = "keel-audit-engine/3"

    /// Cache key of `prepare(file)`.
    package static func prepareKey(for file: SourceInput) -> String {
        Digest.of(engineVersion, file.path, file.changedSinceBase ? "1" : "0", file.text)
    }

    /// Cache key of `analyze(file, index:)` under this auditor's configuration.
    package func analyzeKey(for file: SourceInput, index: TypeIndex) -> String {
        Digest.of(Self.prepareKey(for: file), configuration.fingerprint, index.fingerprint)
    }
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
