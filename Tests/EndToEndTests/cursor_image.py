#!/usr/bin/env python3
"""Prints the pointer's current cursor as the X server shows it (XFixes' GetCursorImage):
`WIDTH HEIGHT XHOT YHOT NAME`, then one line per row of the image, `#` where a pixel is opaque
and `.` where it is clear. xdotool cannot read the cursor, and screenshots leave it out.
Usage: cursor_image.py (with DISPLAY set)."""
import ctypes
import sys


class CursorImage(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort),
                ("height", ctypes.c_ushort), ("xhot", ctypes.c_ushort), ("yhot", ctypes.c_ushort),
                ("cursor_serial", ctypes.c_ulong), ("pixels", ctypes.POINTER(ctypes.c_ulong)),
                ("atom", ctypes.c_ulong), ("name", ctypes.c_char_p)]


x = ctypes.CDLL("libX11.so.6")
fixes = ctypes.CDLL("libXfixes.so.3")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XCloseDisplay.argtypes = [ctypes.c_void_p]
fixes.XFixesGetCursorImage.restype = ctypes.POINTER(CursorImage)
fixes.XFixesGetCursorImage.argtypes = [ctypes.c_void_p]

display = x.XOpenDisplay(None)
if not display:
    sys.exit("cursor_image.py: cannot open the display")
image = fixes.XFixesGetCursorImage(display)
if not image:
    sys.exit("cursor_image.py: the server has no XFixes cursor image")
c = image.contents
name = (c.name or b"").decode() or "-"
print(c.width, c.height, c.xhot, c.yhot, name)
for row in range(c.height):
    print("".join("#" if (c.pixels[row * c.width + col] >> 24) & 0xFF >= 128 else "."
                  for col in range(c.width)))
x.XCloseDisplay(display)
