// Bilinear affine resampling, the inner loop of Fluid's AffineResampler.
//
// Written in C for one reason: the opaque interior — most of a tilted card — is four texel loads
// and a blend, which SSE2 does on all four channels at once. Swift's SIMD types did not compile
// to those instructions (Docs/Rendering.md §5). The same integer formula runs without SSE2, so
// every platform draws the same pixels.

#include "CRaster.h"
#include "SDLBlend.h"

#include <math.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The map's positions are summed column by column in double precision and must not be fused
// into multiply-adds, so that they are those of a plain per-pixel loop on every compiler.
#pragma STDC FP_CONTRACT OFF

// 32.32 fixed point: the opaque path's texel index and 8-bit fraction come from it.
static inline int64_t fixed_32_32(double value) { return (int64_t)llround(value * 4294967296.0); }

// Half a step of 1/256 px in 32.32 fixed point: added to a position, the texel index and the 8-bit
// fraction taken from it are those of the position rounded to the nearest 1/256 px, so each axis
// is off by at most 1/512 px — with both axes, less than one level even between black and white.
#define HALF_FRACTION ((int64_t)1 << 23)

#if defined(__SSE2__)
// The opaque interior's weights by 8-bit fraction, looked up instead of built per pixel: for fy,
// (256 − fy, fy) as 16-bit pairs in each 32-bit lane; for fx, fx / 256 in each lane (exact, as
// 256 is a power of two).
#define SIXTEEN(entry, base) entry(base), entry(base + 1), entry(base + 2), entry(base + 3), entry(base + 4), \
    entry(base + 5), entry(base + 6), entry(base + 7), entry(base + 8), entry(base + 9), entry(base + 10), \
    entry(base + 11), entry(base + 12), entry(base + 13), entry(base + 14), entry(base + 15)
#define ALL_256(entry) SIXTEEN(entry, 0), SIXTEEN(entry, 16), SIXTEEN(entry, 32), SIXTEEN(entry, 48), \
    SIXTEEN(entry, 64), SIXTEEN(entry, 80), SIXTEEN(entry, 96), SIXTEEN(entry, 112), SIXTEEN(entry, 128), \
    SIXTEEN(entry, 144), SIXTEEN(entry, 160), SIXTEEN(entry, 176), SIXTEEN(entry, 192), SIXTEEN(entry, 208), \
    SIXTEEN(entry, 224), SIXTEEN(entry, 240)
#define VERTICAL(fy) {(int32_t)(((fy) << 16) | (256 - (fy))), (int32_t)(((fy) << 16) | (256 - (fy))), \
    (int32_t)(((fy) << 16) | (256 - (fy))), (int32_t)(((fy) << 16) | (256 - (fy)))}
#define ACROSS(fx) {(float)(fx) / 256.0f, (float)(fx) / 256.0f, (float)(fx) / 256.0f, (float)(fx) / 256.0f}
_Alignas(16) static const int32_t vertical_weights[256][4] = {ALL_256(VERTICAL)};
_Alignas(16) static const float across_fractions[256][4] = {ALL_256(ACROSS)};
#endif

// The opaque interior: four opaque texels, `row` and `row + 4` above `row + pitch` and
// `row + pitch + 4`. With 8-bit fractions fx, fy the blend is exact until one final rounding:
//     column = top·(256 − fy) + bottom·fy                 (≤ 255·256)
//     value  = (left·(256 − fx) + right·fx + 2^15) >> 16
// so the value is within one level of the exact bilinear blend at the unrounded position.
static inline uint32_t blend_opaque(const uint8_t *row, size_t pitch, uint32_t fx, uint32_t fy) {
    const uint8_t *below = row + pitch;
#if defined(__SSE2__)
    // Columns: top and bottom bytes interleaved, widened to 16 bits and multiplied-and-added
    // pairwise with (256 − fy, fy): exact 32-bit sums. Across, in single precision as
    // ((left·256 + (right − left)·fx) / 256 + 2^7) / 256, which equals the formula's value before
    // its shift: every intermediate is an integer below 2^24 or one scaled by a power of two, so
    // each operation is exact and truncating gives the integer formula's result.
    __m128i zero = _mm_setzero_si128();
    __m128i pairs = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)row), _mm_loadl_epi64((const __m128i *)below));
    __m128i vertical = _mm_load_si128((const __m128i *)vertical_weights[fy]);
    __m128 left = _mm_cvtepi32_ps(_mm_madd_epi16(_mm_unpacklo_epi8(pairs, zero), vertical));
    __m128 right = _mm_cvtepi32_ps(_mm_madd_epi16(_mm_unpackhi_epi8(pairs, zero), vertical));
    __m128 across = _mm_add_ps(left, _mm_mul_ps(_mm_sub_ps(right, left), _mm_load_ps(across_fractions[fx])));
    __m128 value = _mm_add_ps(_mm_mul_ps(across, _mm_set1_ps(1.0f / 256.0f)), _mm_set1_ps(0.5f));
    __m128i channels = _mm_cvttps_epi32(value);
    return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(_mm_packs_epi32(channels, zero), zero)) | 0xFF000000u;
#else
    uint32_t t00, t10, t01, t11;
    __builtin_memcpy(&t00, row, 4);
    __builtin_memcpy(&t10, row + 4, 4);
    __builtin_memcpy(&t01, below, 4);
    __builtin_memcpy(&t11, below + 4, 4);
    uint32_t pixel = 0xFF000000u;
    for (int shift = 0; shift < 24; shift += 8) {
        uint32_t left = ((t00 >> shift) & 0xFF) * (256 - fy) + ((t01 >> shift) & 0xFF) * fy;
        uint32_t right = ((t10 >> shift) & 0xFF) * (256 - fy) + ((t11 >> shift) & 0xFF) * fy;
        pixel |= ((left * (256 - fx) + right * fx + (1u << 15)) >> 16) << shift;
    }
    return pixel;
#endif
}

// What the four texels at `row` are: all opaque (blended by `blend_opaque`), all clear (the blend
// is clear too: edge_pixel's alpha would be 0 — a store's margin around its rounded corners and
// shadow is mostly this), or anything else (edge_pixel).
enum texels { TEXELS_MIXED, TEXELS_OPAQUE, TEXELS_CLEAR };

static inline enum texels classify(const uint8_t *row, size_t pitch) {
    uint32_t t00, t10, t01, t11;
    __builtin_memcpy(&t00, row, 4);
    __builtin_memcpy(&t10, row + 4, 4);
    __builtin_memcpy(&t01, row + pitch, 4);
    __builtin_memcpy(&t11, row + pitch + 4, 4);
    if ((t00 & t10 & t01 & t11) >= 0xFF000000u) return TEXELS_OPAQUE;
    if (((t00 | t10 | t01 | t11) >> 24) == 0) return TEXELS_CLEAR;
    return TEXELS_MIXED;
}

// The opaque or clear interior at a fixed-point position (offset by HALF_FRACTION) whose four
// texels are inside the source: 1 with the pixel, or 0, writing nothing, for any other four.
static inline int opaque_blend(const uint8_t *row, size_t pitch, uint32_t fx, uint32_t fy, uint32_t *out) {
    switch (classify(row, pitch)) {
    case TEXELS_OPAQUE: *out = blend_opaque(row, pitch, fx, fy); return 1;
    case TEXELS_CLEAR: *out = 0; return 1;
    default: return 0;
    }
}

// `opaque_blend` at a position already offset by HALF_FRACTION, when its four texels are inside the
// source; 0 otherwise.
static inline int opaque_interior(const uint8_t *src, int width, int height, int64_t u, int64_t v, uint32_t *out) {
    int64_t ix = u >> 32, iy = v >> 32;
    if (ix < 0 || iy < 0 || ix >= width - 1 || iy >= height - 1) return 0;
    const uint8_t *row = src + ((size_t)iy * (size_t)width + (size_t)ix) * 4;
    return opaque_blend(row, (size_t)width * 4, (uint32_t)((u >> 24) & 0xFF), (uint32_t)((v >> 24) & 0xFF), out);
}

// Any other pixel: a texel outside the source is transparent but lends the colour of the nearest
// edge texel; colours are weighted by weight × alpha (premultiplied interpolation, so clear
// texels add no colour), alpha by weight alone.
// floor() for the positions the loop hands edge_pixel (within (−1, size)): exact, without a call.
static inline double floor_near(double value) {
    double whole = (double)(int64_t)value;
    return whole > value ? whole - 1 : whole;
}

static inline uint32_t edge_pixel(const uint8_t *src, int width, int height, double u, double v) {
    double fu = floor_near(u), fv = floor_near(v);
    int ix = (int)fu, iy = (int)fv;
    float wx = (float)(u - fu), wy = (float)(v - fv);
    int max_x = width - 1, max_y = height - 1;
    const float weights[4] = {(1 - wx) * (1 - wy), wx * (1 - wy), (1 - wx) * wy, wx * wy};
    if (ix >= 0 && iy >= 0 && ix < max_x && iy < max_y) {
        // Four texels inside the source with one colour (a shadow's margin, a store's edge after
        // straightening): the weighted colour is that colour, so only alpha is blended — the same
        // float sum in the same order as below, so the pixel is bit for bit the general one's.
        // (The general colour is c·Σw / Σw, within a few ulps of c, and c + 0.5 truncates to c.)
        const uint8_t *row = src + ((size_t)iy * (size_t)width + (size_t)ix) * 4;
        const uint8_t *below = row + (size_t)width * 4;
        uint32_t t[4];
        __builtin_memcpy(&t[0], row, 4);
        __builtin_memcpy(&t[1], row + 4, 4);
        __builtin_memcpy(&t[2], below, 4);
        __builtin_memcpy(&t[3], below + 4, 4);
        // Four equal texels, not clear (a translucent fill, as a stamp's): that texel. The branch
        // below would give it too: its alpha sum is within float rounding of the texels' alpha,
        // which adding 0.5 and truncating turns back into that alpha.
        if (t[0] == t[1] && t[0] == t[2] && t[0] == t[3] && (t[0] >> 24) != 0) return t[0];
        uint32_t colour = t[0] & 0x00FFFFFFu;
        if ((t[1] & 0x00FFFFFFu) == colour && (t[2] & 0x00FFFFFFu) == colour && (t[3] & 0x00FFFFFFu) == colour) {
            float a = 0;
            for (int tap = 0; tap < 4; tap++) a += (float)(t[tap] >> 24) * weights[tap];
            if (!(a > 0.5f)) return 0;
            float value = a + 0.5f;
            return colour | (uint32_t)(uint8_t)(value < 255 ? value : 255) << 24;
        }
#if defined(__SSE2__)
        // The general formula below for four texels inside the source, one channel per lane: the
        // same products summed in the same order as the scalar loop, so the same pixel.
        __m128i zero = _mm_setzero_si128();
        __m128 sums = _mm_setzero_ps(); // b, g, r, a
        float colour_weight = 0;
        for (int tap = 0; tap < 4; tap++) {
            float alpha = (float)(t[tap] >> 24);
            float w = weights[tap] * (alpha > 0.001f ? alpha : 0.001f);
            __m128 texel = _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)t[tap]), zero), zero));
            sums = _mm_add_ps(sums, _mm_mul_ps(texel, _mm_setr_ps(w, w, w, weights[tap])));
            colour_weight += w;
        }
        float alpha_sum = _mm_cvtss_f32(_mm_shuffle_ps(sums, sums, _MM_SHUFFLE(3, 3, 3, 3)));
        if (!(alpha_sum > 0.5f)) return 0;
        __m128 channels = _mm_div_ps(sums, _mm_setr_ps(colour_weight, colour_weight, colour_weight, 1.0f));
        __m128 value = _mm_min_ps(_mm_add_ps(channels, _mm_set1_ps(0.5f)), _mm_set1_ps(255.0f));
        __m128i bytes = _mm_cvttps_epi32(value);
        return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(_mm_packs_epi32(bytes, zero), zero));
#endif
    }
    float b = 0, g = 0, r = 0, a = 0, colour_weight = 0;
    const int dx[4] = {0, 1, 0, 1}, dy[4] = {0, 0, 1, 1};
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
    if (!(a > 0.5f)) return 0;
    float channels[4] = {b / colour_weight, g / colour_weight, r / colour_weight, a};
    uint32_t pixel = 0;
    for (int c = 0; c < 4; c++) {
        float value = channels[c] + 0.5f;
        pixel |= (uint32_t)(uint8_t)(value < 255 ? value : 255) << (8 * c);
    }
    return pixel;
}

// Blends a pixel over the frame's as SDL_RenderCopy of an unmodulated copy would
// (`sdl_blend_pixel_alpha`). Compositing here instead of through a texture and SDL_RenderCopy gives
// the same pixels without writing and reading the copy (Docs/Rendering.md §5).
static inline void blend_over(uint32_t pixel, uint8_t *target) {
    uint32_t alpha = pixel >> 24;
    if (alpha == 0) return; // nothing read or written
    if (alpha == 255) {
        __builtin_memcpy(target, &pixel, 4);
        return;
    }
    uint32_t under;
    __builtin_memcpy(&under, target, 4);
    uint32_t result = sdl_blend_pixel_alpha(pixel, under);
    __builtin_memcpy(target, &result, 4);
}

// The columns of a row whose mapped position can reach the source, (−1, size) on both axes, as a
// half-open range within [0, area_width): u(c) = u0 + a·c and v(c) = v0 + b·c are linear, so each
// bound is one division. Widened by two columns on each side against rounding; the per-pixel test
// still decides, so the result is the same as testing every column.
static void reachable_columns(double u0, double a, double v0, double b, int width, int height, int area_width,
                              int *first, int *end) {
    double low = 0, high = (double)area_width;
    const double starts[2] = {u0, v0}, steps[2] = {a, b}, limits[2] = {(double)width, (double)height};
    for (int axis = 0; axis < 2; axis++) {
        double start = starts[axis], step = steps[axis], limit = limits[axis];
        if (step == 0) {
            if (!(start > -1 && start < limit)) { low = high; break; }
            continue;
        }
        double enter = (-1 - start) / step, leave = (limit - start) / step;
        if (enter > leave) { double swap = enter; enter = leave; leave = swap; }
        if (enter > low) low = enter;
        if (leave < high) high = leave;
    }
    if (!(low < high)) { *first = 0; *end = 0; return; }
    double from = floor(low) - 2, to = ceil(high) + 2;
    *first = from < 0 ? 0 : from > area_width ? area_width : (int)from;
    *end = to < 0 ? 0 : to > area_width ? area_width : (int)to;
}

// The columns [*first, *end) of a row, within [first, end), whose four texels are surely inside the
// source, so that the opaque path needs no bounds test there. The analytic range is narrowed by a
// hundredth of a texel and then checked at both ends in the same fixed point the loop uses; the
// texel index is monotonic along the row, so both ends inside means every column is.
static void inner_columns(double u0, double a, double v0, double b, int width, int height,
                          int64_t fixed_u, int64_t step_u, int64_t fixed_v, int64_t step_v,
                          int first, int end, int *inner_first, int *inner_end) {
    *inner_first = *inner_end = first;
    if (width < 2 || height < 2) return;
    double low = first, high = end;
    const double starts[2] = {u0, v0}, steps[2] = {a, b}, limits[2] = {(double)width - 1.01, (double)height - 1.01};
    for (int axis = 0; axis < 2; axis++) {
        double start = starts[axis], step = steps[axis];
        if (step == 0) {
            if (!(start >= 0.01 && start <= limits[axis])) return;
            continue;
        }
        double enter = (0.01 - start) / step, leave = (limits[axis] - start) / step;
        if (enter > leave) { double swap = enter; enter = leave; leave = swap; }
        if (enter > low) low = enter;
        if (leave < high) high = leave;
    }
    if (!(low + 1 < high - 1)) return;
    int from = (int)ceil(low) + 1, to = (int)floor(high) - 1;
    for (; from < to; from++, to--) {
        int64_t u_from = fixed_u + step_u * from, u_to = fixed_u + step_u * (to - 1);
        int64_t v_from = fixed_v + step_v * from, v_to = fixed_v + step_v * (to - 1);
        int64_t max_x = width - 2, max_y = height - 2;
        if ((u_from >> 32) >= 0 && (u_from >> 32) <= max_x && (u_to >> 32) >= 0 && (u_to >> 32) <= max_x
            && (v_from >> 32) >= 0 && (v_from >> 32) <= max_y && (v_to >> 32) >= 0 && (v_to >> 32) <= max_y) {
            *inner_first = from;
            *inner_end = to;
            return;
        }
    }
}

// Blends a pixel over the frame's at `opacity` / 255 as SDL_RenderCopy of a copy with that alpha
// modulation would (`sdl_blend_modulated`).
static inline void blend_faded(uint32_t pixel, uint8_t *target, uint32_t opacity) {
    if ((pixel >> 24) * opacity < 255) return; // clear once faded: nothing read or written
    uint32_t under;
    __builtin_memcpy(&under, target, 4);
    uint32_t result = sdl_blend_modulated(pixel, under, opacity);
    __builtin_memcpy(target, &result, 4);
}

// Stores or blends one pixel, as `output` says.
static inline void emit(uint32_t pixel, uint8_t *out, craster_output output, uint32_t opacity) {
    switch (output) {
    case CRASTER_STORE: __builtin_memcpy(out, &pixel, 4); break;
    case CRASTER_BLEND_OVER: blend_over(pixel, out); break;
    case CRASTER_BLEND_OVER_FADED: blend_faded(pixel, out, opacity); break;
    }
}

// One pixel whose four texels are all inside the source (`inner_columns`): no bounds tests.
// `fixed_u`, `fixed_v` are its position in fixed point, `u`, `v` the same summed in doubles.
static inline void inner_pixel(const uint8_t *src, int width, int height, int64_t fixed_u, int64_t fixed_v,
                               double u, double v, uint8_t *out, craster_output output, uint32_t opacity) {
    size_t pitch = (size_t)width * 4;
    const uint8_t *texels = src + (size_t)(fixed_v >> 32) * pitch + (size_t)(fixed_u >> 32) * 4;
    switch (classify(texels, pitch)) {
    case TEXELS_OPAQUE: {
        uint32_t pixel = blend_opaque(texels, pitch, (uint32_t)((fixed_u >> 24) & 0xFF), (uint32_t)((fixed_v >> 24) & 0xFF));
        if (output == CRASTER_BLEND_OVER_FADED) blend_faded(pixel, out, opacity);
        else __builtin_memcpy(out, &pixel, 4);
        break;
    }
    case TEXELS_CLEAR:
        if (output == CRASTER_STORE) __builtin_memset(out, 0, 4);
        break;
    default:
        emit(edge_pixel(src, width, height, u, v), out, output, opacity);
    }
}

// `count` pixels from `out` whose four texels are all inside the source (`inner_columns`): no
// bounds tests. `u` and `v` are summed on as the caller's loop would.
static void inner_span(const uint8_t *src, int width, int height, int count,
                       int64_t fixed_u, int64_t step_u, int64_t fixed_v, int64_t step_v,
                       double *u, double *v, double step_x, double step_y, uint8_t *out, craster_output output, uint32_t opacity) {
    double position_u = *u, position_v = *v;
    for (int i = 0; i < count; i++, out += 4, fixed_u += step_u, fixed_v += step_v, position_u += step_x, position_v += step_y)
        inner_pixel(src, width, height, fixed_u, fixed_v, position_u, position_v, out, output, opacity);
    *u = position_u;
    *v = position_v;
}

#if defined(__x86_64__) && defined(__SSE2__) && (defined(__clang__) || defined(__GNUC__))
// AVX2, where the processor has it, blends four opaque pixels at a time: each 128-bit lane does
// what blend_opaque's SSE2 path does for one pixel, with the same operations in the same order,
// so every pixel is the SSE2 path's bit for bit (AffineResamplerTests compares the two). The
// interior of a tilted card is most of its pixels, so this is where a card's resample spends its
// time (Docs/Rendering.md §5).
#include <immintrin.h>
#define CRASTER_HAS_WIDE_SPAN 1

// The texels blend_opaque reads, top and bottom interleaved: b, g, r, a of the left column's two
// texels, then of the right column's.
static inline __m128i texel_pairs(const uint8_t *texels, size_t pitch) {
    return _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)texels), _mm_loadl_epi64((const __m128i *)(texels + pitch)));
}

// blend_opaque's channels for two pixels, before packing: one pixel per 128-bit lane.
__attribute__((target("avx2")))
static inline __m256i blend_opaque_two(__m128i pairs0, __m128i pairs1, uint32_t fx0, uint32_t fy0, uint32_t fx1, uint32_t fy1) {
    __m256i zero = _mm256_setzero_si256();
    __m256i pairs = _mm256_inserti128_si256(_mm256_castsi128_si256(pairs0), pairs1, 1);
    __m256i vertical = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_load_si128((const __m128i *)vertical_weights[fy0])),
                                               _mm_load_si128((const __m128i *)vertical_weights[fy1]), 1);
    __m256 fraction = _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_load_ps(across_fractions[fx0])), _mm_load_ps(across_fractions[fx1]), 1);
    __m256 left = _mm256_cvtepi32_ps(_mm256_madd_epi16(_mm256_unpacklo_epi8(pairs, zero), vertical));
    __m256 right = _mm256_cvtepi32_ps(_mm256_madd_epi16(_mm256_unpackhi_epi8(pairs, zero), vertical));
    __m256 across = _mm256_add_ps(left, _mm256_mul_ps(_mm256_sub_ps(right, left), fraction));
    __m256 value = _mm256_add_ps(_mm256_mul_ps(across, _mm256_set1_ps(1.0f / 256.0f)), _mm256_set1_ps(0.5f));
    return _mm256_cvttps_epi32(value);
}

// blend_faded for four pixels (sdl_blend_modulated_four), `d` untouched where the faded alpha is 0.
__attribute__((target("avx2")))
static inline __m128i blend_faded_four(__m128i s, __m128i d, uint32_t opacity) {
    __m128i faded_alpha_times_255 = _mm_mullo_epi16(_mm_srli_epi32(s, 24), _mm_set1_epi32((int)opacity));
    __m128i clear = _mm_cmplt_epi32(faded_alpha_times_255, _mm_set1_epi32(255));
    return _mm_blendv_epi8(sdl_blend_modulated_four(s, d, opacity), d, clear);
}

// Stores or blends four pixels, as `output` says (emit for four).
__attribute__((target("avx2")))
static inline void emit_four(__m128i pixels, uint8_t *out, craster_output output, uint32_t opacity) {
    switch (output) {
    case CRASTER_STORE: _mm_storeu_si128((__m128i *)out, pixels); break;
    case CRASTER_BLEND_OVER: _mm_storeu_si128((__m128i *)out, sdl_blend_pixel_alpha_four(pixels, _mm_loadu_si128((const __m128i *)out))); break;
    case CRASTER_BLEND_OVER_FADED:
        _mm_storeu_si128((__m128i *)out, blend_faded_four(pixels, _mm_loadu_si128((const __m128i *)out), opacity));
        break;
    }
}

// edge_pixel's fast branches for four pixels at once, one per 32-bit lane, at positions `u`, `v`
// whose four texels are inside the source (the caller checks): four equal texels that are not
// clear give that texel; four of one colour give that colour with the alpha summed in single
// precision in edge_pixel's order — the same products and sums, so the same bits. Lanes where
// neither holds are left out of the returned mask (bit k for lane k), for edge_pixel itself.
__attribute__((target("avx2")))
static inline int edge_four(const uint8_t *src, size_t pitch, const int ix[4], const int iy[4], __m128 wx, __m128 wy,
                            __m128i *pixels) {
    __m128i quads[4]; // each lane's texels: top left, top right, bottom left, bottom right
    for (int k = 0; k < 4; k++) {
        const uint8_t *row = src + (size_t)iy[k] * pitch + (size_t)ix[k] * 4;
        quads[k] = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)row), _mm_loadl_epi64((const __m128i *)(row + pitch)));
    }
    // Transposed: t[j] holds texel j of every lane.
    __m128i low01 = _mm_unpacklo_epi32(quads[0], quads[1]), high01 = _mm_unpackhi_epi32(quads[0], quads[1]);
    __m128i low23 = _mm_unpacklo_epi32(quads[2], quads[3]), high23 = _mm_unpackhi_epi32(quads[2], quads[3]);
    __m128i t[4] = {_mm_unpacklo_epi64(low01, low23), _mm_unpackhi_epi64(low01, low23),
                    _mm_unpacklo_epi64(high01, high23), _mm_unpackhi_epi64(high01, high23)};
    __m128i zero = _mm_setzero_si128();
    __m128i equal = _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi32(t[0], t[1]), _mm_cmpeq_epi32(t[0], t[2])),
                                  _mm_cmpeq_epi32(t[0], t[3]));
    equal = _mm_andnot_si128(_mm_cmpeq_epi32(_mm_srli_epi32(t[0], 24), zero), equal);
    __m128i colour_bits = _mm_set1_epi32(0x00FFFFFF);
    __m128i differences = _mm_or_si128(_mm_or_si128(_mm_xor_si128(t[0], t[1]), _mm_xor_si128(t[0], t[2])), _mm_xor_si128(t[0], t[3]));
    __m128i one_colour = _mm_cmpeq_epi32(_mm_and_si128(differences, colour_bits), zero);
    __m128 one = _mm_set1_ps(1.0f);
    __m128 not_x = _mm_sub_ps(one, wx), not_y = _mm_sub_ps(one, wy);
    const __m128 weights[4] = {_mm_mul_ps(not_x, not_y), _mm_mul_ps(wx, not_y), _mm_mul_ps(not_x, wy), _mm_mul_ps(wx, wy)};
    __m128 a = _mm_mul_ps(_mm_cvtepi32_ps(_mm_srli_epi32(t[0], 24)), weights[0]);
    for (int tap = 1; tap < 4; tap++) a = _mm_add_ps(a, _mm_mul_ps(_mm_cvtepi32_ps(_mm_srli_epi32(t[tap], 24)), weights[tap]));
    __m128i shown = _mm_castps_si128(_mm_cmpgt_ps(a, _mm_set1_ps(0.5f)));
    __m128i alpha = _mm_cvttps_epi32(_mm_min_ps(_mm_add_ps(a, _mm_set1_ps(0.5f)), _mm_set1_ps(255.0f)));
    __m128i blended = _mm_and_si128(_mm_or_si128(_mm_and_si128(t[0], colour_bits), _mm_slli_epi32(alpha, 24)), shown);
    *pixels = _mm_blendv_epi8(blended, t[0], equal);
    return _mm_movemask_ps(_mm_castsi128_ps(_mm_or_si128(equal, one_colour)));
}

// A group of four interior pixels whose sixteen texels are not all opaque: each is what
// inner_pixel gives, its edge_pixel found four at a time where edge_four can, and the four written
// or blended at once. `pairs` are the groups' texel_pairs; `u`, `v` the first pixel's position
// in doubles, summed on pixel by pixel as the plain loop does.
__attribute__((target("avx2")))
static void mixed_four(const uint8_t *src, int width, int height, const __m128i pairs[4], const int64_t us[4], const int64_t vs[4],
                       double u, double v, double step_x, double step_y, uint8_t *out, craster_output output, uint32_t opacity) {
    size_t pitch = (size_t)width * 4;
    uint32_t lanes[4];
    int opaque = 0, mixed = 0;
    for (int k = 0; k < 4; k++) {
        int alphas = _mm_movemask_epi8(_mm_cmpeq_epi8(pairs[k], _mm_set1_epi8(-1))) & 0xC0C0;
        int clear = _mm_movemask_epi8(_mm_cmpeq_epi8(pairs[k], _mm_setzero_si128())) & 0xC0C0;
        if (alphas == 0xC0C0) opaque |= 1 << k;
        else if (clear != 0xC0C0) mixed |= 1 << k;
        lanes[k] = 0;
    }
    if (!opaque && !mixed) { // all clear
        if (output == CRASTER_STORE) _mm_storeu_si128((__m128i *)out, _mm_setzero_si128());
        return;
    }
    for (int k = 0; k < 4; k++)
        if (opaque & (1 << k))
            lanes[k] = blend_opaque(src + (size_t)(vs[k] >> 32) * pitch + (size_t)(us[k] >> 32) * 4, pitch,
                                    (uint32_t)((us[k] >> 24) & 0xFF), (uint32_t)((vs[k] >> 24) & 0xFF));
    if (mixed) {
        double positions_u[4], positions_v[4];
        for (int k = 0; k < 4; k++, u += step_x, v += step_y) {
            positions_u[k] = u;
            positions_v[k] = v;
        }
        __m256d pu = _mm256_loadu_pd(positions_u), pv = _mm256_loadu_pd(positions_v);
        __m256d fu = _mm256_floor_pd(pu), fv = _mm256_floor_pd(pv);
        int ix[4], iy[4];
        _mm_storeu_si128((__m128i *)ix, _mm256_cvttpd_epi32(fu));
        _mm_storeu_si128((__m128i *)iy, _mm256_cvttpd_epi32(fv));
        int inside = 1;
        for (int k = 0; k < 4; k++)
            inside &= ix[k] >= 0 && iy[k] >= 0 && ix[k] < width - 1 && iy[k] < height - 1;
        int fast = 0;
        uint32_t edges[4];
        if (inside) {
            __m128i found;
            fast = edge_four(src, pitch, ix, iy, _mm256_cvtpd_ps(_mm256_sub_pd(pu, fu)), _mm256_cvtpd_ps(_mm256_sub_pd(pv, fv)), &found);
            _mm_storeu_si128((__m128i *)edges, found);
        }
        for (int k = 0; k < 4; k++)
            if (mixed & (1 << k))
                lanes[k] = fast & (1 << k) ? edges[k] : edge_pixel(src, width, height, positions_u[k], positions_v[k]);
    }
    emit_four(_mm_loadu_si128((const __m128i *)lanes), out, output, opacity);
}

// inner_span, four pixels at a time: blended together where all sixteen texels are opaque, else
// by mixed_four; then stored or blended four at a time.
__attribute__((target("avx2")))
static void inner_span_wide(const uint8_t *src, int width, int height, int count,
                            int64_t fixed_u, int64_t step_u, int64_t fixed_v, int64_t step_v,
                            double *u, double *v, double step_x, double step_y, uint8_t *out, craster_output output,
                            uint32_t opacity) {
    size_t pitch = (size_t)width * 4;
    double position_u = *u, position_v = *v;
    int i = 0;
    for (; i + 4 <= count; i += 4, out += 16) {
        int64_t u1 = fixed_u + step_u, u2 = u1 + step_u, u3 = u2 + step_u;
        int64_t v1 = fixed_v + step_v, v2 = v1 + step_v, v3 = v2 + step_v;
        __m128i p0 = texel_pairs(src + (size_t)(fixed_v >> 32) * pitch + (size_t)(fixed_u >> 32) * 4, pitch);
        __m128i p1 = texel_pairs(src + (size_t)(v1 >> 32) * pitch + (size_t)(u1 >> 32) * 4, pitch);
        __m128i p2 = texel_pairs(src + (size_t)(v2 >> 32) * pitch + (size_t)(u2 >> 32) * 4, pitch);
        __m128i p3 = texel_pairs(src + (size_t)(v3 >> 32) * pitch + (size_t)(u3 >> 32) * 4, pitch);
        __m128i all = _mm_and_si128(_mm_and_si128(p0, p1), _mm_and_si128(p2, p3));
        // Bytes 6, 7, 14 and 15 of the pairs are the four texels' alphas.
        if ((_mm_movemask_epi8(_mm_cmpeq_epi8(all, _mm_set1_epi8(-1))) & 0xC0C0) == 0xC0C0) {
            __m256i first = blend_opaque_two(p0, p1, (uint32_t)((fixed_u >> 24) & 0xFF), (uint32_t)((fixed_v >> 24) & 0xFF),
                                             (uint32_t)((u1 >> 24) & 0xFF), (uint32_t)((v1 >> 24) & 0xFF));
            __m256i second = blend_opaque_two(p2, p3, (uint32_t)((u2 >> 24) & 0xFF), (uint32_t)((v2 >> 24) & 0xFF),
                                              (uint32_t)((u3 >> 24) & 0xFF), (uint32_t)((v3 >> 24) & 0xFF));
            // Packed lane by lane: lane 0 holds pixels 0 and 2, lane 1 pixels 1 and 3.
            __m256i bytes = _mm256_packus_epi16(_mm256_packs_epi32(first, second), _mm256_setzero_si256());
            __m128i pixels = _mm_unpacklo_epi32(_mm256_castsi256_si128(bytes), _mm256_extracti128_si256(bytes, 1));
            pixels = _mm_or_si128(pixels, _mm_set1_epi32((int)0xFF000000u));
            if (output == CRASTER_BLEND_OVER_FADED) emit_four(pixels, out, output, opacity);
            else _mm_storeu_si128((__m128i *)out, pixels);
        } else {
            const __m128i pairs[4] = {p0, p1, p2, p3};
            const int64_t us[4] = {fixed_u, u1, u2, u3}, vs[4] = {fixed_v, v1, v2, v3};
            mixed_four(src, width, height, pairs, us, vs, position_u, position_v, step_x, step_y, out, output, opacity);
        }
        fixed_u = u3 + step_u;
        fixed_v = v3 + step_v;
        for (int k = 0; k < 4; k++) {
            position_u += step_x;
            position_v += step_y;
        }
    }
    for (; i < count; i++, out += 4, fixed_u += step_u, fixed_v += step_v, position_u += step_x, position_v += step_y)
        inner_pixel(src, width, height, fixed_u, fixed_v, position_u, position_v, out, output, opacity);
    *u = position_u;
    *v = position_v;
}
#endif

int craster_has_wide_vectors(void) {
#if defined(CRASTER_HAS_WIDE_SPAN)
    return __builtin_cpu_supports("avx2");
#else
    return 0;
#endif
}

void craster_resample_rows(const uint8_t *src, int width, int height,
                           double inverse_a, double inverse_b, double inverse_c, double inverse_d,
                           double inverse_tx, double inverse_ty,
                           int area_x, int area_y, int area_width, int row_start, int row_end,
                           uint8_t *dst, ptrdiff_t pitch, craster_output output, uint8_t opacity, craster_vectors vectors) {
    if (width <= 0 || height <= 0) return;
    int wide = vectors == CRASTER_VECTORS_WIDEST && craster_has_wide_vectors();
    int64_t step_u = fixed_32_32(inverse_a), step_v = fixed_32_32(inverse_b);
    for (int row = row_start; row < row_end; row++) {
        uint8_t *line = dst + (ptrdiff_t)row * pitch;
        // Pixel centres mapped back; −0.5 turns texel centres into integer positions.
        double dy = (double)(area_y + row) + 0.5;
        double u0 = inverse_a * ((double)area_x + 0.5) + inverse_c * dy + inverse_tx - 0.5;
        double v0 = inverse_b * ((double)area_x + 0.5) + inverse_d * dy + inverse_ty - 0.5;
        int64_t fixed_u0 = fixed_32_32(u0) + HALF_FRACTION, fixed_v0 = fixed_32_32(v0) + HALF_FRACTION;
        int first, end, inner_first, inner_end;
        reachable_columns(u0, inverse_a, v0, inverse_b, width, height, area_width, &first, &end);
        inner_columns(u0, inverse_a, v0, inverse_b, width, height, fixed_u0, step_u, fixed_v0, step_v,
                      first, end, &inner_first, &inner_end);
        if (output == CRASTER_STORE) {
            __builtin_memset(line, 0, (size_t)first * 4);
            __builtin_memset(line + (ptrdiff_t)end * 4, 0, (size_t)(area_width - end) * 4);
        }
        // Positions are summed column by column from the row's start, as a plain loop would.
        double u = u0, v = v0;
        int column = 0;
        for (; column < first; column++, u += inverse_a, v += inverse_b) {}
        int64_t fixed_u = fixed_u0 + step_u * first, fixed_v = fixed_v0 + step_v * first;
        uint8_t *out = line + (ptrdiff_t)first * 4;
        for (; column < end; column++, out += 4, u += inverse_a, v += inverse_b, fixed_u += step_u, fixed_v += step_v) {
            if (column == inner_first && inner_first < inner_end) {
                // Inside the source for sure: the bounds tests below would all pass.
                int count = inner_end - inner_first;
#if defined(CRASTER_HAS_WIDE_SPAN)
                if (wide)
                    inner_span_wide(src, width, height, count, fixed_u, step_u, fixed_v, step_v, &u, &v, inverse_a, inverse_b, out, output,
                                    opacity);
                else
#endif
                    inner_span(src, width, height, count, fixed_u, step_u, fixed_v, step_v, &u, &v, inverse_a, inverse_b, out, output, opacity);
                column += count;
                out += (ptrdiff_t)count * 4;
                fixed_u += step_u * count;
                fixed_v += step_v * count;
                if (column >= end) break;
            }
            uint32_t pixel = 0;
            if (u > -1 && v > -1 && u < (double)width && v < (double)height
                && !opaque_interior(src, width, height, fixed_u, fixed_v, &pixel)) {
                pixel = edge_pixel(src, width, height, u, v);
            }
            emit(pixel, out, output, opacity);
        }
    }
}
