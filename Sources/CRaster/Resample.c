// Bilinear affine resampling, the inner loop of Fluid's AffineResampler.
//
// Written in C for one reason: the opaque interior — most of a tilted card — is four texel loads
// and a blend, which SSE2 does on all four channels at once. Swift's SIMD types did not compile
// to those instructions, and the scalar loop cost about 75 instructions a pixel (callgrind, card
// drag at 2x). The same integer formula runs without SSE2, so every platform draws the same
// pixels.

#include "CRaster.h"

#include <math.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The map's positions are summed column by column in double precision and must not be fused
// into multiply-adds, so that they are those of a plain per-pixel loop on every compiler.
#pragma STDC FP_CONTRACT OFF

// 32.32 fixed point: the opaque path's texel index and 8-bit fraction come from it.
static inline int64_t fixed_32_32(double value) { return (int64_t)llround(value * 4294967296.0); }

// The opaque interior: all four texels inside the source and opaque. With 8-bit fractions fx, fy
// the blend is exact until one final rounding:
//     column = top·(256 − fy) + bottom·fy               (≤ 255·256: exact in 16-bit lanes)
//     value  = (left·(256 − fx) + right·fx + 2^15) >> 16  (32-bit lanes)
// The position is rounded to 1/256 px, so the value is within one level of the exact bilinear
// blend. Four clear texels give a clear pixel. Returns 0, writing nothing, for any other pixel.
static inline int opaque_interior(const uint8_t *src, int width, int height, int64_t u, int64_t v, uint8_t *out) {
    // Rounded to the nearest 1/256 px (half a step added), so that each axis is off by at most
    // 1/512 px: with both axes, less than one level even between black and white texels.
    u += (int64_t)1 << 23;
    v += (int64_t)1 << 23;
    int64_t ix = u >> 32, iy = v >> 32;
    if (ix < 0 || iy < 0 || ix >= width - 1 || iy >= height - 1) return 0;
    const uint8_t *row = src + ((size_t)iy * (size_t)width + (size_t)ix) * 4;
    const uint8_t *below = row + (size_t)width * 4;
    uint32_t t00, t10, t01, t11;
    __builtin_memcpy(&t00, row, 4);
    __builtin_memcpy(&t10, row + 4, 4);
    __builtin_memcpy(&t01, below, 4);
    __builtin_memcpy(&t11, below + 4, 4);
    if (((t00 | t10 | t01 | t11) >> 24) == 0) {
        // Four clear texels: the blend is clear too (edge_pixel's alpha would be 0). A store's
        // transparent margin, around its rounded corners and shadow, is mostly this.
        __builtin_memset(out, 0, 4);
        return 1;
    }
    if ((t00 & t10 & t01 & t11) < 0xFF000000u) return 0;
    uint32_t fx = (uint32_t)((u >> 24) & 0xFF), fy = (uint32_t)((v >> 24) & 0xFF);
#if defined(__SSE2__)
    __m128i zero = _mm_setzero_si128();
    __m128i top = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)row), zero);      // t00, t10
    __m128i bottom = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)below), zero); // t01, t11
    __m128i column = _mm_add_epi16(_mm_mullo_epi16(top, _mm_set1_epi16((short)(256 - fy))),
                                   _mm_mullo_epi16(bottom, _mm_set1_epi16((short)fy)));   // left, right
    __m128i right = _mm_srli_si128(column, 8);
    __m128i left_weight = _mm_set1_epi16((short)(256 - fx)), right_weight = _mm_set1_epi16((short)fx);
    __m128i left_product = _mm_unpacklo_epi16(_mm_mullo_epi16(column, left_weight), _mm_mulhi_epu16(column, left_weight));
    __m128i right_product = _mm_unpacklo_epi16(_mm_mullo_epi16(right, right_weight), _mm_mulhi_epu16(right, right_weight));
    __m128i value = _mm_srli_epi32(_mm_add_epi32(_mm_add_epi32(left_product, right_product), _mm_set1_epi32(1 << 15)), 16);
    uint32_t pixel = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(_mm_packs_epi32(value, zero), zero));
    pixel |= 0xFF000000u;
    __builtin_memcpy(out, &pixel, 4);
#else
    for (int shift = 0; shift < 24; shift += 8) {
        uint32_t left = ((t00 >> shift) & 0xFF) * (256 - fy) + ((t01 >> shift) & 0xFF) * fy;
        uint32_t right = ((t10 >> shift) & 0xFF) * (256 - fy) + ((t11 >> shift) & 0xFF) * fy;
        out[shift / 8] = (uint8_t)((left * (256 - fx) + right * fx + (1u << 15)) >> 16);
    }
    out[3] = 255;
#endif
    return 1;
}

// Any other pixel: a texel outside the source is transparent but lends the colour of the nearest
// edge texel; colours are weighted by weight × alpha (premultiplied interpolation, so clear
// texels add no colour), alpha by weight alone.
static inline void edge_pixel(const uint8_t *src, int width, int height, double u, double v, uint8_t *out) {
    double fu = floor(u), fv = floor(v);
    int ix = (int)fu, iy = (int)fv;
    float wx = (float)(u - fu), wy = (float)(v - fv);
    int max_x = width - 1, max_y = height - 1;
    float b = 0, g = 0, r = 0, a = 0, colour_weight = 0;
    const int dx[4] = {0, 1, 0, 1}, dy[4] = {0, 0, 1, 1};
    const float weights[4] = {(1 - wx) * (1 - wy), wx * (1 - wy), (1 - wx) * wy, wx * wy};
    for (int tap = 0; tap < 4; tap++) {
        int sx = ix + dx[tap], sy = iy + dy[tap];
        int cx = sx < 0 ? 0 : sx > max_x ? max_x : sx;
        int cy = sy < 0 ? 0 : sy > max_y ? max_y : sy;
        const uint8_t *texel = src + ((size_t)cy * (size_t)width + (size_t)cx) * 4;
        int inside = sx >= 0 && sy >= 0 && sx <= max_x && sy <= max_y;
        float alpha = inside ? (float)texel[3] : 0;
        float w = weights[tap] * (alpha > 0.001f ? alpha : 0.001f);
        b += (float)texel[0] * w;
        g += (float)texel[1] * w;
        r += (float)texel[2] * w;
        a += alpha * weights[tap];
        colour_weight += w;
    }
    if (!(a > 0.5f)) {
        __builtin_memset(out, 0, 4);
        return;
    }
    float channels[4] = {b / colour_weight, g / colour_weight, r / colour_weight, a};
    for (int c = 0; c < 4; c++) {
        float value = channels[c] + 0.5f;
        out[c] = (uint8_t)(value < 255 ? value : 255);
    }
}

void craster_resample_rows(const uint8_t *src, int width, int height,
                           double inverse_a, double inverse_b, double inverse_c, double inverse_d,
                           double inverse_tx, double inverse_ty,
                           int area_x, int area_y, int area_width, int row_start, int row_end,
                           uint8_t *dst, ptrdiff_t pitch) {
    if (width <= 0 || height <= 0) return;
    int64_t step_u = fixed_32_32(inverse_a), step_v = fixed_32_32(inverse_b);
    for (int row = row_start; row < row_end; row++) {
        uint8_t *out = dst + (ptrdiff_t)row * pitch;
        // Pixel centres mapped back; −0.5 turns texel centres into integer positions.
        double dy = (double)(area_y + row) + 0.5;
        double u = inverse_a * ((double)area_x + 0.5) + inverse_c * dy + inverse_tx - 0.5;
        double v = inverse_b * ((double)area_x + 0.5) + inverse_d * dy + inverse_ty - 0.5;
        int64_t fixed_u = fixed_32_32(u), fixed_v = fixed_32_32(v);
        for (int column = 0; column < area_width; column++, out += 4,
             u += inverse_a, v += inverse_b, fixed_u += step_u, fixed_v += step_v) {
            if (!(u > -1 && v > -1 && u < (double)width && v < (double)height)) {
                __builtin_memset(out, 0, 4);
                continue;
            }
            if (opaque_interior(src, width, height, fixed_u, fixed_v, out)) continue;
            edge_pixel(src, width, height, u, v, out);
        }
    }
}
