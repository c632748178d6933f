#ifndef SKETCHPAD_CHEIF_H
#define SKETCHPAD_CHEIF_H
/*
 * libheif: HEIC/HEIF and AVIF photos decoded (SketchPlatform/Images/HEIFDecoder.swift).
 * Its types and constants come from its header; its functions are reached only through the
 * table below, filled from the library opened with dlopen on the first HEIF the app decodes.
 * Nothing links libheif, so its codecs (x265, aom, dav1d, de265) are not mapped before then,
 * and a machine without it refuses HEIF photos and runs on otherwise.
 */
#include <libheif/heif.h>
#include <libde265/de265.h>
#include <stdbool.h>

/* Clang's nullability, which Swift reads; GCC (CMake's C compiler) has none. */
#ifndef __clang__
#define _Nonnull
#define _Nullable
#endif

/* Every libheif function the app calls. */
#define SKETCHPAD_HEIF_FUNCTIONS(X) \
    X(heif_init) \
    X(heif_context_alloc) \
    X(heif_context_free) \
    X(heif_context_set_maximum_image_size_limit) \
    X(heif_context_set_max_decoding_threads) \
    X(heif_context_read_from_memory_without_copy) \
    X(heif_context_get_primary_image_handle) \
    X(heif_image_handle_release) \
    X(heif_image_handle_get_width) \
    X(heif_image_handle_get_height) \
    X(heif_image_handle_get_number_of_thumbnails) \
    X(heif_image_handle_get_list_of_thumbnail_IDs) \
    X(heif_image_handle_get_thumbnail) \
    X(heif_image_handle_has_alpha_channel) \
    X(heif_image_handle_is_premultiplied_alpha) \
    X(heif_image_handle_get_color_profile_type) \
    X(heif_image_handle_get_raw_color_profile_size) \
    X(heif_image_handle_get_raw_color_profile) \
    X(heif_image_handle_get_nclx_color_profile) \
    X(heif_nclx_color_profile_free) \
    X(heif_image_handle_get_list_of_metadata_block_IDs) \
    X(heif_image_handle_get_metadata_size) \
    X(heif_image_handle_get_metadata) \
    X(heif_decoding_options_alloc) \
    X(heif_decoding_options_free) \
    X(heif_decode_image) \
    X(heif_image_release) \
    X(heif_image_get_plane_readonly) \
    X(heif_image_get_width) \
    X(heif_image_get_height)

/* The functions, each named as libheif names it. */
typedef struct {
#define SKETCHPAD_HEIF_FIELD(name) __typeof__(name) *_Nonnull name;
    SKETCHPAD_HEIF_FUNCTIONS(SKETCHPAD_HEIF_FIELD)
#undef SKETCHPAD_HEIF_FIELD
} SketchpadHeif;

/*
 * Opens `library` (a file name dlopen looks up, as libheif.so.1) and finds every function in
 * it, into `*table`; false, with `*table` untouched and `*problem` set to dlopen's or dlsym's
 * words (for the log; the user is told which package to install), when it cannot. Made from
 * the list above by CLibraryLoader's SKETCHPAD_LIBRARY_OPENER (heif_loader.c).
 */
bool sketchpad_heif_open(const char *_Nonnull library, SketchpadHeif *_Nonnull table, const char *_Nullable *_Nonnull problem);

/*
 * libde265, the HEVC decoder libheif itself opens: called directly for a plain HEVC picture
 * (HEIFDecoder+HEVC.swift), with as many worker threads as there are cores where libheif 1.15
 * starts one. Opened only once libheif is, so it costs no more memory than libheif does.
 */
#define SKETCHPAD_DE265_FUNCTIONS(X) \
    X(de265_new_decoder) \
    X(de265_free_decoder) \
    X(de265_start_worker_threads) \
    X(de265_push_NAL) \
    X(de265_flush_data) \
    X(de265_decode) \
    X(de265_get_next_picture) \
    X(de265_release_next_picture) \
    X(de265_get_warning) \
    X(de265_get_chroma_format) \
    X(de265_get_bits_per_pixel) \
    X(de265_get_image_width) \
    X(de265_get_image_height) \
    X(de265_get_image_plane)

typedef struct {
#define SKETCHPAD_DE265_FIELD(name) __typeof__(name) *_Nonnull name;
    SKETCHPAD_DE265_FUNCTIONS(SKETCHPAD_DE265_FIELD)
#undef SKETCHPAD_DE265_FIELD
} SketchpadDe265;

/* As `sketchpad_heif_open`, for libde265 (libde265.so.0). */
bool sketchpad_de265_open(const char *_Nonnull library, SketchpadDe265 *_Nonnull table, const char *_Nullable *_Nonnull problem);

#endif
