#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file, as the warm cache compares it (the same
/// idea as git's index): device, inode, size, modification and
/// status-change times. Any write changes `ctime` (which no tool can set
/// back) and usually size and `mtime`; replacing the file changes the inode.
package struct FileStamp: Sendable, Hashable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modified: FileTime
    package var changed: FileTime

    /// The later of `mtime` and `ctime`.
    package var newest: FileTime { Swift.max(modified, changed) }

    /// Adds every field to a cache-key digest.
    func add(to digest: inout Digest) {
        // Fixed-width integers, not text: a warm run adds one stamp per file.
        digest.add(word: device)
        digest.add(word: inode)
        digest.add(word: UInt64(bitPattern: size))
        digest.add(word: UInt64(bitPattern: modified.seconds))
        digest.add(word: UInt64(bitPattern: modified.nanoseconds))
        digest.add(word: UInt64(bitPattern: changed.seconds))
        digest.add(word: UInt64(bitPattern: changed.nanoseconds))
        digest.add(0x1f)
    }
}

extension FileStamp {
    package init(_ info: stat) {
        #if canImport(Darwin)
        let modified = FileTime(seconds: Int64(info.st_mtimespec.tv_sec), nanoseconds: Int64(info.st_mtimespec.tv_nsec))
        let changed = FileTime(seconds: Int64(info.st_ctimespec.tv_sec), nanoseconds: Int64(info.st_ctimespec.tv_nsec))
        #else
        let modified = FileTime(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
        let changed = FileTime(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
        #endif
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modified: modified, changed: changed)
    }
}

/// A file-system timestamp (seconds + nanoseconds since the epoch).
package struct FileTime: Sendable, Hashable, Comparable, Codable {
    package var seconds: Int64
    package var nanoseconds: Int64

    package static func < (lhs: FileTime, rhs: FileTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }

    /// The file system's own notion of "now": touches `path` and reads its
    /// modification time back (the kernel stamps files with a coarser clock
    /// than `Date()`, so only a stamp from the same source is comparable).
    /// Nil when `path` cannot be written (read-only cache directory).
    static func now(touching path: String) -> FileTime? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return nil }
        let wrote = write(descriptor, "keel\n", 5) == 5
        var info = stat()
        let statted = fstat(descriptor, &info) == 0
        close(descriptor)
        guard wrote, statted else { return nil }
        return FileStamp(info).modified
    }
}
