/* A mouse and keyboard for checks on KWin, through org_kde_kwin_fake_input (KWin offers it to
 * any client when started with KWIN_WAYLAND_NO_PERMISSION_CHECKS=1).
 *   fake-input < commands
 * Commands, one a line:
 *   move X Y    the pointer to X, Y (logical pixels of the desktop)
 *   down, up    the left button
 *   key CODE    press and release the evdev key CODE (29 is left Ctrl, 31 is S)
 *   hold CODE, release CODE
 *   sleep MS    wait
 *   sync        wait until the compositor has handled everything, then print "ok"
 * Exits 0 at the end of its input, 1 with a message when the compositor lacks the protocol. */
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wayland-client.h>
#include "fake-input-client.h"

static struct org_kde_kwin_fake_input *input;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    if (strcmp(interface, org_kde_kwin_fake_input_interface.name) == 0 && version >= 4)
        input = wl_registry_bind(registry, name, &org_kde_kwin_fake_input_interface, 4);
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {}
static const struct wl_registry_listener registry_listener = { global, global_remove };

int main(void) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) { perror("fake-input: cannot connect to the Wayland compositor"); return 1; }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!input) { fprintf(stderr, "fake-input: the compositor offers no org_kde_kwin_fake_input version 4\n"); return 1; }
    org_kde_kwin_fake_input_authenticate(input, "sketchpad checks", "drives the app under test");
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        int x, y, ms, code;
        if (sscanf(line, "move %d %d", &x, &y) == 2) {
            org_kde_kwin_fake_input_pointer_motion_absolute(input, wl_fixed_from_int(x), wl_fixed_from_int(y));
        } else if (strncmp(line, "down", 4) == 0 || strncmp(line, "up", 2) == 0) {
            org_kde_kwin_fake_input_button(input, BTN_LEFT, line[0] == 'd' ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
        } else if (sscanf(line, "key %d", &code) == 1) {
            org_kde_kwin_fake_input_keyboard_key(input, (uint32_t)code, WL_KEYBOARD_KEY_STATE_PRESSED);
            org_kde_kwin_fake_input_keyboard_key(input, (uint32_t)code, WL_KEYBOARD_KEY_STATE_RELEASED);
        } else if (sscanf(line, "hold %d", &code) == 1 || sscanf(line, "release %d", &code) == 1) {
            org_kde_kwin_fake_input_keyboard_key(input, (uint32_t)code, line[0] == 'h' ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED);
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
            fprintf(stderr, "fake-input: unknown command: %s", line);
            return 2;
        }
        wl_display_flush(display);
    }
    wl_display_roundtrip(display);
    org_kde_kwin_fake_input_destroy(input);
    wl_display_disconnect(display);
    return 0;
}
