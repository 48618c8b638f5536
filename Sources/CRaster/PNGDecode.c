#include "CRaster.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <immintrin.h>
#endif

// A PNG decoder for the pictures Fluid ships: 8-bit truecolour with or without alpha, not
// interlaced, no transparency chunk (Docs/Rendering.md §8). Decoding them through SDL2_image and
// libpng spent most of its work in zlib's inflate and its Adler-32, and in libpng's row filters;
// libdeflate inflates the whole stream in one call at a fraction of
// that. Any other PNG, and any PNG this decoder finds wrong in any way, is left to SDL2_image
// (the caller's fallback), which decodes every kind and words the error for a damaged file.
//
// The format is the W3C's PNG specification (Third Edition, https://www.w3.org/TR/png-3/): §5.3
// chunk layout and CRC, §11.2.1 IHDR, §9 filtering (the five filter types and the Paeth
// predictor, §9.4), §10 zlib data.

static uint32_t read_u32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};

/// Walks the chunks after the signature; calls `visit` for each with its type and data, after
/// checking that it fits in the file and that its CRC (over type and data) is right. Returns 0
/// after IEND, nonzero at the first problem or when `visit` returns nonzero.
typedef int (*chunk_visitor)(const uint8_t *type, const uint8_t *data, uint32_t length, void *context);

static int walk_chunks(const uint8_t *file, size_t size, chunk_visitor visit, void *context) {
    if (size < 8 || memcmp(file, png_signature, 8) != 0) return 1;
    size_t offset = 8;
    while (offset + 12 <= size) {
        uint32_t length = read_u32(file + offset);
        if (length > 0x7FFFFFFFu || length > size - offset - 12) return 1;
        const uint8_t *type = file + offset + 4;
        const uint8_t *data = type + 4;
        uint32_t stored_crc = read_u32(data + length);
        if ((uint32_t)libdeflate_crc32(0, type, (size_t)length + 4) != stored_crc) return 1;
        if (memcmp(type, "IEND", 4) == 0) return 0;
        if (visit(type, data, length, context) != 0) return 1;
        offset += (size_t)length + 12;
    }
    return 1;  // no IEND
}

typedef struct {
    int width, height, channels;
    int seen_header, seen_data, data_ended;
    uint8_t *gathered;  // where IDAT bytes are gathered, or NULL to only check the chunks
    size_t gathered_size;
} png_scan;

static int scan_chunk(const uint8_t *type, const uint8_t *data, uint32_t length, void *context) {
    png_scan *scan = context;
    if (memcmp(type, "IHDR", 4) == 0) {
        if (scan->seen_header || length != 13) return 1;
        uint32_t width = read_u32(data), height = read_u32(data + 4);
        uint8_t depth = data[8], colour = data[9], compression = data[10], filter = data[11], interlace = data[12];
        if (width == 0 || height == 0 || width > 16384 || height > 16384) return 1;
        if (depth != 8 || (colour != 2 && colour != 6) || compression != 0 || filter != 0 || interlace != 0) return 1;
        scan->width = (int)width;
        scan->height = (int)height;
        scan->channels = colour == 6 ? 4 : 3;
        scan->seen_header = 1;
        return 0;
    }
    if (!scan->seen_header) return 1;  // IHDR comes first
    if (memcmp(type, "IDAT", 4) == 0) {
        if (scan->data_ended) return 1;  // IDAT chunks must be consecutive
        scan->seen_data = 1;
        if (scan->gathered) memcpy(scan->gathered + scan->gathered_size, data, length);
        scan->gathered_size += length;
        return 0;
    }
    if (scan->seen_data) scan->data_ended = 1;
    // A palette or a transparency chunk: SDL2_image applies them (a colour key); leave it to it.
    if (memcmp(type, "PLTE", 4) == 0 || memcmp(type, "tRNS", 4) == 0) return 1;
    // Another critical chunk (upper-case first letter) this decoder does not know.
    if ((type[0] & 0x20) == 0) return 1;
    return 0;
}

int craster_png_size(const uint8_t *file, size_t size, int *width, int *height) {
    png_scan scan = {0};
    if (walk_chunks(file, size, scan_chunk, &scan) != 0 || !scan.seen_header || !scan.seen_data) return 0;
    *width = scan.width;
    *height = scan.height;
    return 1;
}

/// The Paeth predictor (PNG §9.4): of left, up and upper-left, the one nearest to left + up −
/// upper-left, ties in that order.
static inline int paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    if (pb <= pc) return b;
    return c;
}

#if defined(__SSE2__)
/// Pixel `x` of a raw row of `bpp`-byte pixels in the low four bytes (RGB: the fourth is the next
/// pixel's and is ignored).
static inline __m128i raw_pixel(const uint8_t *raw, int x, int bpp) {
    uint32_t word;
    memcpy(&word, raw + (size_t)x * (size_t)bpp, 4);
    return _mm_cvtsi32_si128((int)word);
}

/// Pixel `x` of an RGBA row in the low four bytes.
static inline __m128i rgba_pixel(const uint8_t *row, int x) {
    uint32_t word;
    memcpy(&word, row + (size_t)x * 4, 4);
    return _mm_cvtsi32_si128((int)word);
}

/// `unfilter_row` for one filter type, one pixel a step. Each pixel's prediction depends on the
/// pixel before it, so the loop is as fast as that chain is short: the left pixel stays in a
/// register as bytes, and the alpha an RGB picture gets is added on the way out, not in the chain.
/// For RGB the chain's fourth lane carries whatever the raw row's next byte makes of it; that lane
/// only ever predicts the fourth byte, which the alpha overwrites.
static inline __attribute__((always_inline)) void unfilter_pixels_sse2(int filter, const uint8_t *raw, const uint8_t *above,
                                                                       uint8_t *out, int from, int width, int bpp) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i alpha = _mm_cvtsi32_si128(bpp == 3 ? (int)0xFF000000u : 0);
    const __m128i ones = _mm_set1_epi8(1);
    // `from` is past 0 only for None and Up, which read neither.
    __m128i left = zero, above_left = zero;
    for (int x = from; x < width; x++) {
        __m128i pixel = raw_pixel(raw, x, bpp), up = rgba_pixel(above, x);
        if (filter == 0) {
            left = pixel;
        } else if (filter == 1) {
            left = _mm_add_epi8(pixel, left);
        } else if (filter == 2) {
            left = _mm_add_epi8(pixel, up);
        } else if (filter == 3) {
            // floor((a + b) / 2): pavgb rounds up, so the 1 is taken back where a + b is odd.
            __m128i mean = _mm_sub_epi8(_mm_avg_epu8(left, up), _mm_and_si128(_mm_xor_si128(left, up), ones));
            left = _mm_add_epi8(pixel, mean);
        } else {
            // In 16-bit lanes: |p − a| = |b − c|, |p − b| = |a − c|, |p − c| = |(b − c) + (a − c)|;
            // the smallest picks its neighbour, a before b before c.
            __m128i a = _mm_unpacklo_epi8(left, zero), b = _mm_unpacklo_epi8(up, zero), c = _mm_unpacklo_epi8(above_left, zero);
            __m128i bc = _mm_sub_epi16(b, c), ac = _mm_sub_epi16(a, c);
            __m128i sum = _mm_add_epi16(bc, ac);
            __m128i pa = _mm_max_epi16(bc, _mm_sub_epi16(zero, bc));
            __m128i pb = _mm_max_epi16(ac, _mm_sub_epi16(zero, ac));
            __m128i pc = _mm_max_epi16(sum, _mm_sub_epi16(zero, sum));
            __m128i smallest = _mm_min_epi16(pa, _mm_min_epi16(pb, pc));
            __m128i take_a = _mm_cmpeq_epi16(pa, smallest);
            __m128i take_b = _mm_andnot_si128(take_a, _mm_cmpeq_epi16(pb, smallest));
            __m128i take_c = _mm_andnot_si128(_mm_or_si128(take_a, take_b), _mm_set1_epi16(-1));
            __m128i prediction = _mm_or_si128(_mm_or_si128(_mm_and_si128(take_a, a), _mm_and_si128(take_b, b)),
                                              _mm_and_si128(take_c, c));
            left = _mm_add_epi8(pixel, _mm_packus_epi16(prediction, prediction));
            above_left = up;
        }
        uint32_t word = (uint32_t)_mm_cvtsi128_si32(_mm_or_si128(left, alpha));
        memcpy(out + (size_t)x * 4, &word, 4);
    }
}

/// The pixels of a None or Up (`up`) row four at a time, as far as whole sixteen-byte loads stay in
/// the row; returns how many it did. These filters do not read the left pixel, so the pixels are
/// independent, and one shuffle spreads an RGB row's twelve bytes to four RGBA pixels. SSSE3, which
/// `craster_png_decode` checks the processor for.
__attribute__((target("ssse3")))
static int unfilter_up_ssse3(const uint8_t *raw, const uint8_t *above, uint8_t *out, int width, int bpp, int up) {
    const __m128i spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alpha = _mm_set1_epi32(bpp == 3 ? (int)0xFF000000u : 0);
    const size_t row_bytes = (size_t)width * (size_t)bpp;
    int x = 0;
    for (; x + 4 <= width && (size_t)x * (size_t)bpp + 16 <= row_bytes; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(raw + (size_t)x * (size_t)bpp));
        if (bpp == 3) pixels = _mm_shuffle_epi8(pixels, spread);
        if (up) pixels = _mm_add_epi8(pixels, _mm_loadu_si128((const __m128i *)(above + (size_t)x * 4)));
        _mm_storeu_si128((__m128i *)(out + (size_t)x * 4), _mm_or_si128(pixels, alpha));
    }
    return x;
}
#endif

/// Undoes one row's filter (PNG §9.2) straight into its RGBA output row: `raw` holds the row's
/// `width` filtered pixels of `bpp` bytes (3 or 4); `above` is the output row above (RGBA), or a
/// row of zeros for the first row. The filters predict each byte from the bytes of the pixel to
/// the left, above and above-left, which are the output's bytes at −4, above and above −4; an
/// RGB picture's alpha byte is 255 in the output and never a prediction's input. Returns nonzero
/// for an unknown filter type.
static int unfilter_row(uint8_t filter, const uint8_t *raw, const uint8_t *above, uint8_t *out, int width, int bpp,
                        int has_ssse3) {
    if (filter > 4) return 1;
#if defined(__SSE2__)
    // The loop is written once per filter type (the type is a constant in each), so that no
    // pixel branches on it.
    int from = 0;
    if (filter == 0 || filter == 2) from = has_ssse3 ? unfilter_up_ssse3(raw, above, out, width, bpp, filter == 2) : 0;
    switch (filter) {
    case 0: unfilter_pixels_sse2(0, raw, above, out, from, width, bpp); break;
    case 1: unfilter_pixels_sse2(1, raw, above, out, from, width, bpp); break;
    case 2: unfilter_pixels_sse2(2, raw, above, out, from, width, bpp); break;
    case 3: unfilter_pixels_sse2(3, raw, above, out, from, width, bpp); break;
    default: unfilter_pixels_sse2(4, raw, above, out, from, width, bpp); break;
    }
#else
    for (int x = 0; x < width; x++) {
        const uint8_t *in = raw + (size_t)x * (size_t)bpp;
        uint8_t *pixel = out + (size_t)x * 4;
        for (int i = 0; i < bpp; i++) {
            int a = x > 0 ? pixel[i - 4] : 0, b = above[(size_t)x * 4 + (size_t)i];
            int c = x > 0 ? above[(size_t)x * 4 + (size_t)i - 4] : 0;
            int prediction = filter == 0 ? 0 : filter == 1 ? a : filter == 2 ? b : filter == 3 ? (a + b) >> 1 : paeth(a, b, c);
            pixel[i] = (uint8_t)(in[i] + prediction);
        }
        if (bpp == 3) pixel[3] = 255;
    }
#endif
    return 0;
}

int craster_png_decode(const uint8_t *file, size_t size, uint8_t *rgba, int width, int height) {
    // One walk checks the chunks and gathers the image data: the IDAT chunks together are
    // smaller than the file that holds them.
    png_scan scan = {0};
    scan.gathered = malloc(size);
    if (!scan.gathered) return 1;
    if (walk_chunks(file, size, scan_chunk, &scan) != 0 || !scan.seen_header || !scan.seen_data ||
        scan.width != width || scan.height != height) {
        free(scan.gathered);
        return 1;
    }

    const int bpp = scan.channels;
    const size_t stride = (size_t)width * (size_t)bpp;
    const size_t raw_size = (size_t)height * (stride + 1);
    uint8_t *raw = malloc(raw_size + 1);  // + 1: an RGB pixel is read as four bytes
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int failed = !raw || !inflater;
    size_t produced = 0;
    if (!failed) {
        enum libdeflate_result result = libdeflate_zlib_decompress(inflater, scan.gathered, scan.gathered_size,
                                                                   raw, raw_size, &produced);
        failed = result != LIBDEFLATE_SUCCESS || produced != raw_size;
    }
    if (inflater) libdeflate_free_decompressor(inflater);
    free(scan.gathered);

    uint8_t *zeros = failed ? NULL : calloc((size_t)width, 4);
    failed = failed || !zeros;
#if defined(__SSE2__)
    const int has_ssse3 = __builtin_cpu_supports("ssse3");
#else
    const int has_ssse3 = 0;
#endif
    for (int y = 0; y < height && !failed; y++) {
        const uint8_t *row = raw + (size_t)y * (stride + 1);
        uint8_t *out = rgba + (size_t)y * (size_t)width * 4;
        failed = unfilter_row(row[0], row + 1, y > 0 ? out - (size_t)width * 4 : zeros, out, width, bpp, has_ssse3);
    }
    free(zeros);
    free(raw);
    return failed;
}
