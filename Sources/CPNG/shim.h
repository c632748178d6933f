#ifndef SKETCHPAD_CPNG_SHIM_H
#define SKETCHPAD_CPNG_SHIM_H
/* libpng, one of the PNG encoders sketchpad-bench measures against the app's own. */
#include <png.h>
#endif
