#ifndef SKETCHPAD_CSDL2_SHIM_H
#define SKETCHPAD_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
/* The window's X11 handles (SDL_syswm.h brings Xlib), for presenting without a round trip. */
#include <SDL2/SDL_syswm.h>
#include <SDL2/SDL_vulkan.h>
#endif
