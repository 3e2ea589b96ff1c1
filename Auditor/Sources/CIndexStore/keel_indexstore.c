#include "keel_indexstore.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/// Resolves one function into a slot; on failure, names it in `message`.
static int resolve(void *library, const char *name, void **slot, char *message, size_t message_size) {
    dlerror();
    void *address = dlsym(library, name);
    if (address == NULL) {
        snprintf(message, message_size, "the library has no function %s (not a libIndexStore, or too old)", name);
        return 0;
    }
    *slot = address;
    return 1;
}

int keel_indexstore_load(const char *library_path, keel_indexstore_functions *functions,
                         char *message, size_t message_size) {
    if (message_size > 0) message[0] = '\0';
    void *library = dlopen(library_path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(message, message_size, "%s", reason != NULL ? reason : "dlopen failed");
        return 0;
    }
    keel_indexstore_functions loaded;
    memset(&loaded, 0, sizeof loaded);
    // Each slot and the library's name for it (the C API's prefix is
    // "indexstore_"); a table so that a missing one is named.
    struct { void **slot; const char *name; } table[] = {
        {(void **)&loaded.error_get_description, "indexstore_error_get_description"},
        {(void **)&loaded.error_dispose, "indexstore_error_dispose"},
        {(void **)&loaded.store_create, "indexstore_store_create"},
        {(void **)&loaded.store_dispose, "indexstore_store_dispose"},
        {(void **)&loaded.store_units_apply_f, "indexstore_store_units_apply_f"},
        {(void **)&loaded.unit_reader_create, "indexstore_unit_reader_create"},
        {(void **)&loaded.unit_reader_dispose, "indexstore_unit_reader_dispose"},
        {(void **)&loaded.unit_reader_get_module_name, "indexstore_unit_reader_get_module_name"},
        {(void **)&loaded.unit_reader_get_main_file, "indexstore_unit_reader_get_main_file"},
        {(void **)&loaded.unit_reader_is_system_unit, "indexstore_unit_reader_is_system_unit"},
        {(void **)&loaded.unit_reader_dependencies_apply_f, "indexstore_unit_reader_dependencies_apply_f"},
        {(void **)&loaded.unit_dependency_get_kind, "indexstore_unit_dependency_get_kind"},
        {(void **)&loaded.unit_dependency_is_system, "indexstore_unit_dependency_is_system"},
        {(void **)&loaded.unit_dependency_get_name, "indexstore_unit_dependency_get_name"},
        {(void **)&loaded.unit_dependency_get_filepath, "indexstore_unit_dependency_get_filepath"},
        {(void **)&loaded.unit_dependency_get_modulename, "indexstore_unit_dependency_get_modulename"},
        {(void **)&loaded.record_reader_create, "indexstore_record_reader_create"},
        {(void **)&loaded.record_reader_dispose, "indexstore_record_reader_dispose"},
        {(void **)&loaded.record_reader_occurrences_apply_f, "indexstore_record_reader_occurrences_apply_f"},
        {(void **)&loaded.occurrence_get_symbol, "indexstore_occurrence_get_symbol"},
        {(void **)&loaded.occurrence_get_roles, "indexstore_occurrence_get_roles"},
        {(void **)&loaded.occurrence_get_line_col, "indexstore_occurrence_get_line_col"},
        {(void **)&loaded.symbol_get_kind, "indexstore_symbol_get_kind"},
        {(void **)&loaded.symbol_get_subkind, "indexstore_symbol_get_subkind"},
        {(void **)&loaded.symbol_get_name, "indexstore_symbol_get_name"},
        {(void **)&loaded.symbol_get_usr, "indexstore_symbol_get_usr"},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (!resolve(library, table[i].name, table[i].slot, message, message_size)) {
            dlclose(library);
            return 0;
        }
    }
    *functions = loaded;
    return 1;
}
