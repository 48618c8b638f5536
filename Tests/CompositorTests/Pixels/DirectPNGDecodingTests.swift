import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// `PNGCodec.decodeDirectly` (`craster_png_decode`) must give exactly the bytes SDL2_image gives,
/// for every row filter (PNG §9.2) on RGB and RGBA, on widths of one pixel and more, and for every
/// picture the scenes ship; and must leave to SDL2_image every PNG it does not take or finds
/// damaged, so that damaged files are still reported as before.
@Suite
struct DirectPNGDecodingTests {
    /// A PNG built byte by byte: `rows` filtered scanlines (each its filter byte, then `width` ×
    /// channels bytes) as one zlib stream of stored blocks, so that the test chooses every filter.
    static func png(
        width: Int, height: Int, colourType: UInt8, interlace: UInt8 = 0, rows: [UInt8],
        extraChunks: [(String, [UInt8])] = []
    ) -> Data {
        func u32(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return u32(UInt32(data.count)) + body + u32(crc32(body))
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, rows.count - offset)
            let last: UInt8 = offset + count == rows.count ? 1 : 0
            zlib += [last, UInt8(count & 255), UInt8(count >> 8), UInt8(~count & 255), UInt8(~count >> 8 & 255)]
            zlib += rows[offset..<offset + count]
            offset += count
        } while offset < rows.count
        zlib += u32(adler32(rows))
        let header = u32(UInt32(width)) + u32(UInt32(height)) + [8, colourType, 0, 0, interlace]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        for (type, data) in extraChunks { file += chunk(type, data) }
        // The image data split across two IDAT chunks, as encoders may.
        let half = zlib.count / 2
        file += chunk("IDAT", Array(zlib[..<half])) + chunk("IDAT", Array(zlib[half...])) + chunk("IEND", [])
        return Data(file)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// Random scanlines, row `y` filtered with `filters[y % filters.count]`.
    static func rows(width: Int, height: Int, channels: Int, filters: [UInt8], seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var rows: [UInt8] = []
        for y in 0..<height {
            rows.append(filters[y % filters.count])
            for _ in 0..<width * channels { rows.append(UInt8(random.next() & 255)) }
        }
        return rows
    }

    /// Widths from one pixel to rows that None and Up decode four pixels at a time, with a tail
    /// pixel by pixel (RGB 6, 23, 64; RGBA 5, 23) or none (RGBA 64).
    @Test(arguments: [UInt8(2), UInt8(6)], [1, 2, 5, 6, 23, 64])
    func everyFilterDecodesAsSDLImageDoes(colourType: UInt8, width: Int) throws {
        let channels = colourType == 6 ? 4 : 3
        // Each filter on the first row (whose row above counts as zeros) and after every other.
        for filters: [UInt8] in [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4], [4, 3, 2, 1, 0, 4, 4, 3, 3]] {
            let height = max(filters.count * 2, 4)
            let data = Self.png(
                width: width, height: height, colourType: colourType,
                rows: Self.rows(
                    width: width, height: height, channels: channels, filters: filters,
                    seed: UInt64(width * 31 + Int(colourType))))
            let direct = try #require(PNGCodec.decodeDirectly(data), "filters \(filters)")
            #expect(direct == (try PNGCodec.decodeWithSDLImage(data)), "filters \(filters), width \(width)")
            if colourType == 2 {
                #expect(stride(from: 3, to: direct.bytes.count, by: 4).allSatisfy { direct.bytes[$0] == 255 })
            }
        }
    }

    /// Every picture the scenes show: the same bytes both ways.
    @Test func shippedPicturesDecodeAsSDLImageDoes() throws {
        let folder = TestAssets.root.appendingPathComponent("Images")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
            .sorted()
        #expect(names.count >= 15)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let direct = try #require(PNGCodec.decodeDirectly(data), "\(name) is not decoded directly")
            #expect(direct == (try PNGCodec.decodeWithSDLImage(data, name: name)), "\(name)")
        }
    }

    /// What the direct decoder leaves to SDL2_image: other PNG kinds (a palette, transparency,
    /// interlacing, another bit depth or colour type), and any damage — a chunk's CRC, image
    /// data that does not inflate or inflates to the wrong size, an unknown filter, no IEND.
    @Test func leavesOtherKindsAndDamageToSDLImage() throws {
        let rows = Self.rows(width: 4, height: 4, channels: 3, filters: [4], seed: 7)
        let good = Self.png(width: 4, height: 4, colourType: 2, rows: rows)
        #expect(PNGCodec.decodeDirectly(good) != nil)
        #expect(PNGCodec.decodeDirectly(Self.png(width: 4, height: 4, colourType: 2, interlace: 1, rows: rows)) == nil)
        #expect(
            PNGCodec.decodeDirectly(
                Self.png(width: 4, height: 4, colourType: 2, rows: rows, extraChunks: [("tRNS", [0, 1, 0, 2, 0, 3])]))
                == nil)
        #expect(
            PNGCodec.decodeDirectly(
                Self.png(width: 4, height: 4, colourType: 2, rows: rows, extraChunks: [("PLTE", [1, 2, 3])])) == nil)
        // too much data
        #expect(PNGCodec.decodeDirectly(Self.png(width: 4, height: 3, colourType: 2, rows: rows)) == nil)
        #expect(PNGCodec.decodeDirectly(Self.png(width: 4, height: 5, colourType: 2, rows: rows)) == nil)  // too little
        #expect(PNGCodec.decodeDirectly(Self.png(width: 4, height: 4, colourType: 0, rows: rows)) == nil)  // grey
        var badFilter = rows
        badFilter[0] = 5
        #expect(PNGCodec.decodeDirectly(Self.png(width: 4, height: 4, colourType: 2, rows: badFilter)) == nil)
        var badCRC = [UInt8](good)
        badCRC[29] ^= 1  // IHDR's CRC
        #expect(PNGCodec.decodeDirectly(Data(badCRC)) == nil)
        #expect(throws: RenderError.self) { try PNGCodec.decode(Data(badCRC)) }
        #expect(PNGCodec.decodeDirectly(good.prefix(good.count - 12)) == nil)  // no IEND
        // A palette PNG still decodes, through SDL2_image.
        let palette = Self.png(
            width: 2, height: 1, colourType: 3, rows: [0, 0, 1],
            extraChunks: [("PLTE", [255, 0, 0, 0, 0, 255])])
        #expect(PNGCodec.decodeDirectly(palette) == nil)
        #expect(try PNGCodec.decode(palette).bytes == [255, 0, 0, 255, 0, 0, 255, 255])
    }
}
