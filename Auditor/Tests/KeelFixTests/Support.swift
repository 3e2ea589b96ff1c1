import Foundation
import KeelAudit
@testable import KeelFix
import SwiftParser
import Testing

/// A temporary project (a folder with `.git`, so it is its own project
/// root) for `keel fix` tests; removed on deinit.
final class Project {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("keel-fix-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String { (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "" }

    /// Every file's bytes, by relative path (`.git` left out).
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let path = walker?.nextObject() as? String {
            guard !path.hasPrefix(".git"), let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = data
            }
        }
        return files
    }

    /// `keel fix` on the project (or `path` inside it).
    func fix(_ path: String = "", dryRun: Bool = false, rules: [String] = [], config: String? = nil, baseline: String? = nil) async -> FixRunOutcome {
        let target = path.isEmpty ? root.path : root.appendingPathComponent(path).path
        return await FixRun.run(FixOptions(path: target, configPath: config, baselinePath: baseline, dryRun: dryRun, rules: rules))
    }

    /// `keel audit`'s findings on the project now (no cache, after the configuration's baseline).
    func findings(_ rule: String? = nil) async -> [Finding] {
        let outcome = await AuditRun.run(AuditOptions(path: root.path, useCache: false))
        let all = outcome.report?.result.findings ?? []
        return rule.map { id in all.filter { $0.ruleID == id } } ?? all
    }
}

/// The reasons of the findings a run did not fix.
func reasons(_ outcome: FixRunOutcome) -> [String] {
    outcome.report?.notFixed.compactMap(\.notFixedReason) ?? []
}

/// Whether `text` parses without any error.
func parsesCleanly(_ text: String) -> Bool {
    ParseCheck.errorCount(Parser.parse(source: text)) == 0
}

/// Applies a unified diff (as `UnifiedDiff` writes it) to `old`: the test's
/// own reading of the format, to check the diff says what the fix does.
func applyUnifiedDiff(_ diff: String, to old: String) throws -> String {
    var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if old.hasSuffix("\n") { lines.removeLast() }
    var output: [String] = []
    var cursor = 0
    let diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var i = 0
    while i < diffLines.count {
        let line = diffLines[i]
        guard line.hasPrefix("@@ ") else { i += 1; continue }
        let oldRange = line.split(separator: " ")[1].dropFirst()
        let oldStart = Int(oldRange.split(separator: ",")[0]) ?? 0
        let oldCount = oldRange.contains(",") ? Int(oldRange.split(separator: ",")[1]) ?? 0 : 1
        let first = oldCount == 0 ? oldStart : oldStart - 1
        output += lines[cursor..<first]
        cursor = first
        i += 1
        while i < diffLines.count, let marker = diffLines[i].first, marker == " " || marker == "-" || marker == "+" || marker == "\\" {
            let text = String(diffLines[i].dropFirst())
            switch marker {
            case " ":
                guard lines[cursor] == text else { throw DiffError(line: diffLines[i]) }
                output.append(text); cursor += 1
            case "-":
                guard lines[cursor] == text else { throw DiffError(line: diffLines[i]) }
                cursor += 1
            case "+":
                output.append(text)
            default:
                break
            }
            i += 1
        }
    }
    output += lines[cursor...]
    return output.joined(separator: "\n") + (old.hasSuffix("\n") ? "\n" : "")
}

struct DiffError: Error { let line: String }
