// zlib streams and CRC-32s through libdeflate, for the PNG chunks the film writer makes
// (Sources/Compositor/Pixels/AnimatedPNGWriter.swift).
#include <libdeflate.h>

#include "CRaster.h"

size_t craster_zlib_bound(size_t size) { return libdeflate_zlib_compress_bound(NULL, size); }

size_t craster_zlib_compress(const uint8_t *in, size_t size, uint8_t *out, size_t capacity, int level) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (!compressor) return 0;
    size_t written = libdeflate_zlib_compress(compressor, in, size, out, capacity);
    libdeflate_free_compressor(compressor);
    return written;
}

uint32_t craster_crc32(uint32_t crc, const uint8_t *bytes, size_t size) {
    return (uint32_t)libdeflate_crc32(crc, bytes, size);
}
