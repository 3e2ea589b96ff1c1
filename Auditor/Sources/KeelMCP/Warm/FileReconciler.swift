import Foundation
import KeelAudit

/// Turns located files into tracked files for one refresh: a file whose
/// stamp is the one it was read under (and was not racy) is kept as it
/// was; any other is read; a text that changed is parsed (pass 1), in
/// parallel. Files that cannot be read (not UTF-8, unreadable) are kept in
/// `unreadable` with discovery's note, and read again only once their stamp
/// changes.
struct FileReconciler {
    let auditor: Auditor
    let scanStart: FileClock.Reading
    let previousUnreadable: [String: UnreadableFile]
    private(set) var unreadable: [String: UnreadableFile] = [:]

    init(auditor: Auditor, scanStart: FileClock.Reading, previousUnreadable: [String: UnreadableFile]) {
        self.auditor = auditor
        self.scanStart = scanStart
        self.previousUnreadable = previousUnreadable
    }

    /// `candidates` (in discovery's order) as tracked files; `previous`:
    /// the last refresh's files of the same kind (audited or context).
    mutating func reconcile(_ candidates: [SourceCandidate], previous: [TrackedFile], stats: inout RefreshStats) async -> [TrackedFile] {
        var lookup = PreviousFiles(previous)
        var result: [TrackedFile?] = Array(repeating: nil, count: candidates.count)
        var olds: [TrackedFile?] = Array(repeating: nil, count: candidates.count)
        var toRead: [Int] = []
        for (i, candidate) in candidates.enumerated() {
            let old = lookup.file(candidate.relative)
            olds[i] = old
            if let stamp = candidate.stamp, let old, old.diskPath == candidate.path, old.stamp == stamp, !old.racy {
                result[i] = old
            } else if let stamp = candidate.stamp, let known = previousUnreadable[candidate.path], known.stamp == stamp {
                unreadable[candidate.path] = known
            } else {
                toRead.append(i)
            }
        }
        guard !toRead.isEmpty else { return result.compactMap { $0 } }

        let read = SourceDiscovery.read(toRead.map { candidates[$0] })
        stats.filesRead += toRead.count
        let texts = Dictionary(read.files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        var toParse: [(slot: Int, input: SourceInput)] = []
        for i in toRead {
            let candidate = candidates[i]
            guard let text = texts[candidate.relative] else {
                let note = read.skipped.first { $0.hasPrefix(candidate.relative + ": ") } ?? "\(candidate.relative): unreadable, skipped"
                unreadable[candidate.path] = UnreadableFile(stamp: candidate.stamp, note: note)
                continue
            }
            let racy = candidate.stamp.map { scanStart.isNotAfter($0.newest) } ?? true
            if var kept = olds[i], kept.text == text {
                kept.stamp = candidate.stamp
                kept.diskPath = candidate.path
                kept.racy = racy
                result[i] = kept
            } else {
                toParse.append((i, SourceInput(path: candidate.relative, text: text)))
                result[i] = TrackedFile(path: candidate.relative, diskPath: candidate.path, stamp: candidate.stamp, text: text, key: "",
                                        prepared: Self.placeholder, racy: racy)
            }
        }
        let auditor = self.auditor
        let parsed = await Auditor.parallelMap(toParse.map(\.input)) { input in
            (auditor.prepare(input), Auditor.prepareKey(for: input))
        }
        stats.filesParsed += parsed.count
        for ((slot, _), (prepared, key)) in zip(toParse, parsed) {
            result[slot]?.prepared = prepared
            result[slot]?.key = key
        }
        return result.compactMap { $0 }
    }

    /// Stands in for a file's pass-1 result until its parse finishes (never published).
    private static let placeholder = Auditor().prepare(SourceInput(path: "", text: ""))
}

/// The last refresh's files, found by path: in order first (a refresh
/// nearly always sees the same files in the same order), through a
/// dictionary built the first time the order differs.
struct PreviousFiles {
    private let list: [TrackedFile]
    private var cursor = 0
    private var byPath: [String: TrackedFile]?

    init(_ list: [TrackedFile]) { self.list = list }

    mutating func file(_ path: String) -> TrackedFile? {
        if cursor < list.count, list[cursor].path == path {
            cursor += 1
            return list[cursor - 1]
        }
        if byPath == nil { byPath = Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }) }
        return byPath?[path]
    }
}
