/// How one service's load ended.
public enum ServiceOutcome: Sendable, Hashable {
    /// `load()` returned.
    case loaded
    /// `load()` threw; the associated value is the error's description.
    case failed(String)
    /// The service missed its own `timeout`.
    case timedOut
    /// Stopped because launch gave up (a required service failed, or the
    /// overall deadline passed) before it finished.
    case cancelled
}

/// Progress for the splash screen.
public struct LoadProgress: Sendable, Hashable {
    /// Services in this launch (including ones loaded by an earlier attempt).
    public var total: Int
    /// Services that have finished (loaded, failed, timed out).
    public var finished: Int
    /// The services still loading, by name (sorted).
    public var pending: [String]

    /// `finished / total`, or 1 when there is nothing to load.
    public var fraction: Double { total == 0 ? 1 : Double(finished) / Double(total) }

    /// Progress of `finished` out of `total` services; `pending` names the rest.
    public init(total: Int, finished: Int, pending: [String]) {
        self.total = total
        self.finished = finished
        self.pending = pending
    }
}

/// The result of a parallel load: every service's outcome, and whether
/// launch can go on.
public struct LoadReport: Sendable, Hashable {
    /// Each service's outcome, by name.
    public var outcomes: [String: ServiceOutcome]
    /// The names of the required services (the rest are optional).
    public var requiredServices: Set<String>
    /// The first required service that failed or timed out, if any.
    public var blockingService: String?
    /// `true` when the overall deadline ended the load.
    public var hitOverallDeadline: Bool
    /// Which attempt this was (1 for the first load; retries count up).
    public var attempt: Int
    /// Services that had loaded in an earlier attempt and were not loaded
    /// again (their outcome is `.loaded`).
    public var reused: Set<String>

    /// A report; `attempt` and `reused` are set by the `AppStateManager` for retries.
    public init(outcomes: [String: ServiceOutcome], requiredServices: Set<String>, blockingService: String?,
                hitOverallDeadline: Bool, attempt: Int = 1, reused: Set<String> = []) {
        self.outcomes = outcomes
        self.requiredServices = requiredServices
        self.blockingService = blockingService
        self.hitOverallDeadline = hitOverallDeadline
        self.attempt = attempt
        self.reused = reused
    }

    /// `true` when launch can go on: no required service failed and the
    /// overall deadline was met.
    public var succeeded: Bool { blockingService == nil && !hitOverallDeadline }

    /// Optional services that did not load, and how each ended — what a
    /// team reports when the app runs degraded (e.g. on the built-in theme).
    public var failedOptionalServices: [String: ServiceOutcome] {
        outcomes.filter { !requiredServices.contains($0.key) && $0.value != .loaded }
    }

    /// Required services that did not load, and how each ended.
    public var failedRequiredServices: [String: ServiceOutcome] {
        outcomes.filter { requiredServices.contains($0.key) && $0.value != .loaded }
    }
}

/// Loads launch services concurrently (the coordinator refactor plan's
/// "Parallel Loading Strategy") with structured concurrency:
///
/// - every service runs at once, each under its own `timeout`;
/// - the whole load runs under `overallDeadline`;
/// - deadlines count from the call to `load`, however late the tasks start;
/// - when a required service fails or times out, the others are cancelled;
/// - optional services that fail are reported and do not stop launch;
/// - `progress` is called (on the loader's task) as services finish.
///
/// Returns when every service has finished or been cancelled: no task is
/// left running. Cancelling the calling task cancels the load (the
/// unfinished services are then `.cancelled`).
public struct ParallelLoader: Sendable {
    /// The clock deadlines run on (a test clock in tests).
    public let clock: any Clock<Duration>
    /// The deadline for the whole load.
    public let overallDeadline: Duration

    /// A loader that runs services in parallel, each under its own timeout and
    /// all under `overallDeadline`. Holds no state between loads.
    ///
    /// - Parameters:
    ///   - clock: the clock every deadline runs on (a test clock in tests).
    ///   - overallDeadline: the deadline for the whole load.
    public init(clock: any Clock<Duration>, overallDeadline: Duration = .seconds(30)) {
        self.clock = clock
        self.overallDeadline = overallDeadline
    }

    private enum Signal: Sendable {
        case service(String, ServiceOutcome)
        case overallDeadline
    }

    /// Loads `services`; see the type's documentation.
    public func load(
        _ services: [any LaunchService],
        progress: (LoadProgress) -> Void = { _ in }
    ) async -> LoadReport {
        await load(services, anchor: ClockAnchor(clock), progress: progress)
    }

    /// Loads with deadlines counted from `anchor`.
    func load(
        _ services: [any LaunchService],
        anchor: ClockAnchor,
        progress: (LoadProgress) -> Void = { _ in }
    ) async -> LoadReport {
        var outcomes: [String: ServiceOutcome] = [:]
        var blocking: String?
        var hitDeadline = false
        let requiredNames = Set(services.filter(\.isRequired).map(\.name))
        let overall = overallDeadline

        func report() {
            let pending = services.map(\.name).filter { outcomes[$0] == nil }.sorted()
            progress(LoadProgress(total: services.count, finished: services.count - pending.count, pending: pending))
        }
        report()
        guard !services.isEmpty else {
            return LoadReport(outcomes: [:], requiredServices: [], blockingService: nil, hitOverallDeadline: false)
        }

        await withTaskGroup(of: Signal?.self) { group in
            for service in services {
                group.addTask {
                    switch await withDeadline(service.timeout, anchor: anchor, { try await service.load() }) {
                    case .value: return .service(service.name, .loaded)
                    case .timedOut: return .service(service.name, .timedOut)
                    case .failed(let error) where error is CancellationError: return nil
                    case .failed(let error): return .service(service.name, .failed(String(describing: error)))
                    }
                }
            }
            group.addTask {
                do {
                    try await anchor.sleep(untilElapsed: overall)
                    return .overallDeadline
                } catch {
                    return nil
                }
            }
            for await signal in group {
                switch signal {
                case .service(let name, let outcome):
                    outcomes[name] = outcome
                    if outcome != .loaded, requiredNames.contains(name), blocking == nil {
                        blocking = name
                        group.cancelAll()
                    }
                    report()
                case .overallDeadline:
                    hitDeadline = outcomes.count < services.count
                    group.cancelAll()
                case nil:
                    break
                }
                if outcomes.count == services.count { group.cancelAll() }
            }
        }
        for service in services where outcomes[service.name] == nil { outcomes[service.name] = .cancelled }
        return LoadReport(outcomes: outcomes, requiredServices: requiredNames, blockingService: blocking,
                          hitOverallDeadline: hitDeadline)
    }
}
