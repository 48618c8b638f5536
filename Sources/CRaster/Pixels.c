#include "CRaster.h"
#include <string.h>

// Decoded pictures into Fluid's RGBA (Docs/Rendering.md §8). SDL_ConvertSurfaceFormat did this
// through SDL's generic blitter, into a surface that was then copied again into a zeroed buffer:
// a third of a picture's decode.

void craster_rgb_to_rgba(const uint8_t *src, int src_pitch, uint8_t *dst, int width, int height) {
    for (int y = 0; y < height; y++) {
        const uint8_t *in = src + (size_t)y * (size_t)src_pitch;
        uint8_t *out = dst + (size_t)y * (size_t)width * 4;
        int x = 0;
        // Four bytes read for three: the fourth, the next pixel's red, is replaced by alpha. The
        // row's last pixel is copied bytewise, so no read goes past the row.
        for (; x + 1 < width; x++) {
            uint32_t word;
            memcpy(&word, in, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            word |= 0x000000FFu;  // byte 3 is the low byte
#else
            word |= 0xFF000000u;  // byte 3 is the high byte
#endif
            memcpy(out, &word, 4);
            in += 3;
            out += 4;
        }
        for (; x < width; x++) {
            out[0] = in[0];
            out[1] = in[1];
            out[2] = in[2];
            out[3] = 255;
            in += 3;
            out += 4;
        }
    }
}

void craster_copy_rows(const uint8_t *src, int src_pitch, uint8_t *dst, int row_bytes, int height) {
    for (int y = 0; y < height; y++)
        memcpy(dst + (size_t)y * (size_t)row_bytes, src + (size_t)y * (size_t)src_pitch, (size_t)row_bytes);
}
