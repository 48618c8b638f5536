import Foundation

/// The rectangle of a frame that differs from the frame before it: what an animated PNG or a GIF
/// stores for that frame (the rest of the picture stays from the frame before).
public struct ChangedRegion: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// The whole of a `width` × `height` frame.
    public static func whole(width: Int, height: Int) -> ChangedRegion {
        ChangedRegion(x: 0, y: 0, width: width, height: height)
    }

    /// The smallest rectangle holding every pixel where `current` differs from `previous` (both
    /// `width` × `height`, a pixel an element, rows one after another); nil when nothing differs.
    public static func between<Pixel: Equatable>(
        _ previous: UnsafeBufferPointer<Pixel>, _ current: UnsafeBufferPointer<Pixel>, width: Int, height: Int
    ) -> ChangedRegion? {
        precondition(previous.count == width * height && current.count == width * height, "frames of another size")
        func rowDiffers(_ row: Int) -> Bool {
            let start = row * width
            for index in start..<(start + width) where previous[index] != current[index] { return true }
            return false
        }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<height).last(where: rowDiffers) ?? top
        var left = width, right = -1
        for row in top...bottom {
            let start = row * width
            for column in 0..<left where previous[start + column] != current[start + column] {
                left = column
                break
            }
            for column in stride(from: width - 1, to: right, by: -1)
            where previous[start + column] != current[start + column] {
                right = column
                break
            }
        }
        return ChangedRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
