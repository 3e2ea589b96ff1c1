import KeelFlow
import Testing

@Suite("Transition graphs", .timeLimit(.minutes(1)))
struct GraphTests {
    @Test func mermaidAndDotListEveryDeclaredEdge() {
        let graph = makeDoorMachine().graph
        #expect(graph.mermaid.hasPrefix("stateDiagram-v2\n    [*] --> closed\n"))
        #expect(graph.mermaid.contains("    closed --> open : open\n"))
        #expect(graph.mermaid.contains("    alarm --> locked : alarmOff (history)\n"))
        #expect(graph.mermaid.contains("    broken --> [*]\n"))
        #expect(graph.dot.contains("    locked -> closed [label=\"unlock\"];"))
        #expect(graph.dot.contains("    broken [shape=doublecircle];"))
    }

    @Test func reportsNoUnreachableStatesOrDeadEndsForACompleteMachine() {
        let graph = makeDoorMachine().graph
        #expect(graph.unreachable.isEmpty)
        #expect(graph.deadEnds.isEmpty)
    }

    @Test func reportsUnreachableStatesAndDeadEnds() {
        let partial = DoorMachine(
            initial: .closed,
            transitions: [.on(.open, in: [.closed], to: [.open]) { _, at in .open(since: at) }]
        )
        #expect(partial.graph.unreachable == [.locked, .alarm, .broken])
        #expect(partial.graph.deadEnds == [.open, .locked, .alarm, .broken])
    }
}
