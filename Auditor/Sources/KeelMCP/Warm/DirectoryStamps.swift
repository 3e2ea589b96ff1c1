import Dispatch
import Foundation
import KeelAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The stamps of every directory under the tree the audit walks: what
/// tells a refresh, without listing anything, that no file was added,
/// removed or renamed (any of those changes its directory's `mtime` and
/// `ctime`). When none changed, the files discovery located last time are
/// still the files it would locate, and a refresh only `stat`s them.
///
/// Every directory is kept except those discovery never enters (hidden
/// ones, bundles and project packages: `SourceDiscovery.isNonSourceDirectory`)
/// and symbolic links (not followed, as discovery does not follow them): a
/// superset of what discovery enters, so a change it would see is never
/// missed — a change in a directory it skips (an excluded one) only costs
/// a walk. Build descriptions inside project packages (`project.pbxproj`)
/// are stamped as files by the refresh.
///
/// A value; `changed(since:)` and `updating(_:)` may run on any thread.
struct DirectoryStamps: Sendable {
    /// Directory path → its stamp, and whether it was touched at or after
    /// the scan that recorded it (racy: treated as changed next time).
    private(set) var stamps: [String: (stamp: FileStamp, racy: Bool)] = [:]

    var count: Int { stamps.count }

    /// Every directory under `root` (and `root` itself), stamped.
    static func walk(_ root: String, scanStart: FileClock.Reading) -> DirectoryStamps {
        var result = DirectoryStamps()
        result.add(below: [root], scanStart: scanStart)
        return result
    }

    /// The directories, in the order `changed(_:)` takes their stamps.
    var paths: [String] { Array(stamps.keys) }

    /// The directories of `paths` whose stamp (`current`, in the same
    /// order) differs from the recorded one, that are gone, or that were
    /// racy; empty when the tree's file list is as it was.
    func changed(_ paths: [String], current: ArraySlice<FileStamp?>) -> [String] {
        var changed: [String] = []
        for (path, stamp) in zip(paths, current) {
            guard let recorded = stamps[path] else { continue }
            if recorded.racy || stamp != recorded.stamp { changed.append(path) }
        }
        return changed
    }

    /// The stamps after `changed` directories were listed again: their
    /// stamps renewed, subdirectories that appeared walked and added, those
    /// that disappeared removed with everything below them.
    func updating(_ changed: [String], scanStart: FileClock.Reading) -> DirectoryStamps {
        var result = self
        for directory in changed {
            guard let stamp = FileClock.stamp(directory), Self.isDirectory(stamp: directory) else {
                result.removeTree(directory)
                continue
            }
            result.stamps[directory] = (stamp, scanStart.isNotAfter(stamp.newest))
            let present = Set(Self.subdirectories(of: directory))
            let known = result.stamps.keys.filter { Self.parent(of: $0) == directory }
            for gone in known where !present.contains(gone) { result.removeTree(gone) }
            result.add(below: present.filter { result.stamps[$0] == nil }.sorted(), scanStart: scanStart)
        }
        return result
    }

    // MARK: Walking

    private mutating func add(below roots: [String], scanStart: FileClock.Reading) {
        var level = roots
        while !level.isEmpty {
            var next: [String] = []
            for directory in level {
                guard let stamp = FileClock.stamp(directory) else { continue }
                stamps[directory] = (stamp, scanStart.isNotAfter(stamp.newest))
                next += Self.subdirectories(of: directory)
            }
            level = next
        }
    }

    private mutating func removeTree(_ directory: String) {
        stamps[directory] = nil
        let prefix = directory + "/"
        for path in stamps.keys where path.hasPrefix(prefix) { stamps[path] = nil }
    }

    /// Subdirectories of `directory` (not hidden, not symbolic links).
    static func subdirectories(of directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var result: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !SourceDiscovery.isNonSourceDirectory(name) else { continue }
            let path = directory + "/" + name
            switch entry.pointee.d_type {
            case UInt8(DT_DIR): result.append(path)
            case UInt8(DT_UNKNOWN): if isDirectory(stamp: path, followingLinks: false) { result.append(path) }
            default: continue
            }
        }
        return result
    }

    static func isDirectory(stamp path: String, followingLinks: Bool = true) -> Bool {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        return status == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

/// `stat` of many paths on every core (a refresh of a large tree stats
/// thousands of files; the calls are independent).
enum ParallelStat {
    static func stamps(_ paths: [String]) -> [FileStamp?] {
        let count = paths.count
        guard count > 256 else { return paths.map(FileClock.stamp) }
        let results = UnsafeMutableBufferPointer<FileStamp?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let chunks = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 4, count / 128))
        let base = SendablePointer(results.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = count * chunk / chunks
            let end = count * (chunk + 1) / chunks
            for i in start..<end { base.pointer[i] = FileClock.stamp(paths[i]) }
        }
        return Array(results)
    }

    /// A pointer handed to the parallel loop; each index is written by one iteration only.
    private struct SendablePointer: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<FileStamp?>
        init(_ pointer: UnsafeMutablePointer<FileStamp?>) { self.pointer = pointer }
    }
}
