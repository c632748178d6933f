/* SDL2_image's table (see include/CSDLImage.h), filled by the shared loader (CLibraryLoader). */
#include "CSDLImage.h"
#include <CLibraryLoader.h>

SKETCHPAD_LIBRARY_OPENER(sketchpad_sdl_image_open, SketchpadSDLImage, SKETCHPAD_SDL_IMAGE_FUNCTIONS)
