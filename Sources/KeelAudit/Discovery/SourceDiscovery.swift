import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What discovery found: the files to audit, and the ones it had to skip.
public struct DiscoveredSources: Sendable {
    /// Sorted by path; paths relative to the root, `/`-separated.
    public var files: [SourceInput]
    /// Human-readable notes (non-UTF-8 files, unreadable files), sorted.
    public var skipped: [String]
}

/// Finds the Swift files to audit under a root.
///
/// - Only `*.swift` regular files; `Configuration.defaultExcludes` (.build,
///   Pods, Carthage, DerivedData) and the configured excludes are skipped;
///   a non-empty `include` list restricts the set.
/// - Symbolic links to files are followed; symbolic links to directories are
///   not, so a symlink loop can never make discovery hang.
/// - A file that is not UTF-8, or cannot be read, is skipped and listed in
///   `skipped`, never fatal. Empty files are audited like any other.
/// - Output order is deterministic (sorted by path).
public enum SourceDiscovery {
    public static func discover(root: URL, configuration: Configuration) throws -> DiscoveredSources {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        let excludes = (Configuration.defaultExcludes + configuration.exclude).map(PathGlob.init)
        let includes = configuration.include.map(PathGlob.init)

        if !isDirectory.boolValue {
            // A single file: audit it under its own name.
            return read([(root, root.lastPathComponent)])
        }

        var candidates: [(URL, String)] = []
        var pending = [(root, "")]
        while let (directory, prefix) = pending.popLast() {
            let entries = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in entries.sorted() {
                let url = directory.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : "\(prefix)/\(name)"
                let type = entryType(url.path)
                if type == .directory {
                    if excludes.contains(where: { $0.matches(relative + "/") || $0.matches(relative) }) { continue }
                    pending.append((url, relative))
                } else if name.hasSuffix(".swift"), type == .regular || (type == .symlink && isSymlinkToFile(url)) {
                    if excludes.contains(where: { $0.matches(relative) }) { continue }
                    if !includes.isEmpty, !includes.contains(where: { $0.matches(relative) }) { continue }
                    candidates.append((url, relative))
                }
            }
        }
        return read(candidates)
    }

    private enum EntryType { case directory, regular, symlink, other }

    /// `lstat` (no symlink following; much cheaper than `attributesOfItem`).
    private static func entryType(_ path: String) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    private static func isSymlinkToFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Reads the candidates in parallel (I/O and UTF-8 validation), keeping order.
    private static func read(_ candidates: [(URL, String)]) -> DiscoveredSources {
        let results = ReadResults(count: candidates.count)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let (url, relative) = candidates[index]
            guard let data = FileManager.default.contents(atPath: url.path) else {
                results.set(index, .failure(SkipNote(message: "\(relative): unreadable, skipped")))
                return
            }
            guard let text = String(data: data, encoding: .utf8) else {
                results.set(index, .failure(SkipNote(message: "\(relative): not UTF-8, skipped")))
                return
            }
            results.set(index, .success(SourceInput(path: relative, text: text)))
        }
        var files: [SourceInput] = []
        var skipped: [String] = []
        for result in results.values {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let note): skipped.append(note.message)
            case nil: break
            }
        }
        files.sort { $0.path < $1.path }
        return DiscoveredSources(files: files, skipped: skipped.sorted())
    }
}

/// A skipped file's note.
private struct SkipNote: Error {
    let message: String
}

/// Slots for parallel reads; each index is written by exactly one iteration.
private final class ReadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<SourceInput, SkipNote>?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<SourceInput, SkipNote>) {
        lock.lock(); defer { lock.unlock() }
        storage[index] = result
    }

    var values: [Result<SourceInput, SkipNote>?] {
        lock.lock(); defer { lock.unlock() }
        return storage
    }
}
