import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// The image-halving loop (pictures are halved where they load, or when a scene first draws them
/// small) against the plain statement of the 2 × 2 alpha-weighted box filter, byte for byte, odd
/// sizes included; and levels made ahead drawn as the frame's own.
struct HalvedImageTests {
    @Test func theFastLoopProducesExactlyThePlainFiltersPixels() throws {
        var random = SplitMix64(seed: 18)
        for size in [(1, 1), (2, 2), (3, 5), (17, 9), (64, 31)] {
            let bytes = random.pixels(width: size.0, height: size.1, alphaChoices: [0, 255, nil], premultiplied: false)
            let source = try #require(PixelBuffer(width: size.0, height: size.1, bytes: bytes))
            #expect(Rasterizer.halved(source) == Self.plainHalved(source), "\(size)")
        }
    }

    /// Pictures are mostly opaque: blocks of four output pixels are halved four at a time when
    /// their source is opaque and one by one when not, in every position along a row.
    @Test func mostlyOpaquePicturesHalveAsThePlainFilterDoes() throws {
        var random = SplitMix64(seed: 19)
        for size in [(16, 2), (17, 3), (31, 8), (130, 67), (600, 8)] {
            var bytes = random.pixels(width: size.0, height: size.1, alphaChoices: [255], premultiplied: false)
            // A translucent or clear pixel here and there, each spoiling its block.
            for _ in 0..<max(1, size.0 * size.1 / 40) {
                bytes[Int(random.next() % UInt64(size.0 * size.1)) * 4 + 3] = UInt8(random.next() % 255)
            }
            let source = try #require(PixelBuffer(width: size.0, height: size.1, bytes: bytes))
            #expect(Rasterizer.halved(source) == Self.plainHalved(source), "\(size)")
        }
    }

    /// Levels made ahead are the renderer's own halvings, one after another, down to the
    /// narrowest level wide enough.
    @Test func halvingsMadeAheadAreTheRenderersLevels() throws {
        var random = SplitMix64(seed: 20)
        for (width, count) in [(600, 3), (1200, 4), (128, 1), (127, 0), (40, 0)] {
            let bytes = random.pixels(width: width, height: 40, alphaChoices: [255, nil], premultiplied: false)
            let source = try #require(PixelBuffer(width: width, height: 40, bytes: bytes))
            let levels = Image.halvings(of: source)
            #expect(levels.count == count, "\(width)")
            var expected = source
            for level in levels {
                expected = Rasterizer.halved(expected)
                #expect(level == expected, "\(width)")
            }
        }
    }

    /// An image knows whether it is opaque (then so is each halving, which the renderer takes on
    /// trust): one pixel short of opaque anywhere is enough to make it not.
    @Test func anImageKnowsWhetherItIsOpaque() throws {
        var pixels = PixelBuffer(width: 300, height: 40, fill: (10, 20, 30, 255))
        let opaque = Image(pixels: pixels, halvings: Image.halvings(of: pixels))
        #expect(opaque.isOpaque)
        #expect(opaque.halvings.allSatisfy { $0.isOpaque })
        for index in [0, 150 * 4, (299 + 39 * 300) * 4] {
            var translucent = pixels
            translucent.bytes[index + 3] = 254
            #expect(!Image(pixels: translucent).isOpaque, "pixel \(index / 4)")
        }
        pixels.bytes[3] = 0
        #expect(!Image(pixels: pixels).isOpaque)
        #expect(!Image(pixels: PixelBuffer(width: 0, height: 0)).isOpaque)
    }

    private static func plainHalved(_ source: PixelBuffer) -> PixelBuffer {
        let width = max(1, source.width / 2), height = max(1, source.height / 2)
        var result = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var r = 0, g = 0, b = 0, a = 0
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = source[min(source.width - 1, 2 * x + dx), min(source.height - 1, 2 * y + dy)]
                    let alpha = Int(p.a)
                    r += Int(p.r) * alpha
                    g += Int(p.g) * alpha
                    b += Int(p.b) * alpha
                    a += alpha
                }
                result[x, y] = a == 0 ? (0, 0, 0, 0) : (UInt8(r / a), UInt8(g / a), UInt8(b / a), UInt8((a + 2) / 4))
            }
        }
        return result
    }
}

extension SDLTests {
    /// A picture drawn small from levels made ahead (`Image.halvings`) is drawn without halving
    /// in the frame, or halved on from the deepest level made when drawn smaller still, to the
    /// same pixels as one the frame halves itself.
    @Suite @MainActor
    struct HalvingsAheadTests {
        static func draw(_ image: Image) throws -> HeadlessHost {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 260, height: 150), scale: 1)
            // Levels 1 and 2 (150 and 75 px) are made ahead; 33 px needs level 3.
            for (x, width) in [(5, 140), (150, 70), (225, 33)] {
                let view = ImageView(image: image)
                view.frame = CGRect(x: x, y: 10, width: width, height: width)
                view.contentMode = .scaleAspectFill
                root.addSubview(view)
            }
            host.render()
            return host
        }

        @Test func aPictureWithLevelsMadeAheadIsHalvedOnlyPastThem() throws {
            var random = SplitMix64(seed: 21)
            let bytes = random.pixels(width: 300, height: 280, alphaChoices: [255, 128, nil], premultiplied: false)
            let pixels = try #require(PixelBuffer(width: 300, height: 280, bytes: bytes))
            let plain = try Self.draw(Image(pixels: pixels))
            let ahead = try Self.draw(Image(pixels: pixels, halvings: Image.halvings(of: pixels)))
            #expect(plain.rasterizer.statistics.imageHalvings == 1 + 2 + 3)
            #expect(ahead.rasterizer.statistics.imageHalvings == 1)
            #expect(ahead.snapshot() == plain.snapshot())
        }
    }
}
