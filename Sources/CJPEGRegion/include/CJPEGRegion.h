#ifndef SKETCHPAD_CJPEGREGION_H
#define SKETCHPAD_CJPEGREGION_H
/* Part of a JPEG decoded through libjpeg's scanline API, which skips the rows above the part
   (entropy-decoding them only) and converts only the columns around it, so a view of a big
   photo at full resolution needs neither the time nor the memory of the whole picture. */
#include <stdint.h>

/* Decodes columns [x, x + width) and rows [y, y + height) of the JPEG in `bytes`, in its stored
   orientation, at the DCT scaling factor scale_num/8 (1 to 8), with the region given in the
   scaled picture's pixels. Each pixel goes into `out` (width * height words) as 0xAARRGGBB,
   the bytes B, G, R, A, or as the four bytes C, M, Y, K when *cmyk is set (a CMYK or YCCK
   picture, which libjpeg decodes only to its inks). Returns 0, or -1 with a reason in
   `message` (size bytes), or -2 when libjpeg was refused memory; a warning (a file cut
   short) still decodes. */
int sketchpad_jpeg_decode_region(const unsigned char *bytes, unsigned long size, int scale_num,
                                 int x, int y, int width, int height, uint32_t *out, int *cmyk,
                                 char *message, int message_size);

#endif
