import Foundation
import KeelAudit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `keel fix` wrote nothing: the file at fault and what is wrong with it.
package struct FixWriteError: CommandError, Equatable {
    package let file: String
    package let message: String

    package var description: String { "\(file): \(message)" }
}

/// Writes the files `keel fix` changed — all of them or none:
///
/// 1. **Every target is checked first**: a Swift file; a regular file (a
///    symlink is followed and its target edited, unless the target lies
///    outside the project); one link only (an atomic rewrite would split hard
///    links); writable, in a writable folder (the new text goes to a
///    temporary file next to it); owned by the user running keel (or keel
///    runs as root and gives it back); unchanged on disk since it was read.
///    One failure stops the run before anything is written, naming the file.
/// 2. **Each file is replaced atomically** (a temporary file in the same
///    folder, renamed over it) with its mode, owner and group, and its UTF-8
///    byte order mark kept; line endings are the fixers' business (they
///    write the file's own: `LineEndings`).
/// 3. **A failure half-way** (the disk filling up) restores the files
///    already written, with the same atomic replacement.
///
/// Threading: call from one thread; it touches only the given files and
/// temporary files next to them.
package enum FixWriter {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    struct Plan {
        var file: ChangedFile
        /// The path written: the file, or the symlink's target.
        var target: String
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
        var original: [UInt8]
        var new: [UInt8]
    }

    /// Checks every file, then writes each; throws `FixWriteError` naming the file at fault.
    package static func write(_ files: [ChangedFile], projectRoot: String?) throws {
        var plans: [Plan] = []
        var byTarget: [String: Int] = [:]
        for file in files {
            let plan = try prepare(file, projectRoot: projectRoot)
            if let other = byTarget[plan.target] {
                // A symlink and its target both audited: one file, one write.
                guard plans[other].new == plan.new else {
                    throw FixWriteError(file: file.path, message: "is the same file as \(plans[other].file.path) (a symlink), with different fixes; nothing was written")
                }
                continue
            }
            byTarget[plan.target] = plans.count
            plans.append(plan)
        }
        var written: [Plan] = []
        for plan in plans {
            do {
                try replace(plan.target, with: plan.new, like: plan)
                written.append(plan)
            } catch {
                var restored = true
                for done in written.reversed() where (try? replace(done.target, with: done.original, like: done)) == nil { restored = false }
                let state = written.isEmpty ? "nothing was written"
                    : restored ? "the \(written.count) file\(written.count == 1 ? "" : "s") written before it were restored" : "some files written before it could not be restored"
                throw FixWriteError(file: plan.file.path, message: "could not be written (\(error)); \(state)")
            }
        }
    }

    /// The checks of step 1, and what to write.
    static func prepare(_ file: ChangedFile, projectRoot: String?) throws -> Plan {
        func fail(_ message: String) -> FixWriteError { FixWriteError(file: file.path, message: message + "; nothing was written") }
        guard file.location.hasSuffix(".swift") else { throw fail("is not a Swift file") }
        var info = stat()
        guard lstat(file.location, &info) == 0 else { throw fail("cannot be read (\(errnoText()))") }
        var target = file.location
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realPath(file.location) else { throw fail("is a symlink whose target cannot be resolved") }
            if let root = projectRoot.flatMap(realPath), !(resolved == root || resolved.hasPrefix(root + "/")) {
                throw fail("is a symlink to \(resolved), outside the project; fix that file in its own project")
            }
            target = resolved
            guard stat(target, &info) == 0 else { throw fail("is a symlink to \(target), which cannot be read") }
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw fail("is not a regular file") }
        if info.st_nlink > 1 { throw fail("has \(info.st_nlink) hard links; an atomic rewrite would separate them") }
        // The mode's write bits count even for root (who `access` lets write anything).
        guard access(target, W_OK) == 0, info.st_mode & 0o222 != 0 else {
            throw fail("is read-only (mode \(String(info.st_mode & 0o7777, radix: 8)))")
        }
        let folder = (target as NSString).deletingLastPathComponent
        var folderInfo = stat()
        guard access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0, stat(folder.isEmpty ? "." : folder, &folderInfo) == 0,
              folderInfo.st_mode & 0o222 != 0 else {
            throw fail("its folder \(folder) is read-only (keel fix writes a temporary file there and renames it over the file)")
        }
        if info.st_uid != geteuid(), geteuid() != 0 {
            throw fail("is owned by another user (uid \(info.st_uid)); rewriting it would make it yours")
        }
        guard let data = FileManager.default.contents(atPath: target) else { throw fail("cannot be read") }
        let original = [UInt8](data)
        guard String(data: data, encoding: .utf8) == file.old else { throw fail("changed on disk since keel fix read it; run keel fix again") }
        var new = Array(file.new.utf8)
        if original.starts(with: byteOrderMark), !new.starts(with: byteOrderMark) { new = byteOrderMark + new }
        return Plan(file: file, target: target, mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid, original: original, new: new)
    }

    /// Replaces `path` by `bytes` atomically, with `plan`'s mode, owner and group.
    static func replace(_ path: String, with bytes: [UInt8], like plan: Plan) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".keel-fix-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteFailure(errnoText()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                close(descriptor)
                throw WriteFailure(errnoText())
            }
            offset += count
        }
        if fchmod(descriptor, plan.mode) != 0 || (plan.owner != geteuid() || plan.group != getegid()) && fchown(descriptor, plan.owner, plan.group) != 0 {
            let text = errnoText()
            close(descriptor)
            throw WriteFailure("cannot keep its mode and owner (\(text))")
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0 else { throw WriteFailure(errnoText()) }
        guard rename(temporary, path) == 0 else { throw WriteFailure(errnoText()) }
        ok = true
    }

    struct WriteFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// `write(2)` (the name `write` is `FixWriter.write` inside the type).
@inline(__always)
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Glibc.write(descriptor, buffer, count)
    #endif
}
