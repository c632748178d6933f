#ifndef SKETCHPAD_WAYLAND_PROTOCOLS_H
#define SKETCHPAD_WAYLAND_PROTOCOLS_H
/* The Wayland protocols the app speaks beyond the core one: fractional-scale-v1 (the
   compositor's preferred scale for a surface, in 120ths) and viewporter (a buffer shown at a
   size of the client's choosing) for the presenter; wlr-screencopy-unstable-v1 (an output's
   pixels copied into a client's buffer) and xdg-output-unstable-v1 (where each output lies in
   the logical space) for screenshots on wlroots desktops. The code is
   wayland-scanner's (Scripts/wayland-protocols). */
#include <wayland-client.h>
#include "fractional-scale-v1-client.h"
#include "viewporter-client.h"
#include "wlr-screencopy-unstable-v1-client.h"
#include "xdg-output-unstable-v1-client.h"

/* The interfaces' addresses: Swift imports these constants by value, and libwayland compares
   and keeps the pointers. */
static inline const struct wl_interface *sketchpad_wp_fractional_scale_manager_v1_interface(void) {
    return &wp_fractional_scale_manager_v1_interface;
}
static inline const struct wl_interface *sketchpad_wp_viewporter_interface(void) { return &wp_viewporter_interface; }
static inline const struct wl_interface *sketchpad_zwlr_screencopy_manager_v1_interface(void) {
    return &zwlr_screencopy_manager_v1_interface;
}
static inline const struct wl_interface *sketchpad_zxdg_output_manager_v1_interface(void) {
    return &zxdg_output_manager_v1_interface;
}
static inline const struct wl_interface *sketchpad_wl_output_interface(void) { return &wl_output_interface; }
#endif
