/// How one service's load ended.
public enum ServiceOutcome: Sendable, Equatable {
    case loaded
    case failed(String)
    case timedOut
    /// Stopped because launch gave up (a required service failed, or the overall deadline passed).
    case cancelled
}

/// Progress for the splash screen.
public struct LoadProgress: Sendable, Equatable {
    public var total: Int
    public var finished: Int
    /// The services still loading, by name (sorted).
    public var pending: [String]

    public var fraction: Double { total == 0 ? 1 : Double(finished) / Double(total) }

    public init(total: Int, finished: Int, pending: [String]) {
        self.total = total
        self.finished = finished
        self.pending = pending
    }
}

/// The result of a parallel load: every service's outcome, and whether launch can go on.
public struct LoadReport: Sendable, Equatable {
    public var outcomes: [String: ServiceOutcome]
    /// The first required service that failed or timed out, if any.
    public var blockingService: String?
    /// `true` when the overall deadline ended the load.
    public var hitOverallDeadline: Bool

    public var succeeded: Bool { blockingService == nil && !hitOverallDeadline }
}

/// Loads launch services concurrently (seed 003, "Parallel Loading
/// Strategy") with structured concurrency:
///
/// - every service runs at once, each under its own `timeout`;
/// - the whole load runs under `overallDeadline`;
/// - when a required service fails or times out, the others are cancelled;
/// - optional services that fail are reported and do not stop launch;
/// - `progress` is called (on the caller's executor) as services finish.
///
/// Returns when every service has finished or been cancelled: no task is
/// left running. Cancelling the calling task cancels the load.
public struct ParallelLoader: Sendable {
    public let clock: any Clock<Duration>
    public let overallDeadline: Duration

    public init(clock: any Clock<Duration>, overallDeadline: Duration = .seconds(30)) {
        self.clock = clock
        self.overallDeadline = overallDeadline
    }

    private enum Signal: Sendable {
        case service(String, ServiceOutcome)
        case overallDeadline
    }

    public func load(
        _ services: [any LaunchService],
        progress: (LoadProgress) -> Void = { _ in }
    ) async -> LoadReport {
        var outcomes: [String: ServiceOutcome] = [:]
        var blocking: String?
        var hitDeadline = false
        let required = Dictionary(services.map { ($0.name, $0.isRequired) }, uniquingKeysWith: { $0 || $1 })
        let clock = self.clock
        let overall = overallDeadline

        func report() {
            let pending = services.map(\.name).filter { outcomes[$0] == nil }.sorted()
            progress(LoadProgress(total: services.count, finished: services.count - pending.count, pending: pending))
        }
        report()
        guard !services.isEmpty else {
            return LoadReport(outcomes: [:], blockingService: nil, hitOverallDeadline: false)
        }

        await withTaskGroup(of: Signal?.self) { group in
            for service in services {
                group.addTask {
                    switch await withDeadline(service.timeout, clock: clock, { try await service.load() }) {
                    case .value: return .service(service.name, .loaded)
                    case .timedOut: return .service(service.name, .timedOut)
                    case .failed(let error) where error is CancellationError: return nil
                    case .failed(let error): return .service(service.name, .failed(String(describing: error)))
                    }
                }
            }
            group.addTask {
                do {
                    try await clock.sleep(for: overall, tolerance: nil)
                    return .overallDeadline
                } catch {
                    return nil
                }
            }
            for await signal in group {
                switch signal {
                case .service(let name, let outcome):
                    outcomes[name] = outcome
                    if outcome != .loaded, required[name] == true, blocking == nil {
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
        return LoadReport(outcomes: outcomes, blockingService: blocking, hitOverallDeadline: hitDeadline)
    }
}
