import Foundation
import SwiftParser
import SwiftSyntax

/// The performance baseline of `keel audit`: discover the same files and
/// only parse them with swift-syntax, with the same parallelism. The perf
/// harness (`Tools/perf.sh`) reports audit time as a ratio of this.
public enum ParseOnly {
    /// Parses every file under `path` (honouring `.keel.yml` excludes);
    /// returns how many files and lines were parsed.
    public static func run(path: String) async throws -> (files: Int, lines: Int) {
        let root = URL(fileURLWithPath: path)
        let implicit = root.appendingPathComponent(ConfigurationLoader.defaultFileName)
        let configuration = FileManager.default.fileExists(atPath: implicit.path) ? try ConfigurationLoader.load(from: implicit) : .default
        let files = try SourceDiscovery.discover(root: root, configuration: configuration).files
        let lines = await Auditor.parallelMap(files) { file -> Int in
            withExtendedLifetime(Parser.parse(source: file.text)) {}
            return file.text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
        }
        return (files.count, lines.reduce(0, +))
    }
}
