/* libzip opened with dlopen, its functions found with dlsym (see include/CZip.h). */
#include "CZip.h"
#include <dlfcn.h>

static SketchpadZip table;

const SketchpadZip *sketchpad_zip_open(const char *library, const char **problem) {
    *problem = NULL;
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        *problem = dlerror();
        return NULL;
    }
#define SKETCHPAD_ZIP_FIND(name) \
    if ((*(void **)&table.name = dlsym(handle, #name)) == NULL) { *problem = dlerror(); dlclose(handle); return NULL; }
    SKETCHPAD_ZIP_FUNCTIONS(SKETCHPAD_ZIP_FIND)
#undef SKETCHPAD_ZIP_FIND
    return &table;
}
