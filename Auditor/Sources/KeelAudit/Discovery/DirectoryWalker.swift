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
/// (building `URL`s costs a `stat` each on Linux). Directories of one depth
/// are listed in parallel (the walk is system-call bound); the caller sorts.
struct DirectoryWalker: Sendable {
    let excludes: [PathGlob]
    let includes: [PathGlob]

    /// What listing one directory found.
    struct Listing: Sendable {
        var directories: [(path: String, relative: String)] = []
        var candidates: [SourceCandidate] = []
        var skipped: [String] = []
        /// Build descriptions (`project.pbxproj` inside an `.xcodeproj`,
        /// `project.yml`, `Package.swift`, `Project.swift`): what the module map reads.
        var descriptors: [SourceCandidate] = []
    }

    /// What an entry's bytes say before it is looked at closer.
    private enum Decision { case skip, consider }
    private static let dot = Array(".".utf8), dotDot = Array("..".utf8), swiftSuffix = Array(".swift".utf8)
    private static let projectSpec = Array("project.yml".utf8)

    // `d_type` values (the same on Linux and Darwin).
    private static let typeUnknown: UInt8 = 0
    private static let typeDirectory: UInt8 = 4
    private static let typeRegular: UInt8 = 8
    private static let typeSymlink: UInt8 = 10

    /// Every candidate and skip note under `rootPath` (unsorted).
    func walk(_ rootPath: String) -> (candidates: [SourceCandidate], skipped: [String], descriptors: [SourceCandidate]) {
        var candidates: [SourceCandidate] = []
        var skipped: [String] = []
        var descriptors: [SourceCandidate] = []
        var level = [(path: rootPath, relative: "")]
        while !level.isEmpty {
            let listings = concurrentMap(level) { list($0.path, prefix: $0.relative) }
            level = []
            for listing in listings {
                level.append(contentsOf: listing.directories)
                candidates.append(contentsOf: listing.candidates)
                skipped.append(contentsOf: listing.skipped)
                descriptors.append(contentsOf: listing.descriptors)
            }
        }
        return (candidates, skipped, descriptors)
    }

    /// One directory's entries: subdirectories to enter, Swift files, notes.
    func list(_ directory: String, prefix: String) -> Listing {
        var listing = Listing()
        guard let handle = opendir(directory) else {
            if !prefix.isEmpty { listing.skipped.append("\(prefix)/: unreadable directory, skipped") }
            return listing
        }
        defer { closedir(handle) }
        let descriptor = dirfd(handle)
        while let entry = readdir(handle) {
            // Decided on the entry's bytes first: most entries (images,
            // plists, …) are neither directories nor Swift files, and an
            // ASCII name of that kind needs no `String` at all.
            var type = entry.pointee.d_type
            let decision: Decision = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                let name = bytes.bindMemory(to: UInt8.self)
                let length = strnlen(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), name.count)
                let nameBytes = UnsafeBufferPointer(rebasing: name[..<length])
                // A name that is not ASCII is looked at as a `String` (it may not be UTF-8: a skip note).
                guard nameBytes.allSatisfy({ $0 < 0x80 }) else { return .consider }
                if nameBytes.elementsEqual(Self.dot) || nameBytes.elementsEqual(Self.dotDot) { return .skip }
                if type == Self.typeDirectory || type == Self.typeUnknown { return .consider }
                if (type == Self.typeRegular || type == Self.typeSymlink), nameBytes.count >= Self.swiftSuffix.count,
                   nameBytes.suffix(Self.swiftSuffix.count).elementsEqual(Self.swiftSuffix) {
                    return .consider
                }
                if type == Self.typeRegular, nameBytes.elementsEqual(Self.projectSpec) { return .consider }
                return .skip
            }
            if decision == .skip { continue }
            let rawName = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(validatingCString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard let name = rawName else {
                listing.skipped.append("\(prefix.isEmpty ? "" : prefix + "/")<name that is not UTF-8>: skipped")
                continue
            }
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
                if name.hasSuffix(".xcodeproj") {
                    // Not entered for sources; its project file describes the targets.
                    var info = stat()
                    let project = "\(directory)/\(name)/project.pbxproj"
                    if stat(project, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                        listing.descriptors.append(SourceCandidate(path: project, relative: relative + "/project.pbxproj", stamp: FileStamp(info)))
                    }
                    continue
                }
                if SourceDiscovery.isNonSourceDirectory(name) { continue }
                let directoryPath = relative + "/"
                if excludes.contains(where: { $0.matches(directoryPath) || $0.matches(relative) }) { continue }
                listing.directories.append(("\(directory)/\(name)", relative))
            } else if type == Self.typeRegular, name == "project.yml" {
                var info = stat()
                if fstatat(descriptor, name, &info, 0) == 0 {
                    listing.descriptors.append(SourceCandidate(path: "\(directory)/\(name)", relative: relative, stamp: FileStamp(info)))
                }
            } else if type == Self.typeRegular || type == Self.typeSymlink, name.hasSuffix(".swift") {
                if excludes.contains(where: { $0.matches(relative) }) { continue }
                // A manifest describes the targets whether or not it is audited itself.
                let isManifest = name == "Package.swift" || name == "Project.swift"
                let included = includes.isEmpty || includes.contains(where: { $0.matches(relative) })
                if !included, !isManifest { continue }
                var info = stat()
                let statted = fstatat(descriptor, name, &info, 0) == 0 // follows a symlink
                if statted, info.st_mode & S_IFMT != S_IFREG { continue } // a link to a directory, or other kinds
                if !statted, type == Self.typeSymlink { continue } // dangling symlink
                let candidate = SourceCandidate(path: "\(directory)/\(name)", relative: relative, stamp: statted ? FileStamp(info) : nil)
                if included { listing.candidates.append(candidate) }
                if isManifest { listing.descriptors.append(candidate) }
            }
        }
        return listing
    }
}
