// Straightening a backing store's read-back pixels and halving images: the per-pixel loops of
// Fluid's Rasterizer.straightenAlpha and Rasterizer.halved (Docs/Rendering.md §4, §8, §12).
//
// In C because both run over every pixel of a fresh store or image on a cold frame, where every
// instruction a pixel counts. Integer arithmetic only; the SSE2 path takes only pixels the scalar
// path would leave with the same bytes, so every platform gives the same pixels.

#include "CRaster.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// One pixel (B, G, R, A): premultiplied colour back to straight, 252-254 alpha to 255.
static inline void straighten_pixel(uint8_t *p) {
    int alpha = p[3];
    if (alpha == 0) return;
    if (alpha >= 252) {
        p[3] = 255;
        return;
    }
    for (int c = 0; c < 3; c++) {
        const int value = (p[c] * 255 + alpha / 2) / alpha;
        p[c] = (uint8_t)(value < 255 ? value : 255);
    }
}

int craster_straighten_run(uint8_t *pixels, int count) {
    int i = 0, clear = 0;
#if defined(__SSE2__)
    // Four pixels whose alphas are all 252 or more only become opaque.
    const __m128i high = _mm_set1_epi32((int)0xFC000000u);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    const __m128i zero = _mm_setzero_si128();
    for (; i + 4 <= count; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(pixels + (size_t)i * 4));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, high), high)) == 0xFFFF) {
            _mm_storeu_si128((__m128i *)(pixels + (size_t)i * 4), _mm_or_si128(v, opaque));
        } else if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, opaque), zero)) == 0xFFFF) {
            clear = 1; // four clear pixels: straighten_pixel leaves them as they are
        } else {
            for (int k = 0; k < 4; k++) {
                clear |= pixels[(size_t)(i + k) * 4 + 3] == 0;
                straighten_pixel(pixels + (size_t)(i + k) * 4);
            }
        }
    }
#endif
    for (; i < count; i++) {
        clear |= pixels[(size_t)i * 4 + 3] == 0;
        straighten_pixel(pixels + (size_t)i * 4);
    }
    return clear;
}

#if defined(__SSE2__)
/// Whether the four pixels at `p` are all clear (alpha 0).
static inline int all_clear_four(const uint8_t *p, __m128i alpha_bits, __m128i zero) {
    const __m128i v = _mm_loadu_si128((const __m128i *)p);
    return _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, alpha_bits), zero)) == 0xFFFF;
}
#endif

void craster_bleed_rows(uint8_t *base, int width, int height, int first, int end) {
    const size_t stride = (size_t)width * 4;
#if defined(__SSE2__)
    const __m128i alpha_bits = _mm_set1_epi32((int)0xFF000000u);
    const __m128i zero = _mm_setzero_si128();
#endif
    if (first < 0) first = 0;
    if (end > height) end = height;
    for (int y = first; y < end; y++) {
        uint8_t *row = base + (size_t)y * stride;
        int x = 0;
        while (x < width) {
#if defined(__SSE2__)
            // Four pixels none of which is clear are left as they are (most of a store), and so
            // are four clear ones with no visible pixel beside, above or below any of them (the
            // clear margin around what a store holds).
            if (x + 4 <= width) {
                const __m128i v = _mm_loadu_si128((const __m128i *)(row + (size_t)x * 4));
                const int clear = _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, alpha_bits), zero));
                if (clear == 0) {
                    x += 4;
                    continue;
                }
                if (clear == 0xFFFF && (x == 0 || row[(size_t)x * 4 - 1] == 0) && (x + 4 == width || row[(size_t)(x + 4) * 4 + 3] == 0)
                    && (y == 0 || all_clear_four(row - stride + (size_t)x * 4, alpha_bits, zero))
                    && (y == height - 1 || all_clear_four(row + stride + (size_t)x * 4, alpha_bits, zero))) {
                    x += 4;
                    continue;
                }
            }
#endif
            uint8_t *p = row + (size_t)x * 4;
            if (p[3] == 0) {
                // Only clear pixels change, and only their colour, so the order does not matter.
                const uint8_t *neighbour =
                    x > 0 && p[-1] > 0 ? p - 4
                    : x < width - 1 && p[7] > 0 ? p + 4
                    : y > 0 && p[3 - stride] > 0 ? p - stride
                    : y < height - 1 && p[3 + stride] > 0 ? p + stride
                    : 0;
                if (neighbour) {
                    p[0] = neighbour[0];
                    p[1] = neighbour[1];
                    p[2] = neighbour[2];
                }
            }
            x++;
        }
    }
}

/// One output pixel of `craster_halve`: the 2 × 2 block at column 2x of rows `top` and `bottom`.
static inline void halve_pixel(const uint8_t *top, const uint8_t *bottom, int x, int last_x, uint8_t *o) {
    const size_t left = (size_t)(2 * x < last_x ? 2 * x : last_x) * 4;
    const size_t right = (size_t)(2 * x + 1 < last_x ? 2 * x + 1 : last_x) * 4;
    const uint8_t *texels[4] = {top + left, top + right, bottom + left, bottom + right};
    if ((texels[0][3] & texels[1][3] & texels[2][3] & texels[3][3]) == 255) {
        // Four opaque texels: (Σ c · 255) / 1020 is exactly ⌊Σ c / 4⌋, without the divisions.
        for (int c = 0; c < 3; c++)
            o[c] = (uint8_t)((texels[0][c] + texels[1][c] + texels[2][c] + texels[3][c]) >> 2);
        o[3] = 255;
        return;
    }
    int r = 0, g = 0, b = 0, a = 0;
    for (int k = 0; k < 4; k++) {
        const int alpha = texels[k][3];
        r += texels[k][0] * alpha;
        g += texels[k][1] * alpha;
        b += texels[k][2] * alpha;
        a += alpha;
    }
    if (a == 0) {
        o[0] = o[1] = o[2] = o[3] = 0;
        return;
    }
    o[0] = (uint8_t)(r / a);
    o[1] = (uint8_t)(g / a);
    o[2] = (uint8_t)(b / a);
    o[3] = (uint8_t)((a + 2) / 4);
}

void craster_halve(const uint8_t *src, int src_width, int src_height, uint8_t *dst, int width, int height) {
    const int last_x = src_width - 1, last_y = src_height - 1;
    for (int y = 0; y < height; y++) {
        const uint8_t *top = src + (size_t)(2 * y < last_y ? 2 * y : last_y) * (size_t)src_width * 4;
        const uint8_t *bottom = src + (size_t)(2 * y + 1 < last_y ? 2 * y + 1 : last_y) * (size_t)src_width * 4;
        uint8_t *out = dst + (size_t)y * (size_t)width * 4;
        int x = 0;
#if defined(__SSE2__)
        // Four output pixels a step where their eight-by-two source block lies inside the image:
        // if it is opaque, each channel is ⌊Σ c / 4⌋ (alpha 1020 / 4 = 255), as `halve_pixel`
        // computes; if not, `halve_pixel` does the four.
        const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi8((char)0xFF);
        for (; x + 4 <= width && 2 * x + 7 <= last_x; x += 4) {
            const __m128i t0 = _mm_loadu_si128((const __m128i *)(const void *)(top + (size_t)x * 8));
            const __m128i t1 = _mm_loadu_si128((const __m128i *)(const void *)(top + (size_t)x * 8 + 16));
            const __m128i b0 = _mm_loadu_si128((const __m128i *)(const void *)(bottom + (size_t)x * 8));
            const __m128i b1 = _mm_loadu_si128((const __m128i *)(const void *)(bottom + (size_t)x * 8 + 16));
            const __m128i all = _mm_and_si128(_mm_and_si128(t0, t1), _mm_and_si128(b0, b1));
            if ((_mm_movemask_epi8(_mm_cmpeq_epi8(all, ones)) & 0x8888) != 0x8888) {
                for (int k = 0; k < 4; k++) halve_pixel(top, bottom, x + k, last_x, out + (size_t)(x + k) * 4);
                continue;
            }
            const __m128i v0 = _mm_add_epi16(_mm_unpacklo_epi8(t0, zero), _mm_unpacklo_epi8(b0, zero));
            const __m128i v1 = _mm_add_epi16(_mm_unpackhi_epi8(t0, zero), _mm_unpackhi_epi8(b0, zero));
            const __m128i v2 = _mm_add_epi16(_mm_unpacklo_epi8(t1, zero), _mm_unpacklo_epi8(b1, zero));
            const __m128i v3 = _mm_add_epi16(_mm_unpackhi_epi8(t1, zero), _mm_unpackhi_epi8(b1, zero));
            const __m128i s01 = _mm_srli_epi16(_mm_add_epi16(_mm_unpacklo_epi64(v0, v1), _mm_unpackhi_epi64(v0, v1)), 2);
            const __m128i s23 = _mm_srli_epi16(_mm_add_epi16(_mm_unpacklo_epi64(v2, v3), _mm_unpackhi_epi64(v2, v3)), 2);
            _mm_storeu_si128((__m128i *)(void *)(out + (size_t)x * 4), _mm_packus_epi16(s01, s23));
        }
#endif
        for (; x < width; x++) halve_pixel(top, bottom, x, last_x, out + (size_t)x * 4);
    }
}

int craster_all_opaque(const uint8_t *pixels, int width, int x0, int y0, int x1, int y1) {
    for (int y = y0; y < y1; y++) {
        const uint8_t *row = pixels + ((size_t)y * (size_t)width + (size_t)x0) * 4;
        uint32_t all = 0xFF000000u;
        for (int x = 0; x < x1 - x0; x++) {
            uint32_t pixel;
            memcpy(&pixel, row + (size_t)x * 4, 4);
            all &= pixel;
        }
        if ((all & 0xFF000000u) != 0xFF000000u) return 0;
    }
    return 1;
}
