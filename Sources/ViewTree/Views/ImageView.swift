import Foundation

/// How an image view fits its image into its bounds, as `UIView.ContentMode`.
public enum ContentMode: Sendable {
    /// Stretch to fill the bounds, ignoring the aspect ratio.
    case scaleToFill
    /// Scale to fit inside the bounds, keeping the aspect ratio (letterboxed).
    case scaleAspectFit
    /// Scale to cover the bounds, keeping the aspect ratio (cropped unless clipped: set `clipsToBounds`).
    case scaleAspectFill
    /// Unscaled, centred.
    case center
}

/// A view that draws an image, as `UIImageView`.
@MainActor
open class ImageView: View {
    public var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    public var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }

    public convenience init(image: Image?) {
        self.init()
        self.image = image
        if let image { bounds = CGRect(origin: .zero, size: image.size) }
    }

    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }

    /// Where the image is drawn, in the view's coordinates, for its content mode.
    public static func imageRect(for imageSize: CGSize, in bounds: CGRect, contentMode: ContentMode) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0 else { return .zero }
        switch contentMode {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / imageSize.width, sy = bounds.height / imageSize.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: imageSize.width * s, height: imageSize.height * s)
            return CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                height: size.height)
        case .center:
            return CGRect(
                x: bounds.midX - imageSize.width / 2, y: bounds.midY - imageSize.height / 2,
                width: imageSize.width, height: imageSize.height)
        }
    }
}
