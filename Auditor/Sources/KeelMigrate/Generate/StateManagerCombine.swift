/// How the migrated ViewModel observes the state manager's value subjects together: one
/// subject as it is, two to four with `Publishers.CombineLatest`/`3`/`4`, and five to sixteen
/// (Combine has no `CombineLatest5`) as a `CombineLatest` of groups of up to four, each group
/// its own `CombineLatest` — `CombineLatest3(CombineLatest4(a, b, c, d), CombineLatest(e, f), g)`
/// for seven — destructured back into the values by name in the subscriber.
///
/// Nesting changes nothing the subscriber sees: a group emits once for each change of one of
/// its values once all of them have one, and so does the outer `CombineLatest` for each
/// emission of a group — so every change of any value reaches the subscriber exactly once,
/// the first time when every value has one, as a flat `CombineLatest` of all of them would;
/// a failure of any subject fails the whole, and it completes when every subject has.
struct StateManagerCombine {
    /// Combine's widest `CombineLatest` takes four; four groups of four.
    static let maximum = 16

    /// The publisher expression (`manager.aSubject.asPublisher()`, or the `CombineLatest`s, one group a
    /// line, indented for the init's body).
    var source: String
    /// The subscriber's closure parameters: the names, or `values` when they are nested.
    var closureParameters: String
    /// `let ((a, b, c, d), (e, f)) = values` when nested.
    var destructuring: String?
    /// A comment for the nested form: why it is nested.
    var note: String?

    /// `nil` for no value or more than `maximum`.
    init?(names: [String], manager: String) {
        guard !names.isEmpty, names.count <= Self.maximum else { return nil }
        let publishers = names.map { "\(manager).\($0)Subject.asPublisher()" }
        if names.count <= 4 {
            source = Self.combineLatest(publishers)
            closureParameters = names.joined(separator: ", ")
            return
        }
        let groupSize = 4
        let groups = stride(from: 0, to: names.count, by: groupSize).map { Array($0..<min($0 + groupSize, names.count)) }
        // One group a line: `Publishers.CombineLatest(\n    Publishers.CombineLatest4(a, b, c, d),\n    …\n)`.
        let inner = groups.map { group in Self.combineLatest(group.map { publishers[$0] }) }
        source = "Publishers.CombineLatest\(inner.count == 2 ? "" : String(inner.count))(\n"
            + inner.map { "            " + $0 }.joined(separator: ",\n") + "\n        )"
        closureParameters = "values"
        let pattern = groups.map { group in group.count == 1 ? names[group[0]] : "(" + group.map { names[$0] }.joined(separator: ", ") + ")" }
        destructuring = "let (" + pattern.joined(separator: ", ") + ") = values"
        note = "Combine's widest CombineLatest takes four: groups of four, combined — each change of a value still arrives once."
    }

    private static func combineLatest(_ publishers: [String]) -> String {
        guard publishers.count > 1 else { return publishers[0] }
        return "Publishers.CombineLatest\(publishers.count == 2 ? "" : String(publishers.count))(\(publishers.joined(separator: ", ")))"
    }
}
