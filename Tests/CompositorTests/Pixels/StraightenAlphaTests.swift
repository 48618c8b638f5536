import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// `Rasterizer.straightenAlpha`'s fast loop against the plain statement of what it does, byte for
/// byte, with and without a rounded clip, on random premultiplied pictures.
struct StraightenAlphaTests {
    @Test func theFastLoopProducesExactlyThePlainLoopsPixels() {
        var random = SplitMix64(seed: 17)
        for round in 0..<40 {
            let width = 1 + Int(random.next() % 60), height = 1 + Int(random.next() % 60)
            // 253: what SDL's blender leaves where opaque was blended over opaque.
            let pixels = random.pixels(
                width: width, height: height, alphaChoices: [0, 255, 253, nil], premultiplied: true)
            let mask =
                round % 2 == 0
                ? nil
                : Rasterizer.RoundedMask(
                    x: CGFloat(random.nextUnit() * 3), y: CGFloat(random.nextUnit() * 3),
                    width: CGFloat(width) - CGFloat(random.nextUnit() * 4),
                    height: CGFloat(height) - CGFloat(random.nextUnit() * 4),
                    radius: CGFloat(random.nextUnit() * 20))
            Self.expectThePlainLoopsBytes(pixels, width: width, height: height, mask: mask, round: round)
        }
    }

    /// Clear pixels in only a few rows, as in a card's store (opaque but for its corners): the
    /// rows without one are not visited for bleeding, and the bytes are still the plain loop's —
    /// including a clear pixel whose only visible neighbour is in a row above or below.
    @Test func rowsWithoutAClearPixelAreSkippedWithTheSameBytes() {
        var random = SplitMix64(seed: 29)
        for round in 0..<40 {
            let width = 1 + Int(random.next() % 60), height = 1 + Int(random.next() % 60)
            var pixels = random.pixels(
                width: width, height: height, alphaChoices: [255, 253, nil], premultiplied: true)
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let y = Int(random.next() % UInt64(height))
                // A clear pixel, or a whole clear row (its neighbours only above and below).
                let xs = random.next() % 3 == 0 ? Array(0..<width) : [Int(random.next() % UInt64(width))]
                for x in xs { for channel in 0..<4 { pixels[(y * width + x) * 4 + channel] = 0 } }
            }
            let mask =
                round % 2 == 0
                ? nil : Self.wholeMask(width: width, height: height, radius: CGFloat(random.nextUnit() * 12))
            Self.expectThePlainLoopsBytes(pixels, width: width, height: height, mask: mask, round: round)
        }
    }

    /// Mostly clear, as a store with a margin around what it holds: islands of visible pixels,
    /// some a pixel wide or tall, in a clear field. Four clear pixels with nothing visible
    /// beside, above or below them are passed over together; the bytes are still the plain loop's.
    @Test func clearFieldsAroundIslandsGiveThePlainLoopsBytes() {
        var random = SplitMix64(seed: 43)
        for round in 0..<60 {
            let width = 1 + Int(random.next() % 70), height = 1 + Int(random.next() % 50)
            let islands = random.pixels(
                width: width, height: height, alphaChoices: [255, 253, 90, nil], premultiplied: true)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for _ in 0..<(Int(random.next() % 5)) {
                let x0 = Int(random.next() % UInt64(width)), y0 = Int(random.next() % UInt64(height))
                let x1 = min(width, x0 + 1 + Int(random.next() % 9)), y1 = min(height, y0 + 1 + Int(random.next() % 7))
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        for channel in 0..<4 {
                            pixels[(y * width + x) * 4 + channel] = islands[(y * width + x) * 4 + channel]
                        }
                    }
                }
            }
            let mask =
                round % 3 != 2
                ? nil : Self.wholeMask(width: width, height: height, radius: CGFloat(random.nextUnit() * 12))
            Self.expectThePlainLoopsBytes(pixels, width: width, height: height, mask: mask, round: round)
        }
    }

    /// Straightens `pixels` with the fast loop and with the plain one: the same bytes.
    private static func expectThePlainLoopsBytes(
        _ pixels: [UInt8], width: Int, height: Int, mask: Rasterizer.RoundedMask?,
        round: Int
    ) {
        var fast = pixels, plain = pixels
        Rasterizer.straightenAlpha(&fast, width: width, height: height, mask: mask)
        plainStraightenAlpha(&plain, width: width, height: height, mask: mask)
        #expect(fast == plain, "round \(round): \(width) × \(height)")
    }

    /// A rounded clip over the whole store.
    private static func wholeMask(width: Int, height: Int, radius: CGFloat) -> Rasterizer.RoundedMask {
        Rasterizer.RoundedMask(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height), radius: radius)
    }

    /// The run of pixel centres inside [lo, hi], found from its two edges, is the run the test
    /// of every pixel finds: edges on, between and beyond pixel centres, runs empty and whole.
    @Test func theCentresInsideAreFoundFromTheEdges() {
        for width in 0..<14 {
            for lo in stride(from: CGFloat(-3), through: 16, by: 0.25) {
                for hi in stride(from: lo - 1, through: 17, by: 0.25) {
                    let found = Rasterizer.centresInside(lo: lo, hi: hi, width: width)
                    let tested = (0..<width).filter { CGFloat($0) + 0.5 >= lo && CGFloat($0) + 0.5 <= hi }
                    #expect(Array(found) == tested, "width \(width), [\(lo), \(hi)]")
                    if Array(found) != tested { return }
                }
            }
        }
        #expect(Rasterizer.centresInside(lo: .nan, hi: 4, width: 8).isEmpty)
        #expect(Rasterizer.centresInside(lo: 0, hi: .infinity, width: 8).isEmpty)
    }

    /// Straight alpha per pixel, the rounded clip's coverage per pixel, then each clear pixel takes
    /// the colour of its first visible 4-neighbour (left, right, up, down).
    private static func plainStraightenAlpha(
        _ pixels: inout [UInt8], width: Int, height: Int, mask: Rasterizer.RoundedMask?
    ) {
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var alpha = Int(pixels[i + 3])
                if alpha >= 252 { alpha = 255 }
                if alpha > 0, alpha < 255 {
                    for channel in 0..<3 {
                        pixels[i + channel] = UInt8(min(255, (Int(pixels[i + channel]) * 255 + alpha / 2) / alpha))
                    }
                }
                if let mask {
                    let coverage = CoverageMask.roundedRectCoverage(
                        x: CGFloat(x) + 0.5 - mask.x, y: CGFloat(y) + 0.5 - mask.y,
                        width: mask.width, height: mask.height, radius: mask.radius)
                    alpha = Int((CGFloat(alpha) * coverage).rounded())
                }
                pixels[i + 3] = UInt8(alpha)
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                guard pixels[i + 3] == 0 else { continue }
                for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                    let j = (ny * width + nx) * 4
                    if pixels[j + 3] > 0 {
                        pixels[i] = pixels[j]
                        pixels[i + 1] = pixels[j + 1]
                        pixels[i + 2] = pixels[j + 2]
                        break
                    }
                }
            }
        }
    }
}
