import KeelFlow

/// The launch transitions. Every valid transition is declared; anything
/// else — a second `.ready`, a retry while loading — is rejected and changes
/// nothing.
///
/// - `splashLoading` resolves config (its entry effect sends
///   `.configResolved`), then either blocks (`updateRequired`) or loads
///   services (`servicesConnecting`, whose entry effect runs the parallel
///   load — leaving the state cancels it).
/// - A failed load (`error`) is retried with `.retry`.
/// - Maintenance is not part of this machine: `AppStateManager` overlays it
///   on whatever state launch is in, so maintenance never leaves a state and
///   never cancels or restarts its work.
/// - An optional update is offered over `ready` and dismissed back to it —
///   nothing reloads.
public enum AppStateMachine {
    /// The launch machine's type.
    public typealias Machine = StateMachine<AppState, AppEvent, NoReason>

    static let configEffect: EffectID = "launch.config"
    static let loadEffect: EffectID = "launch.services"

    /// Builds the machine.
    ///
    /// - Parameters:
    ///   - resolveConfig: the `splashLoading` entry effect: fetches and checks
    ///     remote config and returns `.configResolved`. Runs off the main
    ///     actor; cancelled if the state is left.
    ///   - loadServices: the `servicesConnecting` entry effect: loads the
    ///     services and returns `.servicesLoaded` or `.servicesFailed`. Runs
    ///     off the main actor; cancelled if the state is left.
    public static func make(
        resolveConfig: @escaping @Sendable () async -> AppEvent,
        loadServices: @escaping @Sendable () async -> AppEvent
    ) -> Machine {
        Machine(
            initial: .initializing,
            transitions: [
                .on(.start, in: [.initializing], to: [.splashLoading]) { _ in .splashLoading },
                .on(.configResolved, in: [.splashLoading], to: [.updateRequired, .servicesConnecting]) { _, decision in
                    if case .required(let version) = decision { return .updateRequired(version: version) }
                    return .servicesConnecting
                },
                .on(.servicesLoaded, in: [.servicesConnecting], to: [.ready]) { _ in .ready },
                .on(.servicesFailed, in: [.servicesConnecting], to: [.error]) { _, error in .error(error) },
                .on(.retry, in: [.error], to: [.servicesConnecting]) { _ in .servicesConnecting },
                .interrupt(.offerUpdate, in: [.ready], to: [.updateAvailable]) { _, version in
                    .updateAvailable(version: version)
                },
                .resume(.dismissUpdate, in: [.updateAvailable]),
            ],
            onEnter: [
                .splashLoading: { _ in
                    [.run(id: configEffect) { send in
                        let outcome = await resolveConfig()
                        if !Task.isCancelled { await send(outcome) }
                    }]
                },
                .servicesConnecting: { _ in
                    [.run(id: loadEffect) { send in
                        let outcome = await loadServices()
                        if !Task.isCancelled { await send(outcome) }
                    }]
                },
            ]
        )
    }
}
