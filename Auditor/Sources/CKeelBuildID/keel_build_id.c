// dl_iterate_phdr is a GNU extension: declared only with _GNU_SOURCE, which
// must come before the first system header.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif

#include "keel_build_id.h"

#include <stdint.h>
#include <string.h>

static size_t keel_hex(const unsigned char *bytes, size_t count, char *out, size_t capacity) {
    static const char digits[] = "0123456789abcdef";
    if (capacity < count * 2 + 1) return 0;
    for (size_t i = 0; i < count; i++) {
        out[2 * i] = digits[bytes[i] >> 4];
        out[2 * i + 1] = digits[bytes[i] & 15];
    }
    out[count * 2] = 0;
    return count * 2;
}

#if defined(__APPLE__)
#include <mach-o/dyld.h>
#include <mach-o/loader.h>

size_t keel_build_id(char *out, size_t capacity) {
    const struct mach_header_64 *header = (const struct mach_header_64 *)_dyld_get_image_header(0);
    if (header == NULL || header->magic != MH_MAGIC_64) return 0;
    const uint8_t *command = (const uint8_t *)(header + 1);
    for (uint32_t i = 0; i < header->ncmds; i++) {
        const struct load_command *load = (const struct load_command *)command;
        if (load->cmd == LC_UUID) {
            const struct uuid_command *uuid = (const struct uuid_command *)load;
            return keel_hex(uuid->uuid, sizeof uuid->uuid, out, capacity);
        }
        command += load->cmdsize;
    }
    return 0;
}

#elif defined(__linux__)
#include <elf.h>
#include <link.h>

struct keel_search {
    char *out;
    size_t capacity;
    size_t length;
};

static int keel_visit(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct keel_search *search = data;
    // The first object dl_iterate_phdr reports is the executable itself.
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_NOTE) continue;
        const uint8_t *note = (const uint8_t *)(info->dlpi_addr + segment->p_vaddr);
        const uint8_t *end = note + segment->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *header = (const ElfW(Nhdr) *)note;
            const uint8_t *name = note + sizeof(ElfW(Nhdr));
            const uint8_t *desc = name + ((header->n_namesz + 3) & ~3u);
            const uint8_t *next = desc + ((header->n_descsz + 3) & ~3u);
            if (next > end) break;
            if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                search->length = keel_hex(desc, header->n_descsz, search->out, search->capacity);
                return 1;
            }
            note = next;
        }
    }
    return 1; // only the executable is searched
}

size_t keel_build_id(char *out, size_t capacity) {
    struct keel_search search = { out, capacity, 0 };
    dl_iterate_phdr(keel_visit, &search);
    return search.length;
}

#else
size_t keel_build_id(char *out, size_t capacity) {
    (void)out;
    (void)capacity;
    return 0;
}
#endif
