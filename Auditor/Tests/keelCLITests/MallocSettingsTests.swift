import CKeelMalloc
import Testing

/// `keel` tunes the C allocator before running a command (`CKeelMalloc`).
/// glibc refuses a setting out of its range (an `M_MMAP_THRESHOLD` above
/// 32 MB, say) by returning 0, and the executable would then run with the
/// default for it: every value must be accepted. Setting them again in the
/// test process is harmless (they only govern how freed memory is kept).
@Suite("allocator settings", .timeLimit(.minutes(3)))
struct MallocSettingsTests {
    @Test func everySettingIsAccepted() {
        #if os(Linux) && !canImport(Musl)
        #expect(keel_malloc_configure_for_single_run() == 1) // applied, not skipped as "not glibc"
        #else
        #expect(keel_malloc_configure_for_single_run() == -1)
        #endif
    }
}
