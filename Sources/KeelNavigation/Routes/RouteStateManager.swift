import KeelCombine

/// The Windscribe SwiftUI migration guide's "State Manager Pattern" for new code: the parameters a route
/// used to carry (`RouteID.enterCredentials(config:isUpdating:)`) live here;
/// the caller sets them, routes with a parameterless id, and the target
/// ViewModel observes `publisher`.
@MainActor
public final class RouteStateManager<Parameters: Sendable> {
    private let subject = CurrentValueSubject<Parameters?, Never>(nil)

    /// A state manager with no parameters set.
    public init() {}

    /// The current parameters, then every change.
    public var publisher: AnyPublisher<Parameters?, Never> { subject.eraseToAnyPublisher() }
    /// The parameters set now, if any.
    public var current: Parameters? { subject.value }

    /// Sets the parameters (before routing).
    public func set(_ parameters: Parameters) { subject.send(parameters) }
    /// Clears the parameters.
    public func clear() { subject.send(nil) }
}

/// A router over parameterless route ids that only *triggers*: each id maps
/// to a handler that shows its screen. Routing with parameters means
/// setting them on a state manager first — `route(to:setting:on:)` does
/// both, in that order.
@MainActor
public final class TriggerRouter<RouteID: Hashable> {
    private var handlers: [RouteID: () -> Void] = [:]
    /// Routes triggered with no handler, oldest first.
    public private(set) var unhandled: [RouteID] = []

    /// A router with no routes registered.
    public init() {}

    /// Registers the handler that shows `route` (replacing any earlier one).
    public func register(_ route: RouteID, _ handler: @escaping () -> Void) {
        handlers[route] = handler
    }

    /// Triggers `route`; an unregistered id is recorded in `unhandled`, not a crash.
    public func route(to route: RouteID) {
        guard let handler = handlers[route] else {
            unhandled.append(route)
            return
        }
        handler()
    }

    /// Sets the parameters on `stateManager`, then triggers `route`.
    public func route<Parameters: Sendable>(to route: RouteID, setting parameters: Parameters, on stateManager: RouteStateManager<Parameters>) {
        stateManager.set(parameters)
        self.route(to: route)
    }
}
