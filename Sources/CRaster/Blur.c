// The shadow blur's box passes and the shadow's tint, the inner loops of Fluid's Blur and
// ShadowMask (Docs/Rendering.md §6, §12).
//
// In C because a box filter along a row is a running sum: one add and one subtract per value,
// each waiting for the last, so a row pass is bound by the adder's latency. Here eight rows
// run side by side in one vector of eight sums. Each row still sees the same float
// operations in the same order as a plain per-row loop, so the values are identical on every
// platform and compiler.

#include "CRaster.h"

#include <string.h>

// a * b + c must stay two roundings, as in the Swift it replaced.
#pragma STDC FP_CONTRACT OFF

enum { ROWS_AT_ONCE = 8 };

// Eight floats, one per row; element-wise IEEE arithmetic (two SSE registers, or scalar code,
// where there is no wider vector unit).
typedef float rows8 __attribute__((vector_size(32)));

// Adds (`+=`) or subtracts (`-=`) the eight floats at `p` (no vector is passed or returned, so no
// function's ABI depends on the vector unit).
#define ACCUMULATE(sums, p, op) do { rows8 loaded_; memcpy(&loaded_, (p), sizeof loaded_); (sums) op loaded_; } while (0)

// Rows `first` ..< `first + rows` (rows ≤ ROWS_AT_ONCE), each through the box of `size` taps:
// out[i] = (sum of in[i − before … i + after]) · (1 / size), values outside the row counting as
// 0, as a running sum from the row's start. The rows are interleaved into `scratch` (value i of
// row r at i · 8 + r) so that one vector holds the eight running sums, and the results come back
// the same way (2 · 8 · width floats); missing rows are zeros and are not written back.
static void box_rows(float *values, int width, int first, int rows, int size, float *scratch) {
    const int before = size / 2, after = size - before - 1;
    const float scale = 1.0f / (float)size;
    float *interleaved = scratch, *results = scratch + (size_t)width * ROWS_AT_ONCE;
    for (int r = 0; r < ROWS_AT_ONCE; r++) {
        const float *line = values + (size_t)(first + r) * (size_t)width;
        if (r < rows) {
            for (int i = 0; i < width; i++) interleaved[(size_t)i * ROWS_AT_ONCE + r] = line[i];
        } else {
            for (int i = 0; i < width; i++) interleaved[(size_t)i * ROWS_AT_ONCE + r] = 0.0f;
        }
    }
    rows8 sums = {0, 0, 0, 0, 0, 0, 0, 0};
    const rows8 scales = {scale, scale, scale, scale, scale, scale, scale, scale};
    const int lead = after < width ? after : width;
    for (int i = 0; i < lead; i++) ACCUMULATE(sums, interleaved + (size_t)i * ROWS_AT_ONCE, +=);
    for (int i = 0; i < width; i++) {
        const int entering = i + after, leaving = i - before - 1;
        if (entering < width) ACCUMULATE(sums, interleaved + (size_t)entering * ROWS_AT_ONCE, +=);
        if (leaving >= 0) ACCUMULATE(sums, interleaved + (size_t)leaving * ROWS_AT_ONCE, -=);
        const rows8 out = sums * scales;
        memcpy(results + (size_t)i * ROWS_AT_ONCE, &out, sizeof out);
    }
    for (int r = 0; r < rows; r++) {
        float *line = values + (size_t)(first + r) * (size_t)width;
        for (int i = 0; i < width; i++) line[i] = results[(size_t)i * ROWS_AT_ONCE + r];
    }
}

// The same box down every column at once, row by row (memory read along rows); each column's
// sum sees the same values in the same order as a per-column loop.
static void box_columns(float *values, int width, int height, int size, float *copy, float *sums) {
    const int before = size / 2, after = size - before - 1;
    const float scale = 1.0f / (float)size;
    memcpy(copy, values, (size_t)width * (size_t)height * sizeof(float));
    memset(sums, 0, (size_t)width * sizeof(float));
    const int lead = after < height ? after : height;
    for (int i = 0; i < lead; i++) {
        const float *row = copy + (size_t)i * (size_t)width;
        for (int x = 0; x < width; x++) sums[x] += row[x];
    }
    for (int i = 0; i < height; i++) {
        const int entering = i + after, leaving = i - before - 1;
        if (entering < height) {
            const float *row = copy + (size_t)entering * (size_t)width;
            for (int x = 0; x < width; x++) sums[x] += row[x];
        }
        if (leaving >= 0) {
            const float *row = copy + (size_t)leaving * (size_t)width;
            for (int x = 0; x < width; x++) sums[x] -= row[x];
        }
        float *out = values + (size_t)i * (size_t)width;
        for (int x = 0; x < width; x++) out[x] = sums[x] * scale;
    }
}

size_t craster_box_blur_scratch_count(int width, int height) {
    const size_t rows = 2 * (size_t)ROWS_AT_ONCE * (size_t)width;
    const size_t columns = (size_t)width * (size_t)height + (size_t)width;
    return rows > columns ? rows : columns;
}

void craster_box_blur3(float *values, int width, int height, int size, float *scratch) {
    if (size <= 1 || width <= 0 || height <= 0) return;
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < height; y += ROWS_AT_ONCE) {
            const int rows = height - y < ROWS_AT_ONCE ? height - y : ROWS_AT_ONCE;
            box_rows(values, width, y, rows, size, scratch);
        }
        box_columns(values, width, height, size, scratch, scratch + (size_t)width * (size_t)height);
    }
}

// `value` (0…1) × 255 rounded half up, clamped to 0…255, with the comparisons of Swift's
// min/max (ShadowMask.byte).
static inline uint32_t byte_of(float value) {
    const float scaled = value * 255.0f;
    const float below = scaled < 255.0f ? scaled : 255.0f;
    const float clamped = below >= 0.0f ? below : 0.0f;
    const int whole = (int)clamped;
    return (uint32_t)(clamped - (float)whole >= 0.5f ? whole + 1 : whole);
}

void craster_tint(const float *coverage, size_t count, uint32_t colour, uint32_t multiplier, uint32_t *out) {
    for (size_t i = 0; i < count; i++) out[i] = colour | (byte_of(coverage[i]) * multiplier / 255u) << 24;
}

void craster_alpha_coverage(const uint8_t *bgra, int width, int height, float *out, int out_width, int extent) {
    const size_t pad_rows = (size_t)extent * (size_t)out_width;
    memset(out, 0, pad_rows * sizeof(float));
    for (int y = 0; y < height; y++) {
        float *row = out + (size_t)(y + extent) * (size_t)out_width;
        const uint8_t *in = bgra + (size_t)y * (size_t)width * 4;
        memset(row, 0, (size_t)extent * sizeof(float));
        for (int x = 0; x < width; x++) row[extent + x] = (float)in[x * 4 + 3] / 255.0f;
        memset(row + extent + width, 0, (size_t)(out_width - extent - width) * sizeof(float));
    }
    memset(out + (size_t)(height + extent) * (size_t)out_width, 0, pad_rows * sizeof(float));
}
