import Foundation

/// How a `Control` receives its touches: a recognizer every control carries, which hands the
/// first touch to the control's tracking and never begins itself, so that it prevents nothing.
/// When another recognizer on the same touch begins (a scroll view's pan), arbitration makes this
/// one fail and the control's tracking is cancelled, as UIKit cancels a control's touches. A
/// one-finger single tap on an ancestor does not see a touch that went down on the control.
///
/// In a scroll view that `delaysContentTouches`, the touch reaches the control only after
/// `ScrollView.contentTouchDelay` (or at once when it lifts sooner, or moves in a way the
/// scroll view will not scroll): a drag that scrolls before then takes the touch and the control
/// never hears of it.
@MainActor
final class ControlTrackingRecognizer: GestureRecognizer {
    /// The touch the control tracks (its first).
    private weak var tracked: Touch?
    /// Held back by a scroll view's delay: the control has not been told yet.
    private var isHeldBack = false
    /// When a held-back touch reaches the control.
    private var releaseTime: TimeInterval = 0
    /// The scroll view holding the touch back.
    private weak var delayingScrollView: ScrollView?

    required init() { super.init() }

    private var control: Control? { view as? Control }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard tracked == nil, let touch = touches.min(by: { $0.identifier < $1.identifier }), let control else {
            return
        }
        tracked = touch
        touch.isTapSuppressed = true
        if let scrollView = Self.delayingScrollView(above: control) {
            delayingScrollView = scrollView
            isHeldBack = true
            releaseTime = event.timestamp + ScrollView.contentTouchDelay
            deadline = releaseTime
        } else {
            control.trackerBegan(touch, event)
        }
        // The control's single tap is its own (UIKit: "the button's action method receives the
        // touch event instead of the gesture recognizer").
        var ancestor = control.superview
        while let view = ancestor {
            for tap in view.gestureRecognizers.compactMap({ $0 as? TapGestureRecognizer })
            where tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 {
                tap.ignore(touch)
            }
            ancestor = view.superview
        }
    }

    /// The nearest scroll view above `control` that holds content touches back, if any.
    private static func delayingScrollView(above control: Control) -> ScrollView? {
        var ancestor = control.superview
        while let view = ancestor {
            if let scrollView = view as? ScrollView, scrollView.delaysContentTouches, scrollView.isScrollEnabled {
                return scrollView
            }
            ancestor = view.superview
        }
        return nil
    }

    /// The delay is over and the finger has not scrolled: the control gets the touch, where it is now.
    override func deadlineDidPass() {
        guard isHeldBack, let touch = tracked else { return }
        isHeldBack = false
        control?.trackerBegan(touch, Event(timestamp: releaseTime, allTouches: [touch]))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        if isHeldBack {
            // The scroll view will not scroll this drag (it moved the way the content cannot
            // scroll): no reason to wait, the control has it from here.
            guard delayingScrollView?.panGestureRecognizer.state == .failed else { return }
            isHeldBack = false
            deadline = nil
            control?.trackerBegan(touch, event)
            return
        }
        control?.trackerMoved(touch, event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        if isHeldBack {
            // Lifted before the delay was over: the held touch-down comes first, then the lift.
            isHeldBack = false
            deadline = nil
            control?.trackerBegan(touch, event)
        }
        tracked = nil
        control?.trackerEnded(touch, event)
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        tracked = nil
        if !isHeldBack { control?.trackerCancelled(event) }
        isHeldBack = false
        state = .failed
    }

    /// Another recognizer took the touch: the control's tracking is cancelled at once (a touch
    /// still held back never reached it, and nothing is said).
    override func arbitrationDidFail() {
        guard tracked != nil else { return }
        tracked = nil
        if !isHeldBack { control?.trackerCancelled(nil) }
        isHeldBack = false
    }

    override func reset() {
        tracked = nil
        isHeldBack = false
    }

    override var receivesTouchesAfterRecognizers: Bool { true }

    /// A recognizer that does not cancel touches in the view lets the control keep tracking.
    override func canBePrevented(by other: GestureRecognizer) -> Bool { other.cancelsTouchesInView }

    // It never begins, so it could prevent nothing; it says so for clarity.
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}
