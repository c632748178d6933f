#ifndef SKETCHPAD_CNETTLE_SHIM_H
#define SKETCHPAD_CNETTLE_SHIM_H
/* SHA-256, to name photos kept from standard input by their content. */
#include <nettle/sha2.h>
#endif
