#ifndef SKETCHPAD_CZIP_H
#define SKETCHPAD_CZIP_H
/*
 * libzip: the .sketch drawing, a ZIP container as OpenRaster and ODF use (mimetype first and
 * stored), read and written in memory (SketchPlatform/Files/ZipArchive.swift). Its types and
 * constants come from its header; its functions are reached only through the table below,
 * filled from the library opened with dlopen on the first drawing read or written. Nothing
 * links libzip, so neither it nor what it links (libcrypto among them, 1.5 MB) is mapped at
 * launch.
 */
#include <stdbool.h>
#include <zip.h>

/* Clang's nullability, which Swift reads; GCC (CMake's C compiler) has none. */
#ifndef __clang__
#define _Nonnull
#define _Nullable
#endif

/* Every libzip function the app calls. */
#define SKETCHPAD_ZIP_FUNCTIONS(X) \
    X(zip_error_init) \
    X(zip_error_fini) \
    X(zip_source_buffer_create) \
    X(zip_source_keep) \
    X(zip_source_free) \
    X(zip_open_from_source) \
    X(zip_discard) \
    X(zip_source_buffer) \
    X(zip_file_add) \
    X(zip_set_file_compression) \
    X(zip_close) \
    X(zip_stat_init) \
    X(zip_source_open) \
    X(zip_source_close) \
    X(zip_source_stat) \
    X(zip_source_read) \
    X(zip_get_num_entries) \
    X(zip_stat_index) \
    X(zip_fopen_index) \
    X(zip_fclose) \
    X(zip_fread)

typedef struct {
#define SKETCHPAD_ZIP_FIELD(name) __typeof__(name) *_Nonnull name;
    SKETCHPAD_ZIP_FUNCTIONS(SKETCHPAD_ZIP_FIELD)
#undef SKETCHPAD_ZIP_FIELD
} SketchpadZip;

/*
 * `library` (libzip.so.4) opened and every function above found in it, into `*table`; false
 * when it cannot be, with `*table` untouched and `*problem` set to dlopen's or dlsym's words.
 * Made from the list above by CLibraryLoader's SKETCHPAD_LIBRARY_OPENER (zip_loader.c).
 */
bool sketchpad_zip_open(const char *_Nonnull library, SketchpadZip *_Nonnull table, const char *_Nullable *_Nonnull problem);

#endif
