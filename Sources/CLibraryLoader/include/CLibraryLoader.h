#ifndef SKETCHPAD_CLIBRARYLOADER_H
#define SKETCHPAD_CLIBRARYLOADER_H
/*
 * A library the app opens with dlopen when it first needs it, rather than links (libheif,
 * libde265, libzip, SDL2_image: CHeif, CZip, CSDLImage): nothing of it, nor of what it links, is mapped before, and a
 * machine without it refuses only what needs it. The one place that opens and looks up.
 */
#include <stdbool.h>
#include <stddef.h>

/* Clang's nullability, which Swift reads; GCC (CMake's C compiler) has none. */
#ifndef __clang__
#define _Nonnull
#define _Nullable
#endif

/*
 * Opens `library` (a file name dlopen looks up, as libzip.so.4) in a namespace of its own, and
 * finds each of the `count` functions `names` names in it, into the same place of `slots`.
 * False when it cannot, with `*problem` set to dlerror's words (they name the missing file or
 * function; for the log, the user is told which package to install), valid until the thread's
 * next call: the library is closed again and `slots` must not be used.
 */
bool sketchpad_library_open(const char *_Nonnull library, const char *_Nonnull const *_Nonnull names,
                            void *_Nullable *_Nonnull slots, size_t count,
                            const char *_Nullable *_Nonnull problem);

/*
 * Defines `bool function(const char *library, table_type *table, const char **problem)`, which
 * opens `library` and fills `*table`, one field for each function FUNCTIONS (the library's
 * X-macro list, the one place they are named) names, each field named as the function; or is
 * false with `*problem` set. `*table` is written only once every function is found, so a
 * failed open leaves it as it was; the caller owns it, so there is no table shared between
 * threads. Each slot is stored through `void **`, as dlsym(3) says to (C has no conversion from
 * `void *` to a function pointer).
 */
#define SKETCHPAD_LIBRARY_NAME(name) #name,
#define SKETCHPAD_LIBRARY_SLOT(name) *(void **)&table->name = slots[slot++];
#define SKETCHPAD_LIBRARY_OPENER(function, table_type, FUNCTIONS) \
    bool function(const char *library, table_type *table, const char **problem) { \
        static const char *const names[] = { FUNCTIONS(SKETCHPAD_LIBRARY_NAME) }; \
        enum { count = sizeof names / sizeof names[0] }; \
        void *slots[count]; \
        if (!sketchpad_library_open(library, names, slots, count, problem)) return false; \
        size_t slot = 0; \
        FUNCTIONS(SKETCHPAD_LIBRARY_SLOT) \
        return true; \
    }

#endif
