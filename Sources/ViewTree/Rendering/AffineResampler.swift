import Foundation

/// Maps straight-alpha BGRA pixels through an affine transform with bilinear filtering.
///
/// SDL's software renderer leaves a rotated texture's edges stair-stepped (`SDL_RenderCopyEx`)
/// or samples it nearest-neighbour (`SDL_RenderGeometry`); resampling here gives smooth interiors and one-pixel antialiased edges (texels
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

    /// The destination pixels a resample of a `width` × `height` source through `transform`
    /// covers (its bounding box plus one pixel of antialiased edge), limited to `clip`.
    static func outputArea(width: Int, height: Int, transform: Transform, clip: CGRect) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard width > 0, height > 0, transform.isInvertible else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height).applying(transform)
            .insetBy(dx: -1, dy: -1).intersection(clip)
        guard !bounds.isNull, bounds.width >= 1, bounds.height >= 1 else { return nil }
        let x0 = Int(bounds.minX.rounded(.down)), y0 = Int(bounds.minY.rounded(.down))
        let outWidth = Int(bounds.maxX.rounded(.up)) - x0, outHeight = Int(bounds.maxY.rounded(.up)) - y0
        guard outWidth > 0, outHeight > 0, outWidth * outHeight <= 40_000_000 else { return nil }
        return (x0, y0, outWidth, outHeight)
    }

    /// Resamples into a new array.
    /// - Parameters:
    ///   - transform: source pixel coordinates → destination pixel coordinates.
    ///   - clip: the destination area worth producing (the render target), in pixels.
    static func resample(_ source: [UInt8], width: Int, height: Int, transform: Transform, clip: CGRect) -> Output? {
        guard source.count >= width * height * 4,
              let area = outputArea(width: width, height: height, transform: transform, clip: clip)
        else { return nil }
        var output = [UInt8](repeating: 0, count: area.width * area.height * 4)
        output.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            resample(source, width: width, height: height, transform: transform, area: area, into: base, pitch: area.width * 4)
        }
        return Output(pixels: output, x: area.x, y: area.y, width: area.width, height: area.height)
    }

    /// Resamples into `destination` (rows `pitch` bytes apart), which holds `area` (from
    /// `outputArea`); every pixel of it is written, those the source does not reach with 0.
    static func resample(_ source: [UInt8], width: Int, height: Int, transform: Transform,
                         area: (x: Int, y: Int, width: Int, height: Int), into destination: UnsafeMutableRawPointer, pitch: Int) {
        guard width > 0, height > 0, source.count >= width * height * 4, transform.isInvertible else { return }
        let inverse = transform.inverted()
        source.withUnsafeBufferPointer { buffer in
            // Each band writes its own rows of `destination` and only reads `source`.
            guard let base = buffer.baseAddress else { return }
            nonisolated(unsafe) let src = base, output = destination
            // Rows are independent: large areas are split into one band per core. Every pixel is
            // computed exactly as on one thread, so the result does not depend on the split.
            let bands = area.width * area.height >= Self.parallelThreshold ? min(4, ProcessInfo.processInfo.activeProcessorCount) : 1
            DispatchQueue.concurrentPerform(iterations: max(1, bands)) { band in
                let rows = (area.height * band / bands)..<(area.height * (band + 1) / bands)
                resampleRows(rows, src: src, width: width, height: height, inverse: inverse, area: area,
                             into: output, pitch: pitch)
            }
        }
    }

    /// Areas from this many pixels are resampled on all cores (a tilted card at 2×: ~700,000).
    static let parallelThreshold = 65_536

    private static func resampleRows(_ rows: Range<Int>, src: UnsafePointer<UInt8>, width: Int, height: Int, inverse: Transform,
                                     area: (x: Int, y: Int, width: Int, height: Int),
                                     into destination: UnsafeMutableRawPointer, pitch: Int) {
        let x0 = area.x, y0 = area.y
        for row in rows {
            let out = (destination + row * pitch).assumingMemoryBound(to: UInt8.self)
            // Pixel centres, mapped back; −0.5 turns texel centres into integer positions.
            let dy = CGFloat(y0 + row) + 0.5
            var u = inverse.a * (CGFloat(x0) + 0.5) + inverse.c * dy + inverse.tx - 0.5
            var v = inverse.b * (CGFloat(x0) + 0.5) + inverse.d * dy + inverse.ty - 0.5
            // u and v are accumulated column by column (not recomputed), so the sampled
            // positions are exactly those of a plain per-pixel loop; the same positions in
            // 32.32 fixed point serve the opaque interior's fast path.
            let step = (u: Self.fixed(inverse.a), v: Self.fixed(inverse.b))
            var fixedU = Self.fixed(u), fixedV = Self.fixed(v)
            for column in 0..<area.width {
                defer { u += inverse.a; v += inverse.b; fixedU &+= step.u; fixedV &+= step.v }
                let o = out + column &* 4
                guard u > -1, v > -1, u < CGFloat(width), v < CGFloat(height) else {
                    UnsafeMutableRawPointer(o).storeBytes(of: 0, as: UInt32.self)
                    continue
                }
                if Self.opaqueInterior(src, width: width, height: height, u: fixedU, v: fixedV, into: o) {
                    continue
                }
                let fu = u.rounded(.down), fv = v.rounded(.down)
                let pixel = sample(src, width: width, height: height, ix: Int(fu), iy: Int(fv),
                                   wx: Float(u - fu), wy: Float(v - fv))
                guard pixel.a > 0.5 else {
                    UnsafeMutableRawPointer(o).storeBytes(of: 0, as: UInt32.self)
                    continue
                }
                o[0] = UInt8(min(255, pixel.b + 0.5))
                o[1] = UInt8(min(255, pixel.g + 0.5))
                o[2] = UInt8(min(255, pixel.r + 0.5))
                o[3] = UInt8(min(255, pixel.a + 0.5))
            }
        }
    }

    /// `value` in 32.32 fixed point.
    @inline(__always)
    private static func fixed(_ value: CGFloat) -> Int64 { Int64((value * 4_294_967_296).rounded()) }

    /// The fast path for the common case, a pixel whose four texels are all inside the source
    /// and opaque: there every colour weight is 255 × the bilinear weight, so the sample is the
    /// plain bilinear blend Σ texel · weight. Computed in integers with 12-bit fractions (weights
    /// summing to exactly 2²⁴), it is the float path's value to within 0.06 of a level before
    /// rounding. Returns false, writing nothing, when a texel is outside or translucent.
    @inline(__always)
    private static func opaqueInterior(_ src: UnsafePointer<UInt8>, width: Int, height: Int, u: Int64, v: Int64,
                                       into o: UnsafeMutablePointer<UInt8>) -> Bool {
        let ix = Int(u >> 32), iy = Int(v >> 32)
        guard ix >= 0, iy >= 0, ix < width - 1, iy < height - 1 else { return false }
        let fx = UInt32(truncatingIfNeeded: (u >> 20) & 0xFFF), fy = UInt32(truncatingIfNeeded: (v >> 20) & 0xFFF)
        let row = UnsafeRawPointer(src + (iy &* width &+ ix) &* 4)
        let t00 = row.loadUnaligned(as: UInt32.self), t10 = row.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
        let below = row + width &* 4
        let t01 = below.loadUnaligned(as: UInt32.self), t11 = below.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
        guard t00 & t10 & t01 & t11 >= 0xFF00_0000 else { return false }
        // Wrapping operators: nothing here can overflow (255 · 2²⁴ < 2³²), and Swift's overflow
        // checks were a third of this loop's branches.
        let gx = 4096 &- fx, gy = 4096 &- fy
        let w11 = fx &* fy, w10 = fx &* gy, w01 = gx &* fy, w00 = gx &* gy
        @inline(__always) func channel(_ shift: UInt32) -> UInt8 {
            let sum = (t00 >> shift & 0xFF) &* w00 &+ (t10 >> shift & 0xFF) &* w10 &+ (t01 >> shift & 0xFF) &* w01 &+ (t11 >> shift & 0xFF) &* w11
            return UInt8(truncatingIfNeeded: (sum &+ 0x80_0000) >> 24)
        }
        o[0] = channel(0)
        o[1] = channel(8)
        o[2] = channel(16)
        o[3] = 255
        return true
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
