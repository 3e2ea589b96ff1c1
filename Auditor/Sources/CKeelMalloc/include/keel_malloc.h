#ifndef KEEL_MALLOC_H
#define KEEL_MALLOC_H

/// Tunes the C allocator for a process that exits when its one job is done
/// (the `keel` executable). With glibc, three settings:
///
/// - memory freed is not handed back to the kernel before exit (trim
///   threshold 256 MB): returning it costs a `madvise` per freed heap top
///   and, in a virtual machine, an inter-processor interrupt per call to
///   flush the other cores' TLBs; on Windscribe's tree, parsing alone made
///   ~3,900 such calls and ran 30 % slower for them;
/// - allocations below 32 MB (glibc's maximum) come from the heap instead
///   of their own `mmap`/`munmap` pair (a large file's syntax arena);
/// - a thread's heap grows 16 MB at a time instead of a page at a time
///   (an `mprotect` per growth: ~3,650 in a cold audit of DuckDuckGo's
///   tree, 13 with this setting).
///
/// Call it first, before any thread starts. Returns 1 when every setting
/// was accepted, 0 when glibc refused one; elsewhere than glibc (macOS's
/// allocator, musl) it changes nothing and returns -1. Memory use at the
/// peak is unchanged; what differs is that the process keeps its peak
/// until it exits.
int keel_malloc_configure_for_single_run(void);

#endif
