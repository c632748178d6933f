#ifndef SKETCHPAD_CDBUS_SHIM_H
#define SKETCHPAD_CDBUS_SHIM_H
/* libdbus: the desktop portal's colour scheme, read and followed on the session bus
   (SketchPlatform/Desktop/PortalColorScheme.swift). */
#include <dbus/dbus.h>
#endif
