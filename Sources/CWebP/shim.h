#ifndef SKETCHPAD_CWEBP_SHIM_H
#define SKETCHPAD_CWEBP_SHIM_H
/* libwebp: saved pictures encoded as WebP (lossy, or lossless at quality 100), and decoded in
   the tests; libwebpmux: the sRGB profile put into the file as its ICCP chunk. */
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>

/* WebPConfigInit, WebPPictureInit and WebPMuxNew are inline wrappers around versioned calls;
   these give Swift plain functions. */
static inline int sketchpad_webp_config_init(WebPConfig *config) { return WebPConfigInit(config); }
static inline int sketchpad_webp_picture_init(WebPPicture *picture) { return WebPPictureInit(picture); }
static inline WebPMux *sketchpad_webp_mux_new(void) { return WebPMuxNew(); }
#endif
