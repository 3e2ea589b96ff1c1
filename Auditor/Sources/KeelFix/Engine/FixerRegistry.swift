/// Every fixer, in the order their edits apply when two insert at the same
/// point (`@MainActor` before `final`: `@MainActor\nfinal class`).
enum FixerRegistry {
    static let all: [any Fixer] = [
        SwiftUIImportFixer(), MainActorFixer(), FinalFixer(), PrivateSetFixer(), StateObjectFixer(), OnChangeDeferFixer(),
    ]

    static let byID: [String: any Fixer] = Dictionary(uniqueKeysWithValues: all.map { ($0.ruleID, $0) })

    /// The rank of a rule's edits among insertions at one point.
    static let rank: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.ruleID, $0) })

    /// Rule ids `keel fix` can fix, sorted.
    static var ruleIDs: [String] { all.map(\.ruleID).sorted() }
}
