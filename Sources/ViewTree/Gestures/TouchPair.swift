import Foundation

/// The line between two touches, in window coordinates: its length (a pinch's span) and its
/// direction (a rotation's angle), as `PinchGestureRecognizer` and `RotationGestureRecognizer`
/// read them from a recognizer's first two touches.
struct TouchPair {
    let first: CGPoint
    let second: CGPoint

    /// The first two of `recognizer`'s touches, if it has two.
    @MainActor
    init?(of recognizer: GestureRecognizer) {
        guard recognizer.numberOfTouches >= 2 else { return nil }
        first = recognizer.touches[0].locationInWindow
        second = recognizer.touches[1].locationInWindow
    }

    init(_ first: CGPoint, _ second: CGPoint) {
        self.first = first
        self.second = second
    }

    /// The distance between the touches (points).
    var span: CGFloat {
        let dx = second.x - first.x, dy = second.y - first.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The direction from the first touch to the second (radians, `atan2` in window coordinates:
    /// y grows downward, so a positive angle turns clockwise on screen, as UIKit's rotation does).
    var angle: CGFloat { atan2(second.y - first.y, second.x - first.x) }

    /// `angle` minus `previous`, wrapped into (−π, π]: how far the line turned since, the short way.
    static func turn(from previous: CGFloat, to angle: CGFloat) -> CGFloat {
        var delta = (angle - previous).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        return delta
    }
}

/// A single value's rate of change (scale per second, radians per second), estimated with the
/// pan's least-squares `VelocityTracker` on the value as a one-dimensional position.
///
/// Setting a pinch's scale or a rotation's angle "resets the velocity" (UIKit's documentation):
/// it reads 0 until the next event. The history is rebased rather than dropped, so that a handler
/// that sets the value back to its identity on every change (as UIKit's samples do) still reads
/// the rate of the last moments when the fingers lift, in the units it set.
struct ScalarVelocityTracker {
    private var tracker = VelocityTracker()
    /// The value was set since the latest sample: the rate reads 0 until the next one.
    private var wasReset = false
    /// The rate when the fingers stopped being two (0 when cancelled), kept while the value holds.
    private var held: CGFloat?

    mutating func add(_ value: CGFloat, at time: TimeInterval) {
        tracker.add(CGPoint(x: value, y: 0), at: time)
        wasReset = false
    }

    mutating func reset() {
        tracker.reset()
        wasReset = false
        held = nil
    }

    /// Starts again from `value` at `time` (the fingers are two again).
    mutating func restart(from value: CGFloat, at time: TimeInterval) {
        reset()
        add(value, at: time)
    }

    /// Keeps the rate at `time` (the fingers stop being two): `rate` reads it until a restart.
    mutating func hold(at time: TimeInterval) { held = velocity(at: time) }

    /// The touches were cancelled: the rate reads 0.
    mutating func holdStill() { held = 0 }

    /// The value was set to `newValue` where it read `oldValue`: a scale rebases by their ratio
    /// (`multiplying`), an angle by their difference.
    mutating func rebase(from oldValue: CGFloat, to newValue: CGFloat, multiplying: Bool) {
        if multiplying, oldValue != 0, (newValue / oldValue).isFinite {
            let factor = newValue / oldValue
            tracker.transformSamples { CGPoint(x: $0.x * factor, y: 0) }
        } else if !multiplying, (newValue - oldValue).isFinite {
            tracker.transformSamples { CGPoint(x: $0.x + newValue - oldValue, y: 0) }
        } else {
            tracker.reset()
        }
        wasReset = true
        held = nil
    }

    /// The rate held when the fingers stopped being two, else the rate at `time`.
    func rate(at time: TimeInterval) -> CGFloat { held ?? velocity(at: time) }

    private func velocity(at time: TimeInterval) -> CGFloat { wasReset ? 0 : tracker.velocity(at: time).dx }
}
