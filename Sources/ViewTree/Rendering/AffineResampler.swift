import Foundation

/// Maps straight-alpha BGRA pixels through an affine transform with bilinear filtering.
///
/// SDL's software renderer samples rotated textures nearest-neighbour and leaves their edges
/// stair-stepped; resampling here gives smooth interiors and one-pixel antialiased edges (texels
/// outside the source count as transparent; `Rasterizer.straightenAlpha` has given the transparent
/// border the colour of its neighbours, so edges do not darken).
enum AffineResampler {
    struct Output {
        var pixels: [UInt8]
        var x: Int, y: Int, width: Int, height: Int
    }

    /// - Parameters:
    ///   - transform: source pixel coordinates → destination pixel coordinates.
    ///   - clip: the destination area worth producing (the render target), in pixels.
    static func resample(_ source: [UInt8], width: Int, height: Int, transform: Transform, clip: CGRect) -> Output? {
        guard width > 0, height > 0, transform.isInvertible else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height).applying(transform)
            .insetBy(dx: -1, dy: -1).intersection(clip)
        guard !bounds.isNull, bounds.width >= 1, bounds.height >= 1 else { return nil }
        let x0 = Int(bounds.minX.rounded(.down)), y0 = Int(bounds.minY.rounded(.down))
        let outWidth = Int(bounds.maxX.rounded(.up)) - x0, outHeight = Int(bounds.maxY.rounded(.up)) - y0
        guard outWidth > 0, outHeight > 0, outWidth * outHeight <= 40_000_000 else { return nil }
        let inverse = transform.inverted()
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let maxX = width - 1, maxY = height - 1
        source.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { out in
                for row in 0..<outHeight {
                    // Pixel centres, mapped back; −0.5 turns texel centres into integer positions.
                    let dy = CGFloat(y0 + row) + 0.5
                    var u = inverse.a * (CGFloat(x0) + 0.5) + inverse.c * dy + inverse.tx - 0.5
                    var v = inverse.b * (CGFloat(x0) + 0.5) + inverse.d * dy + inverse.ty - 0.5
                    for column in 0..<outWidth {
                        defer { u += inverse.a; v += inverse.b }
                        guard u > -1, v > -1, u < CGFloat(width), v < CGFloat(height) else { continue }
                        let fu = u.rounded(.down), fv = v.rounded(.down)
                        let ix = Int(fu), iy = Int(fv)
                        let wx = Float(u - fu), wy = Float(v - fv)
                        var accumulated: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        var colourWeight: Float = 0
                        for (sx, sy, weight) in [(ix, iy, (1 - wx) * (1 - wy)), (ix + 1, iy, wx * (1 - wy)),
                                                 (ix, iy + 1, (1 - wx) * wy), (ix + 1, iy + 1, wx * wy)] where weight > 0 {
                            let cx = min(max(sx, 0), maxX), cy = min(max(sy, 0), maxY)
                            let i = (cy * width + cx) * 4
                            let inside = sx >= 0 && sy >= 0 && sx <= maxX && sy <= maxY
                            let alpha = inside ? Float(src[i + 3]) : 0
                            // Colour weighted by alpha (premultiplied interpolation), so transparent
                            // texels contribute no colour; the bled colour covers the all-clear case.
                            let w = weight * max(alpha, 0.001)
                            accumulated.0 += Float(src[i]) * w
                            accumulated.1 += Float(src[i + 1]) * w
                            accumulated.2 += Float(src[i + 2]) * w
                            accumulated.3 += alpha * weight
                            colourWeight += w
                        }
                        guard accumulated.3 > 0.5 else { continue }
                        let o = (row * outWidth + column) * 4
                        out[o] = UInt8(min(255, accumulated.0 / colourWeight + 0.5))
                        out[o + 1] = UInt8(min(255, accumulated.1 / colourWeight + 0.5))
                        out[o + 2] = UInt8(min(255, accumulated.2 / colourWeight + 0.5))
                        out[o + 3] = UInt8(min(255, accumulated.3 + 0.5))
                    }
                }
            }
        }
        return Output(pixels: output, x: x0, y: y0, width: outWidth, height: outHeight)
    }
}
