import Foundation

/// One of a scroll view's scroll indicators: a thin rounded bar that shows while scrolling and
/// fades out afterwards. It never takes touches.
@MainActor
final class ScrollIndicator: View {
    /// UIKit's default indicator: 3 pt thick, 3 pt from the edge, black at 35 %.
    static let thickness: CGFloat = 3
    static let edgeMargin: CGFloat = 3
    /// The shortest bar while the content fits the track normally, and while squeezed by overscroll.
    static let minimumLength: CGFloat = 36
    static let minimumSqueezedLength: CGFloat = 7
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.3

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Color(white: 0, alpha: 0.35)
        cornerRadius = Self.thickness / 2
        alpha = 0
    }

    /// Where the bar goes along its track: `(start, length)` for content of `contentLength` seen
    /// through a `visibleLength` viewport at `offset` within `range`, on a track of `trackLength`.
    /// Overscroll past either end squeezes the bar against that end, as in UIKit.
    static func placement(
        offset: CGFloat, range: ClosedRange<CGFloat>, contentLength: CGFloat,
        visibleLength: CGFloat, trackLength: CGFloat
    ) -> (start: CGFloat, length: CGFloat) {
        guard trackLength > 0 else { return (0, 0) }
        let proportion = contentLength > 0 ? min(1, visibleLength / contentLength) : 1
        var length = min(trackLength, max(minimumLength, trackLength * proportion))
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(1, max(0, (offset - range.lowerBound) / span)) : 0
        var start = fraction * (trackLength - length)
        let overscroll =
            offset < range.lowerBound
            ? range.lowerBound - offset
            : (offset > range.upperBound ? offset - range.upperBound : 0)
        if overscroll > 0 {
            let squeezed = max(minimumSqueezedLength, length - overscroll)
            if offset > range.upperBound { start = trackLength - squeezed } else { start = 0 }
            length = squeezed
        }
        return (start, length)
    }
}
