import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// `Rasterizer.stretch` (`craster_stretch_linear`) scales a picture on the CPU for the software
/// renderer's on-screen-size copies, and must give exactly what SDL's own linear scaler
/// (`SDL_SoftStretchLinear`, which a scaled copy on the software renderer runs) gives: for up- and
/// downscaling, sizes of one and two pixels (all padding), odd sizes, and both axes at once.
@Suite
struct StretchTests {
    /// What SDL makes of `source` (straight RGBA) at `width` × `height`, as BGRA bytes.
    static func sdlStretched(_ source: PixelBuffer, width: Int, height: Int) throws -> [UInt8] {
        var bgra = [UInt8](repeating: 0, count: source.bytes.count)
        for i in stride(from: 0, to: bgra.count, by: 4) {
            bgra[i] = source.bytes[i + 2]
            bgra[i + 1] = source.bytes[i + 1]
            bgra[i + 2] = source.bytes[i]
            bgra[i + 3] = source.bytes[i + 3]
        }
        return try bgra.withUnsafeMutableBytes { raw in
            let from = try #require(
                SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(source.width), Int32(source.height), 32,
                    Int32(source.width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(from) }
            let to = try #require(
                SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(to) }
            #expect(SDL_SoftStretchLinear(from, nil, to, nil) == 0)
            var out: [UInt8] = []
            let pixels = try #require(to.pointee.pixels?.assumingMemoryBound(to: UInt8.self))
            for y in 0..<height {
                out += UnsafeBufferPointer(start: pixels + y * Int(to.pointee.pitch), count: width * 4)
            }
            return out
        }
    }

    /// `Rasterizer.stretch` into a new buffer of packed rows; nil if it failed.
    static func stretched(_ source: PixelBuffer, width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0 else { return nil }
        var failed = true
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            if let target = buffer.baseAddress {
                failed = Rasterizer.stretch(source, into: target, pitch: width * 4, width: width, height: height)
            }
            initialized = buffer.count
        }
        return failed ? nil : bytes
    }

    static func randomPicture(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
        var random = SplitMix64(seed: seed)
        let bytes = (0..<width * height * 4).map { _ in UInt8(random.next() & 255) }
        return PixelBuffer(width: width, height: height, bytes: bytes) ?? PixelBuffer(width: width, height: height)
    }

    @Test(arguments: [(1, 1), (2, 1), (3, 5), (7, 7), (16, 9), (33, 64), (64, 33), (120, 80)])
    func scalesAsSDLDoes(sourceWidth: Int, sourceHeight: Int) throws {
        let source = Self.randomPicture(
            width: sourceWidth, height: sourceHeight, seed: UInt64(sourceWidth * 1000 + sourceHeight))
        for (width, height) in [
            (1, 1), (2, 3), (5, 4), (sourceWidth + 1, sourceHeight), (sourceWidth * 2 + 3, sourceHeight * 3 / 2 + 1),
            (max(1, sourceWidth / 2), max(1, sourceHeight / 3)), (97, 61),
        ] {
            let mine = try #require(Self.stretched(source, width: width, height: height))
            #expect(
                mine == (try Self.sdlStretched(source, width: width, height: height)),
                "\(sourceWidth) × \(sourceHeight) → \(width) × \(height)")
        }
    }

    /// A real picture at the bottom sheet's size (aspect fill of the phone at 2×).
    @Test func aShippedPictureScalesAsSDLDoes() throws {
        let source = try PNGCodec.read(TestAssets.imageURL(named: "lake-reflection"))
        let mine = try #require(Self.stretched(source, width: 1266, height: 1688))
        #expect(mine == (try Self.sdlStretched(source, width: 1266, height: 1688)))
    }

    /// A part of the scaled picture (what a view's bounds show of an aspect fill) is the bytes the
    /// whole has there: parts at the edges (padding) and inside, single rows and columns, odd
    /// offsets, up- and downscaled.
    @Test func aPartIsTheWholesBytesThere() throws {
        let source = Self.randomPicture(width: 37, height: 23, seed: 7)
        for (width, height) in [(97, 61), (20, 11), (37, 70)] {
            let whole = try #require(Self.stretched(source, width: width, height: height))
            for (x, y, w, h) in [
                (0, 0, width, height), (0, 0, 1, 1), (width - 1, height - 1, 1, 1), (3, 5, width - 7, 1),
                (1, 2, 1, height - 3), (width / 3, height / 4, width / 2, height / 2), (0, height - 4, width, 4),
            ] {
                var part = [UInt8](repeating: 0, count: w * h * 4)
                let failed = part.withUnsafeMutableBufferPointer { buffer in
                    Rasterizer.stretch(
                        source, into: buffer.baseAddress!, pitch: w * 4, width: width, height: height,
                        part: (x, y, w, h))
                }
                #expect(!failed)
                var crop: [UInt8] = []
                for row in y..<y + h { crop += whole[(row * width + x) * 4..<(row * width + x + w) * 4] }
                #expect(
                    zip(part, crop).filter { $0 != $1 }.count == 0, "\(width) × \(height), part \(x), \(y), \(w) × \(h)"
                )
            }
        }
    }

    @Test func refusesWhatItCannotScale() {
        let source = Self.randomPicture(width: 4, height: 4, seed: 1)
        #expect(Self.stretched(source, width: 0, height: 4) == nil)
        #expect(Self.stretched(source, width: 70_000, height: 1) == nil)
        #expect(Self.stretched(PixelBuffer(width: 0, height: 0), width: 4, height: 4) == nil)
        var pixel = [UInt8](repeating: 0, count: 64)
        pixel.withUnsafeMutableBufferPointer { buffer in
            for part in [(-1, 0, 2, 2), (0, 0, 9, 1), (3, 3, 2, 2), (0, 0, 0, 1)] {
                #expect(
                    Rasterizer.stretch(source, into: buffer.baseAddress!, pitch: 16, width: 4, height: 4, part: part),
                    "part \(part)")
            }
        }
    }
}
