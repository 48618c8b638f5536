import FluidPlayground
import Foundation
import ViewTree

/// A picture's relative luminance (`RelativeLuminance`) on a grid of `cell` × `cell` pixel
/// squares, kept as a summed-area table so that the mean over any rectangle costs four look-ups:
/// what the stretchy header asks, every scrolled frame, about the part of its picture under the
/// status bar's glyphs.
struct LuminanceMap {
    /// Pixels per grid square a side.
    let cell: Int
    let columns: Int
    let rows: Int
    /// `sums[r * (columns + 1) + c]`: the sum of the squares above and left of (c, r).
    private let sums: [Double]

    /// Samples one pixel per square (a photograph changes little over 4 px).
    init(pixels: PixelBuffer, cell: Int = 4) {
        let cell = max(1, cell)
        self.cell = cell
        columns = (pixels.width + cell - 1) / cell
        rows = (pixels.height + cell - 1) / cell
        let table = (0...255).map { RelativeLuminance.linear(Double($0) / 255) }
        var sums = [Double](repeating: 0, count: (columns + 1) * (rows + 1))
        let stride = columns + 1
        for r in 0..<rows {
            var rowSum = 0.0
            for c in 0..<columns {
                let p = pixels[c * cell, r * cell]
                rowSum += 0.2126 * table[Int(p.r)] + 0.7152 * table[Int(p.g)] + 0.0722 * table[Int(p.b)]
                sums[(r + 1) * stride + c + 1] = sums[r * stride + c + 1] + rowSum
            }
        }
        self.sums = sums
    }

    /// The mean luminance over `rect`, in the picture's pixels (clamped to the picture); nil when
    /// the rectangle misses it.
    func mean(in rect: CGRect) -> Double? {
        let c0 = max(0, Int((rect.minX / CGFloat(cell)).rounded(.down)))
        let r0 = max(0, Int((rect.minY / CGFloat(cell)).rounded(.down)))
        let c1 = min(columns, Int((rect.maxX / CGFloat(cell)).rounded(.up)))
        let r1 = min(rows, Int((rect.maxY / CGFloat(cell)).rounded(.up)))
        guard c1 > c0, r1 > r0 else { return nil }
        let stride = columns + 1
        let sum = sums[r1 * stride + c1] - sums[r0 * stride + c1] - sums[r1 * stride + c0] + sums[r0 * stride + c0]
        return sum / Double((c1 - c0) * (r1 - r0))
    }
}
