import KeelFlow

/// A small machine exercising every KeelFlow feature.
enum DoorState: FlowState {
    case closed
    case open(since: Int)
    case locked(code: Int)
    case alarm
    case broken

    enum Kind: CaseIterable, Sendable { case closed, open, locked, alarm, broken }
    var kind: Kind {
        switch self {
        case .closed: .closed
        case .open: .open
        case .locked: .locked
        case .alarm: .alarm
        case .broken: .broken
        }
    }
}

enum DoorEvent: FlowEvent, Equatable {
    case open(at: Int)
    case close
    case lock(code: Int)
    case unlock(code: Int)
    case alarmOn
    case alarmOff
    case autoClose
    case ping
    case smash

    enum Kind: Hashable, Sendable { case open, close, lock, unlock, alarmOn, alarmOff, autoClose, ping, smash }
    var kind: Kind {
        switch self {
        case .open: .open
        case .close: .close
        case .lock: .lock
        case .unlock: .unlock
        case .alarmOn: .alarmOn
        case .alarmOff: .alarmOff
        case .autoClose: .autoClose
        case .ping: .ping
        case .smash: .smash
        }
    }
}

enum DoorReason: Sendable, Equatable {
    case wrongCode
}

typealias DoorMachine = StateMachine<DoorState, DoorEvent, DoorReason>

/// Options let individual tests add effects without a new machine type.
func makeDoorMachine(
    openEffects: @escaping @Sendable (DoorState) -> [Effect<DoorEvent>] = { _ in [] },
    closedEntry: @escaping @Sendable (DoorState) -> [Effect<DoorEvent>] = { _ in [] },
    openExit: @escaping @Sendable (DoorState) -> [Effect<DoorEvent>] = { _ in [] },
    smashProduces: DoorState = .broken
) -> DoorMachine {
    DoorMachine(
        initial: .closed,
        transitions: [
            .on(.open, from: [.closed], to: [.open],
                effects: { _, next, _ in openEffects(next) },
                apply: { state, event in
                    guard case .open(let at) = event else { return state }
                    return .open(since: at)
                }),
            .on(.close, from: [.open], to: [.closed]) { _, _ in .closed },
            .on(.autoClose, from: [.open], to: [.closed]) { _, _ in .closed },
            .on(.lock, from: [.closed], to: [.locked]) { state, event in
                guard case .lock(let code) = event else { return state }
                return .locked(code: code)
            },
            .on(.unlock, from: [.locked], to: [.closed],
                guard: { state, event in
                    guard case .locked(let code) = state, case .unlock(let attempt) = event, code == attempt else { return .wrongCode }
                    return nil
                },
                apply: { _, _ in .closed }),
            .interrupt(.alarmOn, from: [.closed, .open, .locked], to: [.alarm]) { _, _ in .alarm },
            .resume(.alarmOff, from: [.alarm]),
            .on(.ping, from: [.open], to: [.open]) { state, _ in state },
            // Declares `.broken` but may produce something else (to test undeclaredTarget).
            .on(.smash, from: [.closed], to: [.broken]) { _, _ in smashProduces },
        ],
        terminal: [.broken],
        onEnter: [.closed: closedEntry],
        onExit: [.open: openExit]
    )
}
