#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KeelAudit

/// The clock the kernel stamps files with, read without writing anything
/// (the audit cache touches a file for this; a read-only server may not).
/// On Linux that is `CLOCK_REALTIME_COARSE`: file times come from the
/// coarse clock, so a stamp taken after this reading is never earlier
/// than it. Where file times are finer, a stamp can only compare later,
/// which marks more files racy (read again), never fewer.
enum FileClock {
    /// A reading of the clock, comparable with a file's stamp.
    struct Reading: Sendable, Hashable {
        var seconds: Int64
        var nanoseconds: Int64

        /// Whether the file was touched at or after this reading.
        func isNotAfter(_ time: FileTime) -> Bool {
            (seconds, nanoseconds) <= (time.seconds, time.nanoseconds)
        }
    }

    static func now() -> Reading {
        var spec = timespec()
        #if os(Linux)
        clock_gettime(CLOCK_REALTIME_COARSE, &spec)
        #else
        clock_gettime(CLOCK_REALTIME, &spec)
        #endif
        return Reading(seconds: Int64(spec.tv_sec), nanoseconds: Int64(spec.tv_nsec))
    }

    /// `stat` of `path` (following symbolic links), nil when it does not exist.
    static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }
}
