import Foundation
import ViewTree

extension PixelBuffer {
    /// `self` with `right` beside it, top-aligned (the phone and the inspector's panel in one
    /// picture); a taller side leaves the other's foot in `background`.
    func besides(_ right: PixelBuffer, background: (r: UInt8, g: UInt8, b: UInt8) = (28, 28, 30)) -> PixelBuffer {
        var joined = PixelBuffer(
            width: width + right.width, height: Swift.max(height, right.height),
            fill: (background.r, background.g, background.b, 255))
        for (picture, left) in [(self, 0), (right, width)] {
            for y in 0..<picture.height {
                let from = y * picture.width * 4, to = (y * joined.width + left) * 4
                joined.bytes.replaceSubrange(
                    to..<(to + picture.width * 4), with: picture.bytes[from..<(from + picture.width * 4)])
            }
        }
        return joined
    }
}
