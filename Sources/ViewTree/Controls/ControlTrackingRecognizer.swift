import Foundation

/// How a `Control` receives its touches: a recognizer every control carries, which hands the
/// first touch to the control's tracking and never begins itself, so that it prevents nothing.
/// When another recognizer on the same touch begins (a scroll view's pan), arbitration makes this
/// one fail and the control's tracking is cancelled, as UIKit cancels a control's touches. A
/// one-finger single tap on an ancestor does not see a touch that went down on the control.
@MainActor
final class ControlTrackingRecognizer: GestureRecognizer {
    /// The touch the control tracks (its first).
    private weak var tracked: Touch?

    required init() { super.init() }

    private var control: Control? { view as? Control }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard tracked == nil, let touch = touches.min(by: { $0.identifier < $1.identifier }), let control else {
            return
        }
        tracked = touch
        touch.isTapSuppressed = true
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
        control.trackerBegan(touch, event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        control?.trackerMoved(touch, event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        tracked = nil
        control?.trackerEnded(touch, event)
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        tracked = nil
        control?.trackerCancelled(event)
        state = .failed
    }

    /// Another recognizer took the touch: the control's tracking is cancelled at once.
    override func arbitrationDidFail() {
        guard tracked != nil else { return }
        tracked = nil
        control?.trackerCancelled(nil)
    }

    override func reset() { tracked = nil }

    override var receivesTouchesAfterRecognizers: Bool { true }

    /// A recognizer that does not cancel touches in the view lets the control keep tracking.
    override func canBePrevented(by other: GestureRecognizer) -> Bool { other.cancelsTouchesInView }

    // It never begins, so it could prevent nothing; it says so for clarity.
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}
