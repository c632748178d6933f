// Little CMS: a photo's embedded colour profile converted to sRGB
// (SketchPlatform/Images/ColorProfile.swift).
#include <lcms2.h>

// The pixel layout of the app's pictures (0xAARRGGBB words: B, G, R, A bytes), which Swift
// cannot read from lcms2's macro.
static const cmsUInt32Number sketchpad_lcms_bgra8 = TYPE_BGRA_8;
