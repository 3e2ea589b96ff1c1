import Foundation

/// Runs git for `keel trend`: one process per call, standard output
/// collected, standard error read on the side (so neither pipe can fill and
/// stall git), standard input from a temporary file when given. A failure is
/// a `ConfigurationError` (exit 2) quoting git's message.
struct Git: Sendable {
    /// Where git runs (any directory inside the repository).
    var directory: URL

    /// git's standard output; throws when git cannot start or exits non-zero.
    /// `input` is handed to git as a file (a pipe's write end can linger in
    /// a child process and hold git's standard input open).
    func run(_ arguments: [String], input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.quotePath=false"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        var inputFile: URL?
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("keel-git-\(UUID().uuidString)")
            try input.write(to: file)
            inputFile = file
            process.standardInput = try FileHandle(forReadingFrom: file)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw ConfigurationError(file: "git", key: "", message: "cannot run git (\(error.localizedDescription))")
        }
        let side = DispatchGroup()
        let collected = Collected()
        let errorHandle = errors.fileHandleForReading
        DispatchQueue.global().async(group: side) { collected.set(errorHandle.readDataToEndOfFile()) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        side.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: collected.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ConfigurationError(file: "git", key: "", message: "git \(arguments.prefix(2).joined(separator: " ")) failed: \(message)")
        }
        return data
    }

    /// Standard output as text (lossy: a stray byte never drops the rest).
    func text(_ arguments: [String]) throws -> String {
        String(decoding: try run(arguments), as: UTF8.self)
    }

    /// Blob contents by object name, through one `git cat-file --batch`.
    /// A missing object is absent from the result.
    func blobs(_ names: [String]) throws -> [String: Data] {
        guard !names.isEmpty else { return [:] }
        let request = Data(names.map { $0 + "\n" }.joined().utf8)
        let bytes = [UInt8](try run(["cat-file", "--batch", "--buffer"], input: request))
        var blobs: [String: Data] = [:]
        var position = 0
        while position < bytes.count {
            guard let newline = bytes[position...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: bytes[position..<newline], as: UTF8.self).split(separator: " ")
            position = newline + 1
            guard header.count == 3, let size = Int(header[2]), position + size <= bytes.count else { continue } // "<name> missing"
            blobs[String(header[0])] = Data(bytes[position..<position + size])
            position += size + 1
        }
        return blobs
    }
}

/// Standard error, filled by the side reader.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    func set(_ data: Data) { lock.lock(); bytes = data; lock.unlock() }
    var data: Data { lock.lock(); defer { lock.unlock() }; return bytes }
}
