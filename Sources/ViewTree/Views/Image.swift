import Foundation

/// Decoded image pixels with a scale, as `UIImage`. Load files with `Image(contentsOf:)`
/// (provided by the rendering back end).
public final class Image: Sendable {
    public let pixels: PixelBuffer
    /// Pixels per point of the image (1 for a plain file).
    public let scale: CGFloat
    /// Where it came from, for messages.
    public let name: String

    public init(pixels: PixelBuffer, scale: CGFloat = 1, name: String = "image") {
        self.pixels = pixels
        self.scale = max(0.01, scale)
        self.name = name
    }

    /// Size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }
}
