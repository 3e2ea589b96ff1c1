import Foundation

/// Audits commits one after another from git's objects: lists each tree
/// (`TrendTree`), fetches only blobs it has not seen (`git cat-file
/// --batch`), keeps the texts of the current tree only, and runs the engine
/// through the per-file cache and the parsed-file memo.
struct TrendReader {
    let git: Git
    let layout: TrendTree.Layout
    let admission: PathAdmission
    let auditor: Auditor
    let cache: AuditCache?
    private let memo = PreparedMemo()
    /// Blob → text (nil: not UTF-8), for the current tree.
    private var texts: [String: String?] = [:]
    /// Blob + path → `Auditor.prepareKey`.
    private var keys: [String: String] = [:]
    /// Path → whether discovery's rules admit it.
    private var admitted: [String: Bool] = [:]
    /// Files parsed so far.
    var parsed: Int { memo.stored }

    init(git: Git, layout: TrendTree.Layout, admission: PathAdmission, auditor: Auditor, cache: AuditCache?) {
        self.git = git
        self.layout = layout
        self.admission = admission
        self.auditor = auditor
        self.cache = cache
    }

    /// The commit's audit and the audited files it could not read (not UTF-8), as discovery would note them.
    mutating func audit(_ commit: String) async throws -> (result: AuditResult, skipped: [SkippedFile]) {
        let tree = try TrendTree.read(commit: commit, layout: layout, admission: admission, admitted: &admitted, git: git)
        let blobs = Set((tree.audited + tree.context).map(\.blob))
        let missing = blobs.filter { texts[$0] == nil }.sorted()
        var next: [String: String?] = [:]
        for blob in blobs where texts[blob] != nil { next[blob] = texts[blob] }
        for (blob, data) in try git.blobs(missing) { next[blob] = .some(String(data: data, encoding: .utf8)) }
        texts = next

        var files: [SourceInput] = [], fileKeys: [String] = []
        var context: [SourceInput] = [], contextKeys: [String] = []
        var skipped: [SkippedFile] = []
        for (entries, isContext) in [(tree.audited, false), (tree.context, true)] {
            for entry in entries {
                guard let text = texts[entry.blob] ?? nil else {
                    if !isContext {
                        skipped.append(SkippedFile(path: entry.path, reason: texts[entry.blob] == nil ? "missing from the repository" : "not UTF-8"))
                    }
                    continue
                }
                let input = SourceInput(path: entry.path, text: text)
                let memoKey = entry.blob + "\u{1F}" + entry.path
                let key = keys[memoKey] ?? Auditor.prepareKey(for: input, recordsWrites: auditor.recordsWrites)
                keys[memoKey] = key
                if isContext { context.append(input); contextKeys.append(key) } else { files.append(input); fileKeys.append(key) }
            }
        }
        guard !files.isEmpty else {
            return (AuditResult(findings: [], compliance: [], migration: MigrationProgress(), filesScanned: 0, linesScanned: 0), skipped)
        }
        let result = await AuditRun.auditThroughCache(files, keys: fileKeys, context: context, contextKeys: contextKeys,
                                                      with: auditor, cache: cache, memo: memo)
        memo.endAudit()
        return (result, skipped)
    }

    /// Saves the cache.
    func finish() { cache?.save() }
}
