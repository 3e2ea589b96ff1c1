@testable import KeelAudit
import Testing

/// `PathText.standardized` reads ASCII paths as bytes; it must give exactly
/// what splitting by `Character` gives (`characterStandardized`), and
/// return a path that is already standard unchanged.
@Suite(.timeLimit(.minutes(1))) struct PathTextTests {
    @Test func bytePathMatchesTheCharacterDefinitionOnEveryShortPath() {
        // Every string of up to 7 characters over `/`, `.` and `a`: empty,
        // `.` and `..` components, repeated and trailing slashes, relative starts.
        let alphabet: [Character] = ["/", ".", "a"]
        var paths = [""]
        var checked = 0
        for _ in 0..<7 {
            paths = paths.flatMap { path in alphabet.map { path + String($0) } }
            for path in paths {
                #expect(PathText.standardized(path) == PathText.characterStandardized(path), "\(path)")
                checked += 1
            }
        }
        #expect(checked > 3_000)
    }

    @Test func typicalPathsAndNonASCII() {
        let paths = [
            "/", "/work/apps/App/Sources/Feature/View.swift", "/work/apps/App/../App/./Sources//View.swift",
            "/work/apps/App/Sources/", "relative/path", "/..", "/a/b/../../..", "/Café/Vue.swift", "/e\u{301}/../x",
            "/a/\u{301}/b", "/a/.\u{301}/b", "/résumé/./a//b/",
        ]
        for path in paths {
            #expect(PathText.standardized(path) == PathText.characterStandardized(path), "\(path)")
        }
        #expect(PathText.standardized("/work/apps/App/Sources/View.swift") == "/work/apps/App/Sources/View.swift")
        #expect(PathText.join("/work/apps", "App/../Other/./File.swift") == "/work/apps/Other/File.swift")
    }
}
