#ifndef SKETCHPAD_CPNG_SHIM_H
#define SKETCHPAD_CPNG_SHIM_H
/* libpng's simplified API, for the tests' golden images and photos without SDL. */
#include <png.h>

/* 8-bit sRGB, B G R A in memory: a little-endian 0xAARRGGBB word, as RGBAImage keeps pixels. */
static inline png_uint_32 sketchpad_png_format_bgra(void) { return PNG_FORMAT_BGRA; }
static inline png_uint_32 sketchpad_png_image_version(void) { return PNG_IMAGE_VERSION; }
#endif
