import KeelFlow

public enum Checkout: FlowState {
    case browsing
    case paying(amount: Int)
    case paid(receipt: String)
    public enum Kind: CaseIterable, Sendable { case browsing, paying, paid }
    public var kind: Kind {
        switch self {
        case .browsing: .browsing
        case .paying: .paying
        case .paid: .paid
        }
    }
}

public enum CheckoutEvent: FlowEvent, Equatable {
    case pay(amount: Int), approved(receipt: String), cancel
    public enum Kind: Hashable, Sendable { case pay, approved, cancel }
    public var kind: Kind {
        switch self {
        case .pay: .pay
        case .approved: .approved
        case .cancel: .cancel
        }
    }
}

public enum CheckoutRefusal: Sendable, Equatable { case nothingToPay }

extension FlowCase where Root == CheckoutEvent {
    static var pay: With<Int> { .init(.pay) { if case .pay(let amount) = $0 { amount } else { nil } } }
    static var approved: With<String> { .init(.approved) { if case .approved(let receipt) = $0 { receipt } else { nil } } }
}

public let checkout = StateMachine<Checkout, CheckoutEvent, CheckoutRefusal>(initial: .browsing, transitions: [
    .on(.pay, in: [.browsing], to: [.paying],
        guard: { _, amount in amount > 0 ? nil : .nothingToPay },
        apply: { _, amount in .paying(amount: amount) }),
    .on(.approved, in: [.paying], to: [.paid]) { _, receipt in .paid(receipt: receipt) },
    .on(.cancel, in: [.paying], to: [.browsing]) { _ in .browsing },
])
