/// A machine's declared transition graph over state kinds: for docs
/// (Mermaid, DOT) and for checks a test can assert (no unreachable states,
/// no dead ends).
///
/// The SwiftUI state management analysis wants the machine to be
/// "self-documenting" with "a single place to see all possible transitions";
/// the graph is that place drawn, and a test keeps the drawing honest:
///
/// ```swift
/// #expect(machine.graph.unreachable.isEmpty)
/// #expect(machine.graph.deadEnds.isEmpty)
/// ```
///
/// (The ride example also checks that its article's Mermaid diagram is
/// `machine.graph.mermaid`, so the drawing cannot drift.)
///
/// It is built from declarations only (guards are not run), and is an
/// immutable value, safe to use from any thread.
public struct StateGraph<Kind: Hashable & CaseIterable>: Sendable where Kind: Sendable {
    /// One declared way from one kind to another.
    public struct Edge: Hashable, Sendable {
        /// The kind left.
        public let from: Kind
        /// The kind entered.
        public let to: Kind
        /// The event kind, with ` (history)` for a return from an interruption.
        public let label: String
    }

    /// The machine's initial kind.
    public let initial: Kind
    /// Every kind, in declaration (`allCases`) order.
    public let kinds: [Kind]
    /// Deduplicated, in a stable order.
    public let edges: [Edge]
    /// Kinds declared terminal (legitimately without a way out).
    public let terminal: Set<Kind>

    /// Kinds no path from the initial kind reaches.
    public var unreachable: [Kind] {
        var seen: Set<Kind> = [initial]
        var frontier = [initial]
        while let kind = frontier.popLast() {
            for edge in edges where edge.from == kind && !seen.contains(edge.to) {
                seen.insert(edge.to)
                frontier.append(edge.to)
            }
        }
        return kinds.filter { !seen.contains($0) }
    }

    /// Non-terminal kinds with no way out.
    public var deadEnds: [Kind] {
        kinds.filter { kind in !terminal.contains(kind) && !edges.contains { $0.from == kind && $0.to != kind } }
    }

    /// A Mermaid `stateDiagram-v2`.
    public var mermaid: String {
        var lines = ["stateDiagram-v2", "    [*] --> \(name(initial))"]
        lines += edges.map { "    \(name($0.from)) --> \(name($0.to)) : \($0.label)" }
        lines += kinds.filter(terminal.contains).map { "    \(name($0)) --> [*]" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Graphviz `digraph`.
    public var dot: String {
        var lines = ["digraph flow {", "    rankdir=LR;", "    __start [shape=point];", "    __start -> \(name(initial));"]
        lines += kinds.map { "    \(name($0))\(terminal.contains($0) ? " [shape=doublecircle]" : "");" }
        lines += edges.map { "    \(name($0.from)) -> \(name($0.to)) [label=\"\($0.label)\"];" }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func name(_ kind: Kind) -> String { String(describing: kind) }
}

extension StateMachine {
    /// The declared graph. History transitions appear as edges to every kind
    /// an interruption can start from, labelled `event (history)`.
    public var graph: StateGraph<State.Kind> {
        var edges: [StateGraph<State.Kind>.Edge] = []
        var seen = Set<StateGraph<State.Kind>.Edge>()
        let kinds = Array(State.Kind.allCases)
        for transition in transitions {
            let label: String
            let targets: [State.Kind]
            switch transition.target {
            case .states(let set):
                label = String(describing: transition.event)
                targets = kinds.filter(set.contains)
            case .history:
                label = "\(transition.event) (history)"
                targets = kinds.filter(historyTargets.contains)
            }
            for from in kinds where transition.from.contains(from) {
                for to in targets {
                    let edge = StateGraph<State.Kind>.Edge(from: from, to: to, label: label)
                    if seen.insert(edge).inserted { edges.append(edge) }
                }
            }
        }
        return StateGraph(initial: initialState.kind, kinds: kinds, edges: edges, terminal: terminalKinds)
    }
}
