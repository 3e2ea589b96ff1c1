import Foundation
import KeelAudit
import KeelVerify

/// `keel fix --type-check`: the verification step of `keel migrate`, as a
/// difference. The changed files, and every file that names a type they
/// declare (a `@MainActor` class's callers fail, not the class), are
/// type-checked in full with the app skeleton — once with the old texts,
/// once with the new ones. A fix passes when it adds no error, in the
/// checked files or in the skeleton of the rest: errors present both times
/// come from declarations keel has no interface for (UIKit members,
/// third-party modules) and say nothing about the fix.
enum FixTypeCheck {
    struct Outcome: Sendable {
        /// Files whose fixes add errors, with the first new one.
        var failed: [String: String] = [:]
        var checkedFiles = 0
        var errorsBefore = 0
        var errorsAfter = 0
        var summary: String
    }

    static func run(changed: [String: ChangedFile], tree: [SourceInput], swiftc: Swiftc? = Swiftc.locate()) async -> Outcome {
        guard !changed.isEmpty else { return Outcome(summary: "type check: nothing changed") }
        guard let swiftc else {
            return Outcome(summary: "type check: not run — swiftc was not found (set SWIFTC, or put the Swift toolchain on PATH)")
        }
        // The changed files and the files that use what they declare.
        let declared = Set(changed.values.flatMap { declaredTypes($0.new) })
        var checkedPaths = Set(changed.keys)
        for file in tree where !checkedPaths.contains(file.path) && declared.contains(where: { file.text.contains($0) }) {
            checkedPaths.insert(file.path)
        }
        let before = tree.map { SourceFile(path: $0.path, text: $0.text) }
        let after = tree.map { SourceFile(path: $0.path, text: changed[$0.path]?.new ?? $0.text) }
        let old = await TypeCheck.checked(TypeCheckInput(tree: before, checked: before.filter { checkedPaths.contains($0.path) }), swiftc: swiftc)
        let new = await TypeCheck.checked(TypeCheckInput(tree: after, checked: after.filter { checkedPaths.contains($0.path) }), swiftc: swiftc)
        if old.verdict == .unavailable || new.verdict == .unavailable {
            return Outcome(checkedFiles: checkedPaths.count, summary: "type check: not run — \(new.reason ?? old.reason ?? "unavailable")")
        }
        // Every error is compared, by file and message (a fix moves lines):
        // the checked files' and the skeleton's (a subclass through a
        // typealias that no checked file names breaks there).
        var remaining: [String: Int] = [:]
        for error in old.errors + old.skeletonErrors { remaining[error.file + "\u{1f}" + error.message, default: 0] += 1 }
        var failed: [String: String] = [:]
        for error in new.errors + new.skeletonErrors {
            let key = error.file + "\u{1f}" + error.message
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                continue
            }
            // A new error: the file it is in, or the changed file it is
            // about; when neither can be told, every changed file.
            let reason = "\(error.file):\(error.line): \(error.message)"
            let culprits = changed.keys.first { error.file == $0 }.map { [$0] } ?? changed.keys.sorted().first { path in
                declaredTypes(changed[path]?.new ?? "").contains { error.message.contains($0) }
            }.map { [$0] } ?? Array(changed.keys)
            for culprit in culprits where failed[culprit] == nil { failed[culprit] = reason }
        }
        let base = "type check (\(checkedPaths.count) files: the \(changed.count) changed and those that use them, in full, Swift 6)"
        let verdict = new.verdict == .typeChecks || new.verdict == .notProven
            ? "; after the fix: \(new.summary)" : " (\(new.errors.count) errors before and after the fix, the same ones: they come from code keel has no interface for)"
        let summary = failed.isEmpty
            ? "\(base): no new error\(verdict)"
            : "\(base): \(failed.count) file\(failed.count == 1 ? "" : "s") would add errors and were left unchanged"
        return Outcome(failed: failed, checkedFiles: checkedPaths.count, errorsBefore: old.errors.count, errorsAfter: new.errors.count, summary: summary)
    }

    /// Type names a file declares (`class X`, `struct Y`, …), by a light scan.
    static func declaredTypes(_ text: String) -> [String] {
        var names: [String] = []
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        for (i, word) in words.enumerated() where ["class", "struct", "enum", "protocol", "actor"].contains(word) && i + 1 < words.count {
            let name = String(words[i + 1])
            if name.first?.isUppercase == true { names.append(name) }
        }
        return names
    }
}
