import Foundation
import KeelCombine
import KeelFlow
import Logging

/// Seed 003's `AppStateManager`: runs launch and publishes `AppState` for
/// the coordinator layer — it never touches UI.
///
/// - `initialize()` starts launch and listens to the runtime maintenance
///   stream. Config gets its own deadline (`configTimeout`); on timeout or
///   failure launch continues with `RemoteConfig.defaults` (logged).
/// - Services load in parallel under per-service timeouts and an overall
///   deadline (`ParallelLoader`); progress is published for the splash.
/// - `retryFromError()` is idempotent: it only acts in `.error`, and the
///   failed attempt was already cancelled with the state it belonged to.
/// - `dismissAvailableUpdate()` returns to where launch was (`.ready`)
///   without reloading anything.
/// - Maintenance can switch on at any time and shows `.maintenanceMode`;
///   switching off returns to the state the app was in (an offered optional
///   update is withdrawn first).
/// - Invalid transitions (a second `.ready`, a retry while loading) are
///   rejected and change nothing.
///
/// Threading: main actor. Work runs in tasks tied to the state that started
/// it; `shutdown()` (or deinit) cancels everything.
@MainActor
public final class AppStateManager {
    public struct Configuration: Sendable {
        public var configTimeout: Duration
        public var overallServiceDeadline: Duration
        /// Versions the user chose to skip.
        public var skippedVersions: Set<AppVersion>
        /// Seconds after a release before it is offered (App Store propagation).
        public var updateGracePeriod: TimeInterval

        public init(configTimeout: Duration = .seconds(5), overallServiceDeadline: Duration = .seconds(30),
                    skippedVersions: Set<AppVersion> = [], updateGracePeriod: TimeInterval = 24 * 60 * 60) {
            self.configTimeout = configTimeout
            self.overallServiceDeadline = overallServiceDeadline
            self.skippedVersions = skippedVersions
            self.updateGracePeriod = updateGracePeriod
        }
    }

    private let flow: FlowController<AppState, AppEvent, NoReason>
    private let progress = ProgressRelay()
    private let maintenance: any MaintenanceStreamProviding
    private let logger: Logger
    private let pendingUpdate: PendingUpdate
    private var maintenanceTask: Task<Void, Never>?
    private var cancellables = Set<AnyCancellable>()

    public init(
        remoteConfig: any RemoteConfigProviding,
        maintenance: any MaintenanceStreamProviding,
        appVersion: any AppVersionProviding,
        services: [any LaunchService],
        configuration: Configuration = Configuration(),
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "keel.launch")
    ) {
        self.maintenance = maintenance
        self.logger = logger
        let pendingUpdate = PendingUpdate()
        self.pendingUpdate = pendingUpdate
        let progressRelay = progress
        let resolveConfig: @Sendable () async -> AppEvent = {
            await Self.resolveConfig(remoteConfig, appVersion: appVersion, configuration: configuration,
                                     clock: clock, now: now, logger: logger, pendingUpdate: pendingUpdate)
        }
        let loader = ParallelLoader(clock: clock, overallDeadline: configuration.overallServiceDeadline)
        let loadServices: @Sendable () async -> AppEvent = {
            let report = await loader.load(services) { progress in
                Task { @MainActor in progressRelay.subject.send(progress) }
            }
            return Self.event(for: report, logger: logger)
        }
        flow = FlowController(machine: AppStateMachine.make(resolveConfig: resolveConfig, loadServices: loadServices), clock: clock)
        flow.rejections.sink { rejection in
            logger.debug("ignored launch event", metadata: ["rejection": "\(rejection)"])
        }.store(in: &cancellables)
        flow.steps.sink { [weak self] step in self?.didTransition(step) }.store(in: &cancellables)
    }

    // MARK: Observing

    /// The current state.
    public var state: AppState { flow.state }

    /// The current state, then every change.
    public var statePublisher: AnyPublisher<AppState, Never> { flow.statePublisher }

    /// The states as an async sequence (current first).
    public var states: AsyncStream<AppState> {
        let publisher = flow.statePublisher
        return AsyncStream { continuation in
            let subscription = SubscriptionBox(publisher.sink { continuation.yield($0) })
            continuation.onTermination = { _ in subscription.cancel() }
        }
    }

    /// Service-loading progress, for the splash screen.
    public var progressPublisher: AnyPublisher<LoadProgress, Never> { progress.subject.eraseToAnyPublisher() }

    /// Background work still running (for tests: none may outlive its state).
    public var runningWorkCount: Int { flow.runningEffectCount }

    // MARK: Commands

    /// Starts launch (once) and begins listening to runtime maintenance.
    public func initialize() {
        guard state == .initializing else { return }
        logger.info("launch started")
        let updates = maintenance.updates()
        maintenanceTask = Task { [weak self] in
            for await status in updates {
                guard let self else { return }
                self.apply(status)
            }
        }
        flow.send(.start)
    }

    /// Retries after an error; does nothing in any other state.
    public func retryFromError() {
        flow.send(.retry)
    }

    /// Dismisses the optional-update modal and continues — nothing reloads.
    public func dismissAvailableUpdate() {
        flow.send(.dismissUpdate)
    }

    /// Stops all launch work and the maintenance listener.
    public func shutdown() {
        maintenanceTask?.cancel()
        maintenanceTask = nil
        flow.cancelAllEffects()
    }

    deinit {
        maintenanceTask?.cancel()
    }

    // MARK: Internals

    private func apply(_ status: MaintenanceStatus) {
        logger.info("maintenance \(status.isActive ? "on" : "off")")
        if status.isActive {
            if case .updateAvailable = state { flow.send(.dismissUpdate) }
            flow.send(.maintenanceOn(message: status.message))
        } else {
            flow.send(.maintenanceOff)
        }
    }

    private func didTransition(_ step: StateMachine<AppState, AppEvent, NoReason>.Step) {
        logger.info("launch state", metadata: ["from": "\(step.from.kind)", "to": "\(step.to.kind)"])
        if case .ready = step.to, step.from.kind == .servicesConnecting, let version = pendingUpdate.take() {
            flow.send(.offerUpdate(version))
        }
    }

    private nonisolated static func resolveConfig(
        _ provider: any RemoteConfigProviding,
        appVersion: any AppVersionProviding,
        configuration: Configuration,
        clock: any Clock<Duration>,
        now: @Sendable () -> Date,
        logger: Logger,
        pendingUpdate: PendingUpdate
    ) async -> AppEvent {
        let config: RemoteConfig
        switch await withDeadline(configuration.configTimeout, clock: clock, { try await provider.fetch() }) {
        case .value(let value):
            config = value
        case .timedOut:
            logger.warning("remote config timed out; using defaults")
            config = .defaults
        case .failed(let error):
            logger.warning("remote config failed; using defaults", metadata: ["error": "\(error)"])
            config = .defaults
        }
        if config.maintenance { return .maintenanceOn(message: config.maintenanceMessage) }
        let decision = Self.decision(config, appVersion: appVersion, configuration: configuration, now: now(), logger: logger)
        if case .available(let version) = decision { pendingUpdate.set(version) }
        return .configResolved(decision)
    }

    private nonisolated static func decision(
        _ config: RemoteConfig, appVersion: any AppVersionProviding, configuration: Configuration, now: Date, logger: Logger
    ) -> UpdateDecision {
        func parse(_ text: String?, _ what: String) -> AppVersion? {
            guard let text else { return nil }
            switch AppVersion.parse(text) {
            case .success(let version): return version
            case .failure(let error):
                logger.warning("unparseable \(what) version ignored", metadata: ["value": "\(text)", "error": "\(error)"])
                return nil
            }
        }
        guard let current = parse(appVersion.currentVersion, "current") else { return .upToDate }
        let policy = VersionPolicy(
            minimum: parse(config.minimumVersion, "minimum"), latest: parse(config.latestVersion, "latest"),
            latestReleasedAt: config.latestReleasedAt, gracePeriod: configuration.updateGracePeriod,
            skipped: configuration.skippedVersions
        )
        return policy.decide(current: current, now: now)
    }

    private nonisolated static func event(for report: LoadReport, logger: Logger) -> AppEvent {
        for (name, outcome) in report.outcomes.sorted(by: { $0.key < $1.key }) where outcome != .loaded {
            logger.warning("service did not load", metadata: ["service": "\(name)", "outcome": "\(outcome)"])
        }
        if let name = report.blockingService {
            if case .failed(let reason)? = report.outcomes[name] { return .servicesFailed(.serviceFailed(name: name, reason: reason)) }
            return .servicesFailed(.serviceTimedOut(name: name))
        }
        if report.hitOverallDeadline { return .servicesFailed(.launchTimedOut) }
        return .servicesLoaded
    }
}

/// The optional update config offered, held until the app is ready.
final class PendingUpdate: @unchecked Sendable {
    private let lock = NSLock()
    private var version: AppVersion?

    func set(_ version: AppVersion) {
        lock.lock(); defer { lock.unlock() }
        self.version = version
    }

    func take() -> AppVersion? {
        lock.lock(); defer { lock.unlock() }
        defer { version = nil }
        return version
    }
}

/// Holds the splash progress subject on the main actor.
@MainActor
final class ProgressRelay {
    let subject = CurrentValueSubject<LoadProgress, Never>(LoadProgress(total: 0, finished: 0, pending: []))
}

/// Lets an `AsyncStream`'s termination handler cancel its subscription.
final class SubscriptionBox: @unchecked Sendable {
    private let lock = NSLock()
    private var cancellable: AnyCancellable?

    init(_ cancellable: AnyCancellable) {
        self.cancellable = cancellable
    }

    func cancel() {
        lock.lock()
        let current = cancellable
        cancellable = nil
        lock.unlock()
        current?.cancel()
    }
}
