import KeelFlow
import Testing

/// The original declaration style (`.on(_:from:to:guard:effects:apply:)`,
/// closures over the whole state and event) still compiles and behaves the
/// same: machines not yet migrated keep working (docs/articles/Modeling-Flows.md,
/// "Migrating to payload-bound transitions").
@Suite("Whole-value declarations (source-compatible)", .timeLimit(.minutes(1)))
struct WholeValueDeclarationTests {
    let machine = DoorMachine(
        initial: .closed,
        transitions: [
            .on(.open, from: [.closed], to: [.open]) { state, event in
                guard case .open(let at) = event else { return state }
                return .open(since: at)
            },
            .on(.lock, from: [.closed], to: [.locked]) { state, event in
                guard case .lock(let code) = event else { return state }
                return .locked(code: code)
            },
            .on(.unlock, from: [.locked], to: [.closed],
                guard: { state, event in
                    guard case .locked(let code) = state, case .unlock(let attempt) = event, code == attempt else { return .wrongCode }
                    return nil
                },
                effects: { _, _, _ in [.cancel("unlocked")] },
                apply: { _, _ in .closed }),
            .interrupt(.alarmOn, from: [.closed, .locked], to: [.alarm]) { _, _ in .alarm },
            .resume(.alarmOff, from: [.alarm]),
        ]
    )

    func run(_ events: [DoorEvent]) -> (DoorState, [Rejection<DoorState, DoorEvent, DoorReason>], Int) {
        var snapshot = DoorMachine.Snapshot(state: .closed)
        var rejections: [Rejection<DoorState, DoorEvent, DoorReason>] = []
        var effects = 0
        for event in events {
            switch machine.transition(snapshot, on: event) {
            case .success(let step):
                snapshot = .init(state: step.to, history: step.history)
                effects += step.effects.count
            case .failure(let rejection):
                rejections.append(rejection)
            }
        }
        return (snapshot.state, rejections, effects)
    }

    @Test func appliesGuardsEffectsAndHistory() {
        let (state, rejections, effects) = run([.lock(code: 3), .unlock(code: 4), .alarmOn, .alarmOff, .unlock(code: 3)])
        #expect(state == .closed)
        #expect(rejections == [.guardRejected(.wrongCode, from: .locked, event: .unlock)])
        #expect(effects == 1)
    }

    @Test func mixesWithPayloadBoundDeclarations() {
        let mixed = DoorMachine(
            initial: .closed,
            transitions: machine.transitions + [.on(.close, in: .open, to: [.closed]) { _ in .closed }]
        )
        var snapshot = DoorMachine.Snapshot(state: .closed)
        for event in [DoorEvent.open(at: 2), .close] {
            if case .success(let step) = mixed.transition(snapshot, on: event) { snapshot.state = step.to }
        }
        #expect(snapshot.state == .closed)
        #expect(mixed.validNextStates(from: .open) == [.closed])
    }
}
