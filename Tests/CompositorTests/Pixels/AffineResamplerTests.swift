import CSDL2
import FluidTestSupport
import Foundation
import Testing

@testable import Compositor
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
            // One trial in six has translucent texels of one alpha among clear and opaque ones: with
            // one colour (below), four equal translucent texels (a stamp's fill).
            let choices: [UInt8?] =
                trial % 6 == 4 ? [77, 77, 0, 255] : trial.isMultiple(of: 2) ? [0, 255, nil] : [255]
            var pixels = random.pixels(width: width, height: height, alphaChoices: choices, premultiplied: false)
            if trial % 3 == 1 { pixels.paintEveryTexel(blue: 20, green: 30, red: 40) }  // a shadow's one colour
            let angle = CGFloat(random.nextUnit() * 2 * .pi)
            let scale = CGFloat(0.5 + random.nextUnit() * 1.5)
            var transform = Transform(rotationAngle: angle).scaledBy(
                x: scale, y: scale * CGFloat(0.8 + random.nextUnit() * 0.4))
            transform.c += CGFloat(random.nextUnit() * 0.2)
            transform.tx = CGFloat(random.nextUnit() * 8)
            transform.ty = CGFloat(random.nextUnit() * 8)
            let clip = CGRect(x: -100, y: -100, width: 300, height: 300)
            let fast = try #require(
                AffineResampler.resample(pixels, width: width, height: height, transform: transform, clip: clip))
            let plain = try #require(
                PlainResampler.resample(pixels, width: width, height: height, transform: transform, clip: clip))
            #expect(fast.x == plain.x && fast.y == plain.y && fast.width == plain.width && fast.height == plain.height)
            let alphaDifferences = stride(from: 3, to: plain.pixels.count, by: 4).filter {
                fast.pixels[$0] != plain.pixels[$0]
            }.count
            let largest = zip(fast.pixels, plain.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(
                alphaDifferences == 0 && largest <= 1,
                "\(width) × \(height): \(alphaDifferences) alphas differ, largest difference \(largest)")
        }
    }

    /// The AVX2 loop, four pixels at a time, gives the SSE2 loop's pixels bit for bit, stored,
    /// blended and blended faded: tilted pictures with an opaque face, a clear and translucent margin (a card's store:
    /// rounded corners, a shadow) and sharp detail inside, at many angles, scales and sub-pixel
    /// offsets. In every other trial the margin is one colour (a shadow's) and a patch inside is
    /// one translucent texel repeated (a stamp's fill), the two kinds of texels the wide loop
    /// blends four pixels at a time without edge_pixel. On a processor without AVX2 both are the
    /// same loop.
    @Test func theWideLoopGivesTheBaselineLoopsPixels() throws {
        var random = SplitMix64(seed: 41)
        let (width, height) = (120, 90)
        var pixels = random.pixels(width: width, height: height, alphaChoices: [255], premultiplied: false)
        var shadowed = pixels
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if x < 6 || y < 6 || x >= width - 6 || y >= height - 6 {
                    let alpha = UInt8(min(x, y, width - 1 - x, height - 1 - y) * 40)  // 0 at the edge
                    pixels[i + 3] = alpha
                    shadowed.replaceSubrange(i..<i + 4, with: [12, 10, 8, alpha])
                } else if (30..<50).contains(x) && (20..<40).contains(y) {
                    shadowed.replaceSubrange(i..<i + 4, with: [240, 250, 255, 46])
                }
            }
        }
        let frame = CGRect(x: -40, y: -40, width: 220, height: 200)
        for trial in 0..<40 {
            let pixels = trial.isMultiple(of: 2) ? pixels : shadowed
            let angle = CGFloat(random.nextUnit() * 0.6 - 0.3) + (trial.isMultiple(of: 5) ? .pi / 2 : 0)
            let scale = CGFloat(0.6 + random.nextUnit())
            var transform = Transform(rotationAngle: angle).scaledBy(x: scale, y: scale)
            transform.tx = CGFloat(random.nextUnit() * 20)
            transform.ty = CGFloat(random.nextUnit() * 20)
            let wide = try #require(
                AffineResampler.resample(pixels, width: width, height: height, transform: transform, clip: frame))
            let baseline = try #require(
                AffineResampler.resample(
                    pixels, width: width, height: height, transform: transform, clip: frame,
                    vectors: .baseline))
            // Counted rather than compared with ==, whose failure message diffs whole arrays.
            #expect(Self.differingBytes(wide.pixels, baseline.pixels) == 0, "trial \(trial): stored pixels differ")
            let area = (wide.x, wide.y, wide.width, wide.height)
            let background = (0..<area.2 * area.3 * 4).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            // Unmodulated, and faded as a stamp is (1…254).
            for opacity in [255, UInt8(1 + random.next() % 254)] {
                var blended = [background, background]
                for (index, vectors) in [AffineResampler.Vectors.widest, .baseline].enumerated() {
                    blended[index].withUnsafeMutableBytes { bytes in
                        guard let base = bytes.baseAddress else { return }
                        AffineResampler.resample(
                            pixels, width: width, height: height, transform: transform, area: area,
                            into: base, pitch: area.2 * 4, mode: .blendOver(opacity: opacity), vectors: vectors)
                    }
                }
                #expect(
                    Self.differingBytes(blended[0], blended[1]) == 0,
                    "trial \(trial), opacity \(opacity): blended pixels differ")
                #expect(Self.differingBytes(blended[0], background) > 0)
            }
        }
    }

    private static func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    /// A whole-pixel clip bounds the area exactly: the intersection's maxX (origin plus width) of
    /// this tilted card came out a hair past the clip's edge and rounded up to one column beyond it,
    /// which blending straight into a frame wrote into the next row (found by damage tracking).
    @Test func theAreaStaysWithinAWholePixelClip() throws {
        let transform = Transform(
            a: 0.992115775329774, b: 0.12532473156484844, c: -0.12532473156484844, d: 0.992115775329774, tx: 0, ty: 0)
        for dx in stride(from: -300.0, through: 300.0, by: 1.0) {
            let clip = CGRect(x: -272 + dx, y: -263, width: 626, height: 932)
            let area = try #require(
                AffineResampler.outputArea(width: 648, height: 848, transform: transform, clip: clip))
            #expect(
                CGFloat(area.x) >= clip.minX && CGFloat(area.x + area.width) <= clip.maxX, "clip \(clip): area \(area)")
            #expect(
                CGFloat(area.y) >= clip.minY && CGFloat(area.y + area.height) <= clip.maxY, "clip \(clip): area \(area)"
            )
        }
    }

    @Test func anOpaqueSquareTurnedAQuarterKeepsItsColourAndGetsSoftEdgesOnlyUnderARotation() throws {
        let pixels = [UInt8](repeating: 200, count: 10 * 10 * 4).enumerated().map {
            $0.offset % 4 == 3 ? 255 : $0.element
        }
        let quarter = try #require(
            AffineResampler.resample(
                pixels, width: 10, height: 10,
                transform: Transform(rotationAngle: .pi / 2).translatedBy(x: 0, y: -10),
                clip: CGRect(x: -20, y: -20, width: 60, height: 60)))
        // A quarter turn maps texel centres onto pixel centres: every covered pixel is opaque and exact.
        let covered = stride(from: 3, to: quarter.pixels.count, by: 4).filter { quarter.pixels[$0] > 0 }
        #expect(covered.count == 100)
        #expect(covered.allSatisfy { quarter.pixels[$0] == 255 && quarter.pixels[$0 - 1] == 200 })
        let tilted = try #require(
            AffineResampler.resample(
                pixels, width: 10, height: 10, transform: Transform(rotationAngle: 0.3),
                clip: CGRect(x: -20, y: -20, width: 60, height: 60)))
        let soft = stride(from: 3, to: tilted.pixels.count, by: 4).filter { (1...254).contains(tilted.pixels[$0]) }
        #expect(soft.count > 20)
    }
}

/// Blending the resampled pixels straight into the frame (`AffineResampler.Mode.blendOver`) gives
/// the pixels SDL's own blit of a resampled copy gives: the copy made, uploaded to an ARGB8888
/// texture and drawn with `SDL_RenderCopy` onto an XRGB8888 surface through the software renderer,
/// against the same surface blended into directly. Bit for bit where SDL blends with its x86 MMX
/// blitter, whose formula the blend copies (Docs/Rendering.md §5), within a level elsewhere; bit
/// for bit everywhere at a lower opacity (the texture's alpha modulation), which SDL blits with
/// its generic C blitter.
@MainActor
struct ResampleBlendTests {
    @Test func blendingIntoTheFrameGivesWhatSDLsBlitOfTheCopyGives() throws {
        var random = SplitMix64(seed: 5)
        let (frameWidth, frameHeight) = (64, 48)
        var trialsThatDrew = 0
        for trial in 0..<40 {
            let width = 2 + Int(random.next() % 40), height = 2 + Int(random.next() % 40)
            var pixels = random.pixels(width: width, height: height, alphaChoices: [0, 255, nil], premultiplied: false)
            if trial.isMultiple(of: 3) { pixels.paintEveryTexel(blue: 0, green: 0, red: 0) }
            var transform = Transform(rotationAngle: CGFloat(random.nextUnit() * 2 * .pi))
            transform.tx = CGFloat(random.nextUnit() * 60 - 10)
            transform.ty = CGFloat(random.nextUnit() * 50 - 10)
            let background = (0..<frameWidth * frameHeight).map { _ in
                UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000
            }
            let frame = CGRect(x: 0, y: 0, width: frameWidth, height: frameHeight)
            // Every other trial faded: a stamp fading in on a tilting card.
            let opacity = trial.isMultiple(of: 2) ? 255 : UInt8(1 + random.next() % 254)

            let sdl = try Self.drawnBySDL(
                pixels, width: width, height: height, transform: transform, opacity: opacity,
                over: background, frameWidth: frameWidth, frameHeight: frameHeight)
            var direct = background
            if let area = AffineResampler.outputArea(width: width, height: height, transform: transform, clip: frame) {
                direct.withUnsafeMutableBytes { bytes in
                    guard let base = bytes.baseAddress else { return }
                    AffineResampler.resample(
                        pixels, width: width, height: height, transform: transform, area: area,
                        into: base + (area.y * frameWidth + area.x) * 4, pitch: frameWidth * 4,
                        mode: .blendOver(opacity: opacity))
                }
            }
            let largest = zip(sdl, direct).map { Self.largestChannelDifference($0, $1) }.max() ?? 0
            if direct != background { trialsThatDrew += 1 }
            #if arch(x86_64)
                #expect(
                    largest == 0,
                    "trial \(trial), \(width) × \(height), opacity \(opacity): largest difference \(largest)")
            #else
                #expect(
                    largest <= (opacity == 255 ? 1 : 0),
                    "trial \(trial), \(width) × \(height), opacity \(opacity): largest difference \(largest)")
            #endif
        }
        #expect(trialsThatDrew >= 30)
    }

    private static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        (0..<3).map { shift -> Int in
            let x = Int((a >> UInt32(shift * 8)) & 0xFF), y = Int((b >> UInt32(shift * 8)) & 0xFF)
            return abs(x - y)
        }.max() ?? 0
    }

    /// The resampled copy drawn as the rasteriser drew it before blending straight into frames.
    private static func drawnBySDL(
        _ pixels: [UInt8], width: Int, height: Int, transform: Transform, opacity: UInt8,
        over background: [UInt32], frameWidth: Int, frameHeight: Int
    ) throws -> [UInt32] {
        let surface = try #require(
            SDL_CreateRGBSurfaceWithFormat(
                0, Int32(frameWidth), Int32(frameHeight), 32, SDL_PIXELFORMAT_RGB888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let pitch = Int(surface.pointee.pitch)
        let target = try #require(surface.pointee.pixels)
        for row in 0..<frameHeight {
            for column in 0..<frameWidth {
                target.storeBytes(
                    of: background[row * frameWidth + column], toByteOffset: row * pitch + column * 4, as: UInt32.self)
            }
        }
        let frame = CGRect(x: 0, y: 0, width: frameWidth, height: frameHeight)
        if let copy = AffineResampler.resample(pixels, width: width, height: height, transform: transform, clip: frame)
        {
            let texture = try #require(
                SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                    Int32(copy.width), Int32(copy.height)))
            defer { SDL_DestroyTexture(texture) }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureAlphaMod(texture, opacity)
            SDL_UpdateTexture(texture, nil, copy.pixels, Int32(copy.width * 4))
            var destination = SDL_Rect(x: Int32(copy.x), y: Int32(copy.y), w: Int32(copy.width), h: Int32(copy.height))
            SDL_RenderCopy(renderer, texture, nil, &destination)
            SDL_RenderFlush(renderer)
        }
        return (0..<frameHeight).flatMap { row in
            (0..<frameWidth).map { column in target.load(fromByteOffset: row * pitch + column * 4, as: UInt32.self) }
        }
    }
}

extension [UInt8] {
    /// Gives every texel the same colour, keeping its alpha.
    fileprivate mutating func paintEveryTexel(blue: UInt8, green: UInt8, red: UInt8) {
        for i in Swift.stride(from: 0, to: count, by: 4) {
            self[i] = blue
            self[i + 1] = green
            self[i + 2] = red
        }
    }
}

/// The resampling algorithm as plainly as it can be written (`AffineResampler`'s doc comment),
/// one array of taps per pixel: the reference the fast loop must match.
private enum PlainResampler {
    static func resample(
        _ source: [UInt8], width: Int, height: Int, transform: Transform, clip: CGRect
    ) -> AffineResampler.Output? {
        guard width > 0, height > 0, transform.isInvertible else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height).applying(transform).insetBy(dx: -1, dy: -1)
            .intersection(clip)
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
                defer {
                    u += inverse.a
                    v += inverse.b
                }
                guard u > -1, v > -1, u < CGFloat(width), v < CGFloat(height) else { continue }
                let fu = u.rounded(.down), fv = v.rounded(.down)
                let ix = Int(fu), iy = Int(fv)
                let wx = Float(u - fu), wy = Float(v - fv)
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                var colourWeight: Float = 0
                for (sx, sy, weight) in [
                    (ix, iy, (1 - wx) * (1 - wy)), (ix + 1, iy, wx * (1 - wy)),
                    (ix, iy + 1, (1 - wx) * wy), (ix + 1, iy + 1, wx * wy),
                ] where weight > 0 {
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
