#include "keel_malloc.h"

#if defined(__linux__)
#include <malloc.h>  // defines __GLIBC__ on glibc (through <features.h>)
#endif

#if defined(__GLIBC__)
int keel_malloc_configure_for_single_run(void) {
    int accepted = 1;
    accepted &= mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    accepted &= mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    accepted &= mallopt(M_TOP_PAD, 16 * 1024 * 1024);
    return accepted;
}
#else
int keel_malloc_configure_for_single_run(void) { return -1; }
#endif
