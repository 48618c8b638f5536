// SDL 2.26's software blits of a straight-alpha ARGB8888 pixel onto an XRGB8888 one, pixel by
// pixel, for the rasteriser's loops that write the frame's pixels themselves: the bytes are those
// SDL_RenderCopy of the same pixels would leave (Docs/Rendering.md §5, §9).

#ifndef CRASTER_SDL_BLEND_H
#define CRASTER_SDL_BLEND_H

#include <stdint.h>

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

#endif
