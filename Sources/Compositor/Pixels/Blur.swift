import CRaster
import Foundation
import ViewTree

/// Gaussian blur of a single channel, approximated by three successive box blurs per axis.
///
/// Box sizes follow the SVG/CSS Filter Effects spec for feGaussianBlur: for standard deviation σ,
/// d = ⌊σ · 3·√(2π) / 4 + 0.5⌋; three boxes of size d approximate the Gaussian within about 3 %.
enum Blur {
    static func boxSize(sigma: CGFloat) -> Int {
        Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// How far (in pixels) the blur spreads a value: three boxes of half-width ⌈d/2⌉.
    static func extent(sigma: CGFloat) -> Int {
        let d = boxSize(sigma: sigma)
        return d <= 1 ? 0 : 3 * ((d + 1) / 2)
    }

    /// Blurs `values` (row-major, `width` × `height`) in place: three box passes per axis, each
    /// a running sum (values outside count as 0; even sizes centred half a pixel off, alternating
    /// as the spec allows). The passes are C (`craster_box_blur3`), eight rows side by side so
    /// that the running sums do not wait on each other (Docs/Rendering.md §12).
    static func gaussian(_ values: inout [Float], width: Int, height: Int, sigma: CGFloat) {
        let d = boxSize(sigma: sigma)
        guard d > 1, width > 0, height > 0 else { return }
        guard values.count >= width * height, let w = Int32(exactly: width), let h = Int32(exactly: height),
            let size = Int32(exactly: d)
        else { return }
        var scratch = [Float](unsafeUninitializedCapacity: craster_box_blur_scratch_count(w, h)) { _, count in
            count = craster_box_blur_scratch_count(w, h)
        }
        values.withUnsafeMutableBufferPointer { plane in
            scratch.withUnsafeMutableBufferPointer { scratch in
                guard let plane = plane.baseAddress, let scratch = scratch.baseAddress else { return }
                craster_box_blur3(plane, w, h, size, scratch)
            }
        }
    }
}
