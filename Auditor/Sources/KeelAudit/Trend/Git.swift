import Foundation
import KeelProcess

/// Runs git for `keel trend`: one `ChildProcess` per call (standard error read on the side,
/// standard input from a temporary file when given). A failure is a `ConfigurationError`
/// (exit 2) quoting git's message.
struct Git: Sendable {
    /// Where git runs (any directory inside the repository).
    var directory: URL

    /// git's standard output; throws when git cannot start or exits non-zero.
    func run(_ arguments: [String], input: Data? = nil) throws -> Data {
        try Git.run(arguments, options: ["-c", "core.quotePath=false"], in: directory, input: input, context: "git")
    }

    /// `git options arguments` in `directory`: its standard output, or a `ConfigurationError`
    /// naming `context` (the file or option the run serves) with git's own message.
    static func run(_ arguments: [String], options: [String] = [], in directory: URL, input: Data? = nil,
                    context: String) throws -> Data {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + options + arguments,
                                          in: directory, input: input)
        } catch {
            throw ConfigurationError(file: context, key: "", message: "cannot run git (\(error.localizedDescription))")
        }
        guard result.status == 0 else {
            let message = String(decoding: result.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ConfigurationError(file: context, key: "",
                                     message: "git \(arguments.prefix(2).joined(separator: " ")) failed: \(message)")
        }
        return result.output
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
