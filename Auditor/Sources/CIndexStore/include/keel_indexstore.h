#ifndef KEEL_INDEXSTORE_H
#define KEEL_INDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// The part of the compiler's index-store library (libIndexStore, shipped
/// with every Swift toolchain) that `keel` reads, declared here from its
/// documented C API so that building keel needs neither the library nor its
/// header: the library is opened at run time (`keel_indexstore_load`).
///
/// Every handle (`void *`) is owned by the library; a reader made with a
/// `*_create` function is released with its `*_dispose`. Strings come back
/// as a pointer and a length (not NUL-terminated), valid while the object
/// they came from lives. The `*_apply_f` functions call `applier` once per
/// element, synchronously, on the calling thread; returning false stops.
/// Nothing here is thread-safe: use one store from one thread at a time.

/// A string owned by the library: `length` bytes from `data`.
typedef struct {
    const char *data;
    size_t length;
} keel_indexstore_string;

/// The functions of libIndexStore keel calls, resolved by name.
typedef struct {
    const char *(*error_get_description)(void *error);
    void (*error_dispose)(void *error);

    void *(*store_create)(const char *store_path, void **error);
    void (*store_dispose)(void *store);
    bool (*store_units_apply_f)(void *store, unsigned sorted, void *context,
                                bool (*applier)(void *context, keel_indexstore_string unit_name));

    void *(*unit_reader_create)(void *store, const char *unit_name, void **error);
    void (*unit_reader_dispose)(void *unit_reader);
    keel_indexstore_string (*unit_reader_get_module_name)(void *unit_reader);
    keel_indexstore_string (*unit_reader_get_main_file)(void *unit_reader);
    bool (*unit_reader_is_system_unit)(void *unit_reader);
    bool (*unit_reader_dependencies_apply_f)(void *unit_reader, void *context,
                                             bool (*applier)(void *context, void *dependency));

    /// 1 = unit, 2 = record, 3 = file.
    int (*unit_dependency_get_kind)(void *dependency);
    bool (*unit_dependency_is_system)(void *dependency);
    keel_indexstore_string (*unit_dependency_get_name)(void *dependency);
    keel_indexstore_string (*unit_dependency_get_filepath)(void *dependency);
    keel_indexstore_string (*unit_dependency_get_modulename)(void *dependency);

    void *(*record_reader_create)(void *store, const char *record_name, void **error);
    void (*record_reader_dispose)(void *record_reader);
    bool (*record_reader_occurrences_apply_f)(void *record_reader, void *context,
                                              bool (*applier)(void *context, void *occurrence));

    void *(*occurrence_get_symbol)(void *occurrence);
    uint64_t (*occurrence_get_roles)(void *occurrence);
    void (*occurrence_get_line_col)(void *occurrence, unsigned *line, unsigned *column);

    int (*symbol_get_kind)(void *symbol);
    int (*symbol_get_subkind)(void *symbol);
    keel_indexstore_string (*symbol_get_name)(void *symbol);
    keel_indexstore_string (*symbol_get_usr)(void *symbol);
} keel_indexstore_functions;

/// Opens the library at `library_path` (dlopen) and fills `functions`.
/// Returns 1 on success. On failure returns 0, leaves the library closed and
/// writes a one-line reason (the loader's message, or the first missing
/// function) into `message` (at most `message_size` bytes, NUL-terminated).
/// A library that loaded is never closed: its handles stay valid until exit.
int keel_indexstore_load(const char *library_path, keel_indexstore_functions *functions,
                         char *message, size_t message_size);

#endif
