import Foundation

/// A scroll view's own pan: it only begins in a direction the scroll view can scroll (so a
/// horizontal pan inside a vertical list wins horizontally), and a touch on a scroll view that is
/// still moving catches it — the pan begins on touch-down and the touch is not a tap.
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let scrollView, state == .possible, numberOfTouches == touches.count {
            allowedDirections = scrollView.scrollableDirections
            let moving = scrollView.isScrollAnimating
            beginsImmediately = moving
            if moving {
                scrollView.catchMotion()
                for touch in touches { touch.isTapSuppressed = true }
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        scrollView?.touchSequenceDidEnd()
    }
}
