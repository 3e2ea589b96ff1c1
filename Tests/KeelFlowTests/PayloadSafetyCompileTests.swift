// Runs the compiler in a child process: macOS and Linux only (no `Process`
// on iOS, tvOS or watchOS, where the suite still runs everything else).
#if os(macOS) || os(Linux)
import Foundation
import Testing

/// Transitions cannot silently drop a payload: a transition on an event case
/// with a payload whose closure leaves the payload out must not compile, and
/// the error must be on that transition's line. These tests type-check small
/// programs against the KeelFlow module this test run was built with
/// (`swiftc -typecheck`), and expect the compiler's verdict.
@Suite("Payload safety (compile-time)", .timeLimit(.minutes(2)), .serialized, .enabled(if: Typechecker.shared != nil))
struct PayloadSafetyCompileTests {
    /// A flow with one payload case and one payload-free case, and its `FlowCase`.
    static let declarations = """
        import KeelFlow
        enum S: FlowState {
            case idle, picked(Int)
            enum Kind: CaseIterable, Sendable { case idle, picked }
            var kind: Kind { switch self { case .idle: .idle; case .picked: .picked } }
        }
        enum E: FlowEvent, Equatable {
            case pick(Int), reset
            enum Kind: Hashable, Sendable { case pick, reset }
            var kind: Kind { switch self { case .pick: .pick; case .reset: .reset } }
        }
        extension FlowCase where Root == E {
            static var pick: With<Int> { .init(.pick) { if case .pick(let n) = $0 { n } else { nil } } }
        }

        """

    @Test func theWellFormedFlowTypeChecks() async throws {
        let result = try await #require(Typechecker.shared).typecheck(Self.declarations + """
            let machine = StateMachine<S, E, NoReason>(initial: .idle, transitions: [
                .on(.pick, in: [.idle], to: [.picked]) { _, n in .picked(n) },
                .on(.reset, in: [.picked], to: [.idle]) { _ in .idle },
            ])
            """)
        #expect(result.status == 0, "the control program must compile, or the other tests prove nothing:\n\(result.output)")
    }

    @Test func aForgottenPayloadParameterDoesNotCompileAndIsReportedOnItsLine() async throws {
        let result = try await #require(Typechecker.shared).typecheck(Self.declarations + """
            let machine = StateMachine<S, E, NoReason>(initial: .idle, transitions: [
                .on(.reset, in: [.picked], to: [.idle]) { _ in .idle },
                .on(.pick, in: [.idle], to: [.picked]) { state in .picked(0) },
            ])
            """)
        #expect(result.status != 0)
        // Line 17 of the program: the transition that forgot the payload.
        #expect(result.output.contains("snippet.swift:17:"), "\(result.output)")
        #expect(result.output.contains("is unavailable: name the event case itself"), "\(result.output)")
    }

    @Test func aGuardThatForgetsThePayloadDoesNotCompileEither() async throws {
        let result = try await #require(Typechecker.shared).typecheck(Self.declarations + """
            let machine = StateMachine<S, E, NoReason>(initial: .idle, transitions: [
                .on(.pick, in: [.idle], to: [.picked], guard: { _ in nil }, apply: { _ in .picked(0) }),
            ])
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("snippet.swift:16:"), "\(result.output)")
    }

    @Test func aCheckHandsApplyTheValueItChecked() async throws {
        let result = try await #require(Typechecker.shared).typecheck(Self.declarations + """
            struct TooBig: Error, Equatable {}
            let machine = StateMachine<S, E, TooBig>(initial: .idle, transitions: [
                .on(.pick, in: [.idle], to: [.picked],
                    check: { _, n in n < 10 ? .pass(n * 2) : .refuse(TooBig()) },
                    apply: { doubled in .picked(doubled) }),
            ])
            """)
        #expect(result.status == 0, "\(result.output)")
    }
}

/// Runs `swiftc -typecheck` on a program that imports the kit's modules, as
/// built for this test run. `nil` where there is no `swiftc` on `PATH` or no
/// built `KeelFlow` module next to the test bundle.
struct Typechecker: Sendable {
    let swiftc: URL
    let arguments: [String]
    /// One Clang/Swift module cache for every program, in the build
    /// directory: the first type-check fills it, the others reuse it.
    let moduleCache: URL

    static let shared: Typechecker? = {
        let environment = ProcessInfo.processInfo.environment
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let swiftc = path.map({ URL(fileURLWithPath: $0).appendingPathComponent("swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return nil }
        // The test bundle sits in the build's bin directory, with Modules/ and
        // one <target>.build/module.modulemap per C-family module.
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/KeelFlow.swiftmodule").path) {
            let parent = directory.deletingLastPathComponent()
            guard parent.path != directory.path else { return nil }
            directory = parent
        }
        var arguments = ["-typecheck", "-swift-version", "6", "-I", directory.appendingPathComponent("Modules").path]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".build") {
            let map = directory.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        return Typechecker(swiftc: swiftc, arguments: arguments,
                           moduleCache: directory.appendingPathComponent("keel-typecheck-module-cache"))
    }()

    /// The compiler's exit status and everything it printed. Waits for the
    /// compiler without blocking a thread (the termination handler resumes
    /// it), so other tests' tasks keep running meanwhile.
    func typecheck(_ program: String) async throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keel-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("snippet.swift")
        try program.write(to: file, atomically: true, encoding: .utf8)
        let outputFile = directory.appendingPathComponent("output.txt")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments + ["-module-cache-path", moduleCache.path, file.path]
        process.standardOutput = output
        process.standardError = output
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return (status, (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "")
    }
}
#endif
