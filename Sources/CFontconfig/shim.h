// fontconfig: the fonts installed on the system, to find one with the glyphs the bundled
// font lacks (SketchPlatform/Text/FallbackFonts.swift).
#include <fontconfig/fontconfig.h>
