@testable import KeelAudit

/// A rule example: source with `↓` markers removed, and where the markers were.
struct MarkedSource {
    var text: String
    var markers: [Location]

    struct Location: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int
        static func < (a: Location, b: Location) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    init(_ marked: String) {
        var text = ""
        var markers: [Location] = []
        var line = 1
        var column = 1
        for ch in marked {
            if ch == "↓" {
                markers.append(Location(line: line, column: column))
                continue
            }
            text.append(ch)
            if ch == "\n" {
                line += 1
                column = 1
            } else {
                column += String(ch).utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }
}

/// Audits single files or small trees in-process.
struct Harness {
    var auditor: Auditor

    init(_ configuration: Configuration = .default) { auditor = Auditor(configuration: configuration) }

    /// Both passes over one file (its own index).
    func report(_ text: String, path: String = "Sources/App/Example.swift", changed: Bool = false) -> FileReport {
        let prepared = auditor.prepare(SourceInput(path: path, text: text, changedSinceBase: changed))
        return auditor.analyze(prepared, index: TypeIndex([prepared.index]))
    }

    func findings(_ text: String, rule: String, path: String = "Sources/App/Example.swift", changed: Bool = false) -> [Finding] {
        report(text, path: path, changed: changed).findings.filter { $0.ruleID == rule }
    }

    func locations(_ text: String, rule: String) -> [MarkedSource.Location] {
        findings(text, rule: rule).map { MarkedSource.Location(line: $0.line, column: $0.column) }.sorted()
    }
}
