/// Swift 6.2's default actor isolation, as build descriptions state it: a
/// module built with `-default-isolation MainActor` has every declaration
/// without an isolation of its own on the main actor (Xcode 26 makes it
/// the default for new app targets).
///
/// Read from `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in Xcode projects
/// (a target's build configurations, else the project's), XcodeGen and
/// Tuist settings, and `.defaultIsolation(MainActor.self)` among a
/// `Package.swift` target's `swiftSettings`. When configurations disagree,
/// the module counts as main-actor isolated only if every configuration
/// that states it says `MainActor`. Also read: whether nonisolated `async`
/// functions run on their caller's actor (`runsAsyncOnCaller`); Tuist
/// settings are not read for that.
enum DefaultIsolation {
    static let buildSetting = "SWIFT_DEFAULT_ACTOR_ISOLATION"

    /// From per-configuration build settings: the target's, falling back to the project's.
    static func isMainActor(target: [[String: String]], project: [[String: String]]) -> Bool {
        let stated = target.compactMap { $0[buildSetting] }
        let values = stated.isEmpty ? project.compactMap { $0[buildSetting] } : stated
        return !values.isEmpty && values.allSatisfy { $0 == "MainActor" }
    }

    /// From a manifest's `swiftSettings:` argument, as written.
    static func isMainActor(swiftSettings text: String) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
        return compact.contains(".defaultIsolation(MainActor.self)")
    }

    /// Build settings under which a nonisolated `async` function runs on its
    /// caller's actor instead of the generic executor (SE-0461's upcoming
    /// feature `NonisolatedNonsendingByDefault`, which Xcode 26's
    /// "Approachable Concurrency" turns on).
    static let callerIsolationSettings = ["SWIFT_APPROACHABLE_CONCURRENCY", "SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT"]

    /// From per-configuration build settings: every configuration that states one of them says `YES`.
    static func runsAsyncOnCaller(target: [[String: String]], project: [[String: String]]) -> Bool {
        func stated(_ configurations: [[String: String]]) -> [String] {
            configurations.compactMap { configuration in
                let values = callerIsolationSettings.compactMap { configuration[$0] }
                return values.isEmpty ? nil : (values.contains("YES") ? "YES" : "NO")
            }
        }
        let own = stated(target)
        let values = own.isEmpty ? stated(project) : own
        return !values.isEmpty && values.allSatisfy { $0 == "YES" }
    }

    /// From a manifest's `swiftSettings:` argument, as written.
    static func runsAsyncOnCaller(swiftSettings text: String) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
        return compact.contains(".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")")
    }

    /// From a Tuist target's `settings:` argument, as written.
    static func isMainActor(tuistSettings text: String) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
        return compact.contains("\"\(buildSetting)\":\"MainActor\"") || compact.contains("\"\(buildSetting)\":.string(\"MainActor\")")
    }
}
