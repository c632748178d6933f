/* libde265 opened with dlopen, its functions found with dlsym (see include/CHeif.h). */
#include "CHeif.h"
#include <dlfcn.h>

static SketchpadDe265 table;

const SketchpadDe265 *sketchpad_de265_open(const char *library, const char **problem) {
    *problem = NULL;
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        *problem = dlerror();
        return NULL;
    }
#define SKETCHPAD_DE265_FIND(name) \
    if ((*(void **)&table.name = dlsym(handle, #name)) == NULL) { *problem = dlerror(); dlclose(handle); return NULL; }
    SKETCHPAD_DE265_FUNCTIONS(SKETCHPAD_DE265_FIND)
#undef SKETCHPAD_DE265_FIND
    return &table;
}
