/* libzip's table (see include/CZip.h), filled by the shared loader (CLibraryLoader). */
#include "CZip.h"
#include <CLibraryLoader.h>

SKETCHPAD_LIBRARY_OPENER(sketchpad_zip_open, SketchpadZip, SKETCHPAD_ZIP_FUNCTIONS)
