#if canImport(XCTest)
import Foundation
import KeelFlow
import KeelFlowTesting
import XCTest

/// `FlowTestStore` in an XCTest suite — what most iOS teams run. A wrong
/// expectation must fail the test, with the same message as under Swift
/// Testing (`StoreMessages`, shared with FlowTestStoreTests), and the file
/// needs no `import Testing`.
///
/// How the failure is observed without failing this suite: on Apple
/// platforms with `XCTExpectFailure`. swift-corelibs-xctest (Linux) has no
/// `XCTExpectFailure` (and IssueReporting's `withExpectedIssue` therefore
/// fails an XCTest test there by design), so on Linux the test case overrides
/// `recordFailure(withDescription:inFile:atLine:expected:)` — the method
/// every XCTest failure of a test case goes through (`XCTFail`, `XCTAssert*`,
/// and IssueReporting's `reportIssue`, which calls `XCTFail`) — and captures
/// the failures of one block instead of recording them. Outside that block
/// it forwards to XCTest, so the suite's own assertions count as usual.
final class FlowTestStoreXCTests: XCTestCase {
    private struct Failure {
        let description: String
        let file: String
        let line: Int
    }

    private var captured: [Failure] = []
    private var capturing = false

    #if !canImport(Darwin)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        captured.append(Failure(description: description, file: filePath, line: lineNumber))
    }
    #endif

    /// Runs `body`, expecting XCTest to record failures in it; returns them.
    private func expectFailures(_ body: () -> Void) -> [Failure] {
        #if canImport(Darwin)
        final class Box: @unchecked Sendable { var failures: [Failure] = [] }
        let box = Box()
        let options = XCTExpectedFailure.Options()
        options.issueMatcher = { issue in
            box.failures.append(Failure(
                description: issue.compactDescription,
                file: issue.sourceCodeContext.location?.fileURL.path ?? "",
                line: issue.sourceCodeContext.location?.lineNumber ?? 0
            ))
            return true
        }
        XCTExpectFailure("FlowTestStore reports a wrong expectation", options: options, failingBlock: body)
        return box.failures
        #else
        capturing = true
        defer { capturing = false }
        body()
        return captured
        #endif
    }

    @MainActor
    func testAWrongExpectedStateFailsTheTestWithTheSameMessage() async {
        let store = FlowTestStore(machine: makeDoorMachine())
        var line = 0
        let failures = expectFailures {
            line = #line; store.send(.open(at: 1), .closed)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains(StoreMessages.wrongState) == true, "\(failures.map(\.description))")
        XCTAssertEqual(failures.first?.line, line, "reported at the caller's line")
        XCTAssertTrue(failures.first?.file.hasSuffix("FlowTestStoreXCTests.swift") == true)
        await store.finish()
    }

    @MainActor
    func testAnUnexpectedRejectionFailsTheTest() async {
        let store = FlowTestStore(machine: makeDoorMachine())
        let failures = expectFailures { store.send(.close, .closed) }
        XCTAssertEqual(failures.map(\.description).filter { $0.contains(StoreMessages.rejected) }.count, 1)
        await store.finish()
    }

    @MainActor
    func testAStoreReleasedUnfinishedFailsTheTestThatOwnsIt() async {
        var line = 0
        let failures = expectFailures {
            line = #line; let store = FlowTestStore(machine: makeDoorMachine())
            store.send(.open(at: 1), .open(since: 1))
        }   // the store was released when the block returned, never finished
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains(StoreMessages.unfinished) == true, "\(failures.map(\.description))")
        XCTAssertEqual(failures.first?.line, line, "reported where the store was created")
    }

    @MainActor
    func testCorrectExpectationsRecordNoFailure() async {
        let store = FlowTestStore(machine: makeDoorMachine(openEffects: { _ in [.send(.autoClose, after: .seconds(5))] }))
        let failures = expectFailuresOrNone {
            store.send(.open(at: 1), .open(since: 1))
            store.send(.lock(code: 1), rejectedWith: .noTransition(from: .open, event: .lock))
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.map(\.description))")
        await store.advance(by: .seconds(5))
        await store.receive(.autoClose, .closed)
        await store.finish()
    }

    /// The issue's reproduction, end to end: a plain XCTest test with a wrong
    /// expectation and nothing around it. It must *fail*; so it is skipped
    /// unless `KEEL_DEMONSTRATE_XCTEST_FAILURE=1` is set, and then
    /// `swift test --filter FlowTestStoreXCTests/testDemonstration` reports
    /// "Executed 1 test, with 1 failure" (docs/articles/Documentation.md).
    @MainActor
    func testDemonstrationAWrongExpectationFailsThisTest() async throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["KEEL_DEMONSTRATE_XCTEST_FAILURE"] == "1",
            "a deliberately failing demonstration; set KEEL_DEMONSTRATE_XCTEST_FAILURE=1 to run it"
        )
        let store = FlowTestStore(machine: makeDoorMachine())
        store.send(.open(at: 1), .closed)
    }

    /// Like `expectFailures`, for a block that must record none (on Apple
    /// platforms a non-strict expectation, so zero failures is allowed).
    private func expectFailuresOrNone(_ body: () -> Void) -> [Failure] {
        #if canImport(Darwin)
        final class Box: @unchecked Sendable { var failures: [Failure] = [] }
        let box = Box()
        let options = XCTExpectedFailure.Options()
        options.isStrict = false
        options.issueMatcher = { issue in
            box.failures.append(Failure(description: issue.compactDescription, file: "", line: 0))
            return true
        }
        XCTExpectFailure("must record nothing", options: options, failingBlock: body)
        return box.failures
        #else
        return expectFailures(body)
        #endif
    }
}
#endif
