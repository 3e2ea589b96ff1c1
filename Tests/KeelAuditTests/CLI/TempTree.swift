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

    /// Runs git in the tree (for diff-mode tests).
    @discardableResult
    func git(_ arguments: String...) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", "-c", "commit.gpgsign=false"] + arguments
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
