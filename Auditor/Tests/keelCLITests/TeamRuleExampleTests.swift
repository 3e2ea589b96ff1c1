import KeelVerify
import Foundation
import Testing

/// The example team keel (`Auditor/Examples/TeamRules`) builds against the
/// public rule API and reports its rule, TM001, on a tree of SwiftPM
/// modules. It builds its own copy of keel's dependencies (minutes), so it
/// runs when `KEEL_EXAMPLE_PACKAGES=1` (scripts/test.sh sets it).
@Suite("Example team rule package", .timeLimit(.minutes(30)))
struct TeamRuleExampleTests {
    static let enabled = ProcessInfo.processInfo.environment["KEEL_EXAMPLE_PACKAGES"] == "1"

    @Test(.enabled(if: enabled)) func buildsAndReportsItsRule() async throws {
        let auditor = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let example = auditor.appendingPathComponent("Examples/TeamRules")
        let build = try await run(["swift", "build", "--package-path", example.path, "--product", "team-keel"])
        #expect(build.status == 0, "\(build.output)")

        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("keel-team-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tree) }
        let files = [
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [\n    .target(name: \"Core\"),\n    .target(name: \"LoginFeature\", dependencies: [\"Core\"]),\n    .target(name: \"ProfileFeature\", dependencies: [\"Core\", \"LoginFeature\"]),\n])\n",
            "Sources/Core/Session.swift": "public final class Session {}\n",
            "Sources/LoginFeature/LoginScreen.swift": "import Core\npublic struct LoginScreen {}\n",
            "Sources/ProfileFeature/ProfileScreen.swift": "import Core\nimport LoginFeature\nimport Foundation\nstruct ProfileScreen {}\n",
        ]
        for (path, text) in files {
            let url = tree.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let binary = example.appendingPathComponent(".build/debug/team-keel").path
        let audit = try await run([binary, "audit", tree.path, "--format", "github", "--no-cache"])
        #expect(audit.status == 1, "\(audit.output)")
        let lines = audit.output.split(separator: "\n").filter { $0.contains("TM001") }
        #expect(lines.count == 1, "\(audit.output)")
        #expect(lines.first?.contains("Sources/ProfileFeature/ProfileScreen.swift,line=2") == true, "\(audit.output)")
    }

    /// Runs a command and waits for it on a thread of its own: a build of
    /// minutes must not hold one of the test run's cooperative threads.
    func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await BlockingWork.run { try Self.runBlocking(arguments) }
    }

    static func runBlocking(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
