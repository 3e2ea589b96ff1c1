import Foundation
import KeelAudit
import MCP

@testable import KeelMCP

/// Where the bundled sample app is.
enum Fixtures {
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Fixtures/SampleApp").standardizedFileURL.path

    /// The seed documents (the specification), when this machine has them.
    static let seeds = ProcessInfo.processInfo.environment["KEEL_SEEDS"] ?? "/work/shared/seeds"
    static var haveSeeds: Bool { FileManager.default.fileExists(atPath: seeds + "/004_60fe984fc303221f.txt") }

    /// `keel audit ROOT`'s findings (no cache: nothing written), by file.
    static func auditFindings(_ root: String) async throws -> [String: [Finding]] {
        let outcome = await AuditRun.run(AuditOptions(path: root, format: .json, useCache: false))
        guard let report = outcome.report else { throw TestFailure("keel audit failed: \(outcome.diagnostics)") }
        return Dictionary(grouping: report.result.findings, by: \.file)
    }

    /// Every file under `root` with its contents (to prove nothing was written).
    static func snapshot(_ root: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            if exists, !isDirectory.boolValue { files[path] = FileManager.default.contents(atPath: root + "/" + path) ?? Data() }
        }
        return files
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A temporary folder of files; removed on deinit.
final class TempTree {
    let root: String

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("keel-mcp-tests-\(UUID().uuidString)").standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(atPath: root + "/" + path) }
}

/// Reading tool outputs.
extension Value {
    subscript(_ key: String) -> Value? { objectValue?[key] }
    subscript(_ index: Int) -> Value? { arrayValue.flatMap { $0.indices.contains(index) ? $0[index] : nil } }
    var strings: [String] { arrayValue?.compactMap(\.stringValue) ?? [] }
}

extension KeelService {
    /// `audit_files` on saved paths.
    func audit(_ paths: [String], unsaved: [(String, String)] = [], includeBaselined: Bool? = nil) async throws -> ToolOutput {
        var arguments: [String: Value] = [:]
        if !paths.isEmpty { arguments["paths"] = .array(paths.map(Value.string)) }
        if !unsaved.isEmpty { arguments["files"] = .array(unsaved.map { ["path": .string($0.0), "text": .string($0.1)] }) }
        if let includeBaselined { arguments["includeBaselined"] = .bool(includeBaselined) }
        return try await call("audit_files", arguments: arguments)
    }
}

extension ToolOutput {
    /// The findings of one file of an `audit_files` answer, as comparable tuples.
    func findings(of path: String) -> [FindingKey] {
        guard let file = value["files"]?.arrayValue?.first(where: { $0["path"]?.stringValue == path }) else { return [] }
        return (file["findings"]?.arrayValue ?? []).map { FindingKey($0, file: path) }
    }

    /// Every audited path of an `audit_files` answer.
    var auditedPaths: [String] {
        (value["files"]?.arrayValue ?? []).filter { $0["audited"]?.boolValue == true }.compactMap { $0["path"]?.stringValue }
    }

    func meta(_ key: String) -> Value? { meta["keel/" + key] }
}

/// What must be equal between `audit_files` and `keel audit`.
struct FindingKey: Hashable, CustomStringConvertible {
    var rule: String
    var severity: String
    var message: String
    var file: String
    var line: Int
    var column: Int
    var fingerprint: String
    var related: [Int]

    init(_ finding: Finding) {
        rule = finding.ruleID
        severity = finding.severity.rawValue
        message = finding.message
        file = finding.file
        line = finding.line
        column = finding.column
        fingerprint = finding.fingerprint
        related = finding.related.flatMap { [$0.line, $0.column] }
    }

    /// A finding of `audit_files` (within the entry of `file`).
    init(_ value: Value, file: String) {
        rule = value["rule"]?.stringValue ?? ""
        severity = value["severity"]?.stringValue ?? ""
        message = value["message"]?.stringValue ?? ""
        self.file = file
        line = value["line"]?.intValue ?? 0
        column = value["column"]?.intValue ?? 0
        fingerprint = value["fingerprint"]?.stringValue ?? ""
        related = (value["related"]?.arrayValue ?? []).flatMap { [$0["line"]?.intValue ?? 0, $0["column"]?.intValue ?? 0] }
    }

    var description: String { "\(file):\(line):\(column) \(rule) \(message)" }
}
