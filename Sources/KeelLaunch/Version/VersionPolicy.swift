import Foundation

/// What an update check concludes.
public enum UpdateDecision: Sendable, Equatable {
    /// Below the minimum: the app must not be used until updated.
    case required(AppVersion)
    /// A newer version is out and may be offered (dismissible).
    case available(AppVersion)
    /// Nothing to offer.
    case upToDate
}

/// The coordinator refactor plan's update rules, made precise: a required update below
/// `minimum`; an optional one when `latest` is newer, not skipped by the
/// user, and released longer ago than `gracePeriod` — the App Store takes
/// time to serve a release everywhere, and prompting before that sends users
/// to a store page without the update (the "false update loop").
public struct VersionPolicy: Sendable, Equatable {
    /// Below this, the update is required.
    public var minimum: AppVersion?
    /// The newest release, offered when newer than the running version.
    public var latest: AppVersion?
    /// When `latest` was released (from remote config), if known.
    public var latestReleasedAt: Date?
    /// How long after `latestReleasedAt` before `latest` is offered.
    public var gracePeriod: TimeInterval
    /// Versions the user chose to skip.
    public var skipped: Set<AppVersion>

    /// A policy; with no `minimum` and no `latest` it decides `.upToDate`.
    public init(minimum: AppVersion? = nil, latest: AppVersion? = nil, latestReleasedAt: Date? = nil,
                gracePeriod: TimeInterval = 24 * 60 * 60, skipped: Set<AppVersion> = []) {
        self.minimum = minimum
        self.latest = latest
        self.latestReleasedAt = latestReleasedAt
        self.gracePeriod = gracePeriod
        self.skipped = skipped
    }

    /// The decision for the running version at `now`.
    public func decide(current: AppVersion, now: Date) -> UpdateDecision {
        if let minimum, current < minimum { return .required(minimum) }
        guard let latest, current < latest, !skipped.contains(latest) else { return .upToDate }
        if let releasedAt = latestReleasedAt, now.timeIntervalSince(releasedAt) < gracePeriod { return .upToDate }
        return .available(latest)
    }
}
