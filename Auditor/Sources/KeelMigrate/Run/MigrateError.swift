import KeelAudit

/// Why `keel migrate` refused to run. Every case means: exit 2, nothing written.
package enum MigrateError: CommandError, Equatable {
    /// No Swift file under the search paths declares the named type.
    case unknownType(String, searched: [String])
    /// The named type exists but is neither a ViewModel class nor a view
    /// controller holding one.
    case notAViewModel(String, reason: String)
    /// The ViewModel's file does not parse.
    case unparsable(path: String, detail: String)
    /// The output directory already exists.
    case outputExists(String)
    /// A search path does not exist or cannot be read.
    case unreadable(String, detail: String)
    /// The name is declared in several files (several targets): which one?
    case ambiguous(String, candidates: [String])
    /// A ViewModel keel cannot migrate mechanically, with the precise reasons
    /// (exit 3; nothing written): never a half translation reported as done.
    case refused(String, reasons: [String])

    /// The exit code: 3 for a refusal, 2 for bad input.
    package var exitCode: Int32 {
        if case .refused = self { return 3 }
        return 2
    }

    package var description: String {
        switch self {
        case .unknownType(let name, let searched):
            "no type named '\(name)' in \(searched.joined(separator: ", ")) — name a legacy ViewModel class or its UIKit view controller"
        case .notAViewModel(let name, let reason):
            "'\(name)' is not a legacy ViewModel: \(reason)"
        case .unparsable(let path, let detail):
            "\(path) does not parse (\(detail)); fix it before migrating"
        case .outputExists(let path):
            "\(path) already exists; remove it or choose another --out"
        case .unreadable(let path, let detail):
            "cannot read \(path): \(detail)"
        case .ambiguous(let name, let candidates):
            "'\(name)' is declared in \(candidates.count) files (\(candidates.joined(separator: ", "))) — the same name in several targets; run again with --in the folder of the one to migrate"
        case .refused(let name, let reasons):
            "keel migrate does not migrate '\(name)': " + (reasons.count == 1 ? reasons[0]
                : reasons.enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(separator: "; "))
        }
    }
}
