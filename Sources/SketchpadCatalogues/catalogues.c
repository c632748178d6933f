/*
 * The translations' target in SwiftPM's build: po/<language>.po compiled by
 * Plugins/CompileCatalogues into the resources beside the binary. It is a C target because
 * SwiftPM gives a Swift target with resources an accessor that imports Foundation, which
 * would link Foundation and ICU into the program; the program finds the folder itself
 * (CatalogueLocator). This file is only there because a target needs a source.
 */
#include "SketchpadCatalogues.h"

const char sketchpad_catalogues_domain[] = "sketchpad";
