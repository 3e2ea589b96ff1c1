import Foundation
@testable import KeelAudit

/// Real sources for tests that hold two implementations to each other: every
/// rule's triggering and non-triggering examples (markers removed) and every
/// file of the bundled pre-migration sample app.
enum SourceCorpus {
    static func ruleExamplesAndSampleApp() throws -> [String] {
        var sources = Auditor.allRules.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }.map { MarkedSource($0).text }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Fixtures/SampleApp").standardized
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { sources.append(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) }
        }
        return sources
    }
}
