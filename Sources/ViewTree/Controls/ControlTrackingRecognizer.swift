import Foundation

/// How a `Control` receives its touches: a recognizer every control carries, which hands the
/// first touch to the control's tracking and never begins itself, so that it prevents nothing.
/// When another recognizer on the same touch begins (a scroll view's pan), arbitration makes this
/// one fail and the control's tracking is cancelled, as UIKit cancels a control's touches. A
/// one-finger single tap on an ancestor does not see a touch that went down on the control.
///
/// It holds the touch back from the control, as UIKit's window suspends delivery to a view
/// (Docs/Gestures.md §7):
/// - **the touch-down**, while a recognizer on the touch with `delaysTouchesBegan` is undecided,
///   and, in a scroll view that `delaysContentTouches`, for `ScrollView.contentTouchDelay` (or
///   until the finger lifts, or moves in a way the scroll view will not scroll): a gesture that
///   is recognized meanwhile takes the touch and the control never hears of it;
/// - **the lift**, while a recognizer with `delaysTouchesEnded` (the default) is still undecided
///   after it (a double tap waiting for its second tap): if that one is recognized the control's
///   touch is cancelled, if it fails the control gets the lift.
@MainActor
final class ControlTrackingRecognizer: GestureRecognizer {
    /// The touch the control tracks (its first).
    private weak var tracked: Touch?
    /// The touch-down the control has not been told of yet.
    private var isHeldBack = false
    /// When a scroll view's delay lets a held touch-down through (nil without one).
    private var releaseTime: TimeInterval?
    /// The scroll view holding the touch-down back.
    private weak var delayingScrollView: ScrollView?
    /// A lift the control has not been told of yet, and its event.
    private var heldLift: (touch: Touch, event: Event)?
    /// The longest a held lift waits for a recognizer that never decides (seconds).
    static let longestHeldLift: TimeInterval = 2

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
        if let scrollView = Self.delayingScrollView(above: control) {
            delayingScrollView = scrollView
            releaseTime = event.timestamp + ScrollView.contentTouchDelay
            deadline = releaseTime
        }
        isHeldBack = true
        releaseIfClear(event)
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

    /// Whether a recognizer on the tracked touch, other than this one, that `delays` is still
    /// deciding: it holds the touch, or after the lift waits for a deadline or another's failure
    /// (one whose gesture is over and was reset is back in `.possible` but decides nothing).
    private func undecided(where delays: (GestureRecognizer) -> Bool) -> Bool {
        guard let touch = tracked else { return false }
        return touch.recognizers.contains { other in
            other !== self && other.state == .possible && delays(other)
                && (other.touches.contains(touch) || dispatcher?.isWaiting(other) == true)
        }
    }

    /// Tells the control of the held touch-down once nothing holds it any more.
    private func releaseIfClear(_ event: Event) {
        guard isHeldBack, let touch = tracked, releaseTime == nil, !undecided(where: \.delaysTouchesBegan) else {
            return
        }
        isHeldBack = false
        control?.trackerBegan(touch, event)
    }

    override func deadlineDidPass() {
        if let releaseTime, heldLift == nil {
            // The scroll view's delay is over and the finger has not scrolled.
            self.releaseTime = nil
            releaseIfClear(Event(timestamp: releaseTime, allTouches: tracked.map { [$0] } ?? []))
        } else if let lift = heldLift {
            // Nothing decided in time: the touch-down, if still held, and the lift go through.
            if isHeldBack {
                isHeldBack = false
                control?.trackerBegan(lift.touch, lift.event)
            }
            deliverLift(lift.touch, lift.event)
        }
    }

    override func participantDidFail(at timestamp: TimeInterval) {
        releaseIfClear(Event(timestamp: timestamp, allTouches: tracked.map { [$0] } ?? []))
        if let lift = heldLift, !isHeldBack, !undecided(where: \.delaysTouchesEnded) {
            deliverLift(lift.touch, lift.event)
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        if isHeldBack {
            // A scroll view that will not scroll this drag (it moved the way the content cannot
            // scroll) holds it no longer.
            if releaseTime != nil, delayingScrollView?.panGestureRecognizer.state == .failed {
                releaseTime = nil
                deadline = nil
            }
            releaseIfClear(event)
            return
        }
        control?.trackerMoved(touch, event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        // A scroll view's delay ends with the lift: the held touch-down comes first (a quick tap).
        if releaseTime != nil {
            releaseTime = nil
            deadline = nil
        }
        releaseIfClear(event)
        if isHeldBack || undecided(where: \.delaysTouchesEnded) {
            // Held for a recognizer still deciding: its failure (or a deadline, if it never
            // decides) lets the lift through, its recognition cancels the touch.
            heldLift = (touch, event)
            deadline = event.timestamp + Self.longestHeldLift
            return
        }
        deliverLift(touch, event)
    }

    private func deliverLift(_ touch: Touch, _ event: Event) {
        heldLift = nil
        deadline = nil
        tracked = nil
        control?.trackerEnded(touch, event)
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch = tracked, touches.contains(touch) else { return }
        tracked = nil
        if !isHeldBack { control?.trackerCancelled(event) }
        isHeldBack = false
        heldLift = nil
        state = .failed
    }

    /// Another recognizer took the touch: the control's tracking is cancelled at once (a touch
    /// still held back never reached it, and nothing is said; a held lift is cancelled).
    override func arbitrationDidFail() {
        guard tracked != nil else { return }
        tracked = nil
        if !isHeldBack { control?.trackerCancelled(heldLift?.event) }
        isHeldBack = false
        heldLift = nil
        deadline = nil
    }

    override func reset() {
        tracked = nil
        isHeldBack = false
        releaseTime = nil
        heldLift = nil
    }

    override var receivesTouchesAfterRecognizers: Bool { true }

    /// A recognizer that does not cancel touches in the view lets the control keep tracking.
    override func canBePrevented(by other: GestureRecognizer) -> Bool { other.cancelsTouchesInView }

    // It never begins, so it could prevent nothing; it says so for clarity.
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}
