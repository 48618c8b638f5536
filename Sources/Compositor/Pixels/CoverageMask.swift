import Foundation
import ViewTree

/// Antialiasing of rounded rectangles: per-pixel coverage from a signed distance (exact along
/// straight edges, a linear ramp across the curve).
///
/// SDL's software renderer snaps `SDL_RenderGeometry` vertices to whole pixels (measured: a quad
/// from x = 2.8 covers the same pixels as one from x = 2.0), so sub-pixel feather rings cannot
/// antialias there. Instead the rasteriser draws straight runs as fill rects on pixel-snapped edges
/// and the corners from these masks, and rotated views go through a resampled backing store.
enum CoverageMask {
    /// Signed distance from (x, y) to a rounded rectangle centred at the origin with half-extents
    /// (halfWidth, halfHeight) and corner `radius`: negative inside (Inigo Quilez's rounded-box
    /// distance function: q = |p| − (b − r); d = ‖max(q, 0)‖ + min(max(qx, qy), 0) − r).
    static func roundedRectDistance(
        x: CGFloat, y: CGFloat, halfWidth: CGFloat, halfHeight: CGFloat, radius: CGFloat
    ) -> CGFloat {
        let r = max(0, min(radius, halfWidth, halfHeight))
        let qx = abs(x) - (halfWidth - r), qy = abs(y) - (halfHeight - r)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - r
    }

    /// Box-filter coverage of a pixel whose centre is `distance` pixels from an edge (negative
    /// inside): the standard linear ramp, exact for an edge through the pixel parallel to an axis.
    static func coverage(distance: CGFloat) -> CGFloat {
        max(0, min(1, 0.5 - distance))
    }

    /// Coverage of the pixel centred at (x, y) by a rounded rectangle occupying (0, 0, width, height).
    static func roundedRectCoverage(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, radius: CGFloat) -> CGFloat
    {
        coverage(
            distance: roundedRectDistance(
                x: x - width / 2, y: y - height / 2,
                halfWidth: width / 2, halfHeight: height / 2, radius: radius))
    }

    /// The top-left `size` × `size` pixels of a large rounded rectangle with corner `radius`, or of
    /// its border band of `borderWidth` (inner corner radius `radius − borderWidth`), as alpha 0…1.
    static func corner(size: Int, radius: CGFloat, borderWidth: CGFloat?) -> [Float] {
        // A rectangle far larger than the corner, so only the corner's edges are near.
        let far = CGFloat(size) * 4 + 16
        var alpha = [Float](repeating: 0, count: size * size)
        for j in 0..<size {
            for i in 0..<size {
                let x = CGFloat(i) + 0.5, y = CGFloat(j) + 0.5
                var value = roundedRectCoverage(x: x, y: y, width: far, height: far, radius: radius)
                if let borderWidth {
                    let inner = roundedRectCoverage(
                        x: x - borderWidth, y: y - borderWidth, width: far - 2 * borderWidth,
                        height: far - 2 * borderWidth, radius: max(0, radius - borderWidth))
                    value = max(0, value - inner)
                }
                alpha[j * size + i] = Float(value)
            }
        }
        return alpha
    }
}
