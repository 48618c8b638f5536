import Foundation

/// One keyframe of a property in a keyframe animation (`UIView.addKeyframe`): between `start`
/// and `end` (fractions of the animator's progress, 0…1) the property moves in a straight line
/// from `from` to `to`, as Core Animation's linear calculation mode interpolates between key
/// times. Before its start it holds `from`, after its end `to`.
struct Keyframe<Vector: VectorArithmetic>: Sendable {
    var start: Double
    var end: Double
    var from: Vector
    var to: Vector

    /// The fraction of the way through the keyframe at `progress` (0 before, 1 after).
    func fraction(at progress: Double) -> Double {
        guard end > start else { return progress >= start ? 1 : 0 }
        return min(1, max(0, (progress - start) / (end - start)))
    }
}

extension Array {
    /// The value of a property made of `keyframes` (in the order they were added) at `progress`:
    /// that of the keyframe that started last by then, or the first keyframe's `from` before any
    /// has started.
    func keyframeValue<Vector>(at progress: Double) -> Vector where Element == Keyframe<Vector> {
        guard let current = keyframe(at: progress) else { return self.min { $0.start < $1.start }?.from ?? .zero }
        let fraction = current.fraction(at: progress)
        return fraction >= 1
            ? current.to
            : fraction <= 0
                ? current.from
                : Vector.interpolate(from: current.from, to: current.to, fraction: fraction)
    }

    /// d(value)/d(progress) at `progress`: the slope of the keyframe moving then, 0 between keyframes.
    func keyframeSlope<Vector>(at progress: Double) -> Vector where Element == Keyframe<Vector> {
        guard let current = keyframe(at: progress), current.end > current.start, progress < current.end else {
            return .zero
        }
        return (current.to - current.from).scaled(by: 1 / (current.end - current.start))
    }

    /// The keyframe in effect at `progress`: the one that started last by then (the later added
    /// of two that start together); nil before any has started.
    private func keyframe<Vector>(at progress: Double) -> Keyframe<Vector>? where Element == Keyframe<Vector> {
        var current: Keyframe<Vector>?
        for keyframe in self where keyframe.start <= progress {
            if current.map({ keyframe.start >= $0.start }) ?? true { current = keyframe }
        }
        return current
    }
}
