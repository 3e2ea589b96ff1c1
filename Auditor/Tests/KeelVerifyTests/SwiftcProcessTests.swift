import Foundation
import Testing
@testable import KeelVerify

/// The compiler runner learns the exit from the termination handler and never waits
/// forever: a run that exceeds its time is stopped and reported, never taken as passed.
@Suite("Running the compiler", .timeLimit(.minutes(2)))
struct SwiftcProcessTests {
    private let shell = Swiftc(path: "/bin/sh")

    @Test func outputAndStatusAreCollectedTogether() throws {
        let output = try shell.run(["-c", "echo out; echo err >&2; exit 3"])
        #expect(output.status == 3)
        #expect(output.text.contains("out"))
        #expect(output.text.contains("err"))
    }

    @Test func aRunLongerThanItsTimeIsStoppedAndReported() throws {
        let started = ContinuousClock.now
        #expect(throws: Swiftc.TimedOut.self) { try shell.run(["-c", "sleep 60"], timeout: 1) }
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test func manyShortRunsFromSeveralThreadsAllReturn() async throws {
        let shell = self.shell
        let statuses = try await withThrowingTaskGroup(of: [Int32].self) { group in
            for worker in 0..<4 {
                group.addTask {
                    try await BlockingWork.run {
                        try (0..<10).map { run in try shell.run(["-c", "exit \((worker + run) % 5)"]).status }
                    }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses.count == 40)
        #expect(Set(statuses) == [0, 1, 2, 3, 4])
    }

    @Test func theTimeoutComesFromTheEnvironment() {
        #expect(Swiftc.timeout(environment: [:]) == 1_800)
        #expect(Swiftc.timeout(environment: ["KEEL_SWIFTC_TIMEOUT": "90"]) == 90)
        #expect(Swiftc.timeout(environment: ["KEEL_SWIFTC_TIMEOUT": "soon"]) == 1_800)
    }
}
