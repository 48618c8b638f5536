// SDL 2.26's software blits of a straight-alpha ARGB8888 pixel onto an XRGB8888 one, pixel by
// pixel, for the rasteriser's loops that write the frame's pixels themselves: the bytes are those
// SDL_RenderCopy of the same pixels would leave (Docs/Rendering.md §5, §9).

#ifndef CRASTER_SDL_BLEND_H
#define CRASTER_SDL_BLEND_H

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Unmodulated, as `BlitRGBtoRGBPixelAlphaMMX` (src/video/SDL_blit_A.c) blends on x86-64, MMX's
// four 16-bit lanes one byte each: alpha 0 leaves `d`, 255 gives `s` (all four bytes), otherwise
// each byte is (s·m >> 8) + (d·(255 − a) >> 8), m the alpha (255 for the alpha byte itself).
static inline uint32_t sdl_blend_pixel_alpha(uint32_t s, uint32_t d) {
    uint32_t alpha = s >> 24;
    if (alpha == 0) return d;
    if (alpha == 255) return s;
    uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t sc = (s >> shift) & 0xff, dc = (d >> shift) & 0xff;
        uint32_t m = shift == 24 ? 0xff : alpha;
        out |= (((sc * m) >> 8) + ((dc * (alpha ^ 0xff)) >> 8)) << shift;
    }
    return out;
}

// Alpha modulated by `opacity`, as the generated `SDL_Blit_ARGB8888_RGB888_Modulate_Blend`
// (src/video/SDL_blit_auto.c) blends — no per-pixel-alpha blitter takes modulation: alpha becomes
// a·opacity / 255, colours below full alpha c·a / 255, then each channel c + (255 − a)·d / 255,
// the fourth byte 0.
static inline uint32_t sdl_blend_modulated(uint32_t s, uint32_t d, uint32_t opacity) {
    uint32_t alpha = (s >> 24) * opacity / 255;
    uint32_t out = 0;
    for (int shift = 0; shift < 24; shift += 8) {
        uint32_t sc = (s >> shift) & 0xFF, dc = (d >> shift) & 0xFF;
        if (alpha < 255) sc = sc * alpha / 255;
        out |= (sc + (255 - alpha) * dc / 255) << shift;
    }
    return out;
}

// An XRGB8888 pixel over another at a constant `alpha` (1…254), as `BlitRGBtoRGBSurfaceAlphaMMX`
// (src/video/SDL_blit_A.c) blends on x86-64, MMX's 16-bit lanes one byte each: each colour byte
// d + ((s − d)·alpha mod 2^16 >> 8), added as a byte (the carry dropped, as `_mm_add_pi8` drops
// it); the fourth byte is kept. At alpha 128 SDL takes `BlitRGBtoRGBSurfaceAlpha128MMX`, whose
// colours are the same (the floor of the mean) and whose fourth byte is the target's alpha mask,
// 0 for XRGB8888.
static inline uint32_t sdl_blend_surface_alpha(uint32_t s, uint32_t d, uint32_t alpha) {
    uint32_t out = alpha == 128 ? 0 : d & 0xFF000000u;
    for (int shift = 0; shift < 24; shift += 8) {
        uint32_t sc = (s >> shift) & 0xFF, dc = (d >> shift) & 0xFF;
        uint32_t step = (uint32_t)(uint16_t)((sc - dc) * alpha) >> 8;
        out |= ((dc + step) & 0xFF) << shift;
    }
    return out;
}

#if defined(__SSE2__)
// The same integers four pixels at a time (one per 32-bit lane, each channel widened to a 16-bit
// lane), so the same bytes: no product exceeds 255·255.

// x / 255 rounded down for 0 ≤ x ≤ 65534, in 16-bit lanes: (x + 1 + (x >> 8)) >> 8, equal to the
// division for every such x (checked for each).
static inline __m128i sdl_divide_by_255(__m128i x) {
    return _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(x, _mm_set1_epi16(1)), _mm_srli_epi16(x, 8)), 8);
}

// sdl_blend_modulated for two pixels, each channel in a 16-bit lane (B, G, R, A), `opacity` in
// every lane: alpha a·opacity / 255; colours c·alpha / 255 (c itself at alpha 255, which the
// division gives back), plus (255 − alpha)·d / 255. The fourth lane is the caller's to clear.
static inline __m128i sdl_blend_modulated_two(__m128i s16, __m128i d16, __m128i opacity) {
    __m128i texel_alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s16, 0xFF), 0xFF);
    __m128i alpha = sdl_divide_by_255(_mm_mullo_epi16(texel_alpha, opacity));
    __m128i colour = sdl_divide_by_255(_mm_mullo_epi16(s16, alpha));
    return _mm_add_epi16(colour, sdl_divide_by_255(_mm_mullo_epi16(d16, _mm_xor_si128(alpha, _mm_set1_epi16(0xFF)))));
}

// sdl_blend_modulated for four pixels at `opacity` (0…255), the fourth byte 0.
static inline __m128i sdl_blend_modulated_four(__m128i s, __m128i d, uint32_t opacity) {
    const __m128i zero = _mm_setzero_si128(), lanes = _mm_set1_epi16((short)opacity);
    __m128i low = sdl_blend_modulated_two(_mm_unpacklo_epi8(s, zero), _mm_unpacklo_epi8(d, zero), lanes);
    __m128i high = sdl_blend_modulated_two(_mm_unpackhi_epi8(s, zero), _mm_unpackhi_epi8(d, zero), lanes);
    return _mm_and_si128(_mm_packus_epi16(low, high), _mm_set1_epi32(0x00FFFFFF));
}

// sdl_blend_pixel_alpha for four pixels: alpha 0 keeps `d`, 255 takes `s`, otherwise each byte
// (s·m >> 8) + (d·(255 − a) >> 8), m the alpha (255 for the alpha byte).
static inline __m128i sdl_blend_pixel_alpha_four(__m128i s, __m128i d) {
    const __m128i zero = _mm_setzero_si128(), low = _mm_set1_epi16(0xff);
    const __m128i alpha_lane = _mm_set_epi16(0xff, 0, 0, 0, 0xff, 0, 0, 0);
    __m128i a = _mm_srli_epi32(s, 24);
    __m128i none = _mm_cmpeq_epi32(a, zero), all = _mm_cmpeq_epi32(a, _mm_set1_epi32(255));
    __m128i halves[2];
    for (int h = 0; h < 2; h++) {
        __m128i s16 = h ? _mm_unpackhi_epi8(s, zero) : _mm_unpacklo_epi8(s, zero);
        __m128i d16 = h ? _mm_unpackhi_epi8(d, zero) : _mm_unpacklo_epi8(d, zero);
        __m128i a16 = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s16, 0xff), 0xff);
        __m128i sm = _mm_or_si128(a16, alpha_lane), dm = _mm_xor_si128(a16, low);
        halves[h] = _mm_add_epi16(_mm_srli_epi16(_mm_mullo_epi16(s16, sm), 8), _mm_srli_epi16(_mm_mullo_epi16(d16, dm), 8));
    }
    __m128i blended = _mm_packus_epi16(halves[0], halves[1]);
    __m128i out = _mm_or_si128(_mm_and_si128(all, s), _mm_and_si128(none, d));
    return _mm_or_si128(out, _mm_andnot_si128(_mm_or_si128(all, none), blended));
}
#endif

#endif
