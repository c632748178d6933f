#ifndef SKETCHPAD_CPNG_SHIM_H
#define SKETCHPAD_CPNG_SHIM_H
/* libpng: its simplified API reads and writes the tests' PNGs without SDL, and
   sketchpad-bench measures its encoder against the app's own. */
#include <png.h>

/* 8-bit sRGB, B G R A in memory: a little-endian 0xAARRGGBB word, as RGBAImage keeps pixels. */
static inline png_uint_32 sketchpad_png_format_bgra(void) { return PNG_FORMAT_BGRA; }
static inline png_uint_32 sketchpad_png_image_version(void) { return PNG_IMAGE_VERSION; }
#endif
