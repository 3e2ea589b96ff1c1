/// What a rule needs the fact collector to record beyond the facts every
/// file gets (declarations, properties, functions, type references, static
/// member accesses, enum cases).
///
/// Calls are the bulk of a file's nodes, so only the calls some rule asks
/// for are recorded: the collector takes the union of every rule's
/// interests once (`FactInterests.all`). Constructor calls (`Foo(…)`) and
/// every call directly inside an `.onChange` closure are always recorded.
struct FactInterests: Sendable {
    /// Member or free function names whose calls are recorded (`present`, `send`).
    var calls: Set<String> = []
    /// Calls on a receiver whose last name contains one of these, lowercased
    /// (`router`, `coordinator`), are recorded whatever their name.
    var receiverSubstrings: Set<String> = []
    /// Recorded calls whose closures are summarized (`ClosureFact`).
    var closures: Set<String> = []
    /// Recorded calls whose argument text is kept (`CallFact.argumentText`).
    var argumentText: Set<String> = []
    /// Member calls whose name starts with one of these, followed by an
    /// uppercase letter or nothing (`present` → `presentInitialScreen`), are recorded.
    var callPrefixes: Set<String> = []

    init(calls: Set<String> = [], receiverSubstrings: Set<String> = [], closures: Set<String> = [], argumentText: Set<String> = [],
         callPrefixes: Set<String> = []) {
        self.calls = calls.union(closures).union(argumentText)
        self.receiverSubstrings = receiverSubstrings
        self.closures = closures
        self.argumentText = argumentText
        self.callPrefixes = callPrefixes
    }

    static let none = FactInterests()

    func union(_ other: FactInterests) -> FactInterests {
        FactInterests(calls: calls.union(other.calls), receiverSubstrings: receiverSubstrings.union(other.receiverSubstrings),
                      closures: closures.union(other.closures), argumentText: argumentText.union(other.argumentText),
                      callPrefixes: callPrefixes.union(other.callPrefixes))
    }

    /// What role resolution needs: the calls that show a type navigates.
    /// `resolve(…)` (a container look-up) and `objectWillChange.send()` (publishing by hand) are traits too.
    static let roleEvidence = FactInterests(calls: RoleEvidence.navigationCalls.union(["resolve", "send"]))

    /// Every rule's interests and the role evidence together: what the collector records.
    static let all: FactInterests = RuleRegistry.all.reduce(roleEvidence) { $0.union($1.interests) }
}
