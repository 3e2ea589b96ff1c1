import Foundation
@testable import KeelFix
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `keel fix` on files it must treat with care — the table in
/// docs/articles/Fix.md, one test per row: what it does, and that a refusal
/// names the file and writes nothing (all or nothing).
@Suite("keel fix: bad input and file care", .timeLimit(.minutes(3)))
struct BadInputTests {
    /// A VM013 finding (`final` missing) that `keel fix` always fixes.
    static let plain = """
        import Combine

        class CounterViewModel: ObservableObject {
            @Published private(set) var count = 0
        }

        """
    static let fixed = plain.replacingOccurrences(of: "class CounterViewModel", with: "final class CounterViewModel")

    static func stat(_ path: String) -> stat {
        var info = Glibc.stat()
        _ = lstat(path, &info)
        return info
    }

    @Test func aSymlinkStaysASymlinkAndItsTargetIsFixed() async throws {
        let project = try Project(["Shared/CounterViewModel.swift": Self.plain])
        let link = project.root.appendingPathComponent("App/CounterViewModel.swift")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Shared/CounterViewModel.swift")
        let outcome = await project.fix("App", rules: ["VM013"])
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        #expect(Self.stat(link.path).st_mode & S_IFMT == S_IFLNK, "the symlink was replaced")
        #expect(project.read("Shared/CounterViewModel.swift") == Self.fixed)
    }

    @Test func aSymlinkOutOfTheProjectIsRefused() async throws {
        let outside = try Project(["CounterViewModel.swift": Self.plain])
        let project = try Project(["App/Other.swift": "let x = 1\n"])
        try FileManager.default.createSymbolicLink(atPath: project.root.appendingPathComponent("App/CounterViewModel.swift").path,
                                                   withDestinationPath: outside.root.appendingPathComponent("CounterViewModel.swift").path)
        let before = outside.snapshot()
        let outcome = await project.fix("App", rules: ["VM013"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("App/CounterViewModel.swift") || outcome.diagnostics.contains("CounterViewModel.swift: is a symlink"), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("outside the project"))
        #expect(outside.snapshot() == before)
    }

    @Test func aReadOnlyFileStopsTheRunBeforeAnythingIsWritten() async throws {
        let project = try Project(["App/A.swift": Self.plain, "App/B.swift": Self.plain.replacingOccurrences(of: "Counter", with: "Timer")])
        let readOnly = project.root.appendingPathComponent("App/B.swift").path
        chmod(readOnly, 0o444)
        defer { chmod(readOnly, 0o644) }
        let before = project.snapshot()
        let outcome = await project.fix(rules: ["VM013"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("B.swift: is read-only"), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("nothing was written"))
        #expect(project.snapshot() == before)
    }

    @Test func aReadOnlyFolderStopsTheRunBeforeAnythingIsWritten() async throws {
        let project = try Project(["App/A.swift": Self.plain, "Locked/B.swift": Self.plain.replacingOccurrences(of: "Counter", with: "Timer")])
        let folder = project.root.appendingPathComponent("Locked").path
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let before = project.snapshot()
        let outcome = await project.fix(rules: ["VM013"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("Locked/B.swift: its folder"), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("is read-only"))
        #expect(project.snapshot() == before)
    }

    @Test func theByteOrderMarkIsKept() async throws {
        let project = try Project([:])
        let url = project.root.appendingPathComponent("App/CounterViewModel.swift")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.plain.utf8)).write(to: url)
        let outcome = await project.fix(rules: ["VM013"])
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        let bytes = try [UInt8](Data(contentsOf: url))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(String(decoding: bytes.dropFirst(3), as: UTF8.self) == Self.fixed)
    }

    @Test func crlfLineEndingsAreKeptInInsertedLines() async throws {
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        let source = """
            import Combine

            final class CounterViewModel: ObservableObject {
                @Published private(set) var count = 0
            }

            """
        let project = try Project(["App/CounterViewModel.swift": crlf(source)])
        let outcome = await project.fix(rules: ["VM001"])
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        let after = project.read("App/CounterViewModel.swift")
        #expect(after == crlf(source.replacingOccurrences(of: "final class", with: "@MainActor\nfinal class")), "\(after.debugDescription)")
    }

    @Test func aNonSwiftFileNamedOnTheCommandLineIsRefused() async throws {
        let project = try Project(["notes.txt": Self.plain, "App/A.swift": Self.plain])
        let before = project.snapshot()
        let outcome = await project.fix("notes.txt", rules: ["VM013"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("notes.txt: not a Swift file"), "\(outcome.diagnostics)")
        #expect(project.snapshot() == before)
    }

    @Test func aMissingPathIsNamed() async throws {
        let project = try Project(["App/A.swift": Self.plain])
        let outcome = await project.fix("App/Missing", rules: ["VM013"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("App/Missing: no such file or directory"), "\(outcome.diagnostics)")
    }

    @Test func modeIsKept() async throws {
        let project = try Project(["App/A.swift": Self.plain])
        let path = project.root.appendingPathComponent("App/A.swift").path
        chmod(path, 0o640)
        let outcome = await project.fix(rules: ["VM013"])
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        #expect(Self.stat(path).st_mode & 0o7777 == 0o640)
        #expect(project.read("App/A.swift") == Self.fixed)
    }

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
    func ownerAndGroupAreKept() async throws {
        let project = try Project(["App/A.swift": Self.plain])
        let path = project.root.appendingPathComponent("App/A.swift").path
        #expect(chown(path, 4321, 4322) == 0)
        let outcome = await project.fix(rules: ["VM013"])
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        #expect(Self.stat(path).st_uid == 4321 && Self.stat(path).st_gid == 4322)
        #expect(project.read("App/A.swift") == Self.fixed)
    }

    @Test func aHardLinkedFileIsRefused() async throws {
        let project = try Project(["App/A.swift": Self.plain])
        let path = project.root.appendingPathComponent("App/A.swift").path
        #expect(link(path, project.root.appendingPathComponent("A-copy.txt").path) == 0)
        let before = project.snapshot()
        let outcome = await project.fix(rules: ["VM013"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("A.swift: has 2 hard links"), "\(outcome.diagnostics)")
        #expect(project.snapshot() == before)
    }

    /// VM004 must not remove what other findings depend on: `@Observable`
    /// reaches this file through SwiftUI's re-export of Observation, so the
    /// import is replaced by the modules the file uses, and every other
    /// finding stays. (With the semantic model an import is no evidence of a
    /// role, so no finding depends on `import SwiftUI` itself any more; the
    /// fix still re-audits and would keep the import if one vanished.)
    @Test func anImportOtherFindingsDependOnIsKept() async throws {
        let source = """
            import SwiftUI

            @Observable
            class BadgeViewModel {
                var label = ""
                var count = 0
            }

            """
        let project = try Project(["App/BadgeViewModel.swift": source])
        let before = await project.findings().filter { $0.ruleID != "VM004" }
        #expect(!before.isEmpty)
        let outcome = await project.fix(rules: ["VM004"])
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        #expect(project.read("App/BadgeViewModel.swift") == source.replacingOccurrences(of: "import SwiftUI", with: "import Foundation\nimport Observation"))
        let after = await project.findings().filter { $0.ruleID != "VM004" }
        #expect(after.map(\.ruleID) == before.map(\.ruleID), "findings vanished: \(before.map(\.ruleID)) → \(after.map(\.ruleID))")
    }
}
