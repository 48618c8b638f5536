import Foundation

/// A two-finger pinch (`UIPinchGestureRecognizer`): it begins when the fingers have moved apart
/// or together far enough to be a pinch, changes whenever a finger moves while both are down, and
/// ends when both have lifted. `scale` is the distance between the fingers relative to where the
/// pinch began; `velocity` is its rate in scale per second.
///
/// UIKit documents the states and that `scale` is "an absolute value that varies over time", to be
/// applied to the view's state at recognition, and that setting it "resets the velocity". How far
/// the fingers must move first is private; Fluid's choices (Docs/Gestures.md §6), as for the pan (§1):
/// - **Begins** when the distance between the fingers has changed by more than `slop` points
///   (10, the pan's) from what it was when the second finger went down.
/// - **Bounded origin**: at `.began` the scale is measured from the distance at which the slop was
///   crossed, so it starts at 1 and a view scaled by it does not jump; it then tracks the fingers
///   exactly (their distance doubles, the scale doubles).
/// - Only the first two fingers count; others are ignored. When one of the two lifts, the scale
///   holds (no `.changed` while one finger moves alone); when a second finger goes down again, the
///   scale goes on from where it held.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far (points) the fingers must move apart or together before the pinch begins.
    public var slop: CGFloat = PanGestureRecognizer.defaultSlop

    /// The scale: 1 when the pinch began, then the fingers' distance relative to it.
    /// Setting it makes it read that value now (and keeps tracking from there), and resets `velocity`.
    public var scale: CGFloat {
        get {
            guard let reference, reference > 0, let pair = TouchPair(of: self) else { return baseScale }
            return baseScale * pair.span / reference
        }
        set {
            guard newValue.isFinite else { return }
            tracker.rebase(from: scale, to: newValue, multiplying: true)
            baseScale = newValue
            if reference != nil { reference = TouchPair(of: self).map(\.span) }
        }
    }

    /// How fast the scale changes, in scale per second; after the fingers lift, its rate then
    /// (0 if they had rested 40 ms). Setting `scale` makes it read 0 until the next event.
    public var velocity: CGFloat { tracker.rate(at: lastEventTimestamp) }

    /// The scale at `reference`.
    private var baseScale: CGFloat = 1
    /// The distance between the fingers at which the scale is `baseScale`; nil while it holds.
    private var reference: CGFloat?
    /// The distance when the second finger went down (while still `.possible`).
    private var downSpan: CGFloat?
    private var tracker = ScalarVelocityTracker()

    public required init() { super.init() }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        ignoreTouches(beyond: 2, among: touches)
        guard let pair = TouchPair(of: self) else { return }
        if state == .possible {
            downSpan = downSpan ?? pair.span
        } else if reference == nil {
            // A finger went down again: the held scale goes on from the new distance.
            reference = pair.span
            tracker.restart(from: baseScale, at: event.timestamp)
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let pair = TouchPair(of: self) else { return }
        switch state {
        case .possible:
            guard let down = downSpan, abs(pair.span - down) > slop else { return }
            reference = pair.span > down ? down + slop : down - slop
            baseScale = 1
            tracker.add(scale, at: event.timestamp)
            state = .began
        case .began, .changed:
            guard reference != nil else { return }
            tracker.add(scale, at: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let lifting = touches.filter { self.touches.contains($0) }
        guard !lifting.isEmpty else { return }
        if reference != nil {
            // The fingers stop being two: the scale and its rate hold from here.
            tracker.add(scale, at: event.timestamp)
            tracker.hold(at: event.timestamp)
            baseScale = scale
            reference = nil
        }
        for touch in lifting { untrack(touch) }
        guard numberOfTouches == 0 else {
            if state == .possible { downSpan = nil }
            return
        }
        state = state.isActive ? .ended : .failed
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        tracker.holdStill()
        super.touchesCancelled(touches, with: event)
    }

    override open func reset() {
        baseScale = 1
        reference = nil
        downSpan = nil
        tracker.reset()
    }
}
