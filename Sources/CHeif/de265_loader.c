/* libde265's table (see include/CHeif.h), filled by the shared loader (CLibraryLoader). */
#include "CHeif.h"
#include <CLibraryLoader.h>

SKETCHPAD_LIBRARY_OPENER(sketchpad_de265_open, SketchpadDe265, SKETCHPAD_DE265_FUNCTIONS)
