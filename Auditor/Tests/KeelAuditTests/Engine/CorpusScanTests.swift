import Foundation
@testable import KeelAudit
import SwiftParser
import SwiftSyntax
import Testing

// Developer tools for calibrating rules on a real tree; they run only when
// their environment variable names a directory of Swift sources, and show as
// skipped otherwise:
//
//   KEEL_SCAN=/path/to/app swift test --skip-build --filter corpusScan
//     prints findings per rule, compliance and migration progress, and writes
//     every finding to /tmp/scan-findings.txt for review.
//   KEEL_PERF=/path/to/app swift test --skip-build --filter corpusPerf
//     prints parse-only time vs pass 1 + pass 2 time (single thread).
//
// Calibration reference (Windscribe iOS-App, 645 files, 80.8k lines):
// VM001 79, VM002 5, VM003 156, VM004 4, VM005 1, VM006 7, VM007 2, VM008 3,
// VM009 5, VM010 10, VM011 13, VM013 53, VM015 4, ST001 2, SU001 7, SU002 5,
// RX001 238, RT001 17; audit/parse 1.15–1.18 (debug).

/// Developer tools on a real tree (debug parsing is slow: a whole app takes minutes).
@Suite("Corpus tools (KEEL_SCAN / KEEL_PERF)", .timeLimit(.minutes(60)))
struct CorpusTools {
@Test(.enabled(if: ProcessInfo.processInfo.environment["KEEL_SCAN"] != nil, "set KEEL_SCAN=/path/to/app to run"))
func corpusScan() async throws {
    let root = try #require(ProcessInfo.processInfo.environment["KEEL_SCAN"])
    var inputs: [SourceInput] = []
    let e = FileManager.default.enumerator(atPath: root)
    while let p = e?.nextObject() as? String {
        guard p.hasSuffix(".swift") else { continue }
        let text = (try? String(contentsOfFile: root + "/" + p, encoding: .utf8)) ?? ""
        inputs.append(SourceInput(path: p, text: text))
    }
    let result = await Auditor().audit(inputs)
    var byRule: [String: Int] = [:]
    for f in result.findings { byRule[f.ruleID, default: 0] += 1 }
    print("SCAN files \(inputs.count) lines \(result.linesScanned) findings \(result.findings.count)")
    for (k, v) in byRule.sorted(by: { $0.key < $1.key }) { print("SCAN \(k) \(v)") }
    for c in result.compliance { print("SCAN compliance \(c.ruleID) \(c.compliant)/\(c.applicable)") }
    for r in result.roles { print("SCAN clean \(r.role.plural) \(r.clean)/\(r.units)") }
    print("SCAN migration \(result.migration)")
    let out = result.findings.map { "\($0.file):\($0.line):\($0.column): [\($0.ruleID)] \($0.message)" }.joined(separator: "\n")
    try out.write(toFile: "/tmp/scan-findings.txt", atomically: true, encoding: .utf8)
}

@Test(.enabled(if: ProcessInfo.processInfo.environment["KEEL_PERF"] != nil, "set KEEL_PERF=/path/to/app to run"))
func corpusPerf() async throws {
    let root = try #require(ProcessInfo.processInfo.environment["KEEL_PERF"])
    var inputs: [SourceInput] = []
    let e = FileManager.default.enumerator(atPath: root)
    while let p = e?.nextObject() as? String {
        guard p.hasSuffix(".swift") else { continue }
        inputs.append(SourceInput(path: p, text: (try? String(contentsOfFile: root + "/" + p, encoding: .utf8)) ?? ""))
    }
    let clock = ContinuousClock()
    for round in 0..<2 {
        var n = 0
        let parse = clock.measure { for i in inputs { n &+= Parser.parse(source: i.text).totalLength.utf8Length } }
        let auditor = Auditor()
        var prepared: [PreparedFile] = []
        let pass1 = clock.measure { prepared = inputs.map(auditor.prepare) }
        let index = TypeIndex(prepared.map(\.index))
        var count = 0
        let pass2 = clock.measure { for p in prepared { count += auditor.analyze(p, index: index).findings.count } }
        print("PERF round \(round) parse \(parse) pass1 \(pass1) pass2 \(pass2) ratio \((pass1 + pass2) / parse) findings \(count) \(n)")
    }
}
}
