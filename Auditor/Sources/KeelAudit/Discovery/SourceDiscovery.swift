import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What discovery found: the files to audit, and the ones it had to skip.
package struct DiscoveredSources: Sendable {
    /// Sorted by path; paths relative to the root, `/`-separated.
    package var files: [SourceInput]
    /// Human-readable notes (non-UTF-8 files, unreadable files), sorted.
    package var skipped: [String]
}

/// One Swift file discovery located but has not read yet.
package struct SourceCandidate: Sendable {
    /// The path to open.
    package var path: String
    /// Relative to the audited root, `/`-separated (what findings show).
    package var relative: String
    /// What `stat` said when the file was located (following a symlink);
    /// nil if it could not be statted (then it is always read).
    package var stamp: FileStamp?
}

/// Finds the Swift files to audit under a root.
///
/// - Only `*.swift` regular files; `Configuration.defaultExcludes` (.build,
///   Pods, Carthage, DerivedData) and the configured excludes are skipped;
///   a non-empty `include` list restricts the set.
/// - Directories that never hold sources are not entered: hidden ones
///   (`.git`, `.swiftpm`, `.keel-cache`, …) and bundles and project
///   packages (`*.xcassets`, `*.xcodeproj`, `*.xcworkspace`, `*.framework`,
///   `*.xcframework`, `*.bundle`, `*.lproj`, `*.dSYM`, `*.app`).
/// - Symbolic links to files are followed; symbolic links to directories are
///   not, so a symlink loop can never make discovery hang.
/// - A file that is not UTF-8, or cannot be read, is skipped and listed in
///   `skipped`, never fatal. Empty files are audited like any other.
/// - Output order is deterministic (sorted by path).
package enum SourceDiscovery {
    package static func discover(root: URL, configuration: Configuration) throws -> DiscoveredSources {
        let located = try locate(root: root, configuration: configuration)
        return read(located.candidates, skipped: located.skipped)
    }

    /// Walks the tree without reading any file: the candidates (sorted by
    /// relative path) with their stamps, and notes on entries it had to skip.
    static func locate(root: URL, configuration: Configuration) throws
        -> (candidates: [SourceCandidate], skipped: [String], descriptors: [SourceCandidate]) {
        let rootPath = root.path
        var info = stat()
        guard stat(rootPath, &info) == 0 else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: rootPath])
        }
        if info.st_mode & S_IFMT != S_IFDIR {
            // A single file: audit it under its own name.
            return ([SourceCandidate(path: rootPath, relative: root.lastPathComponent, stamp: FileStamp(info))], [], [])
        }
        let walker = DirectoryWalker(
            excludes: (Configuration.defaultExcludes + configuration.exclude).map(PathGlob.init),
            includes: configuration.include.map(PathGlob.init)
        )
        let found = walker.walk(rootPath)
        return (found.candidates.sorted { $0.relative < $1.relative }, found.skipped.sorted(),
                found.descriptors.sorted { $0.relative < $1.relative })
    }

    /// Directory names (below the root) discovery never enters.
    package static func isNonSourceDirectory(_ name: String) -> Bool {
        // An ASCII name (nearly all): checked on bytes.
        if let ascii = name.utf8.withContiguousStorageIfAvailable({ bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            if bytes.first == UInt8(ascii: ".") { return true }
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
            return nonSourceExtensions.contains(String(decoding: bytes[(dot + 1)...], as: UTF8.self))
        }), let ascii {
            return ascii
        }
        if name.hasPrefix(".") { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return nonSourceExtensions.contains(String(name[name.index(after: dot)...]))
    }

    private static let nonSourceExtensions: Set<String> = [
        "xcassets", "xcodeproj", "xcworkspace", "framework", "xcframework", "bundle", "lproj", "dSYM", "app",
    ]

    /// Reads the candidates in parallel (I/O and UTF-8 validation), keeping order.
    package static func read(_ candidates: [SourceCandidate], skipped: [String] = []) -> DiscoveredSources {
        let results = concurrentMap(candidates) { candidate -> Result<SourceInput, SkipNote> in
            guard let data = FileManager.default.contents(atPath: candidate.path) else {
                return .failure(SkipNote(message: "\(candidate.relative): unreadable, skipped"))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                return .failure(SkipNote(message: "\(candidate.relative): not UTF-8, skipped"))
            }
            return .success(SourceInput(path: candidate.relative, text: text))
        }
        var files: [SourceInput] = []
        var notes = skipped
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let note): notes.append(note.message)
            }
        }
        return DiscoveredSources(files: files, skipped: notes.sorted())
    }
}

/// A skipped file's note.
private struct SkipNote: Error {
    let message: String
}
