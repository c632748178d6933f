#ifndef SKETCHPAD_CATALOGUES_H
#define SKETCHPAD_CATALOGUES_H
/* The gettext domain the catalogues are compiled for (catalogues.c). */
extern const char sketchpad_catalogues_domain[];
#endif
