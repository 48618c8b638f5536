import Foundation

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
