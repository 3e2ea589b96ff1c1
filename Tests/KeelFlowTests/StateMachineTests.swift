@testable import KeelFlow
import Testing

@Suite("StateMachine: declared transitions over kinds", .timeLimit(.minutes(1)))
struct StateMachineTests {
    let machine = makeDoorMachine()

    func apply(_ events: [DoorEvent], from state: DoorState = .closed) -> (DoorMachine.Snapshot, [Rejection<DoorState, DoorEvent, DoorReason>]) {
        var snapshot = DoorMachine.Snapshot(state: state)
        var rejections: [Rejection<DoorState, DoorEvent, DoorReason>] = []
        for event in events {
            switch machine.transition(snapshot, on: event) {
            case .success(let step): snapshot = .init(state: step.to, history: step.history)
            case .failure(let rejection): rejections.append(rejection)
            }
        }
        return (snapshot, rejections)
    }

    @Test func appliesDeclaredTransitionsWithAssociatedData() {
        let (snapshot, rejections) = apply([.open(at: 3)])
        #expect(snapshot.state == .open(since: 3))
        #expect(rejections.isEmpty)
    }

    @Test func invalidEventIsRejectedAndLeavesStateUnchanged() {
        let (snapshot, rejections) = apply([.close])
        #expect(snapshot.state == .closed)
        #expect(rejections == [.noTransition(from: .closed, event: .close)])
    }

    @Test func guardRejectsWithItsTypedReason() {
        let (snapshot, rejections) = apply([.lock(code: 1), .unlock(code: 2)])
        #expect(snapshot.state == .locked(code: 1))
        #expect(rejections == [.guardRejected(.wrongCode, from: .locked, event: .unlock)])
        #expect(apply([.lock(code: 1), .unlock(code: 1)]).0.state == .closed)
    }

    @Test func undeclaredTargetIsCaughtNotEntered() {
        let sloppy = makeDoorMachine(smashProduces: .open(since: 0))
        let result = sloppy.transition(.init(state: .closed), on: .smash)
        guard case .failure(let rejection) = result else {
            Issue.record("expected a rejection")
            return
        }
        #expect(rejection == .undeclaredTarget(from: .closed, event: .smash, produced: .open))
    }

    @Test func boundPayloadsReachTheTransitionWithoutRematching() {
        // `unlock` binds the locked state's code and the event's attempt.
        let (snapshot, rejections) = apply([.lock(code: 42), .unlock(code: 42), .open(at: 9), .ping])
        #expect(rejections.isEmpty)
        #expect(snapshot.state == .open(since: 9))
    }

    @Test func aFlowCaseThatDisagreesWithItsKindIsARejectionNotANoOp() {
        // An extractor declared for `.lock` that matches `.unlock` instead.
        let wrongLock = FlowCase<DoorEvent, Int>(.lock) { if case .unlock(let code) = $0 { code } else { nil } }
        let sloppy = DoorMachine(
            initial: .closed,
            transitions: [.on(wrongLock, in: [.closed], to: [.locked]) { _, code in .locked(code: code) }]
        )
        let result = sloppy.transition(.init(state: .closed), on: .lock(code: 1))
        guard case .failure(let rejection) = result else {
            Issue.record("expected payloadMismatch, got \(result)")
            return
        }
        #expect(rejection == .payloadMismatch(from: .closed, event: .lock))
    }

    @Test func aStateFlowCaseThatDisagreesWithItsKindIsARejection() {
        let wrongLocked = FlowCase<DoorState, Int>(.locked) { if case .open(let since) = $0 { since } else { nil } }
        let sloppy = DoorMachine(
            initial: .locked(code: 1),
            transitions: [.on(.close, in: wrongLocked, to: [.closed]) { _ in .closed }]
        )
        let result = sloppy.transition(.init(state: .locked(code: 1)), on: .close)
        guard case .failure(let rejection) = result else {
            Issue.record("expected payloadMismatch, got \(result)")
            return
        }
        #expect(rejection == .payloadMismatch(from: .locked, event: .close))
    }

    @Test func anActionUnderTheWrongKindReportsAnIssueAndStartsNothing() {
        let misfiled = DoorMachine(
            initial: .closed,
            transitions: [.on(.lock, in: [.closed], to: [.locked]) { _, code in .locked(code: code) }],
            // Registered under `.locked`, but reads `.open`'s payload.
            onEnter: [.locked: DoorMachine.action(.open) { _ in [.cancel("never")] }]
        )
        withKnownIssue {
            guard case .success(let step) = misfiled.transition(.init(state: .closed), on: .lock(code: 1)) else {
                Issue.record("lock failed")
                return
            }
            #expect(step.effects.isEmpty)
        } matching: { issue in
            issue.description.contains("An action for open ran for a state of kind locked")
        }
    }

    @Test func interruptRecordsHistoryAndResumeReturnsToIt() {
        let (snapshot, _) = apply([.lock(code: 7), .alarmOn, .alarmOff])
        #expect(snapshot.state == .locked(code: 7))
        #expect(snapshot.history == nil)
        let (during, _) = apply([.open(at: 1), .alarmOn])
        #expect(during.state == .alarm)
        #expect(during.history == .open(since: 1))
    }

    @Test func resumeWithoutHistoryIsRejected() {
        let result = machine.transition(.init(state: .alarm), on: .alarmOff)
        guard case .failure(let rejection) = result else {
            Issue.record("expected noHistory")
            return
        }
        #expect(rejection == .noHistory(from: .alarm, event: .alarmOff))
    }

    @Test func superStateGroupAppliesFromEveryMember() {
        for start in [DoorState.closed, .open(since: 0), .locked(code: 1)] {
            #expect(machine.canTransition(from: start, on: .alarmOn))
        }
        #expect(!machine.canTransition(from: .broken, on: .alarmOn))
    }

    @Test func validNextStatesAndCanTransitionOverKinds() {
        // `.closed` is both a DoorState and a DoorState.Kind case: the kind is meant.
        #expect(machine.validNextStates(from: .closed) == [.open, .locked, .alarm, .broken])
        #expect(machine.validNextStates(from: .alarm) == [.closed, .open, .locked])
        #expect(machine.validNextStates(from: DoorState.open(since: 3)) == [.closed, .open, .alarm])
        #expect(machine.canTransition(from: .open, to: .closed))
        #expect(!machine.canTransition(from: .locked, to: .open))
    }

    @Test func effectsAreOrderedExitTransitionEntry() {
        let tagged = makeDoorMachine(
            openEffects: { _ in [.cancel("transition")] },
            closedEntry: { _ in [.cancel("entry")] },
            openExit: { _ in [.cancel("exit")] }
        )
        guard case .success(let opened) = tagged.transition(.init(state: .closed), on: .open(at: 0)),
              case .success(let closed) = tagged.transition(.init(state: opened.to), on: .close) else {
            Issue.record("transitions failed")
            return
        }
        #expect(ids(opened.effects) == ["transition"])
        #expect(ids(closed.effects) == ["exit", "entry"])
    }

    @Test func selfTransitionDoesNotRunExitOrEntry() {
        let tagged = makeDoorMachine(openExit: { _ in [.cancel("exit")] })
        guard case .success(let step) = tagged.transition(.init(state: .open(since: 0)), on: .ping) else {
            Issue.record("ping failed")
            return
        }
        #expect(step.effects.isEmpty)
        #expect(!step.leftState)
    }

    private func ids(_ effects: [Effect<DoorEvent>]) -> [String] {
        effects.map { effect in
            if case .cancel(let id) = effect.operation { return id.rawValue }
            return "run"
        }
    }
}
