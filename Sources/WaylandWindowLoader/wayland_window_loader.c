/*
 * What SDL loads as its Vulkan loader for a Wayland window that the app presents itself.
 *
 * SDL 2.26 makes every Wayland window an OpenGL window, loading libEGL and Mesa's driver (with
 * LLVM: some 45 MB resident), unless the window is a Vulkan window. The app shows its frames
 * through wl_shm buffers on SDL's wl_surface and never draws with GL or Vulkan, so it asks for a
 * Vulkan window with this library as the loader (WaylandWindowLoader.swift). SDL asks a loader
 * one thing when it is loaded: whether the instance has the surface extensions it needs. This
 * answers that it has, and hands out no other function: any Vulkan call through it would get
 * NULL from vkGetInstanceProcAddr. The app never makes one (SDL_Vulkan_CreateSurface,
 * vkCreateInstance); a window that is to be drawn with GL is made without it.
 */
#include <stdint.h>
#include <string.h>

/* Vulkan's own layouts and values (vulkan_core.h), which Debian ships only with the loader. */
typedef struct {
    char extensionName[256];
    uint32_t specVersion;
} ExtensionProperties;
enum { SUCCESS = 0, INCOMPLETE = 5, ERROR_LAYER_NOT_PRESENT = -6 };

static const char *const extensions[] = { "VK_KHR_surface", "VK_KHR_wayland_surface" };
enum { EXTENSION_COUNT = sizeof extensions / sizeof extensions[0] };

static int32_t enumerate_instance_extensions(const char *layer, uint32_t *count, ExtensionProperties *properties) {
    if (layer != NULL) return ERROR_LAYER_NOT_PRESENT;
    if (properties == NULL) {
        *count = EXTENSION_COUNT;
        return SUCCESS;
    }
    uint32_t written = *count < EXTENSION_COUNT ? *count : EXTENSION_COUNT;
    for (uint32_t i = 0; i < written; i++) {
        memset(&properties[i], 0, sizeof properties[i]);
        strncpy(properties[i].extensionName, extensions[i], sizeof properties[i].extensionName - 1);
        properties[i].specVersion = 1;
    }
    *count = written;
    return written < EXTENSION_COUNT ? INCOMPLETE : SUCCESS;
}

typedef void (*VoidFunction)(void);

__attribute__((visibility("default")))
VoidFunction vkGetInstanceProcAddr(void *instance, const char *name) {
    if (instance == NULL && name != NULL && strcmp(name, "vkEnumerateInstanceExtensionProperties") == 0) {
        return (VoidFunction)enumerate_instance_extensions;
    }
    return NULL;
}
