import Foundation
import KeelProcess

/// The Swift compiler keel runs: `$SWIFTC`, else `swiftc` on `PATH`.
package struct Swiftc: Sendable {
    package let path: String

    /// The compiler, or nil when there is none (the verification step then
    /// says so; it never reports success without running it).
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Swiftc? {
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? Swiftc(path: explicit) : nil
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return Swiftc(path: candidate) }
        }
        return nil
    }

    package struct Output: Sendable {
        package var status: Int32
        package var text: String
    }

    /// The compiler did not finish within the time keel allows it (`KEEL_SWIFTC_TIMEOUT`
    /// seconds, 1,800 unless set); it was stopped. The verification step reports the check as
    /// not run, never as passed.
    package struct TimedOut: Error, CustomStringConvertible {
        package var seconds: Int
        package var description: String {
            "swiftc did not finish within \(seconds) s and was stopped (set KEEL_SWIFTC_TIMEOUT to allow longer)"
        }
    }

    /// The compiler exited but its output stayed open (a process it started still holds it):
    /// what it reported cannot be known in full.
    package struct OutputNotClosed: Error, CustomStringConvertible {
        package var description: String { "swiftc exited but its output stayed open; its diagnostics are incomplete" }
    }

    /// The longest one compiler run may take: `KEEL_SWIFTC_TIMEOUT` seconds, else 1,800.
    package static func timeout(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        environment["KEEL_SWIFTC_TIMEOUT"].flatMap(Int.init).map { max(1, $0) } ?? 1_800
    }

    /// Runs `swiftc arguments` in `directory`; stdout and stderr together.
    ///
    /// Blocks the calling thread (async callers use `BlockingWork`); the exit is learnt as
    /// `ChildProcess` learns it, never from `waitUntilExit()`. Throws `TimedOut` (after stopping
    /// the compiler) when it runs longer than `timeout` seconds, `OutputNotClosed` when its
    /// output stays open after it exited; throws when the compiler cannot be started.
    package func run(_ arguments: [String], in directory: URL? = nil, timeout: Int = Swiftc.timeout()) throws -> Output {
        do {
            let result = try ChildProcess.run(URL(fileURLWithPath: path), arguments, in: directory,
                                              mergeErrors: true, timeout: timeout)
            return Output(status: result.status, text: String(decoding: result.output, as: UTF8.self))
        } catch let timedOut as ChildProcess.TimedOut {
            throw TimedOut(seconds: timedOut.seconds)
        } catch is ChildProcess.OutputNotClosed {
            throw OutputNotClosed()
        }
    }

    /// The compiler's version line (part of the module cache's key).
    package func version() -> String {
        ((try? run(["--version"]))?.text ?? "").split(separator: "\n").first.map(String.init) ?? "unknown"
    }
}

/// One `file:line:column: severity: message` line of the compiler's output.
package struct CompilerDiagnostic: Sendable, Hashable {
    package var file: String
    package var line: Int
    package var column: Int
    package var severity: String
    package var message: String

    /// Every diagnostic in `text` (notes and source excerpts left out).
    package static func parse(_ text: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in text.split(separator: "\n") {
            guard let severity = ["error", "warning"].first(where: { line.contains(": \($0): ") }),
                  let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            result.append(CompilerDiagnostic(file: file, line: row, column: column, severity: severity,
                                             message: String(line[marker.upperBound...])))
        }
        var seen: Set<CompilerDiagnostic> = []
        return result.filter { seen.insert($0).inserted }
    }

    /// The name an "unresolved" diagnostic is about (`cannot find type 'X' in scope`), if it is one.
    package var unresolvedName: (name: String, isType: Bool)? {
        for (prefix, isType) in [("cannot find type '", true), ("cannot find '", false), ("no type named '", true)] {
            guard message.hasPrefix(prefix) else { continue }
            let rest = message.dropFirst(prefix.count)
            guard let end = rest.firstIndex(of: "'") else { return nil }
            return (String(rest[..<end]), isType)
        }
        return nil
    }

    /// The type and member a "no member" diagnostic is about (`value of type 'UIImage' has no
    /// member 'template'`), the type without optionality or generic arguments.
    package var missingMember: (type: String, member: String)? {
        for prefix in ["value of type '", "type '"] where message.hasPrefix(prefix) {
            let rest = message.dropFirst(prefix.count)
            guard let typeEnd = rest.range(of: "' has no member '") ?? rest.range(of: "') has no member '") else { return nil }
            let memberStart = rest[typeEnd.upperBound...]
            guard let memberEnd = memberStart.firstIndex(of: "'") else { return nil }
            var type = String(rest[..<typeEnd.lowerBound])
            // A type alias is reported with what it stands for — `'CocoaAction' (aka 'Action<(), ()>')`,
            // `'Published<[Language]>.Publisher.Output' (aka 'Array<Language>')`: the type itself.
            if let aka = type.range(of: "' (aka '") { type = String(type[aka.upperBound...]) }
            if let generic = type.firstIndex(of: "<") { type = String(type[..<generic]) }
            type = type.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            return (type, String(memberStart[..<memberEnd]))
        }
        return nil
    }
}
