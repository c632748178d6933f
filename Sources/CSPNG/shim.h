#ifndef SKETCHPAD_CSPNG_SHIM_H
#define SKETCHPAD_CSPNG_SHIM_H
/* libspng: the app's PNG decoder, and one of the PNG encoders sketchpad-bench measures
   against the app's own. */
#include <spng.h>
#endif
