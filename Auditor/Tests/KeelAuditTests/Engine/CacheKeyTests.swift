@testable import KeelAudit
import Testing

@Suite(.timeLimit(.minutes(3))) struct CacheKeyTests {
    @Test func keysChangeWithContentConfigurationAndIndex() {
        let file = SourceInput(path: "A.swift", text: "class A {}")
        #expect(Auditor.prepareKey(for: file) == Auditor.prepareKey(for: SourceInput(path: "A.swift", text: "class A {}")))
        #expect(Auditor.prepareKey(for: file) != Auditor.prepareKey(for: SourceInput(path: "A.swift", text: "class B {}")))
        #expect(Auditor.prepareKey(for: file) != Auditor.prepareKey(for: SourceInput(path: "B.swift", text: "class A {}")))
        #expect(Auditor.prepareKey(for: file) != Auditor.prepareKey(for: SourceInput(path: "A.swift", text: "class A {}", changedSinceBase: true)))

        var strict = Configuration()
        strict.rules["VM003"] = RuleSetting(severity: .error)
        let empty = TypeIndex([])
        let other = TypeIndex([Auditor().index(SourceInput(path: "C.swift", text: "class C {}"))])
        #expect(Auditor().analyzeKey(for: file, index: empty) == Auditor(configuration: .default).analyzeKey(for: file, index: empty))
        #expect(Auditor().analyzeKey(for: file, index: empty) != Auditor(configuration: strict).analyzeKey(for: file, index: empty))
        #expect(Auditor().analyzeKey(for: file, index: empty) != Auditor().analyzeKey(for: file, index: other))
    }

    @Test func configurationFingerprintIgnoresDictionaryOrder() {
        var a = Configuration()
        a.thresholds = ["x": 1, "y": 2]
        var b = Configuration()
        b.thresholds["y"] = 2
        b.thresholds["x"] = 1
        #expect(a.fingerprint == b.fingerprint)
        b.thresholds["x"] = 3
        #expect(a.fingerprint != b.fingerprint)
    }
}
