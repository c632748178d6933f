/* libheif's table (see include/CHeif.h), filled by the shared loader (CLibraryLoader). */
#include "CHeif.h"
#include <CLibraryLoader.h>

SKETCHPAD_LIBRARY_OPENER(sketchpad_heif_open, SketchpadHeif, SKETCHPAD_HEIF_FUNCTIONS)
