#ifndef SKETCHPAD_CZIP_SHIM_H
#define SKETCHPAD_CZIP_SHIM_H
/* libzip: the .sketch drawing, a ZIP container as OpenRaster and ODF use (mimetype first and
   stored), read and written in memory. */
#include <zip.h>
#endif
