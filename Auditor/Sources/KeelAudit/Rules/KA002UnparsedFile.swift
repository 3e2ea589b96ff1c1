/// KA002 — a file the engine could not analyze.
struct UnparsedFileRule: Rule {
    let info = RuleInfo(
        id: "KA002",
        name: "unanalyzed-file",
        summary: "The file nests square brackets or generic arguments too deeply to be parsed safely and was not analyzed.",
        rationale: "The auditor must finish on any input (Acceptance: no crash, no hang). The Swift parser's work grows exponentially with nested square brackets (array/dictionary types and literals), and very deep generic arguments (`A<B<C<…>>>`) overflow its stack, so a file nesting square brackets more than 12 levels deep, or generic arguments more than 64, is reported instead of analyzed; no other rule sees it. Real code stays far below both limits.",
        severity: .warning,
        appliesTo: .everyFile,
        fixable: .manual("the nesting has to be restructured by hand"),
        howToFix: "Flatten the nesting (introduce a typealias or a named type for the inner levels), or exclude the file (e.g. generated data) in `.keel.yml`.",
        triggering: [
            RuleExample("let deep = " + String(repeating: "[", count: 12) + "↓[1" + String(repeating: "]", count: 13) + "\n"),
            RuleExample("let t: " + String(repeating: "Array<", count: 64) + "Array↓<Int" + String(repeating: ">", count: 65) + "\n"),
        ],
        nonTriggering: [
            RuleExample("let matrix: [[Int]] = [[1, 2], [3, 4]]\nlet text = \"" + String(repeating: "[", count: 20) + "\"\n"),
            RuleExample("let ok = " + String(repeating: "a<b && ", count: 100) + "true\nlet map: Dictionary<String, Array<Set<Int>>> = [:]\n"),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        guard let offset = context.facts.unparsedAt else { return [] }
        return [finding(context, at: offset, "File not analyzed: brackets nest deeper than the Swift parser handles safely (\(NestingGuard.maxSquareNesting) levels of [ ], \(NestingGuard.maxAngleNesting) of < >).", snippet: "nesting", unit: nil)]
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { [] }
}
