#ifndef SKETCHPAD_CTURBOJPEG_SHIM_H
#define SKETCHPAD_CTURBOJPEG_SHIM_H
/* libjpeg-turbo's TurboJPEG API: JPEG decoding straight into the app's pixel layout, at a
   DCT scaling factor when only a smaller picture is needed, and encoding into memory. */
#include <turbojpeg.h>

/* TJSCALED is a macro, which Swift cannot call. */
static inline int sketchpad_tj_scaled(int dimension, tjscalingfactor factor) {
    return TJSCALED(dimension, factor);
}
#endif
