#ifndef SKETCHPAD_CZLIB_SHIM_H
#define SKETCHPAD_CZLIB_SHIM_H
/* zlib, for the PNG encoder: each horizontal stripe of the picture is deflated on its own
   thread as a raw stream, and the pieces are joined into one zlib stream. */
#include <zlib.h>

/* deflateInit2 is a macro, which Swift cannot call. A raw stream (no zlib header or trailer:
   the encoder writes those once for the joined stream), with a 32 KB window. */
static inline int sketchpad_deflate_init_raw(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, strategy);
}
#endif
