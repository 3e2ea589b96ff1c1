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

extension FlowCase where Root == DoorEvent {
    static var open: FlowCase<DoorEvent, Int> { .init(.open) { if case .open(let at) = $0 { at } else { nil } } }
    static var lock: FlowCase<DoorEvent, Int> { .init(.lock) { if case .lock(let code) = $0 { code } else { nil } } }
    static var unlock: FlowCase<DoorEvent, Int> { .init(.unlock) { if case .unlock(let code) = $0 { code } else { nil } } }
}

extension FlowCase where Root == DoorState {
    static var open: FlowCase<DoorState, Int> { .init(.open) { if case .open(let since) = $0 { since } else { nil } } }
    static var locked: FlowCase<DoorState, Int> { .init(.locked) { if case .locked(let code) = $0 { code } else { nil } } }
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
            .on(.open, in: [.closed], to: [.open],
                effects: { _, _, next in openEffects(next) },
                apply: { _, at in .open(since: at) }),
            .on(.close, in: [.open], to: [.closed]) { _ in .closed },
            .on(.autoClose, in: [.open], to: [.closed]) { _ in .closed },
            .on(.lock, in: [.closed], to: [.locked]) { _, code in .locked(code: code) },
            .on(.unlock, in: .locked, to: [.closed],
                guard: { code, attempt in code == attempt ? nil : .wrongCode },
                apply: { _, _ in .closed }),
            .interrupt(.alarmOn, in: [.closed, .open, .locked], to: [.alarm]) { _ in .alarm },
            .resume(.alarmOff, in: [.alarm]),
            .on(.ping, in: .open, to: [.open]) { since in .open(since: since) },
            // Declares `.broken` but may produce something else (to test undeclaredTarget).
            .on(.smash, in: [.closed], to: [.broken]) { _ in smashProduces },
        ],
        terminal: [.broken],
        onEnter: [.closed: closedEntry],
        onExit: [.open: openExit]
    )
}
