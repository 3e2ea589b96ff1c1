import Foundation

/// `KEEL_PHASES=1`: where a run's time goes, phase by phase, written to
/// standard error when the run ends — elapsed time and the process's CPU
/// time (user + system, every thread) per phase, so a phase whose CPU time
/// is about its elapsed time ran on one core, and one near twice it on two.
/// For the performance diary (docs/articles/Audit-Performance.md); reports
/// are unchanged by it.
///
/// Threading: `mark(_:)` may be called from any thread (a lock guards the
/// log); a phase is the time since the previous mark, so marks belong on
/// one task's path (the run's), not inside parallel work.
/// Errors: none; without the variable every call returns at once.
package enum PhaseClock {
    /// Whether `KEEL_PHASES` is set to anything but empty or `0`.
    package static let isEnabled: Bool = {
        guard let value = ProcessInfo.processInfo.environment["KEEL_PHASES"] else { return false }
        return !value.isEmpty && value != "0"
    }()

    /// Ends the current phase under `name` (the first mark starts the clock).
    package static func mark(_ name: String) {
        guard isEnabled else { return }
        log.mark(name)
    }

    /// The phases so far as a table (one line each, then the total), and forgets them.
    package static func drain() -> String {
        guard isEnabled else { return "" }
        return log.drain()
    }

    private static let log = PhaseLog()
}

private final class PhaseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (wall: Double, cpu: Double)?
    private var phases: [(name: String, wall: Double, cpu: Double)] = []

    func mark(_ name: String) {
        let now = (wall: Self.wallSeconds(), cpu: Self.cpuSeconds())
        lock.lock()
        defer { lock.unlock() }
        if let last { phases.append((name, now.wall - last.wall, now.cpu - last.cpu)) }
        last = now
    }

    func drain() -> String {
        lock.lock()
        defer { lock.unlock() }
        var text = "phase                          elapsed ms   cpu ms   cpu/elapsed\n"
        var total = (wall: 0.0, cpu: 0.0)
        for phase in phases {
            text += Self.line(phase.name, phase.wall, phase.cpu)
            total.wall += phase.wall
            total.cpu += phase.cpu
        }
        text += Self.line("total", total.wall, total.cpu)
        phases = []
        last = nil
        return text
    }

    private static func line(_ name: String, _ wall: Double, _ cpu: Double) -> String {
        let padded = name.count < 30 ? name + String(repeating: " ", count: 30 - name.count) : name
        let ratio = wall > 0 ? cpu / wall : 0
        return padded + String(format: " %10.1f %8.1f %8.2f\n", wall * 1000, cpu * 1000, ratio)
    }

    private static func wallSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func cpuSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
