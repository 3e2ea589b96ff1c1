/// One finding per violation, its other mentions as related locations:
/// the places a rule found (`Mention`) grouped by what a person fixes —
/// a ViewModel's reference to one view type, its use of one global
/// dependency, one navigation call — at the first place, in source order.
/// In diff mode (`--since`) every mention is its own finding, so the diff
/// filter keeps exactly the new lines.
enum ViolationGroups {
    struct Mention {
        var offset: Int
        /// The unit the finding counts against.
        var owner: Int
        /// What is fixed together (`UITableView`, `Analytics.shared`): mentions of one key are one violation.
        var key: String
        /// How the message names it.
        var label: String
        /// Shown first only when no other mention of its key is (a use in a static factory).
        var demoted = false
    }

    struct Group {
        var first: Mention
        /// Offsets of the other mentions (related locations).
        var related: [Int]
    }

    static func group(_ mentions: [Mention], diffMode: Bool) -> [Group] {
        let ordered = mentions.sorted { ($0.demoted ? 1 : 0, $0.offset) < ($1.demoted ? 1 : 0, $1.offset) }
        if diffMode { return ordered.map { Group(first: $0, related: []) } }
        var order: [String] = []
        var groups: [String: Group] = [:]
        for mention in ordered {
            let key = "\(mention.owner)\u{1f}\(mention.key)"
            if groups[key] == nil {
                groups[key] = Group(first: mention, related: [])
                order.append(key)
            } else {
                groups[key]?.related.append(mention.offset)
            }
        }
        return order.compactMap { groups[$0] }
    }
}
