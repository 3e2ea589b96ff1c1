@testable import KeelAudit
import KeelTestSupport
import Testing

/// Malformed, empty and mutated inputs: the engine never crashes or hangs.
/// (Kept small: debug swift-syntax is slow. The large fuzz harness is the CLI's.)
@Suite(.timeLimit(.minutes(3))) struct RobustnessTests {
    @Test(arguments: [
        "", "\n", "class", "class ViewModel {", "}}}}", "@MainActor", "import", "// keel:disable",
        "// keel:disable:next", "enum RouteID { case a(", "struct V: View { var body: some View { .onChange(of: x) { a.b = } } }",
        "x.objectWillChange.sink {", "Task {", "\u{FEFF}class A {}", "class A: A {}", "let s = \"unterminated",
        "extension { }", "@Published", "#if canImport(SwiftUI)\nimport SwiftUI\n", String(repeating: "(", count: 200),
    ])
    func malformedInputDoesNotCrash(_ text: String) {
        let report = Harness().report(text)
        // The line count is the file's, and every finding points into the file.
        let newlines = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        let expectedLines = text.isEmpty ? 0 : (text.hasSuffix("\n") ? newlines : newlines + 1)
        #expect(report.lines == expectedLines)
        #expect(report.findings.allSatisfy { $0.line >= 1 && $0.line <= max(1, expectedLines) && $0.column >= 1 })
    }

    @Test func mutatedExamplesDoNotCrash() {
        var generator = SplitMix64(seed: 42)
        let corpus = Auditor.allRules.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
            .map { MarkedSource($0).text }.filter { $0.utf8.count < 2_000 }
        let harness = Harness()
        for _ in 0..<150 {
            guard var bytes = corpus.randomElement(using: &generator).map({ Array($0.utf8) }), !bytes.isEmpty else { continue }
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let i = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(Array("{}()<>:@.=\n\"".utf8).randomElement(using: &generator) ?? 32, at: i)
                default: bytes.swapAt(i, Int.random(in: 0..<bytes.count, using: &generator))
                }
                if bytes.isEmpty { break }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let report = harness.report(text)
            let lineCount = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
            #expect(report.findings.allSatisfy { $0.line >= 1 && $0.line <= lineCount }, "\(text)")
        }
    }
}


@Suite(.timeLimit(.minutes(3))) struct NestingTests {
    @Test func deeplyNestedInputInATask() async {
        let parens = String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        let closures = "let x = " + String(repeating: "{ ", count: 200) + String(repeating: "}", count: 200)
        let types = "class A: " + String(repeating: "B<", count: 1_500) + "C" + String(repeating: ">", count: 1_500) + " {}"
        let arrays = "let x: " + String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40)
        let result = await Auditor().audit([
            SourceInput(path: "P.swift", text: parens), SourceInput(path: "C.swift", text: closures), SourceInput(path: "T.swift", text: types),
            SourceInput(path: "A.swift", text: arrays),
        ])
        #expect(result.filesScanned == 4)
        #expect(result.findings.map(\.ruleID) == ["KA002", "KA002"])
    }
}
