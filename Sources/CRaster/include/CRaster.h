#ifndef CRASTER_H
#define CRASTER_H

#include <stddef.h>
#include <stdint.h>

/// What `craster_resample_rows` does with each pixel it computes.
typedef enum {
    /// Writes every pixel of the rows, those the source does not reach as 0 (a texture's pixels).
    CRASTER_STORE = 0,
    /// Blends each pixel over the XRGB8888 target already there, as SDL's per-pixel-alpha blit
    /// would (clear pixels leave it untouched): the rows are part of the frame itself.
    CRASTER_BLEND_OVER = 1,
    /// Blends each pixel over the XRGB8888 target as SDL would blit it with its alpha modulated by
    /// `opacity` (clear pixels leave it untouched): part of the frame, drawn at a view's opacity.
    CRASTER_BLEND_OVER_FADED = 2
} craster_output;

/// Which vector instructions `craster_resample_rows` may use. Both give the same pixels, bit for bit.
typedef enum {
    /// The widest the processor has: AVX2 blends four opaque pixels at once on x86-64.
    CRASTER_VECTORS_WIDEST = 0,
    /// SSE2 (x86-64's baseline) or plain C: one pixel at a time, as on any processor.
    CRASTER_VECTORS_BASELINE = 1
} craster_vectors;

/// Whether this processor runs the wide loop `CRASTER_VECTORS_WIDEST` selects (AVX2).
int craster_has_wide_vectors(void);

/// Resamples rows `row_start` ..< `row_end` of a destination area through an affine map with
/// bilinear filtering (Fluid's AffineResampler; Docs/Rendering.md §5).
///
/// `src`: `width` × `height` straight-alpha BGRA texels, rows `width * 4` bytes apart.
/// `inverse_*`: destination pixel coordinates → source coordinates (the inverse transform).
/// The area's top-left destination pixel is (`area_x`, `area_y`); it is `area_width` pixels wide;
/// row r of it is at `dst + r * pitch`; `output` says whether it is written or blended over, and
/// `opacity` (0…255) at what opacity when faded; `vectors` which instructions may do it.
void craster_resample_rows(const uint8_t *src, int width, int height,
                           double inverse_a, double inverse_b, double inverse_c, double inverse_d,
                           double inverse_tx, double inverse_ty,
                           int area_x, int area_y, int area_width, int row_start, int row_end,
                           uint8_t *dst, ptrdiff_t pitch, craster_output output, uint8_t opacity, craster_vectors vectors);

/// How many floats of scratch `craster_box_blur3` needs for a `width` × `height` plane.
size_t craster_box_blur_scratch_count(int width, int height);

/// Blurs `values` (row-major, `width` × `height`) in place with three box passes of `size` taps
/// per axis, rows then columns each time (Fluid's Blur.gaussian; Docs/Rendering.md §6). Values
/// outside count as 0. `scratch` holds `craster_box_blur_scratch_count(width, height)` floats.
void craster_box_blur3(float *values, int width, int height, int size, float *scratch);

/// Coverage 0…1 (`count` values) as ARGB8888 pixels of `colour` (0x00RRGGBB) with alpha
/// round(coverage × 255) × `multiplier` / 255, truncated as SDL's alpha modulation (ShadowMask).
void craster_tint(const float *coverage, size_t count, uint32_t colour, uint32_t multiplier, uint32_t *out);

/// The alpha of `width` × `height` BGRA pixels as floats 0…1, written into a zeroed plane
/// `out_width` wide, `extent` pixels in from its top-left, with `extent` rows of zeros below.
void craster_alpha_coverage(const uint8_t *bgra, int width, int height, float *out, int out_width, int extent);

/// Straightens `count` read-back BGRA pixels (Docs/Rendering.md §4): colour × 255 / alpha,
/// rounded, for alpha 1…251; alpha 252…254 becomes 255; clear pixels stay as they are. Returns
/// whether any of them is clear (alpha 0): the rows `craster_bleed_rows` needs to visit.
int craster_straighten_run(uint8_t *pixels, int count);

/// Gives each clear pixel of rows `first`..<`end` of the `width` × `height` pixels the colour of
/// its first visible 4-neighbour (left, right, up, down), the neighbours looked for within all
/// `height` rows. Only clear pixels change, and only their colour, so rows without a clear pixel
/// may be left out and the rest visited in any order: the result is the same.
void craster_bleed_rows(uint8_t *pixels, int width, int height, int first, int end);

/// A 2 × 2 box-filtered copy of straight-alpha RGBA `src`, colours weighted by alpha, the last
/// row or column of an odd size repeated; `dst` is `width` × `height` = ⌊src / 2⌋ (at least 1).
void craster_halve(const uint8_t *src, int src_width, int src_height, uint8_t *dst, int width, int height);

/// Whether every pixel of columns `x0` ..< `x1` and rows `y0` ..< `y1` of BGRA or RGBA `pixels`
/// (`width` pixels a row; alpha in the high byte of a little-endian word) has alpha 255.
int craster_all_opaque(const uint8_t *pixels, int width, int x0, int y0, int x1, int y1);

/// `width` × `height` RGB pixels (3 bytes each, rows `src_pitch` bytes apart) as opaque RGBA in
/// `dst`, rows packed (`width` × 4 bytes).
void craster_rgb_to_rgba(const uint8_t *src, int src_pitch, uint8_t *dst, int width, int height);

/// `height` rows of `row_bytes` from `src` (rows `src_pitch` bytes apart) into `dst` (rows
/// `dst_pitch` bytes apart), with ordinary cached stores (see `craster_fill`).
void craster_copy_rows(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch, int row_bytes, int height);

/// Sets `width` × `height` pixels (rows `pitch` bytes apart from `dst`) to `value`, with ordinary
/// cached stores: SDL_FillRect streams past the caches (`movntps`), which on a frame read back at
/// once by the blends over it cost 4 × as much (Docs/Rendering.md §9).
void craster_fill(uint8_t *dst, ptrdiff_t pitch, int width, int height, uint32_t value);

/// Blends `width` × `height` ARGB8888 pixels with straight alpha (`src`, rows `src_pitch` bytes
/// apart; B in the lowest byte) over XRGB8888 ones (`dst`, rows `dst_pitch` bytes apart) with the
/// arithmetic of SDL 2.26's `BlitRGBtoRGBPixelAlphaMMX` (`src/video/SDL_blit_A.c`), the blitter
/// `SDL_RenderCopy` of a blended, unmodulated ARGB8888 texture into an XRGB8888 target takes on
/// x86-64: alpha 0 leaves the pixel, alpha 255 copies it (all four bytes), otherwise each byte is
/// `(s × m >> 8) + (d × (255 − a) >> 8)`, `m` the alpha (255 for the alpha byte itself).
void craster_blend_argb_over_xrgb(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch,
                                  int width, int height);

/// Blends `width` × `height` ARGB8888 pixels with straight alpha over XRGB8888 ones, as
/// `craster_blend_argb_over_xrgb`, with their alpha modulated by `opacity` (below 255): the
/// arithmetic of SDL 2.26's generated `SDL_Blit_ARGB8888_RGB888_Modulate_Blend`
/// (`src/video/SDL_blit_auto.c`), the blitter `SDL_RenderCopy` of such a texture takes on every
/// machine (no per-pixel-alpha blitter takes modulation): a turned store's copy at a view's opacity.
void craster_blend_argb_faded_over_xrgb(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch,
                                        int width, int height, uint32_t opacity);

/// Blends `width` × `height` XRGB8888 pixels (`src`, the fourth byte ignored) over XRGB8888 ones
/// at a constant `alpha` (1…254) with the arithmetic of SDL 2.26's `BlitRGBtoRGBSurfaceAlphaMMX`
/// (`src/video/SDL_blit_A.c`), the blitter `SDL_RenderCopy` of a blended XRGB8888 texture with its
/// alpha modulated takes on x86-64 (an opaque store or picture at its view's opacity): each colour
/// byte d + ((s − d) × alpha mod 2^16 >> 8) mod 256, the fourth byte kept — or, at alpha 128
/// (`BlitRGBtoRGBSurfaceAlpha128MMX`), 0.
void craster_blend_xrgb_faded_over_xrgb(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch,
                                        int width, int height, uint32_t alpha);

/// Blends the XRGB8888 `colour` at a constant `alpha` (1…254) over `width` × `height` XRGB8888
/// pixels, as `craster_blend_xrgb_faded_over_xrgb` blends a texture of that colour: what
/// `SDL_RenderCopy` of an opaque one-colour tile with its alpha modulated leaves (a dimming
/// backdrop).
void craster_fill_faded_xrgb(uint8_t *dst, ptrdiff_t pitch, int width, int height, uint32_t colour, uint32_t alpha);

/// Blends `width` × `height` RGBA32 pixels (`src`, rows `src_pitch` bytes apart; R in the lowest
/// byte) over XRGB8888 ones (`dst`, rows `dst_pitch` bytes apart) with SDL 2.26's software
/// blitters' arithmetic, so the bytes are those `SDL_RenderCopy` of the same texture leaves:
/// with the colour modulation (`r`, `g`, `b`) and alpha modulation (`a`) all 255,
/// `BlitRGBtoBGRPixelAlpha` (`src/video/SDL_blit_A.c`); otherwise the generated
/// `SDL_Blit_ABGR8888_RGB888_Modulate_Blend` (`src/video/SDL_blit_auto.c`), modulating colour
/// and alpha only where SDL would (not at 255). Through SDL a corner mask takes its slow
/// generic blitter (Docs/Rendering.md §9).
void craster_blend_rgba_over_xrgb(const uint8_t *src, ptrdiff_t src_pitch, uint8_t *dst, ptrdiff_t dst_pitch,
                                  int width, int height, uint32_t r, uint32_t g, uint32_t b, uint32_t a);

/// `count` RGBA pixels of `src` as BGRA (the target's byte order) in `dst`; returns 1 when every
/// pixel's alpha is 255, else 0. A little-endian host is assumed, as for every BGRA texture here.
int craster_rgba_to_bgra(const uint8_t *src, uint8_t *dst, size_t count);

/// Scales `src` (`src_width` × `src_height` 4-byte pixels, rows packed) to `width` × `height`,
/// bilinear, with exactly the results of SDL2's software linear scaler on x86-64 (Stretch.c says
/// how), and writes the part of the result from column `left` and row `top`, `part_width` ×
/// `part_height` pixels, into `dst` (the part's first pixel; rows `dst_pitch` bytes apart). Each
/// pixel depends only on its own row and column, so a part is the bytes the whole has there.
/// Each of the four channels is scaled alike, so the byte order does not
/// matter; `swap_red_blue` nonzero writes bytes 0 and 2 of each pixel swapped (RGBA in, BGRA
/// out). Returns 0, or nonzero for sizes SDL refuses too (over 65,535), a part outside the
/// result, or no memory.
int craster_stretch_linear(const uint8_t *src, int src_width, int src_height, uint8_t *dst, ptrdiff_t dst_pitch,
                           int width, int height, int left, int top, int part_width, int part_height, int swap_red_blue);

/// Whether `file` (`size` bytes) is a PNG that `craster_png_decode` takes: 8-bit RGB or RGBA, not
/// interlaced, no palette or transparency chunk, every chunk's CRC right, ending in IEND. If so,
/// its size goes into `width` and `height` and 1 is returned; otherwise 0 (decode it another way).
int craster_png_size(const uint8_t *file, size_t size, int *width, int *height);

/// Decodes such a PNG into `width` × `height` straight-alpha RGBA (RGB made opaque), every byte
/// of `rgba` written. Returns 0, or nonzero when the file is not one it takes or its image data
/// is damaged (then `rgba` holds nothing useful): decode it another way, which says what is wrong.
int craster_png_decode(const uint8_t *file, size_t size, uint8_t *rgba, int width, int height);

/// The most bytes `craster_zlib_compress` can write for `size` bytes in.
size_t craster_zlib_bound(size_t size);

/// `size` bytes compressed as a zlib stream (RFC 1950) at `level` (1…12, libdeflate's) into
/// `out`, which holds `capacity` bytes: the bytes written, or 0 when they did not fit or memory
/// ran out. The same input and level give the same bytes on every run.
size_t craster_zlib_compress(const uint8_t *in, size_t size, uint8_t *out, size_t capacity, int level);

/// The CRC-32 of `size` bytes (ISO 3309, as PNG chunks use), continuing from `crc` (0 to start).
uint32_t craster_crc32(uint32_t crc, const uint8_t *bytes, size_t size);

#endif
