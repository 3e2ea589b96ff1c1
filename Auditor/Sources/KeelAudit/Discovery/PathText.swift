/// Absolute paths as text, joined and standardized without `URL` (which
/// allocates an object and consults the file system's conventions per
/// call: a fifth of reading a large Xcode project went to it). Lexical only:
/// nothing is read from the file system, symlinks are not resolved.
package enum PathText {
    /// `base/relative` (or `relative` when it is absolute), standardized.
    package static func join(_ base: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? standardized(relative) : standardized(base + "/" + relative)
    }

    /// Removes empty and `.` components and resolves `..` lexically (a `..`
    /// above `/` stays at `/`), as `URL.standardizedFileURL` does for a path
    /// that does not exist.
    ///
    /// ASCII paths (nearly all) are read as bytes: one that is already
    /// standard — every path `join` makes from a standard base and a plain
    /// name — is returned as it is. Splitting a `String` by `Character`
    /// cost ~55,000 instructions a path (5 % of a cold audit of an app
    /// with a large Xcode project); `PathTextTests` holds the byte path to
    /// the `Character` one.
    package static func standardized(_ path: String) -> String {
        var path = path
        switch path.withUTF8(asciiStandard) {
        case .standard: return path
        case .ascii: return path.withUTF8(asciiStandardized)
        case .other: return characterStandardized(path)
        }
    }

    /// The `Character`-by-`Character` definition (any text).
    static func characterStandardized(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    private enum Shape { case standard, ascii, other }

    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")

    /// Whether `bytes` are ASCII, and if so whether they are already standard:
    /// `/` alone, or `/` then non-empty components other than `.` and `..`
    /// separated by single slashes, with no slash at the end.
    private static func asciiStandard(_ bytes: UnsafeBufferPointer<UInt8>) -> Shape {
        var standard = bytes.first == slash
        var componentStart = 1
        for (i, byte) in bytes.enumerated() {
            if byte >= 0x80 { return .other }
            guard standard, i > 0, byte == slash || i == bytes.count - 1 else { continue }
            let end = byte == slash ? i : i + 1
            standard = !isEmptyDotOrDotDot(bytes, componentStart, end)
            componentStart = i + 1
        }
        if bytes.count > 1, bytes.last == slash { standard = false }
        return standard ? .standard : .ascii
    }

    private static func isEmptyDotOrDotDot(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        switch end - start {
        case 0: true
        case 1: bytes[start] == dot
        case 2: bytes[start] == dot && bytes[start + 1] == dot
        default: false
        }
    }

    /// `characterStandardized` for ASCII bytes (where a `Character` is a byte).
    private static func asciiStandardized(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var parts: [Range<Int>] = []
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == slash {
            defer { start = i + 1 }
            guard i > start else { continue }
            if i - start == 1, bytes[start] == dot { continue }
            if i - start == 2, bytes[start] == dot, bytes[start + 1] == dot {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(start..<i)
        }
        var out: [UInt8] = [slash]
        out.reserveCapacity(bytes.count + 1)
        for (index, part) in parts.enumerated() {
            if index > 0 { out.append(slash) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part]))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
