#include "CRaster.h"
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Bilinear scaling with exactly the results of SDL2's software linear scaler (SDL_SoftStretchLinear,
// src/video/SDL_stretch.c, which the software renderer uses for a scaled copy; its SSE2 path, the
// one x86-64 takes), so that a picture pre-scaled here is the same bytes as one SDL scaled
// (Docs/Rendering.md §8). SDL's arithmetic, restated:
// - fractions have 7 bits (0…128); a source step is (src << 16) / dst in 16.16 fixed point, and the
//   first destination pixel's centre maps to ((step · 32768 + 32768) >> 16) − 32768;
// - destination pixels that map left of the first source pixel, or past the last pair, are
//   "padding": they take the edge column (or row) with fraction 0;
// - each output channel is (v0 · (128 − fw) + v1 · fw) >> 14, where v = top · (128 − fh) +
//   bottom · fh is the vertical blend, kept whole (16 bits) rather than rounded in between.
// SDL blends vertically again for every destination pixel, two source pixels each; here each
// destination row blends the source columns it needs once, and each pixel is one horizontal
// blend, two pixels a step.

typedef struct {
    long long start;  // fixed-point source position of the first destination pixel
    int step;
    int left_pad, right_pad;
} stretch_axis;

static stretch_axis axis_for(int src, int dst) {
    stretch_axis a;
    a.step = (int)(((uint32_t)src << 16) / (uint32_t)dst);
    int x0 = (int)(((long long)a.step * 32768 + 0x8000) >> 16);
    a.start = x0 - 32768;
    a.left_pad = 0;
    a.right_pad = 0;
    long long position = a.start;
    for (int i = 0; i < dst; i++) {
        if (position < 0)
            a.left_pad++;
        else if ((int)((uint32_t)position >> 16) > src - 2)
            a.right_pad++;
        position += a.step;
    }
    return a;
}

/// One destination row's vertical blend of source columns `first` ..< `end` into `blend` (four
/// 16-bit channels a column).
static void blend_rows(const uint8_t *top, const uint8_t *bottom, int fh, int first, int end, uint16_t *blend) {
    int c = first;
    const int fh1 = 128 - fh;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128(), w_top = _mm_set1_epi16((short)fh1), w_bottom = _mm_set1_epi16((short)fh);
    for (; c + 4 <= end; c += 4) {
        __m128i t = _mm_loadu_si128((const __m128i *)(const void *)(top + (size_t)c * 4));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(bottom + (size_t)c * 4));
        __m128i low = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(t, zero), w_top),
                                    _mm_mullo_epi16(_mm_unpacklo_epi8(b, zero), w_bottom));
        __m128i high = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(t, zero), w_top),
                                     _mm_mullo_epi16(_mm_unpackhi_epi8(b, zero), w_bottom));
        _mm_storeu_si128((__m128i *)(void *)(blend + (size_t)c * 4), low);
        _mm_storeu_si128((__m128i *)(void *)(blend + (size_t)c * 4 + 8), high);
    }
#endif
    for (; c < end; c++)
        for (int k = 0; k < 4; k++)
            blend[(size_t)c * 4 + k] = (uint16_t)(top[(size_t)c * 4 + k] * fh1 + bottom[(size_t)c * 4 + k] * fh);
}

/// (v0 · (128 − fw) + v1 · fw) >> 14 per channel, for the blended column pair at `v` (v0, then
/// v1 four values on); `weights` is (128 − fw) | fw << 16.
#if defined(__SSE2__)
static inline __m128i column_sums(const uint16_t *v, uint32_t weights) {
    __m128i pair = _mm_loadu_si128((const __m128i *)(const void *)v);
    return _mm_srli_epi32(_mm_madd_epi16(_mm_unpacklo_epi16(pair, _mm_srli_si128(pair, 8)), _mm_set1_epi32((int)weights)), 14);
}
#endif

static inline uint32_t blend_columns(const uint16_t *v, uint32_t weights) {
#if defined(__SSE2__)
    __m128i sums = column_sums(v, weights);
    __m128i bytes = _mm_packus_epi16(_mm_packs_epi32(sums, sums), sums);
    return (uint32_t)_mm_cvtsi128_si32(bytes);
#else
    uint32_t out = 0, w0 = weights & 0xFFFF, w1 = weights >> 16;
    for (int k = 0; k < 4; k++)
        out |= (uint32_t)((v[k] * w0 + v[4 + k] * w1) >> 14) << (8 * k);
    return out;
#endif
}

int craster_stretch_linear(const uint8_t *src, int src_width, int src_height, uint8_t *dst, ptrdiff_t dst_pitch,
                           int width, int height, int left, int top, int part_width, int part_height, int swap_red_blue) {
    if (src_width <= 0 || src_height <= 0 || width <= 0 || height <= 0) return 1;
    if (src_width > 65535 || src_height > 65535 || width > 65535 || height > 65535) return 1;
    if (left < 0 || top < 0 || part_width <= 0 || part_height <= 0 || part_width > width - left || part_height > height - top) return 1;
    const stretch_axis across = axis_for(src_width, width), down = axis_for(src_height, height);
    // + 4: an edge column is read as a pair with the (unused, weight 0) column after it.
    uint16_t *blend = malloc(((size_t)src_width + 1) * 4 * sizeof(uint16_t));
    // Per destination column: the source pair it reads and its weights, the same on every row.
    int *columns = malloc((size_t)width * sizeof(int));
    uint32_t *weights = malloc((size_t)width * sizeof(uint32_t));
    if (!blend || !columns || !weights) {
        free(blend);
        free(columns);
        free(weights);
        return 1;
    }
    memset(blend + (size_t)src_width * 4, 0, 4 * sizeof(uint16_t));
    const size_t src_pitch = (size_t)src_width * 4;
    const int middle = width - across.left_pad - across.right_pad;
    long long position = across.start + (long long)across.left_pad * across.step;
    // Padding takes the edge column alone: (v · 128) >> 14.
    for (int x = 0; x < width; x++) {
        if (x < across.left_pad) {
            columns[x] = 0;
            weights[x] = 128;
        } else if (x < across.left_pad + middle) {
            columns[x] = (int)((uint32_t)position >> 16);
            uint32_t fw = ((uint32_t)(position >> 9)) & 127;
            weights[x] = (128 - fw) | fw << 16;
            position += across.step;
        } else {
            columns[x] = src_width - 1;
            weights[x] = 128;
        }
    }
    // The columns the part reads: from its first pair's to its last pair's second.
    const int right = left + part_width;
    int first = columns[left], end = columns[right - 1] + 2;
    if (end > src_width) end = src_width;

    // Row y's source position is start + y · step (SDL adds the step row by row from the top).
    long long row_position = down.start + (long long)top * down.step;
    for (int y = top; y < top + part_height; y++) {
        const int padded = y < down.left_pad || y > height - 1 - down.right_pad;
        int index = padded ? (y < down.left_pad ? 0 : src_height - 1) : (int)((uint32_t)row_position >> 16);
        int fh = padded ? 0 : (int)(((uint32_t)(row_position >> 9)) & 127);
        row_position += down.step;
        const uint8_t *above = src + (size_t)index * src_pitch;
        const uint8_t *below = padded ? above : above + src_pitch;
        blend_rows(above, below, fh, first, end, blend);

        uint32_t *out = (uint32_t *)(void *)(dst + (ptrdiff_t)(y - top) * dst_pitch);
        int x = left;
#if defined(__SSE2__)
        // Two pixels a step, packed and stored together.
        for (; x + 2 <= right; x += 2) {
            __m128i a = column_sums(blend + (size_t)columns[x] * 4, weights[x]);
            __m128i b = column_sums(blend + (size_t)columns[x + 1] * 4, weights[x + 1]);
            __m128i words = _mm_packs_epi32(a, b);
            if (swap_red_blue)
                words = _mm_shufflehi_epi16(_mm_shufflelo_epi16(words, _MM_SHUFFLE(3, 0, 1, 2)), _MM_SHUFFLE(3, 0, 1, 2));
            _mm_storel_epi64((__m128i *)(void *)(out + (x - left)), _mm_packus_epi16(words, words));
        }
#endif
        for (; x < right; x++) {
            uint32_t pixel = blend_columns(blend + (size_t)columns[x] * 4, weights[x]);
            out[x - left] = swap_red_blue ? (pixel & 0xFF00FF00u) | (pixel & 0xFFu) << 16 | (pixel >> 16 & 0xFFu) : pixel;
        }
    }
    free(columns);
    free(weights);
    free(blend);
    return 0;
}
