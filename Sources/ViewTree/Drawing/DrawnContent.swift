import Foundation

/// Pixels a view draws itself (a shape, a gradient), as a Core Animation layer's backing
/// image: made at the screen's scale, cached by the renderer until the view's `contentVersion`
/// changes, and composited like a picture — scaled by a transform, not redrawn for it.
public struct DrawnContent: Sendable {
    /// Straight-alpha RGBA at `scale` pixels a point.
    public var pixels: PixelBuffer
    /// Where the pixels go, in the view's coordinates (whole pixels at `scale`).
    public var rect: CGRect
}

/// A view that draws its own pixels (``ShapeView``, ``GradientView``).
@MainActor
public protocol ContentDrawing: View {
    /// Where the drawing can reach in the view's coordinates, for `bounds` (the presentation's):
    /// a shape's path may lie outside them. `.null` when it draws nothing.
    func drawnContentRect(in bounds: CGRect) -> CGRect
    /// The pixels covering (at least) `drawnContentRect(in:)`, at `scale` pixels a point.
    func drawContent(in bounds: CGRect, scale: CGFloat) -> DrawnContent?
}

extension DrawnContent {
    /// The pixel grid for `rect` at `scale`: its corners out to whole pixels.
    static func grid(for rect: CGRect, scale: CGFloat) -> (origin: CGPoint, width: Int, height: Int)? {
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite, scale > 0 else { return nil }
        let x0 = (rect.minX * scale).rounded(.down), y0 = (rect.minY * scale).rounded(.down)
        let x1 = (rect.maxX * scale).rounded(.up), y1 = (rect.maxY * scale).rounded(.up)
        let width = Int(x1 - x0), height = Int(y1 - y0)
        // A drawing larger than a backing store is cut to that (a path far off in a huge layer).
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
        return (CGPoint(x: x0 / scale, y: y0 / scale), width, height)
    }
}
