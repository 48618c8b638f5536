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
    CRASTER_BLEND_OVER = 1
} craster_output;

/// Resamples rows `row_start` ..< `row_end` of a destination area through an affine map with
/// bilinear filtering (Fluid's AffineResampler; Docs/Rendering.md §5).
///
/// `src`: `width` × `height` straight-alpha BGRA texels, rows `width * 4` bytes apart.
/// `inverse_*`: destination pixel coordinates → source coordinates (the inverse transform).
/// The area's top-left destination pixel is (`area_x`, `area_y`); it is `area_width` pixels wide;
/// row r of it is at `dst + r * pitch`; `output` says whether it is written or blended over.
void craster_resample_rows(const uint8_t *src, int width, int height,
                           double inverse_a, double inverse_b, double inverse_c, double inverse_d,
                           double inverse_tx, double inverse_ty,
                           int area_x, int area_y, int area_width, int row_start, int row_end,
                           uint8_t *dst, ptrdiff_t pitch, craster_output output);

#endif
