#ifndef SKETCHPAD_CSDLIMAGE_H
#define SKETCHPAD_CSDLIMAGE_H
/*
 * SDL2_image: the decoders of GIF, BMP, WebP and TIFF photos, and the JPEG decoder and PNG
 * encoder that sketchpad-bench and the tests measure the app's own against
 * (SketchPlatform/Images/ImageFile+SDLImage.swift). Its types come from its header; its
 * functions are reached only through the table below, filled from the library opened with
 * dlopen on the first such file. Nothing links SDL2_image, so neither it nor the decoders it
 * links (libtiff, libjpeg, libjbig, libLerc, libdeflate) are mapped at launch. It shares the
 * app's libSDL2, which is already loaded when it opens.
 */
#include <SDL2/SDL_image.h>
#include <stdbool.h>

/* Clang's nullability, which Swift reads; GCC (CMake's C compiler) has none. */
#ifndef __clang__
#define _Nonnull
#define _Nullable
#endif

/* Every SDL2_image function the app calls. */
#define SKETCHPAD_SDL_IMAGE_FUNCTIONS(X) \
    X(IMG_LoadPNG_RW) \
    X(IMG_LoadJPG_RW) \
    X(IMG_LoadGIF_RW) \
    X(IMG_LoadBMP_RW) \
    X(IMG_LoadWEBP_RW) \
    X(IMG_LoadTIF_RW) \
    X(IMG_SavePNG)

typedef struct {
#define SKETCHPAD_SDL_IMAGE_FIELD(name) __typeof__(name) *_Nonnull name;
    SKETCHPAD_SDL_IMAGE_FUNCTIONS(SKETCHPAD_SDL_IMAGE_FIELD)
#undef SKETCHPAD_SDL_IMAGE_FIELD
} SketchpadSDLImage;

/*
 * `library` (libSDL2_image-2.0.so.0) opened and every function above found in it, into
 * `*table`; false when it cannot be, with `*table` untouched and `*problem` set to dlopen's or
 * dlsym's words. Made from the list above by CLibraryLoader's SKETCHPAD_LIBRARY_OPENER
 * (sdl_image_loader.c).
 */
bool sketchpad_sdl_image_open(const char *_Nonnull library, SketchpadSDLImage *_Nonnull table, const char *_Nullable *_Nonnull problem);

#endif
