import Foundation
import ViewTree

/// A rounded clip's coverage over a `width` × `height` backing store, as a small alpha texture
/// drawn in nine slices, for a renderer that multiplies the store by it (Docs/Rendering.md §14):
/// the same per-pixel coverage `Rasterizer.straightenAlpha` applies on the CPU
/// (`CoverageMask.roundedRectCoverage` of each pixel centre), so the edges match.
///
/// Along a straight edge the coverage is the same in every row (or column): the texture keeps the
/// four corner squares of `corner` pixels and one row and one column between them, which the
/// slices stretch. A store too small for that gets a texture of its own size, drawn whole.
struct RoundedClipMask: Equatable {
    /// The texture's size.
    let textureWidth: Int, textureHeight: Int
    /// Coverage × 255, rounded, row by row (`textureWidth` × `textureHeight`).
    let alpha: [UInt8]
    /// Which texture pixels go where in the store, as (x, y, width, height) rectangles; a slice
    /// whose destination is wider or taller than its source stretches one row or column.
    let slices: [(source: Rect, destination: Rect)]

    struct Rect: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// What decides the texture's pixels: equal keys, equal textures (the cache's key).
    struct Key: Hashable {
        var textureWidth: Int, textureHeight: Int
        /// The mask's geometry in the texture, in 1/4096 px.
        var x: Int, y: Int, width: Int, height: Int, radius: Int
    }

    let key: Key

    /// The mask for a store of `width` × `height` pixels clipped by `mask` (in the store's pixels).
    init(width: Int, height: Int, mask: Rasterizer.RoundedMask) {
        // Pixels this far from either end of an axis are on the straight part of both edges
        // (mask.x < 1, mask.x + mask.width > width − 1: the store's box is the bounds rounded out).
        let corner = Int(max(0, mask.radius).rounded(.up)) + 2
        let textureWidth = width > 2 * corner + 1 ? 2 * corner + 1 : width
        let textureHeight = height > 2 * corner + 1 ? 2 * corner + 1 : height
        func quantised(_ value: CGFloat) -> Int {
            value.isFinite ? Int((min(1e6, max(-1e6, value)) * 4096).rounded()) : 0
        }
        key = Key(
            textureWidth: textureWidth, textureHeight: textureHeight,
            x: quantised(mask.x), y: quantised(mask.y),
            width: quantised(mask.width - CGFloat(width - textureWidth)),
            height: quantised(mask.height - CGFloat(height - textureHeight)),
            radius: quantised(mask.radius))
        self.textureWidth = max(0, textureWidth)
        self.textureHeight = max(0, textureHeight)
        let geometry = (
            x: CGFloat(key.x) / 4096, y: CGFloat(key.y) / 4096, width: CGFloat(key.width) / 4096,
            height: CGFloat(key.height) / 4096, radius: CGFloat(key.radius) / 4096
        )
        var alpha = [UInt8](repeating: 0, count: self.textureWidth * self.textureHeight)
        for row in 0..<self.textureHeight {
            for column in 0..<self.textureWidth {
                let coverage = CoverageMask.roundedRectCoverage(
                    x: CGFloat(column) + 0.5 - geometry.x, y: CGFloat(row) + 0.5 - geometry.y,
                    width: geometry.width, height: geometry.height, radius: geometry.radius)
                alpha[row * self.textureWidth + column] = UInt8((coverage * 255).rounded())
            }
        }
        self.alpha = alpha
        // Per axis: the whole texture 1:1, or its first corner, its middle line stretched, its last corner.
        func axis(store: Int, texture: Int) -> [(source: (Int, Int), destination: (Int, Int))] {
            guard texture < store else { return [((0, texture), (0, store))] }
            return [
                ((0, corner), (0, corner)), ((corner, 1), (corner, store - 2 * corner)),
                ((corner + 1, corner), (store - corner, corner)),
            ]
        }
        let columns = axis(store: width, texture: textureWidth), rows = axis(store: height, texture: textureHeight)
        slices = rows.flatMap { row in
            columns.map { column in
                (
                    Rect(x: column.source.0, y: row.source.0, width: column.source.1, height: row.source.1),
                    Rect(
                        x: column.destination.0, y: row.destination.0, width: column.destination.1,
                        height: row.destination.1)
                )
            }
        }
    }

    static func == (lhs: RoundedClipMask, rhs: RoundedClipMask) -> Bool { lhs.key == rhs.key }

    /// The coverage (0…255) the slices give the store's pixel (`x`, `y`): what the renderer
    /// multiplies into it.
    func coverage(x: Int, y: Int) -> UInt8? {
        guard
            let slice = slices.first(where: {
                x >= $0.destination.x && x < $0.destination.x + $0.destination.width
                    && y >= $0.destination.y && y < $0.destination.y + $0.destination.height
            })
        else { return nil }
        // A stretched slice repeats its one source line; a 1:1 slice maps pixel to pixel.
        let column =
            slice.source.width == slice.destination.width ? slice.source.x + x - slice.destination.x : slice.source.x
        let row =
            slice.source.height == slice.destination.height ? slice.source.y + y - slice.destination.y : slice.source.y
        return alpha[row * textureWidth + column]
    }
}
