import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One child process run to completion: keel's single way to start a tool (`git`, `swiftc`).
///
/// Blocks the calling thread until the child exits and its output is read (async callers move
/// it off their executor first). The exit is learnt from the termination handler registered
/// before the child starts — never from `Process.waitUntilExit()`, which on Linux can wait
/// forever, off the main thread, for a process that has already exited. Standard output and
/// standard error are each read on their own thread, so neither pipe can fill and stall the
/// child. Standard input is a temporary file (or nothing): a pipe's write end can linger in a
/// grandchild and hold the child's input open.
package enum ChildProcess {
    /// What the child wrote and how it ended.
    package struct Result: Sendable {
        package var status: Int32
        /// Standard output — and standard error too when the run merged them.
        package var output: Data
        /// Standard error; empty when the run merged it into `output`.
        package var errors: Data
    }

    /// The child ran longer than it was allowed and was stopped (SIGTERM, then SIGKILL after 5 s).
    package struct TimedOut: Error, CustomStringConvertible {
        package var seconds: Int
        package var description: String { "did not finish within \(seconds) s and was stopped" }
    }

    /// The child exited but its output stayed open for 30 s more (a process it started still
    /// holds it): what it wrote cannot be known in full.
    package struct OutputNotClosed: Error, CustomStringConvertible {
        package var description: String { "exited but its output stayed open; what it wrote is incomplete" }
    }

    /// Runs `executable arguments` in `directory` and returns once it exited and its output
    /// closed. Throws when the child cannot be started (Foundation's error), `TimedOut` after
    /// `timeout` seconds (nil: no limit), `OutputNotClosed` as above.
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        input: Data? = nil, mergeErrors: Bool = false, timeout: Int? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var inputFile: URL?
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("keel-input-\(UUID().uuidString)")
            try input.write(to: file)
            inputFile = file
            process.standardInput = try FileHandle(forReadingFrom: file)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let outputPipe = Pipe()
        let errorPipe = mergeErrors ? outputPipe : Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()

        let output = Drained(outputPipe.fileHandleForReading)
        let errors = mergeErrors ? nil : Drained(errorPipe.fileHandleForReading)
        if let timeout {
            guard exited.wait(timeout: .now() + .seconds(timeout)) == .success else {
                process.terminate()
                if exited.wait(timeout: .now() + .seconds(5)) != .success { kill(process.processIdentifier, SIGKILL) }
                throw TimedOut(seconds: timeout)
            }
        } else {
            exited.wait()
        }
        // The output ends when the last writer closes it; a child's own child that outlived it
        // could hold it open: then the output is incomplete.
        guard let outputData = output.wait(seconds: 30) else { throw OutputNotClosed() }
        var errorData = Data()
        if let errors {
            guard let data = errors.wait(seconds: 30) else { throw OutputNotClosed() }
            errorData = data
        }
        return Result(status: process.terminationStatus, output: outputData, errors: errorData)
    }
}

/// A pipe read to its end on a thread of its own.
private final class Drained: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let data = handle.readDataToEndOfFile()
            lock.lock(); bytes = data; lock.unlock()
            done.signal()
        }
    }

    /// Everything read, or nil when the pipe is still open after `seconds`.
    func wait(seconds: Int) -> Data? {
        guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
        lock.lock(); defer { lock.unlock() }
        return bytes
    }
}
