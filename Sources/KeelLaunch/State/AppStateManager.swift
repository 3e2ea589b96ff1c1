import Foundation
import KeelCombine
import KeelFlow
import Logging

/// The coordinator refactor plan's `AppStateManager`: runs launch and
/// publishes ``AppState`` for the coordinator layer — it never touches UI.
///
/// **Launch.** ``initialize()`` fetches remote config under its own deadline
/// (`configTimeout`; on timeout or failure launch continues with
/// `RemoteConfig.defaults`, logged), decides about updates, then loads the
/// services in parallel under per-service timeouts and an overall deadline
/// (``ParallelLoader``), publishing progress for the splash screen.
///
/// **Maintenance is an overlay.** Remote config (at launch) or the runtime
/// maintenance stream (any time) can switch maintenance on: ``state`` is
/// then `.maintenanceMode(message:)`, while launch keeps its own state
/// underneath (``launchState``). Maintenance never cancels, restarts or
/// reloads launch work:
/// - work in flight when maintenance starts goes on (a config fetch, a
///   service load — their deadlines keep running) and its result is kept;
/// - no *new* phase starts during maintenance: config resolved during
///   maintenance waits, and services start loading when maintenance ends;
/// - when maintenance ends, ``state`` is the launch state again — the
///   splash, the required update, `.ready`, or wherever launch got to. A
///   launch that failed (`.error`) is retried automatically then, loading
///   only the services that have not loaded (maintenance is the likely cause
///   of the failure);
/// - the runtime stream is the live truth: config's maintenance flag is
///   applied only if the stream has not reported yet.
///
/// **Commands.** ``retryFromError()`` acts only in `.error` and reloads only
/// the services that have not loaded (the failed attempt was already
/// cancelled); during maintenance it is rejected (`.maintenanceActive`) —
/// maintenance ending retries by itself. ``dismissAvailableUpdate()``
/// returns to `.ready` without reloading anything. Anything the launch
/// machine does not allow (a second `.ready`, a retry while loading) is
/// rejected, changes nothing and is published on ``rejections``.
///
/// **Observability.** ``loadReports`` publishes every load attempt's
/// per-service outcomes (which optional service failed, and why);
/// ``rejections`` every rejected command; everything is also logged through
/// swift-log.
///
/// Threading: main actor; every publisher delivers on it. Work runs in tasks
/// tied to the launch state that started it; ``shutdown()`` (or releasing
/// the manager) cancels everything.
@MainActor
public final class AppStateManager {
    /// Deadlines and update policy.
    public struct Configuration: Sendable {
        /// The deadline for the remote-config fetch.
        public var configTimeout: Duration
        /// The deadline for loading all services.
        public var overallServiceDeadline: Duration
        /// Versions the user chose to skip.
        public var skippedVersions: Set<AppVersion>
        /// Seconds after a release before it is offered (App Store propagation).
        public var updateGracePeriod: TimeInterval

        /// The defaults: 5 s for config, 30 s for services, no skipped versions, a 24 h grace period.
        public init(configTimeout: Duration = .seconds(5), overallServiceDeadline: Duration = .seconds(30),
                    skippedVersions: Set<AppVersion> = [], updateGracePeriod: TimeInterval = 24 * 60 * 60) {
            self.configTimeout = configTimeout
            self.overallServiceDeadline = overallServiceDeadline
            self.skippedVersions = skippedVersions
            self.updateGracePeriod = updateGracePeriod
        }
    }

    private let flow: FlowController<AppState, AppEvent, NoReason>
    private let stateSubject = CurrentValueSubject<AppState, Never>(.initializing)
    private let progress = ProgressRelay()
    private let reportSubject = PassthroughSubject<LoadReport, Never>()
    private let rejectionSubject = PassthroughSubject<LaunchRejection, Never>()
    private let maintenance: any MaintenanceStreamProviding
    private let logger: Logger
    private let pendingUpdate: PendingUpdate
    private let gate = MaintenanceGate()
    private let work: LaunchWork
    private var maintenanceMessage: String?
    private var streamHasReported = false
    private var maintenanceTask: Task<Void, Never>?
    private var cancellables = Set<AnyCancellable>()
    /// The latest outcome of each service that has been loaded at least once.
    public private(set) var serviceOutcomes: [String: ServiceOutcome] = [:]

    /// A manager in `.initializing`: nothing runs until `initialize()`.
    /// Threading: create and drive it on the main actor.
    ///
    /// - Parameters:
    ///   - remoteConfig: the launch config (maintenance flag, versions).
    ///   - maintenance: the runtime maintenance switch.
    ///   - appVersion: the running app's version.
    ///   - services: what to load before the app is ready.
    ///   - configuration: deadlines and update policy.
    ///   - clock: every deadline runs on it (a test clock in tests).
    ///   - now: the wall-clock date, for the update grace period.
    ///   - logger: where launch logs.
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
        let work = LaunchWork(services: services)
        self.work = work
        let gate = self.gate
        let relay = progress
        let link = ManagerLink()
        let resolveConfig: @Sendable () async -> AppEvent = {
            let anchor = ClockAnchor(clock)
            work.configStarted()
            let resolved = await Self.resolveConfig(remoteConfig, anchor: anchor, appVersion: appVersion, configuration: configuration,
                                                    now: now, logger: logger, pendingUpdate: pendingUpdate)
            if let message = resolved.maintenanceMessage {
                await MainActor.run { link.manager?.configReportedMaintenance(message) }
            }
            await gate.waitUntilOpen()
            return resolved.event
        }
        let loader = ParallelLoader(clock: clock, overallDeadline: configuration.overallServiceDeadline)
        let loadServices: @Sendable () async -> AppEvent = {
            let anchor = ClockAnchor(clock)
            let attempt = work.beginAttempt()
            let sequence = ProgressSequence()
            let report = await loader.load(attempt.services, anchor: anchor) { partial in
                let progress = attempt.progress(partial)
                let number = sequence.next()
                Task { @MainActor in relay.send(progress, attempt: attempt.number, sequence: number) }
            }
            let full = attempt.complete(report)
            work.record(full)
            await MainActor.run {
                relay.send(attempt.progress(LoadProgress(total: attempt.services.count, finished: attempt.services.count, pending: [])),
                           attempt: attempt.number, sequence: .max)
                link.manager?.record(full)
            }
            return Self.event(for: full, logger: logger)
        }
        flow = FlowController(machine: AppStateMachine.make(resolveConfig: resolveConfig, loadServices: loadServices), clock: clock)
        link.manager = self
        flow.rejections.sink { [weak self] rejection in self?.rejected(rejection) }.store(in: &cancellables)
        flow.steps.sink { [weak self] step in self?.didTransition(step) }.store(in: &cancellables)
    }

    // MARK: Observing

    /// The state the app shows: `.maintenanceMode` while maintenance is on,
    /// otherwise ``launchState``.
    public var state: AppState { stateSubject.value }

    /// The current state, then every change (never the same state twice in a row).
    public var statePublisher: AnyPublisher<AppState, Never> { stateSubject.eraseToAnyPublisher() }

    /// The states as an async sequence (current first).
    public var states: AsyncStream<AppState> {
        let publisher = stateSubject.eraseToAnyPublisher()
        return AsyncStream { continuation in
            let subscription = SubscriptionBox(publisher.sink { continuation.yield($0) })
            continuation.onTermination = { _ in subscription.cancel() }
        }
    }

    /// Where launch is, underneath any maintenance.
    public var launchState: AppState { flow.state }

    /// Whether maintenance is on (``state`` is then `.maintenanceMode`).
    public var isInMaintenance: Bool { maintenanceMessage != nil }

    /// Service-loading progress, for the splash screen: the latest value,
    /// then every change, in order.
    public var progressPublisher: AnyPublisher<LoadProgress, Never> { progress.subject.eraseToAnyPublisher() }

    /// Every load attempt's report, when it ends: each service's outcome
    /// (failed optional services included, with the reason), the attempt
    /// number and the services reused from an earlier attempt.
    public var loadReports: AnyPublisher<LoadReport, Never> { reportSubject.eraseToAnyPublisher() }

    /// Rejected commands and events, as they happen.
    public var rejections: AnyPublisher<LaunchRejection, Never> { rejectionSubject.eraseToAnyPublisher() }

    /// Launch work still running (none may outlive its state).
    package var runningWorkCount: Int { flow.runningEffectCount }

    /// Whether every phase entered so far has started its work (its
    /// deadlines are anchored), and how often each call was started — what
    /// a test harness waits for before advancing a test clock.
    package var startedWork: (phasesStarted: Bool, configFetches: Int, serviceLoads: [String: Int]) {
        let counts = work.counts()
        return (counts.configFetches == splashEntries && counts.attempts == loadEntries, counts.configFetches, counts.serviceLoads)
    }

    private var splashEntries = 0
    private var loadEntries = 0

    // MARK: Commands

    /// Starts launch (once) and begins listening to runtime maintenance.
    public func initialize() {
        guard state == .initializing, maintenanceTask == nil else {
            rejectionSubject.send(LaunchRejection(event: .start, state: flow.state.kind, reason: .notAllowedInState))
            return
        }
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

    /// Retries after an error, loading only the services that have not
    /// loaded; rejected in any other state, and during maintenance (its end
    /// retries by itself).
    public func retryFromError() {
        if isInMaintenance {
            rejectionSubject.send(LaunchRejection(event: .retry, state: flow.state.kind, reason: .maintenanceActive))
            return
        }
        flow.send(.retry)
    }

    /// Dismisses the optional-update modal and continues — nothing reloads.
    /// Rejected unless an update is offered.
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
        streamHasReported = true
        logger.info("maintenance \(status.isActive ? "on" : "off")")
        setMaintenance(status.isActive ? status.message : nil)
    }

    private func configReportedMaintenance(_ message: String) {
        guard !streamHasReported else {
            logger.info("config's maintenance flag ignored: the maintenance stream has reported")
            return
        }
        logger.info("maintenance on (remote config)")
        setMaintenance(message)
    }

    private func setMaintenance(_ message: String?) {
        let wasOn = isInMaintenance
        maintenanceMessage = message
        if message != nil { gate.close() } else { gate.open() }
        if wasOn, message == nil, case .error = flow.state {
            // Retry before publishing, so the error is never shown on the way.
            logger.info("maintenance ended in an error state: retrying")
            flow.send(.retry)
        }
        publish()
    }

    private func publish() {
        let shown = maintenanceMessage.map { AppState.maintenanceMode(message: $0) } ?? flow.state
        if shown != stateSubject.value { stateSubject.send(shown) }
    }

    private func record(_ report: LoadReport) {
        for (name, outcome) in report.outcomes { serviceOutcomes[name] = outcome }
        reportSubject.send(report)
        for (name, outcome) in report.outcomes.sorted(by: { $0.key < $1.key }) where outcome != .loaded {
            logger.warning("service did not load", metadata: [
                "service": "\(name)", "outcome": "\(outcome)", "required": "\(report.requiredServices.contains(name))",
                "attempt": "\(report.attempt)",
            ])
        }
    }

    private func rejected(_ rejection: Rejection<AppState, AppEvent, NoReason>) {
        logger.debug("ignored launch event", metadata: ["rejection": "\(rejection)"])
        rejectionSubject.send(LaunchRejection(event: rejection.event, state: flow.state.kind, reason: .notAllowedInState))
    }

    private func didTransition(_ step: StateMachine<AppState, AppEvent, NoReason>.Step) {
        logger.info("launch state", metadata: ["from": "\(step.from.kind)", "to": "\(step.to.kind)"])
        if step.leftState, step.to.kind == .splashLoading { splashEntries += 1 }
        if step.leftState, step.to.kind == .servicesConnecting { loadEntries += 1 }
        publish()
        if case .ready = step.to, step.from.kind == .servicesConnecting, let version = pendingUpdate.take() {
            flow.send(.offerUpdate(version))
        }
    }

    private nonisolated static func resolveConfig(
        _ provider: any RemoteConfigProviding,
        anchor: ClockAnchor,
        appVersion: any AppVersionProviding,
        configuration: Configuration,
        now: @Sendable () -> Date,
        logger: Logger,
        pendingUpdate: PendingUpdate
    ) async -> (event: AppEvent, maintenanceMessage: String?) {
        let config: RemoteConfig
        switch await withDeadline(configuration.configTimeout, anchor: anchor, { try await provider.fetch() }) {
        case .value(let value):
            config = value
        case .timedOut:
            logger.warning("remote config timed out; using defaults")
            config = .defaults
        case .failed(let error) where error is CancellationError:
            // Launch was shut down (or the state left): nothing to decide.
            logger.debug("remote config fetch cancelled")
            return (.configResolved(.upToDate), nil)
        case .failed(let error):
            logger.warning("remote config failed; using defaults", metadata: ["error": "\(error)"])
            config = .defaults
        }
        let decision = Self.decision(config, appVersion: appVersion, configuration: configuration, now: now(), logger: logger)
        if case .available(let version) = decision { pendingUpdate.set(version) }
        return (.configResolved(decision), config.maintenance ? config.maintenanceMessage : nil)
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
        if let name = report.blockingService {
            if case .failed(let reason)? = report.outcomes[name] { return .servicesFailed(.serviceFailed(name: name, reason: reason)) }
            return .servicesFailed(.serviceTimedOut(name: name))
        }
        if report.hitOverallDeadline { return .servicesFailed(.launchTimedOut) }
        return .servicesLoaded
    }
}
