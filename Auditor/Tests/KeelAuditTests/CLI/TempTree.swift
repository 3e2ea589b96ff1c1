import Foundation

/// A temporary directory tree for CLI-side tests; removed on deinit.
final class TempTree {
    let root: URL

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("keel-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Returns once the file system's clock has moved past every file in the
    /// tree: it rewrites a probe file (outside the tree) until the probe's
    /// modification time is later than the newest status-change time here.
    /// Polls the clock itself (one coarse tick, a few milliseconds); no sleep.
    func advanceFileClock() throws {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("keel-clock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        var newest = 0.0
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let path = walker?.nextObject() as? String {
            newest = max(newest, Self.changeTime(root.appendingPathComponent(path).path))
        }
        for _ in 0..<1_000_000 {
            try Data("tick".utf8).write(to: probe)
            if Self.modificationTime(probe.path) > newest { return }
        }
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "the file system clock did not advance"])
    }

    private static func changeTime(_ path: String) -> Double {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        #if canImport(Darwin)
        return max(Double(info.st_ctimespec.tv_sec) + Double(info.st_ctimespec.tv_nsec) / 1e9,
                   Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9)
        #else
        return max(Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9,
                   Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        #endif
    }

    private static func modificationTime(_ path: String) -> Double {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        #if canImport(Darwin)
        return Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
    }

    /// Runs git in the tree (for diff-mode tests).
    @discardableResult
    func git(_ arguments: String...) throws -> Int32 {
        try git(arguments, date: nil)
    }

    /// Runs git with the author and committer dates set (`2025-01-06T12:00:00Z`), for history tests.
    @discardableResult
    func git(_ arguments: [String], date: String?) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", "-c", "commit.gpgsign=false",
                             "-c", "tag.gpgsign=false", "-c", "init.defaultBranch=main"] + arguments
        if let date {
            var environment = ProcessInfo.processInfo.environment
            environment["GIT_AUTHOR_DATE"] = date
            environment["GIT_COMMITTER_DATE"] = date
            process.environment = environment
        }
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}

enum Samples {
    static let badViewModel = """
    import Combine

    final class ProfileViewModel: ObservableObject {
        @Published var name = ""
    }
    """

    static let goodViewModel = """
    import Combine

    @MainActor
    final class ProfileViewModel: ObservableObject {
        @Published private(set) var name = ""
    }
    """
}
