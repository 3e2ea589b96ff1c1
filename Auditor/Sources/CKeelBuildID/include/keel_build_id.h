#ifndef KEEL_BUILD_ID_H
#define KEEL_BUILD_ID_H

#include <stddef.h>

/// Writes the running executable's build identifier as lowercase hex into
/// `out` (NUL-terminated, at most `capacity` bytes) and returns its length,
/// or 0 when the executable carries none. The identifier is what the linker
/// derives from the linked content: the GNU build ID note on ELF systems,
/// the `LC_UUID` load command on Apple systems. Reads only the loaded image
/// (no file I/O); thread-safe.
size_t keel_build_id(char *out, size_t capacity);

#endif
