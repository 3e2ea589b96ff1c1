import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The performance baseline of `keel audit`: discover the same files and
/// only parse them with swift-syntax, with the same parallelism. The perf
/// harness (`Tools/perf.sh`) reports audit time as a ratio of this.
package enum ParseOnly {
    /// Parses every file under `path` (honouring `.keel.yml` excludes);
    /// returns how many files and lines were parsed.
    package static func run(path: String) async throws -> (files: Int, lines: Int) {
        let files = try sources(path)
        let lines = await Auditor.parallelMap(files) { file -> Int in
            withExtendedLifetime(Parser.parse(source: file.text)) {}
            // Counted the way the audit finds line starts (`memchr`): a
            // byte-at-a-time count would make the baseline a few % slower.
            var text = file.text
            return text.withUTF8 { bytes in
                var count = 0
                ByteSearch.forEachOffset(of: UInt8(ascii: "\n"), in: bytes) { _ in count += 1; return true }
                return count
            }
        }
        return (files.count, lines.reduce(0, +))
    }

    /// Where pass 1 spends its time beyond parsing, file by file on one
    /// thread (each file parsed, collected and walked back to back, three
    /// rounds, so machine noise hits all alike), each as a ratio to parse
    /// alone: the fact collector (parse + raw walk + facts), parse + an empty
    /// `SyntaxVisitor` walk, and parse + an empty raw walk (what the
    /// collector's traversal itself costs).
    package static func collectorRatios(path: String) throws -> (collect: Double, emptyWalk: Double, rawWalk: Double) {
        let files = try sources(path)
        final class EmptyVisitor: SyntaxVisitor {}
        func rawWalk(_ raw: RawSyntax) -> Int {
            guard let layout = raw.layoutView else { return 1 }
            var nodes = 1
            for child in layout.children { if let child { nodes += rawWalk(child) } }
            return nodes
        }
        var parse: UInt64 = 0, collect: UInt64 = 0, walk: UInt64 = 0, raw: UInt64 = 0
        var nodes = 0
        for _ in 0..<3 {
            for file in files {
                let t0 = DispatchTime.now().uptimeNanoseconds
                withExtendedLifetime(Parser.parse(source: file.text)) {}
                let t1 = DispatchTime.now().uptimeNanoseconds
                withExtendedLifetime(FactCollector.collect(file)) {}
                let t2 = DispatchTime.now().uptimeNanoseconds
                EmptyVisitor(viewMode: .sourceAccurate).walk(Parser.parse(source: file.text))
                let t3 = DispatchTime.now().uptimeNanoseconds
                let tree = Parser.parse(source: file.text)
                nodes &+= withExtendedLifetime(tree) { rawWalk(tree.raw) } // raw nodes live in the tree's arena
                let t4 = DispatchTime.now().uptimeNanoseconds
                parse += t1 - t0
                collect += t2 - t1
                walk += t3 - t2
                raw += t4 - t3
            }
        }
        let base = Double(max(parse, 1))
        return withExtendedLifetime(nodes) { (Double(collect) / base, Double(walk) / base, Double(raw) / base) }
    }

    private static func sources(_ path: String) throws -> [SourceInput] {
        let root = URL(fileURLWithPath: path)
        let implicit = root.appendingPathComponent(ConfigurationLoader.defaultFileName)
        let configuration = FileManager.default.fileExists(atPath: implicit.path) ? try ConfigurationLoader.load(from: implicit) : .default
        return try SourceDiscovery.discover(root: root, configuration: configuration).files
    }
}
