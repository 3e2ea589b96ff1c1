import Foundation
import Testing
@testable import KeelAudit

/// Caches that cannot go stale: an entry is reused only by the engine build
/// that wrote it, identified by the build's content — not by what the rules
/// say about themselves.
@Suite("Engine identity and stale caches", .timeLimit(.minutes(2)))
struct EngineIdentityTests {
    /// The engine identity is the linker's build ID of the running
    /// executable (what `readelf -n` prints), so any change to any rule's
    /// code gives a new identity, docs unchanged or not.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf")))
    func identityIsTheExecutablesBuildID() throws {
        let buildID = try #require(EngineIdentity.buildID)
        #expect(Auditor.engineVersion == "keel-audit-engine/build:" + buildID)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/readelf")
        // This process's executable (in readelf, /proc/self/exe is readelf).
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        process.arguments = ["-n", executable]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.contains("Build ID: " + buildID))
    }

    /// The identity does not come from rule descriptions: the rule set's
    /// digest is not part of it.
    @Test func identityIsNotDerivedFromRuleDescriptions() {
        #expect(!Auditor.engineVersion.contains(Auditor.ruleSetDigest))
    }

    /// Executables without a build ID are told apart by their bytes.
    @Test func fallbackDigestSeesEveryByte() {
        let a = Data(repeating: 7, count: 4096)
        var b = a
        b[2048] = 8
        #expect(EngineIdentity.digest(of: a) != EngineIdentity.digest(of: b))
        #expect(EngineIdentity.digest(of: a) == EngineIdentity.digest(of: a))
    }

    /// A cache written by one engine is a cold cache to another, even when
    /// the two have identical rule descriptions (same schema, same docs):
    /// neither the whole-run record nor a per-file entry is reused.
    @Test func anotherEnginesEntriesAreNeverReused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keel-engine-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = AuditResult(findings: [], compliance: [], migration: MigrationProgress(), roles: [], filesScanned: 1, linesScanned: 1)
        let index = FileIndex(path: "A.swift", declarations: [TypeDeclaration(name: "A", kind: .class)])

        let writer = AuditCache(directory: directory, engine: "engine-A")
        writer.loadEntries()
        writer.store(index: index, for: "file-key")
        writer.save()
        writer.saveRun(key: "run-key", stamps: nil, skipped: [], result: result)

        let same = AuditCache(directory: directory, engine: "engine-A")
        #expect(same.lastRun(key: "run-key") != nil)
        same.loadEntries()
        #expect(same.index("file-key") == index)

        let other = AuditCache(directory: directory, engine: "engine-B")
        #expect(other.lastRun(key: "run-key") == nil)
        other.loadEntries()
        #expect(other.index("file-key") == nil)
    }
}
