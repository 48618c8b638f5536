import Foundation
import Testing
import FluidTestSupport
@testable import ViewTree

/// The resampler's fast loop against the plain statement of its algorithm, on random pictures
/// (with clear, translucent and opaque texels) under random rotations, scales, shears and sub-pixel
/// offsets: the same area, every alpha the same, every colour channel within one level (the
/// opaque interior is blended in integers, two interpolations with 8-bit fractions, the rest
/// exactly as stated). Every other picture is wholly opaque, so that the integer path is most of it.
struct AffineResamplerTests {
    @Test func theFastLoopMatchesThePlainLoopToOneLevel() throws {
        var random = SplitMix64(seed: 16)
        for trial in 0..<60 {
            let width = 1 + Int(random.next() % 40), height = 1 + Int(random.next() % 40)
            let choices: [UInt8?] = trial.isMultiple(of: 2) ? [0, 255, nil] : [255]
            let pixels = random.pixels(width: width, height: height, alphaChoices: choices, premultiplied: false)
            let angle = CGFloat(random.nextUnit() * 2 * .pi)
            let scale = CGFloat(0.5 + random.nextUnit() * 1.5)
            var transform = Transform(rotationAngle: angle).scaledBy(x: scale, y: scale * CGFloat(0.8 + random.nextUnit() * 0.4))
            transform.c += CGFloat(random.nextUnit() * 0.2)
            transform.tx = CGFloat(random.nextUnit() * 8)
            transform.ty = CGFloat(random.nextUnit() * 8)
            let clip = CGRect(x: -100, y: -100, width: 300, height: 300)
            let fast = try #require(AffineResampler.resample(pixels, width: width, height: height, transform: transform, clip: clip))
            let plain = try #require(PlainResampler.resample(pixels, width: width, height: height, transform: transform, clip: clip))
            #expect(fast.x == plain.x && fast.y == plain.y && fast.width == plain.width && fast.height == plain.height)
            let alphaDifferences = stride(from: 3, to: plain.pixels.count, by: 4).filter { fast.pixels[$0] != plain.pixels[$0] }.count
            let largest = zip(fast.pixels, plain.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(alphaDifferences == 0 && largest <= 1, "\(width) × \(height): \(alphaDifferences) alphas differ, largest difference \(largest)")
        }
    }

    @Test func anOpaqueSquareTurnedAQuarterKeepsItsColourAndGetsSoftEdgesOnlyUnderARotation() throws {
        let pixels = [UInt8](repeating: 200, count: 10 * 10 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        let quarter = try #require(AffineResampler.resample(pixels, width: 10, height: 10,
                                                            transform: Transform(rotationAngle: .pi / 2).translatedBy(x: 0, y: -10),
                                                            clip: CGRect(x: -20, y: -20, width: 60, height: 60)))
        // A quarter turn maps texel centres onto pixel centres: every covered pixel is opaque and exact.
        let covered = stride(from: 3, to: quarter.pixels.count, by: 4).filter { quarter.pixels[$0] > 0 }
        #expect(covered.count == 100)
        #expect(covered.allSatisfy { quarter.pixels[$0] == 255 && quarter.pixels[$0 - 1] == 200 })
        let tilted = try #require(AffineResampler.resample(pixels, width: 10, height: 10, transform: Transform(rotationAngle: 0.3),
                                                           clip: CGRect(x: -20, y: -20, width: 60, height: 60)))
        let soft = stride(from: 3, to: tilted.pixels.count, by: 4).filter { (1...254).contains(tilted.pixels[$0]) }
        #expect(soft.count > 20)
    }
}

/// The resampling algorithm as plainly as it can be written (`AffineResampler`'s doc comment),
/// one array of taps per pixel: the reference the fast loop must match.
private enum PlainResampler {
    static func resample(_ source: [UInt8], width: Int, height: Int, transform: Transform, clip: CGRect) -> AffineResampler.Output? {
        guard width > 0, height > 0, transform.isInvertible else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height).applying(transform).insetBy(dx: -1, dy: -1).intersection(clip)
        guard !bounds.isNull, bounds.width >= 1, bounds.height >= 1 else { return nil }
        let x0 = Int(bounds.minX.rounded(.down)), y0 = Int(bounds.minY.rounded(.down))
        let outWidth = Int(bounds.maxX.rounded(.up)) - x0, outHeight = Int(bounds.maxY.rounded(.up)) - y0
        let inverse = transform.inverted()
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        for row in 0..<outHeight {
            let dy = CGFloat(y0 + row) + 0.5
            var u = inverse.a * (CGFloat(x0) + 0.5) + inverse.c * dy + inverse.tx - 0.5
            var v = inverse.b * (CGFloat(x0) + 0.5) + inverse.d * dy + inverse.ty - 0.5
            for column in 0..<outWidth {
                defer { u += inverse.a; v += inverse.b }
                guard u > -1, v > -1, u < CGFloat(width), v < CGFloat(height) else { continue }
                let fu = u.rounded(.down), fv = v.rounded(.down)
                let ix = Int(fu), iy = Int(fv)
                let wx = Float(u - fu), wy = Float(v - fv)
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                var colourWeight: Float = 0
                for (sx, sy, weight) in [(ix, iy, (1 - wx) * (1 - wy)), (ix + 1, iy, wx * (1 - wy)),
                                         (ix, iy + 1, (1 - wx) * wy), (ix + 1, iy + 1, wx * wy)] where weight > 0 {
                    let cx = min(max(sx, 0), width - 1), cy = min(max(sy, 0), height - 1)
                    let i = (cy * width + cx) * 4
                    let inside = sx >= 0 && sy >= 0 && sx < width && sy < height
                    let alpha = inside ? Float(source[i + 3]) : 0
                    let w = weight * max(alpha, 0.001)
                    sum.0 += Float(source[i]) * w
                    sum.1 += Float(source[i + 1]) * w
                    sum.2 += Float(source[i + 2]) * w
                    sum.3 += alpha * weight
                    colourWeight += w
                }
                guard sum.3 > 0.5 else { continue }
                let o = (row * outWidth + column) * 4
                out[o] = UInt8(min(255, sum.0 / colourWeight + 0.5))
                out[o + 1] = UInt8(min(255, sum.1 / colourWeight + 0.5))
                out[o + 2] = UInt8(min(255, sum.2 / colourWeight + 0.5))
                out[o + 3] = UInt8(min(255, sum.3 + 0.5))
            }
        }
        return AffineResampler.Output(pixels: out, x: x0, y: y0, width: outWidth, height: outHeight)
    }
}
