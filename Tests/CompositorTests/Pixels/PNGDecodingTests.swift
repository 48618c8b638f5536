import CSDL2
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// `PNGCodec.decode` copies the two formats SDL2_image gives a PNG without a palette, RGB24 and
/// RGBA32, straight into RGBA (`craster_rgb_to_rgba`, `craster_copy_rows`); anything else goes
/// through `SDL_ConvertSurfaceFormat`. Each path must give every pixel as written, on widths whose
/// rows SDL pads (RGB24 rows are 4-byte aligned) and on the row's last pixel, which the RGB copy
/// reads bytewise so as not to read past the row.
@Suite
struct PNGDecodingTests {
    /// A PNG written by SDL2_image from a surface of `format` holding `pixels` (RGBA, straight).
    func png(_ pixels: PixelBuffer, format: SDL_PixelFormatEnum) throws -> Data {
        var bytes = pixels.bytes
        let source = try #require(
            bytes.withUnsafeMutableBytes { raw in
                SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(pixels.width), Int32(pixels.height), 32,
                    Int32(pixels.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
            })
        defer { SDL_FreeSurface(source) }
        let surface = try #require(SDL_ConvertSurfaceFormat(source, format.rawValue, 0))
        defer { SDL_FreeSurface(surface) }
        #expect(surface.pointee.format.pointee.format == format.rawValue)
        var output = [UInt8](repeating: 0, count: 1 << 16)
        let length = try output.withUnsafeMutableBytes { out -> Int in
            let ops = try #require(SDL_RWFromMem(out.baseAddress, Int32(out.count)))
            defer { SDL_RWclose(ops) }
            #expect(IMG_SavePNG_RW(surface, ops, 0) == 0)
            return Int(SDL_RWtell(ops))
        }
        return Data(output[0..<length])
    }

    /// Pixels whose every channel differs from its neighbours', alpha `opaque` or varied.
    func pattern(width: Int, height: Int, opaque: Bool) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                buffer[x, y] = (
                    UInt8(i * 37 % 256), UInt8(i * 91 % 256), UInt8((i * 53 + 7) % 256),
                    opaque ? 255 : UInt8((i * 29 + 40) % 256)
                )
            }
        }
        return buffer
    }

    /// The format IMG_Load gives `data`.
    func loadedFormat(_ data: Data) throws -> UInt32 {
        let surface = try #require(
            data.withUnsafeBytes { raw in
                SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)).flatMap { IMG_Load_RW($0, 1) }
            })
        defer { SDL_FreeSurface(surface) }
        return surface.pointee.format.pointee.format
    }

    @Test(arguments: [1, 2, 5, 7, 64])
    func rgbPicturesDecodeOpaqueAsWritten(width: Int) throws {
        let written = pattern(width: width, height: 3, opaque: true)
        let data = try png(written, format: SDL_PIXELFORMAT_RGB24)
        #expect(try loadedFormat(data) == SDL_PIXELFORMAT_RGB24.rawValue)
        #expect(try PNGCodec.decode(data) == written)
    }

    @Test(arguments: [1, 2, 5, 7, 64])
    func rgbaPicturesDecodeAsWritten(width: Int) throws {
        let written = pattern(width: width, height: 3, opaque: false)
        let data = try png(written, format: SDL_PIXELFORMAT_RGBA32)
        #expect(try loadedFormat(data) == SDL_PIXELFORMAT_RGBA32.rawValue)
        #expect(try PNGCodec.decode(data) == written)
    }

    /// A surface in another format (BGRA, as a screenshot of the target) is converted by SDL, to
    /// the same pixels.
    @Test func otherFormatsAreConvertedBySDL() throws {
        let written = pattern(width: 5, height: 3, opaque: false)
        var bytes = written.bytes
        try bytes.withUnsafeMutableBytes { raw in
            let rgba = try #require(
                SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, 5, 3, 32, 20, SDL_PIXELFORMAT_RGBA32.rawValue))
            defer { SDL_FreeSurface(rgba) }
            let bgra = try #require(SDL_ConvertSurfaceFormat(rgba, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
            defer { SDL_FreeSurface(bgra) }
            #expect(try PNGCodec.pixels(of: bgra) == written)
        }
    }
}
