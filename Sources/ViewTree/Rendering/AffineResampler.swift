import Foundation

/// Maps straight-alpha BGRA pixels through an affine transform with bilinear filtering.
///
/// SDL's software renderer samples rotated textures nearest-neighbour and leaves their edges
/// stair-stepped; resampling here gives smooth interiors and one-pixel antialiased edges (texels
/// outside the source count as transparent; `Rasterizer.straightenAlpha` has given the transparent
/// border the colour of its neighbours, so edges do not darken).
///
/// Each destination pixel centre is mapped back into the source; its four neighbouring texels are
/// weighted bilinearly, colours by weight × alpha (premultiplied interpolation, so that clear
/// texels add no colour), alpha by weight alone. A rotated card is redrawn this way on every frame
/// of a drag, so the loop is written for speed: texels are read through unsafe pointers and the
/// four taps are unrolled, with no per-pixel allocation (the earlier loop built an array of taps
/// per pixel: 53 % of a card-drag frame).
enum AffineResampler {
    struct Output {
        var pixels: [UInt8]
        var x: Int, y: Int, width: Int, height: Int
    }

    /// - Parameters:
    ///   - transform: source pixel coordinates → destination pixel coordinates.
    ///   - clip: the destination area worth producing (the render target), in pixels.
    static func resample(_ source: [UInt8], width: Int, height: Int, transform: Transform, clip: CGRect) -> Output? {
        guard width > 0, height > 0, source.count >= width * height * 4, transform.isInvertible else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height).applying(transform)
            .insetBy(dx: -1, dy: -1).intersection(clip)
        guard !bounds.isNull, bounds.width >= 1, bounds.height >= 1 else { return nil }
        let x0 = Int(bounds.minX.rounded(.down)), y0 = Int(bounds.minY.rounded(.down))
        let outWidth = Int(bounds.maxX.rounded(.up)) - x0, outHeight = Int(bounds.maxY.rounded(.up)) - y0
        guard outWidth > 0, outHeight > 0, outWidth * outHeight <= 40_000_000 else { return nil }
        let inverse = transform.inverted()
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        source.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { out in
                guard let src = src.baseAddress, let out = out.baseAddress else { return }
                for row in 0..<outHeight {
                    // Pixel centres, mapped back; −0.5 turns texel centres into integer positions.
                    let dy = CGFloat(y0 + row) + 0.5
                    var u = inverse.a * (CGFloat(x0) + 0.5) + inverse.c * dy + inverse.tx - 0.5
                    var v = inverse.b * (CGFloat(x0) + 0.5) + inverse.d * dy + inverse.ty - 0.5
                    // u and v are accumulated column by column (not recomputed), so the sampled
                    // positions are exactly those of a plain per-pixel loop.
                    for column in 0..<outWidth {
                        defer { u += inverse.a; v += inverse.b }
                        guard u > -1, v > -1, u < CGFloat(width), v < CGFloat(height) else { continue }
                        let fu = u.rounded(.down), fv = v.rounded(.down)
                        let pixel = sample(src, width: width, height: height, ix: Int(fu), iy: Int(fv),
                                           wx: Float(u - fu), wy: Float(v - fv))
                        guard pixel.a > 0.5 else { continue }
                        let o = out + (row * outWidth + column) * 4
                        o[0] = UInt8(min(255, pixel.b + 0.5))
                        o[1] = UInt8(min(255, pixel.g + 0.5))
                        o[2] = UInt8(min(255, pixel.r + 0.5))
                        o[3] = UInt8(min(255, pixel.a + 0.5))
                    }
                }
            }
        }
        return Output(pixels: output, x: x0, y: y0, width: outWidth, height: outHeight)
    }

    /// The bilinear sample at texel (ix + wx, iy + wy): colour channels already divided by their
    /// weight, alpha (0…255) not yet rounded.
    @inline(__always)
    private static func sample(_ src: UnsafePointer<UInt8>, width: Int, height: Int, ix: Int, iy: Int,
                               wx: Float, wy: Float) -> (b: Float, g: Float, r: Float, a: Float) {
        let maxX = width - 1, maxY = height - 1
        var b: Float = 0, g: Float = 0, r: Float = 0, a: Float = 0, colourWeight: Float = 0
        // A texel outside the source is transparent but lends the colour of the nearest edge texel.
        @inline(__always) func tap(_ sx: Int, _ sy: Int, _ weight: Float) {
            let cx = min(max(sx, 0), maxX), cy = min(max(sy, 0), maxY)
            let texel = src + (cy * width + cx) * 4
            let inside = sx >= 0 && sy >= 0 && sx <= maxX && sy <= maxY
            let alpha: Float = inside ? Float(texel[3]) : 0
            let w = weight * max(alpha, 0.001)
            b += Float(texel[0]) * w
            g += Float(texel[1]) * w
            r += Float(texel[2]) * w
            a += alpha * weight
            colourWeight += w
        }
        tap(ix, iy, (1 - wx) * (1 - wy))
        tap(ix + 1, iy, wx * (1 - wy))
        tap(ix, iy + 1, (1 - wx) * wy)
        tap(ix + 1, iy + 1, wx * wy)
        return (b / colourWeight, g / colourWeight, r / colourWeight, a)
    }
}
