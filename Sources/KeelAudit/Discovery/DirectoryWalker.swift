#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory walk behind `SourceDiscovery.locate`: `readdir` with the
/// entry type it reports (no `stat` per entry), `fstatat` relative to the
/// open directory only for Swift files. Plain path strings throughout
/// (building `URL`s costs a `stat` each on Linux).
struct DirectoryWalker {
    let excludes: [PathGlob]
    let includes: [PathGlob]
    private(set) var candidates: [SourceCandidate] = []
    private(set) var skipped: [String] = []

    init(excludes: [PathGlob], includes: [PathGlob]) {
        self.excludes = excludes
        self.includes = includes
    }

    // `d_type` values (the same on Linux and Darwin).
    private static let typeUnknown: UInt8 = 0
    private static let typeDirectory: UInt8 = 4
    private static let typeRegular: UInt8 = 8
    private static let typeSymlink: UInt8 = 10

    mutating func walk(_ rootPath: String) {
        var pending = [(rootPath, "")]
        while let (directory, prefix) = pending.popLast() {
            guard let handle = opendir(directory) else {
                if !prefix.isEmpty { skipped.append("\(prefix)/: unreadable directory, skipped") }
                continue
            }
            defer { closedir(handle) }
            let descriptor = dirfd(handle)
            while let entry = readdir(handle) {
                let rawName = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(validatingCString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                var type = entry.pointee.d_type
                guard let name = rawName else {
                    skipped.append("\(prefix.isEmpty ? "" : prefix + "/")<name that is not UTF-8>: skipped")
                    continue
                }
                if name == "." || name == ".." { continue }
                let relative = prefix.isEmpty ? name : "\(prefix)/\(name)"
                if type == Self.typeUnknown {
                    var info = stat()
                    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                    type = switch info.st_mode & S_IFMT {
                    case S_IFDIR: Self.typeDirectory
                    case S_IFREG: Self.typeRegular
                    case S_IFLNK: Self.typeSymlink
                    default: Self.typeUnknown
                    }
                }
                if type == Self.typeDirectory {
                    if SourceDiscovery.isNonSourceDirectory(name) { continue }
                    if excludes.contains(where: { $0.matches(relative + "/") || $0.matches(relative) }) { continue }
                    pending.append(("\(directory)/\(name)", relative))
                } else if (type == Self.typeRegular || type == Self.typeSymlink), name.hasSuffix(".swift") {
                    if excludes.contains(where: { $0.matches(relative) }) { continue }
                    if !includes.isEmpty, !includes.contains(where: { $0.matches(relative) }) { continue }
                    var info = stat()
                    let statted = fstatat(descriptor, name, &info, 0) == 0 // follows a symlink
                    if statted, info.st_mode & S_IFMT != S_IFREG { continue } // a link to a directory, or dangling kinds
                    if !statted, type == Self.typeSymlink { continue } // dangling symlink
                    candidates.append(SourceCandidate(path: "\(directory)/\(name)", relative: relative,
                                                      stamp: statted ? FileStamp(info) : nil))
                }
            }
        }
    }
}
