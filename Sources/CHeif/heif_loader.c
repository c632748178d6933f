/* libheif opened with dlopen, its functions found with dlsym (see include/CHeif.h). */
#include "CHeif.h"
#include <dlfcn.h>

static SketchpadHeif table;

const SketchpadHeif *sketchpad_heif_open(const char *library, const char **problem) {
    *problem = NULL;
    /* Its own namespace: libheif's symbols never stand in for another library's. */
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        *problem = dlerror();
        return NULL;
    }
#define SKETCHPAD_HEIF_FIND(name) \
    if ((*(void **)&table.name = dlsym(handle, #name)) == NULL) { *problem = dlerror(); dlclose(handle); return NULL; }
    SKETCHPAD_HEIF_FUNCTIONS(SKETCHPAD_HEIF_FIND)
#undef SKETCHPAD_HEIF_FIND
    return &table;
}
