import Foundation

/// Decoded image pixels with a scale, as `UIImage`. Load files with `Image(contentsOf:)`
/// (provided by the rendering back end).
public final class Image: Sendable {
    public let pixels: PixelBuffer
    /// Pixels per point of the image (1 for a plain file).
    public let scale: CGFloat
    /// Where it came from, for messages.
    public let name: String
    /// `pixels` halved once, twice, …: the smaller levels a strongly minified image is drawn from,
    /// made ahead where the image was loaded (`Image.halvings(of:)`), off the frame path. Empty
    /// when nobody made them: the renderer then halves when it first draws the image small.
    public let halvings: [PixelBuffer]
    /// Whether every pixel is opaque — then so is every halving and every scaled copy, which the
    /// renderer makes without alpha. Found where the image is made (a picture: on the thread that
    /// decodes it), not when a scene first draws it, where the scan of its pixels would fall on
    /// the scene switch's frame.
    public let isOpaque: Bool

    public init(pixels: PixelBuffer, scale: CGFloat = 1, name: String = "image", halvings: [PixelBuffer] = []) {
        self.pixels = pixels
        self.scale = max(0.01, scale)
        self.name = name
        self.halvings = halvings
        isOpaque = pixels.isOpaque
    }

    /// Size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }
}
