/// An error an effect threw instead of mapping it to an event.
///
/// Delivered to ``FlowController/onEffectError`` and published on
/// ``FlowController/effectErrors``; with no handler installed, reported as
/// an issue at ``source`` (a test failure under XCTest and Swift Testing, a
/// runtime warning in a running app). `CancellationError`, and any error of
/// an effect already cancelled, is not a failure and is never reported.
public struct EffectFailure: Error, Sendable, CustomStringConvertible {
    /// What the effect threw.
    public let error: any Error
    /// The effect's id, if it had one.
    public let id: EffectID?
    /// Where the effect was declared.
    public let source: EffectSource

    /// A one-line account: which effect, where, and what it threw.
    public var description: String {
        let name = id.map { "effect \"\($0)\"" } ?? "effect"
        return "An \(name) declared at \(source) threw \(String(reflecting: error)); "
            + "map expected failures to events inside the effect"
    }
}
