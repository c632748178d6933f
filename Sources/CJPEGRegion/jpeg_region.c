#include "CJPEGRegion.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/* libjpeg reports a fatal error by calling error_exit, which must not return: it jumps back
   to the decode with the reason kept, and whether it was memory refused. */
struct region_error {
    struct jpeg_error_mgr manager;
    jmp_buf back;
    char reason[JMSG_LENGTH_MAX];
    int out_of_memory;
};

static void fail(j_common_ptr info) {
    struct region_error *error = (struct region_error *)info->err;
    (*info->err->format_message)(info, error->reason);
    /* Backing store is what libjpeg asks for past its memory limit. */
    error->out_of_memory = info->err->msg_code == JERR_OUT_OF_MEMORY || info->err->msg_code == JERR_NO_BACKING_STORE;
    longjmp(error->back, 1);
}

/* Warnings (corrupt data, a file cut short) are not printed: the picture decodes as far as it goes. */
static void keep_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

/* A progressive picture with very many scans costs time without end; TurboJPEG's
   TJFLAG_LIMITSCANS stops at 500, and so does this. */
static void limit_scans(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > 500) {
        struct region_error *error = (struct region_error *)info->err;
        snprintf(error->reason, sizeof error->reason, "the progressive JPEG has more than 500 scans");
        longjmp(error->back, 1);
    }
}

int sketchpad_jpeg_decode_region(const unsigned char *bytes, unsigned long size, int scale_num,
                                 int x, int y, int width, int height, uint32_t *out, int *cmyk,
                                 char *message, int message_size) {
    struct jpeg_decompress_struct info;
    struct region_error error;
    struct jpeg_progress_mgr progress;
    /* Zeroed first, so that destroying it after a failure anywhere, even in creating it, is safe. */
    memset(&info, 0, sizeof info);
    memset(&progress, 0, sizeof progress);
    progress.progress_monitor = limit_scans;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = fail;
    error.manager.emit_message = keep_quiet;
    error.reason[0] = 0;
    error.out_of_memory = 0;
    if (setjmp(error.back)) {
        snprintf(message, (size_t)message_size, "%s", error.reason);
        jpeg_destroy_decompress(&info);
        return error.out_of_memory ? -2 : -1;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress;
    jpeg_mem_src(&info, bytes, size);
    jpeg_read_header(&info, TRUE);
    *cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = *cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    info.scale_num = (unsigned int)scale_num;
    info.scale_denom = 8;
    jpeg_start_decompress(&info);
    if (x < 0 || y < 0 || width <= 0 || height <= 0 || (JDIMENSION)(x + width) > info.output_width ||
        (JDIMENSION)(y + height) > info.output_height) {
        snprintf(message, (size_t)message_size, "the part asked for is outside the %ux%u picture", info.output_width,
                 info.output_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    /* The picture decoded by itself differs from the whole one near its edges: the colour
       channels, stored at half size, are upsampled from their neighbours, which the rows and
       columns just outside provide. So `margin` more on each side is decoded, then dropped. */
    const int margin = 16;
    int left = x > margin ? x - margin : 0, top = y > margin ? y - margin : 0;
    int right = x + width + margin < (int)info.output_width ? x + width + margin : (int)info.output_width;
    /* The columns decoded start at an iMCU boundary at or left of `left`. */
    JDIMENSION first = (JDIMENSION)left, count = (JDIMENSION)(right - left);
    jpeg_crop_scanline(&info, &first, &count);
    JSAMPARRAY row = (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE, count * 4, 1);
    if (top > 0) jpeg_skip_scanlines(&info, (JDIMENSION)top);
    for (int r = top; r < y; r++) jpeg_read_scanlines(&info, row, 1);
    size_t skip = ((size_t)x - first) * 4;
    for (int r = 0; r < height; r++) {
        jpeg_read_scanlines(&info, row, 1);
        memcpy((unsigned char *)(out + (size_t)r * (size_t)width), row[0] + skip, (size_t)width * 4);
    }
    /* The rows below are not needed. */
    jpeg_abort_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
