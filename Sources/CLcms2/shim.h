// Little CMS: a photo's embedded colour profile converted to sRGB
// (SketchPlatform/Images/ColorProfile.swift).
#include <lcms2.h>

// A 16-bit PNG's samples as libspng decodes them (R, G, B, A host-endian words), converted
// from their own depth (SketchPlatform/Images/ColorProfile+Depth.swift).
static const cmsUInt32Number sketchpad_lcms_rgba16 = TYPE_RGBA_16;

// The pixel layout of the app's pictures (0xAARRGGBB words: B, G, R, A bytes), which Swift
// cannot read from lcms2's macro.
static const cmsUInt32Number sketchpad_lcms_bgra8 = TYPE_BGRA_8;
// A CMYK JPEG's inks as libjpeg gives them: the profile's own, or inverted (Adobe's).
static const cmsUInt32Number sketchpad_lcms_cmyk8 = TYPE_CMYK_8;
static const cmsUInt32Number sketchpad_lcms_cmyk8_inverted = TYPE_CMYK_8_REV;
