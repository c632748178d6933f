#ifndef SKETCHPAD_CWAYLAND_SHIM_H
#define SKETCHPAD_CWAYLAND_SHIM_H
/* libwayland-client, for presenting frames in wl_shm buffers on SDL's own wl_surface. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sys/mman.h>
#include <unistd.h>
#include <wayland-client.h>

/* The interfaces' addresses: Swift imports these constants by value, and libwayland compares
   and keeps the pointers. */
static inline const struct wl_interface *sketchpad_wl_shm_interface(void) { return &wl_shm_interface; }

/* A file of `size` bytes in memory only (memfd), closed on exec; -1 with errno set on failure. */
static inline int sketchpad_shm_file(size_t size) {
    int fd = memfd_create("sketchpad-frame", MFD_CLOEXEC);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)size) != 0) { close(fd); return -1; }
    return fd;
}
#endif
