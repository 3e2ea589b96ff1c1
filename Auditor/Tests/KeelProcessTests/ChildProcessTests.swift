import Foundation
import Testing
@testable import KeelProcess

/// The one child-process runner: the exit comes from the termination handler, each output is
/// read whole on its own thread, input comes from a file, and a run past its time is stopped.
@Suite("Running a child process", .timeLimit(.minutes(2)))
struct ChildProcessTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func outputAndErrorsAreKeptApartUnlessMerged() throws {
        let apart = try ChildProcess.run(shell, ["-c", "echo out; echo err >&2; exit 3"])
        #expect(apart.status == 3)
        #expect(String(decoding: apart.output, as: UTF8.self) == "out\n")
        #expect(String(decoding: apart.errors, as: UTF8.self) == "err\n")
        let merged = try ChildProcess.run(shell, ["-c", "echo out; echo err >&2"], mergeErrors: true)
        #expect(String(decoding: merged.output, as: UTF8.self).contains("err"))
        #expect(merged.errors.isEmpty)
    }

    @Test func aFullErrorPipeDoesNotStallTheChild() throws {
        // 1 MB on standard error before anything on standard output: a reader that drained
        // standard output first would wait forever on a child blocked writing its errors.
        let result = try ChildProcess.run(shell, ["-c", "head -c 1048576 /dev/zero >&2; echo done"], timeout: 60)
        #expect(result.errors.count == 1_048_576)
        #expect(String(decoding: result.output, as: UTF8.self) == "done\n")
    }

    @Test func inputIsHandedOverWhole() throws {
        let lines = (0..<10_000).map { "line \($0)\n" }.joined()
        let result = try ChildProcess.run(shell, ["-c", "wc -l"], input: Data(lines.utf8))
        #expect(String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "10000")
    }

    @Test func aRunLongerThanItsTimeIsStopped() throws {
        let started = ContinuousClock.now
        #expect(throws: ChildProcess.TimedOut.self) { try ChildProcess.run(shell, ["-c", "sleep 60"], timeout: 1) }
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test func aMissingExecutableThrows() {
        #expect(throws: (any Error).self) {
            try ChildProcess.run(URL(fileURLWithPath: "/nonexistent/tool"), [])
        }
    }
}
