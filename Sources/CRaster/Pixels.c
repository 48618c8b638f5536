#include "CRaster.h"
#include "SDLBlend.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Decoded pictures into Fluid's RGBA (Docs/Rendering.md §8). SDL_ConvertSurfaceFormat did this
// through SDL's generic blitter, into a surface that was then copied again into a zeroed buffer;
// these loops write each output byte once.

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

void craster_copy_rows(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch, int row_bytes, int height) {
    for (int y = 0; y < height; y++)
        memcpy(dst + (ptrdiff_t)y * dst_pitch, src + (ptrdiff_t)y * src_pitch, (size_t)row_bytes);
}

void craster_blend_rgba_over_xrgb(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch,
                                  int width, int height, uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    const int modulate_colour = r != 255 || g != 255 || b != 255, modulate_alpha = a != 255;
    for (int y = 0; y < height; y++) {
        const uint32_t *srcp = (const uint32_t *)(const void *)(src + (ptrdiff_t)y * src_pitch);
        uint32_t *dstp = (uint32_t *)(void *)(dst + (ptrdiff_t)y * dst_pitch);
        if (!modulate_colour && !modulate_alpha) {
            // BlitRGBtoBGRPixelAlpha: red and blue and green in parallel, >> 8 for / 255.
            for (int x = 0; x < width; x++) {
                uint32_t s = srcp[x];
                uint32_t alpha = s >> 24;
                if (!alpha) continue;
                uint32_t s1 = s & 0xff00ff;
                s1 = (s1 >> 16) | (s1 << 16);
                s &= 0xff00;
                if (alpha == 255) {
                    dstp[x] = 0xff000000u | s | s1;
                } else {
                    uint32_t d = dstp[x];
                    uint32_t dalpha = d >> 24;
                    uint32_t d1 = d & 0xff00ff;
                    d1 = (d1 + ((s1 - d1) * alpha >> 8)) & 0xff00ff;
                    d &= 0xff00;
                    d = (d + ((s - d) * alpha >> 8)) & 0xff00;
                    dalpha = alpha + (dalpha * (alpha ^ 0xFF) >> 8);
                    dstp[x] = d1 | d | (dalpha << 24);
                }
            }
            continue;
        }
        // SDL_Blit_ABGR8888_RGB888_Modulate_Blend with SDL_COPY_BLEND: the colour modulated (c·m / 255
        // where set), then the blend of its ARGB8888 twin (sdl_blend_modulated, for which an alpha
        // modulation of 255 leaves alpha as it is: a·255 / 255 = a).
        int x = 0;
#if defined(__SSE2__)
        // Four at a time in 16-bit lanes (B, G, R, A), every division by 255 exact (`sdl_divide_by_255`).
        const __m128i zero = _mm_setzero_si128();
        const __m128i multipliers = _mm_set_epi16(255, (short)r, (short)g, (short)b, 255, (short)r, (short)g, (short)b);
        const __m128i opacity = _mm_set1_epi16((short)a);
        for (; x + 4 <= width; x += 4) {
            __m128i s = _mm_loadu_si128((const __m128i *)(const void *)(srcp + x));
            // RGBA32 to ARGB8888: bytes 0 and 2 of each pixel swapped.
            __m128i red_blue = _mm_and_si128(s, _mm_set1_epi32(0x00FF00FF));
            __m128i argb = _mm_or_si128(_mm_and_si128(s, _mm_set1_epi32((int)0xFF00FF00u)),
                                        _mm_or_si128(_mm_srli_epi32(red_blue, 16), _mm_slli_epi32(red_blue, 16)));
            __m128i d = _mm_loadu_si128((const __m128i *)(const void *)(dstp + x));
            __m128i halves[2];
            for (int h = 0; h < 2; h++) {
                __m128i s16 = h ? _mm_unpackhi_epi8(argb, zero) : _mm_unpacklo_epi8(argb, zero);
                __m128i d16 = h ? _mm_unpackhi_epi8(d, zero) : _mm_unpacklo_epi8(d, zero);
                if (modulate_colour) s16 = sdl_divide_by_255(_mm_mullo_epi16(s16, multipliers));
                halves[h] = sdl_blend_modulated_two(s16, d16, opacity);
            }
            __m128i blended = _mm_and_si128(_mm_packus_epi16(halves[0], halves[1]), _mm_set1_epi32(0x00FFFFFF));
            _mm_storeu_si128((__m128i *)(void *)(dstp + x), blended);
        }
#endif
        for (; x < width; x++) {
            uint32_t pixel = srcp[x];
            uint32_t srcR = (uint8_t)pixel, srcG = (uint8_t)(pixel >> 8), srcB = (uint8_t)(pixel >> 16);
            if (modulate_colour) {
                srcR = (srcR * r) / 255;
                srcG = (srcG * g) / 255;
                srcB = (srcB * b) / 255;
            }
            dstp[x] = sdl_blend_modulated((pixel & 0xFF000000u) | (srcR << 16) | (srcG << 8) | srcB, dstp[x], a);
        }
    }
}

void craster_blend_argb_over_xrgb(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch,
                                  int width, int height) {
    for (int y = 0; y < height; y++) {
        const uint32_t *srcp = (const uint32_t *)(const void *)(src + (ptrdiff_t)y * src_pitch);
        uint32_t *dstp = (uint32_t *)(void *)(dst + (ptrdiff_t)y * dst_pitch);
        int x = 0;
#if defined(__SSE2__)
        // Four pixels at a time, the same lanes as MMX's two at a time (sdl_blend_pixel_alpha_four).
        for (; x + 4 <= width; x += 4) {
            __m128i s = _mm_loadu_si128((const __m128i *)(const void *)(srcp + x));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_srli_epi32(s, 24), _mm_setzero_si128())) == 0xffff) continue;
            __m128i d = _mm_loadu_si128((const __m128i *)(const void *)(dstp + x));
            _mm_storeu_si128((__m128i *)(void *)(dstp + x), sdl_blend_pixel_alpha_four(s, d));
        }
#endif
        for (; x < width; x++) dstp[x] = sdl_blend_pixel_alpha(srcp[x], dstp[x]);
    }
}

void craster_blend_argb_faded_over_xrgb(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch,
                                        int width, int height, uint32_t opacity) {
    for (int y = 0; y < height; y++) {
        const uint32_t *srcp = (const uint32_t *)(const void *)(src + (ptrdiff_t)y * src_pitch);
        uint32_t *dstp = (uint32_t *)(void *)(dst + (ptrdiff_t)y * dst_pitch);
        int x = 0;
#if defined(__SSE2__)
        for (; x + 4 <= width; x += 4) {
            __m128i s = _mm_loadu_si128((const __m128i *)(const void *)(srcp + x));
            __m128i d = _mm_loadu_si128((const __m128i *)(const void *)(dstp + x));
            _mm_storeu_si128((__m128i *)(void *)(dstp + x), sdl_blend_modulated_four(s, d, opacity));
        }
#endif
        for (; x < width; x++) dstp[x] = sdl_blend_modulated(srcp[x], dstp[x], opacity);
    }
}

#if defined(__SSE2__)
// sdl_blend_surface_alpha for four pixels in MMX's lanes (two at a time there): `weights` holds the
// alpha in each colour's 16-bit lane and 0 in the fourth byte's, which so keeps the target's;
// `keep` is 0xFFFFFFFF, or 0x00FFFFFF to clear the fourth byte (alpha 128).
static inline __m128i blend_surface_alpha_four(__m128i s, __m128i d, __m128i weights, __m128i keep) {
    const __m128i zero = _mm_setzero_si128();
    __m128i halves[2];
    for (int h = 0; h < 2; h++) {
        __m128i s16 = h ? _mm_unpackhi_epi8(s, zero) : _mm_unpacklo_epi8(s, zero);
        __m128i d16 = h ? _mm_unpackhi_epi8(d, zero) : _mm_unpacklo_epi8(d, zero);
        __m128i step = _mm_srli_epi16(_mm_mullo_epi16(_mm_sub_epi16(s16, d16), weights), 8);
        halves[h] = _mm_add_epi8(step, d16);
    }
    return _mm_and_si128(_mm_packus_epi16(halves[0], halves[1]), keep);
}

static inline __m128i surface_alpha_weights(uint32_t alpha) {
    short a = (short)(alpha & 0xFF);
    return _mm_set_epi16(0, a, a, a, 0, a, a, a);
}

static inline __m128i surface_alpha_keep(uint32_t alpha) {
    return _mm_set1_epi32(alpha == 128 ? 0x00FFFFFF : (int)0xFFFFFFFFu);
}
#endif

void craster_blend_xrgb_faded_over_xrgb(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch,
                                        int width, int height, uint32_t alpha) {
    for (int y = 0; y < height; y++) {
        const uint32_t *srcp = (const uint32_t *)(const void *)(src + (ptrdiff_t)y * src_pitch);
        uint32_t *dstp = (uint32_t *)(void *)(dst + (ptrdiff_t)y * dst_pitch);
        int x = 0;
#if defined(__SSE2__)
        const __m128i weights = surface_alpha_weights(alpha), keep = surface_alpha_keep(alpha);
        for (; x + 4 <= width; x += 4) {
            __m128i s = _mm_loadu_si128((const __m128i *)(const void *)(srcp + x));
            __m128i d = _mm_loadu_si128((const __m128i *)(const void *)(dstp + x));
            _mm_storeu_si128((__m128i *)(void *)(dstp + x), blend_surface_alpha_four(s, d, weights, keep));
        }
#endif
        for (; x < width; x++) dstp[x] = sdl_blend_surface_alpha(srcp[x], dstp[x], alpha & 0xFF);
    }
}

void craster_fill_faded_xrgb(uint8_t *dst, ptrdiff_t pitch, int width, int height, uint32_t colour, uint32_t alpha) {
    for (int y = 0; y < height; y++) {
        uint32_t *dstp = (uint32_t *)(void *)(dst + (ptrdiff_t)y * pitch);
        int x = 0;
#if defined(__SSE2__)
        const __m128i weights = surface_alpha_weights(alpha), keep = surface_alpha_keep(alpha);
        const __m128i s = _mm_set1_epi32((int)colour);
        for (; x + 4 <= width; x += 4) {
            __m128i d = _mm_loadu_si128((const __m128i *)(const void *)(dstp + x));
            _mm_storeu_si128((__m128i *)(void *)(dstp + x), blend_surface_alpha_four(s, d, weights, keep));
        }
#endif
        for (; x < width; x++) dstp[x] = sdl_blend_surface_alpha(colour, dstp[x], alpha & 0xFF);
    }
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
