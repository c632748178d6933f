#ifndef SKETCHPAD_CSDL2_SHIM_H
#define SKETCHPAD_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
/* The window's X11 handles (SDL_syswm.h brings Xlib), for presenting without a round trip. */
#include <SDL2/SDL_syswm.h>
#include <SDL2/SDL_vulkan.h>
/* Capturing the X11 screen: the root window through shared memory (XShm), and where the
   monitors are (XRandR). SDL already loads both libraries, so linking them costs nothing. */
#include <sys/shm.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xrandr.h>
#include <X11/cursorfont.h>
#include <X11/Xutil.h>
#endif
