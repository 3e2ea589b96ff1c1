/// One case of a flow enum and how to read its payload: a small, hand-rolled
/// case path.
///
/// Declare one per case whose payload a transition needs, once, next to the
/// enum — as a static member of `FlowCase` constrained to the enum, so a
/// transition names it with a leading dot, exactly like the kind:
///
/// ```swift
/// extension FlowCase where Root == SignInEvent {
///     static var submit: FlowCase<SignInEvent, String> {
///         .init(.submit) { if case .submit(let email) = $0 { email } else { nil } }
///     }
///     static var succeeded: FlowCase<SignInEvent, User> {
///         .init(.succeeded) { if case .succeeded(let user) = $0 { user } else { nil } }
///     }
/// }
/// ```
///
/// (A case with several values binds a tuple: `FlowCase<RideState, (rideId:
/// String, driver: DriverInfo)>`.) A transition declared with it receives
/// the payloads already bound — it cannot forget to match them, and it has
/// no "wrong case" fallback to return:
///
/// ```swift
/// .on(.succeeded, in: .signingIn, to: [.signedIn]) { _, user in .signedIn(user) },
/// ```
/// Should an extractor disagree with its kind (a bug in the
/// declaration above), the event is rejected with
/// ``Rejection/payloadMismatch(from:event:)`` — never silently ignored.
///
/// Keel uses no macros (a macro would make every client resolve and build
/// swift-syntax); this value is what a case-path macro would generate.
///
/// Thread safety: a `FlowCase` is an immutable value; `extract` must be a
/// pure function (it runs wherever the machine runs).
public struct FlowCase<Root: FlowEnum, Payload>: Sendable {
    /// The kind this case has; transitions are indexed by it.
    public let kind: Root.Kind
    @usableFromInline let extractor: @Sendable (Root) -> Payload?

    /// A case of kind `kind`, whose payload `extract` reads (returning `nil`
    /// for a value of any other case).
    @inlinable
    public init(_ kind: Root.Kind, extract: @escaping @Sendable (Root) -> Payload?) {
        self.kind = kind
        extractor = extract
    }

    /// The payload of `value`, or `nil` if `value` is not of this case.
    @inlinable
    public func extract(from value: Root) -> Payload? {
        extractor(value)
    }
}

extension FlowCase {
    /// Another case of the same enum, with payload `Other`: lets a
    /// declaration name its type without repeating the enum —
    /// `static var setPickup: With<LocationPoint> { … }` inside
    /// `extension FlowCase where Root == RideEvent`.
    public typealias With<Other> = FlowCase<Root, Other>
}

extension FlowCase where Payload == Void {
    /// A case without payload: matches every value of kind `kind`.
    public init(_ kind: Root.Kind) {
        self.init(kind) { $0.kind == kind ? () : nil }
    }
}
