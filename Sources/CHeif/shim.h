#ifndef SKETCHPAD_CHEIF_SHIM_H
#define SKETCHPAD_CHEIF_SHIM_H
/* libheif: HEIC/HEIF and AVIF photos decoded (SketchPlatform/Images/HEIFDecoder.swift). */
#include <libheif/heif.h>
#endif
