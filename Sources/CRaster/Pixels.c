#include "CRaster.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

void craster_fill(uint8_t *dst, ptrdiff_t pitch, int width, int height, uint32_t value) {
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(void *)(dst + (ptrdiff_t)y * pitch);
        for (int x = 0; x < width; x++) row[x] = value;
    }
}

int craster_rgba_to_bgra(const uint8_t *src, uint8_t *dst, size_t count) {
    uint32_t alphas = 0xFF000000u;
    size_t i = 0;
#if defined(__SSE2__)
    // Four pixels a step: red and blue trade places, green and alpha stay.
    const __m128i keep = _mm_set1_epi32((int)0xFF00FF00u), low = _mm_set1_epi32(0xFF);
    __m128i all = _mm_set1_epi32(-1);
    for (; i + 4 <= count; i += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(src + i * 4));
        all = _mm_and_si128(all, pixels);
        __m128i swapped = _mm_or_si128(_mm_and_si128(pixels, keep),
                                       _mm_or_si128(_mm_slli_epi32(_mm_and_si128(pixels, low), 16),
                                                    _mm_and_si128(_mm_srli_epi32(pixels, 16), low)));
        _mm_storeu_si128((__m128i *)(void *)(dst + i * 4), swapped);
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)(void *)lanes, all);
    alphas &= lanes[0] & lanes[1] & lanes[2] & lanes[3];
#endif
    for (; i < count; i++) {
        uint32_t pixel;
        memcpy(&pixel, src + i * 4, 4);
        alphas &= pixel;
        pixel = (pixel & 0xFF00FF00u) | (pixel & 0xFFu) << 16 | (pixel >> 16 & 0xFFu);
        memcpy(dst + i * 4, &pixel, 4);
    }
    return (alphas & 0xFF000000u) == 0xFF000000u;
}
