import Foundation

/// A scroll view's own pan: it only begins in a direction the scroll view can scroll (so a
/// horizontal pan inside a vertical list wins horizontally), and a touch on a scroll view that is
/// still moving catches it — the pan begins on touch-down and the touch is not a tap. It does not
/// begin on a touch a control in the content has started tracking, unless the scroll view may
/// cancel it (`canCancelContentTouches` and `touchesShouldCancel(in:)`).
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

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let wasPossible = state == .possible
        super.touchesMoved(touches, with: event)
        if wasPossible, state == .began, let scrollView, !mayTakeTouches(from: scrollView) { state = .failed }
    }

    /// Whether scrolling may take this gesture's touches from the content: yes unless a control
    /// tracks one of them and the scroll view may not cancel it.
    private func mayTakeTouches(from scrollView: ScrollView) -> Bool {
        for touch in touches {
            guard let control = touch.view as? Control, control.isTracking else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: control) { return false }
        }
        return true
    }

    override func reset() {
        super.reset()
        scrollView?.touchSequenceDidEnd()
    }
}
