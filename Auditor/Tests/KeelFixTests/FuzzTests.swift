import KeelAudit
import KeelTestSupport
@testable import KeelFix
import Testing

/// Mutated inputs (a deterministic generator, 120 cases): whatever the
/// fixers do, a file never parses worse than before, and a file that parsed
/// cleanly still does.
@Suite("keel fix fuzz", .timeLimit(.minutes(3)))
struct FuzzTests {
    static let fragments = [
        "{", "}", "(", ")", "DispatchQueue.global().async {", "nonisolated ", "open ", "@Published var extra = 0",
        "viewModel.query = \"x\"", "$0", "import SwiftUI", "final ", "class Sub: SearchViewModel {}", "\"\"\"", "//",
        "Color.red", ".onChange(of: text) { v in viewModel.results = [v] }", "#if DEBUG", "#endif", "deinit { search() }",
    ]

    static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0...random.below(3) {
            let at = random.below(lines.count)
            switch random.below(5) {
            case 0: lines.remove(at: at)
            case 1: lines.insert(lines[at], at: at)
            case 2: lines.insert(fragments[random.below(fragments.count)], at: at)
            case 3:
                let line = lines[at]
                let cut = random.below(line.count + 1)
                lines[at] = String(line.prefix(cut)) + fragments[random.below(fragments.count)] + String(line.dropFirst(cut))
            default: lines.swapAt(at, random.below(lines.count))
            }
            if lines.isEmpty { lines = [""] }
        }
        return lines.joined(separator: "\n")
    }

    @Test func mutatedInputsNeverYieldWorseParses() async {
        var random = SplitMix64(seed: 17)
        var changedFiles = 0
        let auditor = Auditor(recordsWrites: true)   // as `keel fix` runs it
        for _ in 0..<120 {
            let files = Fixtures.app.keys.sorted().map { SourceInput(path: $0, text: Self.mutate(Fixtures.app[$0] ?? "", &random)) }
            let audit = await auditor.auditIndexed(files)
            for file in files {
                let findings = audit.result.findings.filter { $0.file == file.path && FixerRegistry.byID[$0.ruleID] != nil }
                guard !findings.isEmpty else { continue }
                let result = FileFixer.fix(path: file.path, text: file.text, findings: findings, index: audit.index)
                let before = ParseCheck.errorCount(FixSource(file.text).tree)
                let after = ParseCheck.errorCount(FixSource(result.text).tree)
                #expect(after <= before, "\(file.path):\n\(file.text)\n→\n\(result.text)")
                if before == 0 { #expect(after == 0) }
                #expect(result.outcomes.count == findings.count)
                if result.changed { changedFiles += 1 }
            }
        }
        #expect(changedFiles > 100)   // the mutations leave most fixes applicable
    }
}
