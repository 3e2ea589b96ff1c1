// README: KeelFlow
import KeelFlow

enum Door: FlowState {
    case open, closed, locked(code: Int)
    enum Kind: CaseIterable, Sendable { case open, closed, locked }
    var kind: Kind {
        switch self {
        case .open: .open
        case .closed: .closed
        case .locked: .locked
        }
    }
}

enum DoorEvent: FlowEvent, Equatable {
    case open, close, lock(code: Int), unlock(code: Int)
    enum Kind: Hashable, Sendable { case open, close, lock, unlock }
    var kind: Kind {
        switch self {
        case .open: .open
        case .close: .close
        case .lock: .lock
        case .unlock: .unlock
        }
    }
}

enum DoorRefusal: Sendable, Equatable { case wrongCode }

// One line per case whose payload a transition binds.
extension FlowCase where Root == DoorEvent {
    static var lock: With<Int> { .init(.lock) { if case .lock(let code) = $0 { code } else { nil } } }
    static var unlock: With<Int> { .init(.unlock) { if case .unlock(let code) = $0 { code } else { nil } } }
}

extension FlowCase where Root == Door {
    static var locked: With<Int> { .init(.locked) { if case .locked(let code) = $0 { code } else { nil } } }
}

let door = StateMachine<Door, DoorEvent, DoorRefusal>(initial: .closed, transitions: [
    .on(.open, in: [.closed], to: [.open]) { _ in .open },                     // no payload: named by value
    .on(.close, in: [.open], to: [.closed]) { _ in .closed },
    .on(.lock, in: [.closed], to: [.locked]) { _, code in .locked(code: code) },  // the payload, bound
    .on(.unlock, in: .locked, to: [.closed],
        guard: { code, attempt in code == attempt ? nil : .wrongCode },
        apply: { _, _ in .closed }),
])
