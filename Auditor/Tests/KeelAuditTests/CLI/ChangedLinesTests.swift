import Foundation
import KeelAudit
import Testing

@Suite("--since: changed files and lines, whatever git's spelling of their names", .timeLimit(.minutes(3)))
struct ChangedLinesTests {
    func run(_ tree: TempTree, _ configure: (inout AuditOptions) -> Void = { _ in }) async -> AuditOutcome {
        var options = AuditOptions(path: tree.root.path, useCache: false)
        configure(&options)
        return await AuditRun.run(options)
    }

    @Test func headerPathsWithTabsQuotesAndOctalBytes() {
        let diff = """
        diff --git a/My Feature/A.swift b/My Feature/A.swift
        --- a/My Feature/A.swift\t
        +++ b/My Feature/A.swift\t
        @@ -3,0 +4,2 @@
        +let a = 1
        +++ not a header: an added line starting with "++ "
        diff --git "a/\\303\\211cran.swift" "b/\\303\\211cran.swift"
        --- "a/\\303\\211cran.swift"
        +++ "b/\\303\\211cran.swift"
        @@ -1 +1 @@
        -old
        +new
        \\ No newline at end of file
        +++ "b/Tab\\tand \\"quote\\".swift"
        @@ -0,0 +1,3 @@
        +a
        +b
        +c
        +++ /dev/null
        @@ -1,2 +0,0 @@
        -x
        -y
        """
        let changed = ChangedLines.parse(diff)
        #expect(changed.lines == [
            "My Feature/A.swift": [4, 5],
            "Écran.swift": [1],
            "Tab\tand \"quote\".swift": [1, 2, 3],
        ])
    }

    @Test func diffModeKeepsPathsWithSpacesAndNonASCIICharacters() async throws {
        let names = ["My Feature/Profile ViewModel.swift", "Écrans/ÉcranViewModel.swift", "Tab\tName/TabViewModel.swift"]
        var files: [String: String] = [:]
        for (index, name) in names.enumerated() {
            files[name] = Samples.goodViewModel.replacingOccurrences(of: "Profile", with: "P\(index)")
        }
        let tree = try TempTree(files)
        try tree.git("init", "-q")
        try tree.git("add", ".")
        try tree.git("commit", "-qm", "base")
        for (index, name) in names.enumerated() { // a new, non-compliant property in each tracked file
            let text = Samples.goodViewModel.replacingOccurrences(of: "Profile", with: "P\(index)")
                .replacingOccurrences(of: "    @Published private(set) var name = \"\"\n", with: "    @Published private(set) var name = \"\"\n    @Published var added = 0\n")
            try tree.write(name, text)
        }
        try tree.write("New Folder/Ünïcode ViewModel.swift", Samples.badViewModel.replacingOccurrences(of: "Profile", with: "Untracked"))
        let outcome = await run(tree) { $0.since = "HEAD"; $0.failOn = .note }
        let files3 = Set(outcome.report?.result.findings.filter { $0.ruleID == "VM003" }.map(\.file) ?? [])
        #expect(files3 == Set(names + ["New Folder/Ünïcode ViewModel.swift"]))
    }
}
