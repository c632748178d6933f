/* dlopen and dlsym for every library the app opens on first use (see include/CLibraryLoader.h). */
#include "CLibraryLoader.h"
#include <dlfcn.h>
#include <stdio.h>

/*
 * dlerror's text, copied: glibc frees it at the next dl call of the thread (the dlclose that
 * follows a missing function), so the pointer dlerror gives cannot be handed on.
 */
static const char *copied(const char *error, const char *otherwise) {
    static _Thread_local char words[512];
    snprintf(words, sizeof words, "%s", error != NULL ? error : otherwise);
    return words;
}

bool sketchpad_library_open(const char *library, const char *const *names, void **slots, size_t count,
                            const char **problem) {
    *problem = NULL;
    /* RTLD_NOW: a missing symbol fails here, not at the first call in the middle of a decode.
       RTLD_LOCAL: the library's symbols never stand in for another library's. */
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        *problem = copied(dlerror(), library);
        return false;
    }
    for (size_t i = 0; i < count; i++) {
        dlerror();  /* cleared, so that what it says after dlsym is about this name */
        slots[i] = dlsym(handle, names[i]);
        if (slots[i] == NULL) {
            *problem = copied(dlerror(), names[i]);
            dlclose(handle);
            return false;
        }
    }
    return true;
}
