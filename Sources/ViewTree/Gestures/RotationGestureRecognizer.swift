import Foundation

/// A two-finger rotation (`UIRotationGestureRecognizer`): it begins when the line between the
/// fingers has turned far enough to be a rotation, changes whenever a finger moves while both are
/// down, and ends when both have lifted. `rotation` is how far the line has turned since the
/// rotation began, in radians, positive clockwise on screen (as `Transform(rotationAngle:)`
/// turns a view); `velocity` is its rate in radians per second.
///
/// UIKit documents the states and that `rotation` is "a single value that varies over time", to
/// be applied to the view's state at recognition, and that setting it "resets the velocity". How
/// far the fingers must turn first is private; Fluid's choices, as for the pinch (Docs/Gestures.md §6):
/// - **Begins** when each finger has travelled more than `slop` points (10, the pan's) around
///   the point between them: when the turn times half their distance exceeds `slop` (a turn of
///   at most 1 radian, for fingers closer than 20 pt).
/// - **Bounded origin**: at `.began` the rotation is measured from the angle at which that turn
///   was reached, so it starts at 0 and a view turned by it does not jump.
/// - Turns past half a revolution keep counting (the angle is unwrapped): two full turns of the
///   fingers read 4π.
/// - Only the first two fingers count; when one lifts the rotation holds, and it goes on from
///   there when a second finger goes down again.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far (points) each finger must travel around the other before the rotation begins.
    public var slop: CGFloat = PanGestureRecognizer.defaultSlop

    /// The rotation in radians: 0 when the gesture began, then how far the fingers have turned.
    /// Setting it makes it read that value now (and keeps tracking from there), and resets `velocity`.
    public var rotation: CGFloat {
        get {
            guard let reference else { return baseRotation }
            return baseRotation + turned - reference
        }
        set {
            guard newValue.isFinite else { return }
            tracker.rebase(from: rotation, to: newValue, multiplying: false)
            baseRotation = newValue
            if reference != nil { reference = turned }
        }
    }

    /// How fast the rotation changes, in radians per second; after the fingers lift, its rate
    /// then (0 if they had rested 40 ms). Setting `rotation` makes it read 0 until the next event.
    public var velocity: CGFloat { tracker.rate(at: lastEventTimestamp) }

    /// The rotation at `reference`.
    private var baseRotation: CGFloat = 0
    /// The value of `turned` at which the rotation is `baseRotation`; nil while it holds.
    private var reference: CGFloat?
    /// How far the line between the fingers has turned since they were two, unwrapped.
    private var turned: CGFloat = 0
    /// The line's angle at the latest event, to unwrap the next.
    private var lastAngle: CGFloat?
    private var tracker = ScalarVelocityTracker()

    public required init() { super.init() }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        ignoreTouches(beyond: 2, among: touches)
        guard let pair = TouchPair(of: self), lastAngle == nil else { return }
        // The fingers are two (again): the turn is counted from this line.
        lastAngle = pair.angle
        turned = 0
        if state.isActive {
            reference = 0
            tracker.restart(from: baseRotation, at: event.timestamp)
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let pair = TouchPair(of: self), let previous = lastAngle else { return }
        turned += TouchPair.turn(from: previous, to: pair.angle)
        lastAngle = pair.angle
        switch state {
        case .possible:
            let threshold = slop / max(pair.span / 2, slop)
            guard abs(turned) > threshold else { return }
            reference = turned > 0 ? threshold : -threshold
            baseRotation = 0
            tracker.add(rotation, at: event.timestamp)
            state = .began
        case .began, .changed:
            tracker.add(rotation, at: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let lifting = touches.filter { self.touches.contains($0) }
        guard !lifting.isEmpty else { return }
        if let previous = lastAngle, reference != nil, let pair = TouchPair(of: self) {
            // The fingers stop being two: the rotation and its rate hold from here.
            turned += TouchPair.turn(from: previous, to: pair.angle)
            tracker.add(rotation, at: event.timestamp)
            tracker.hold(at: event.timestamp)
            baseRotation = rotation
        }
        reference = nil
        lastAngle = nil
        for touch in lifting { untrack(touch) }
        if numberOfTouches == 0 { state = state.isActive ? .ended : .failed }
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        tracker.holdStill()
        super.touchesCancelled(touches, with: event)
    }

    override open func reset() {
        baseRotation = 0
        reference = nil
        turned = 0
        lastAngle = nil
        tracker.reset()
    }
}
