// FriBiDi: the Unicode bidi algorithm's embedding levels and visual order of a line of text
// (SketchPlatform/Text/BidiRuns.swift).
#include <fribidi/fribidi.h>
