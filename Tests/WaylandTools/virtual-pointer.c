/* A mouse for tests on a Wayland compositor, through zwlr_virtual_pointer_v1.
 *   virtual-pointer WIDTH HEIGHT < commands
 * WIDTH x HEIGHT is the output layout's size in logical pixels. Commands, one a line:
 *   move X Y    the pointer to X, Y (logical pixels)
 *   down, up    the left button
 *   sleep MS    wait
 *   sync        wait until the compositor has handled everything, then print "ok"
 * Exits 0 at the end of its input, 1 with a message when the compositor lacks the protocol. */
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include "virtual-pointer-v1-client.h"

static struct zwlr_virtual_pointer_manager_v1 *manager;
static struct wl_seat *seat;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0)
        manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    else if (strcmp(interface, wl_seat_interface.name) == 0 && !seat)
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {}
static const struct wl_registry_listener registry_listener = { global, global_remove };

static uint32_t now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint32_t)(t.tv_sec * 1000 + t.tv_nsec / 1000000);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: virtual-pointer WIDTH HEIGHT < commands\n"); return 2; }
    uint32_t width = (uint32_t)atoi(argv[1]), height = (uint32_t)atoi(argv[2]);
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) { perror("virtual-pointer: cannot connect to the Wayland compositor"); return 1; }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!manager) { fprintf(stderr, "virtual-pointer: the compositor has no zwlr_virtual_pointer_manager_v1\n"); return 1; }
    struct zwlr_virtual_pointer_v1 *pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat);
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        int x, y, ms;
        if (sscanf(line, "move %d %d", &x, &y) == 2) {
            zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), (uint32_t)x, (uint32_t)y, width, height);
            zwlr_virtual_pointer_v1_frame(pointer);
        } else if (strncmp(line, "down", 4) == 0 || strncmp(line, "up", 2) == 0) {
            zwlr_virtual_pointer_v1_button(pointer, now_ms(), BTN_LEFT, line[0] == 'd' ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
            zwlr_virtual_pointer_v1_frame(pointer);
        } else if (sscanf(line, "sleep %d", &ms) == 1) {
            wl_display_flush(display);
            usleep((useconds_t)ms * 1000);
            continue;
        } else if (strncmp(line, "sync", 4) == 0) {
            wl_display_roundtrip(display);
            printf("ok\n");
            fflush(stdout);
            continue;
        } else if (line[0] != '\n') {
            fprintf(stderr, "virtual-pointer: unknown command: %s", line);
            return 2;
        }
        wl_display_flush(display);
    }
    wl_display_roundtrip(display);
    zwlr_virtual_pointer_v1_destroy(pointer);
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return 0;
}
