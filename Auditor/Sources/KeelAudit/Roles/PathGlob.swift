/// Glob matching for role and legacy paths (relative, `/`-separated):
/// `*` matches within a path component, `**` across components, `?` one
/// character. A pattern without `/` also matches the file name alone.
struct PathGlob: Sendable, Hashable {
    private let pattern: [UInt8]
    private let matchesNameOnly: Bool

    init(_ pattern: String) {
        self.pattern = Array(pattern.utf8)
        self.matchesNameOnly = !pattern.contains("/")
    }

    func matches(_ path: String) -> Bool {
        // The path's own UTF-8 (discovery asks for every directory and Swift file).
        var path = path
        return path.withUTF8 { utf8 in
            pattern.withUnsafeBufferPointer { pattern in
                let bytes = utf8[...]
                if Self.match(pattern[...], bytes) { return true }
                if matchesNameOnly, let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
                    return Self.match(pattern[...], bytes[(slash + 1)...])
                }
                return false
            }
        }
    }

    /// Iterative wildcard matching with backtracking to the last star (linear-ish).
    private static func match(_ p: Slice<UnsafeBufferPointer<UInt8>>, _ s: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        var pi = p.startIndex, si = s.startIndex
        var starP = -1, starS = -1, starCrossesSlash = false
        while si < s.endIndex {
            if pi < p.endIndex, p[pi] == star {
                let double = pi + 1 < p.endIndex && p[pi + 1] == star
                starCrossesSlash = double
                pi += double ? 2 : 1
                if double, pi < p.endIndex, p[pi] == slash { pi += 1 }
                starP = pi
                starS = si
                continue
            }
            if pi < p.endIndex, p[pi] == s[si] || (p[pi] == question && s[si] != slash) {
                pi += 1
                si += 1
                continue
            }
            if starP >= 0, starCrossesSlash || s[starS] != slash {
                starS += 1
                si = starS
                pi = starP
                continue
            }
            return false
        }
        while pi < p.endIndex, p[pi] == star { pi += 1 }
        return pi == p.endIndex
    }
}
