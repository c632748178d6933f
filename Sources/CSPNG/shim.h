#ifndef SKETCHPAD_CSPNG_SHIM_H
#define SKETCHPAD_CSPNG_SHIM_H
/* libspng, one of the PNG encoders sketchpad-bench measures against the app's own. */
#include <spng.h>
#endif
