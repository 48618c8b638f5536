import Foundation

/// The type-erased face of a `PropertyAnimation`, for targets that keep one per property.
@MainActor
public protocol AnyPropertyAnimation: AnyObject {
    /// The animator that drives it (nil once it has ended).
    var animator: PropertyAnimator? { get }
    /// Removes it from its animator without writing anything: the caller takes over the property.
    func cancel()
}

/// One property moving from `from` to `to` under a `PropertyAnimator` (a Core Animation
/// `CABasicAnimation`, in effect). Created by `AnimationTransaction.animate(…)`.
///
/// Its value for the animator's progress `P` is `from + (to − from)·local(P) + carried·ψ(t)`:
/// - `local(P)` maps the animator's progress to this property's: the identity for animations added
///   before the start without a delay; otherwise a window (`addAnimations(_:delayFactor:)`, or blocks
///   added mid-flight that run for the remaining time, Docs/Motion.md §1.1) measured in the timing
///   curve's *time*, so that a delayed block starts exactly `delayFactor` × the duration still to run
///   when it was added (× `duration` before the start).
/// - `carried·ψ(t)` is the velocity the property already had when this animation took it over
///   (for a spring ψ is its unit-velocity response; for a curve a Hermite blend that fades the
///   velocity out over the duration, `ProgressSegment.carryFactor`), so a retarget has no kink.
///
/// A property of a keyframe animation (`View.animateKeyframes`) is instead a list of keyframes
/// in progress space, each a straight line between two values (`Keyframe`); `from` is the first
/// one's start and `to` the last one's end.
@MainActor
public final class PropertyAnimation<Value: Animatable>: AnyPropertyAnimation {
    public typealias Vector = Value.AnimatableData

    /// Where the property starts (moved by `absorbCarriedMotion`).
    public var from: Vector { frameState.from }
    /// Where the property ends (a keyframe animation's: where its keyframes end).
    public var to: Vector { frameState.keyframes.isEmpty ? target : frameState.keyframes.keyframeValue(at: 1) }
    /// Where a plain animation ends; constant, read on every frame without an access check.
    private let target: Vector
    /// Velocity (units per second of animation time) carried in from a previous animation.
    public var carriedVelocity: Vector { frameState.carriedVelocity }
    /// The property's window in the animator's timing-curve time; nil = the identity.
    let window: (start: Double, end: Double)?
    /// The keyframes of a keyframe animation's property, in the order they were added; empty for
    /// any other animation.
    var keyframes: [Keyframe<Vector>] { frameState.keyframes }
    let binding: AnimationBinding<Value>
    /// The animator driving it (`AnimatorFrameState` says why it is held unretained).
    public var animator: PropertyAnimator? { frameState.animator }
    /// What the property shows now (as last applied).
    public var currentValue: Vector { frameState.currentValue }
    /// What changes on every frame (`AnimatorFrameState` says why its writes are unchecked).
    @exclusivity(unchecked) private var frameState: PropertyAnimationFrameState<Vector>

    init(
        from: Vector, to: Vector, carriedVelocity: Vector, window: (start: Double, end: Double)?,
        keyframe: (start: Double, end: Double)? = nil, binding: AnimationBinding<Value>, animator: PropertyAnimator
    ) {
        target = to
        self.window = window
        self.binding = binding
        self.frameState = PropertyAnimationFrameState(
            animator: animator, from: from, carriedVelocity: carriedVelocity,
            currentValue: from,
            keyframes: keyframe.map { [Keyframe(start: $0.start, end: $0.end, from: from, to: to)] } ?? [])
    }

    /// Adds a keyframe to a keyframe animation's property: from the value the keyframes reach by
    /// its start to `to`.
    func appendKeyframe(start: Double, end: Double, to: Vector) {
        let from = frameState.keyframes.keyframeValue(at: start)
        frameState.keyframes.append(Keyframe(start: start, end: end, from: from, to: to))
    }

    /// This property's own progress for the animator's progress `P`.
    func localProgress(_ progress: Double, curve: CubicTimingParameters?) -> Double {
        guard let window else { return progress }
        // Measure P in the curve's time, cut out the window, map back through the curve.
        let time = progress >= 1 ? 1 : progress <= 0 ? 0 : curve.map { $0.time(forProgress: progress) } ?? progress
        let span = window.end - window.start
        guard abs(span) > 1e-12 else { return time >= window.start ? 1 : 0 }
        let local = max(0, (time - window.start) / span)
        return curve.map { $0.progress(at: min(1, local)) } ?? local
    }

    func value(progress: Double, carryFactor: Double, curve: CubicTimingParameters?) -> Vector {
        if !frameState.keyframes.isEmpty { return frameState.keyframes.keyframeValue(at: progress) }
        let local = localProgress(progress, curve: curve)
        // The ends are exact: `from + (to − from)·1` can differ from `to` in the last bit.
        var value =
            local == 1 ? target : local == 0 ? from : Vector.interpolate(from: from, to: target, fraction: local)
        if carryFactor != 0 { value += carriedVelocity.scaled(by: carryFactor) }
        return value
    }

    /// d(value)/dt for the animator's progress moving at `progressVelocity` (per second) and a
    /// carry factor changing at `carryRate`.
    func velocity(
        progress: Double, progressVelocity: Double, carryRate: Double, curve: CubicTimingParameters?
    ) -> Vector {
        if !frameState.keyframes.isEmpty {
            return frameState.keyframes.keyframeSlope(at: progress).scaled(by: progressVelocity)
        }
        var slope = 1.0
        if window != nil {
            let step = 1e-4  // central difference: local(P) is piecewise smooth, not available in closed form
            slope =
                (localProgress(progress + step, curve: curve) - localProgress(progress - step, curve: curve))
                / (2 * step)
        }
        var velocity = (target - from).scaled(by: slope * progressVelocity)
        if carryRate != 0 { velocity += carriedVelocity.scaled(by: carryRate) }
        return velocity
    }

    // Called through `AnimationTrack` on every frame, where the generic code would look up
    // `AnimatablePair`'s metadata at run time, which cost more than the rest of a tick: the common
    // geometry types get specialised copies that the generic entry point dispatches to.
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == CGSize)
    func apply(progress: Double, carryFactor: Double, curve: CubicTimingParameters?) {
        let newValue = self.value(progress: progress, carryFactor: carryFactor, curve: curve)
        guard newValue.isFinite else { return }  // never hand NaN or ∞ to a view
        frameState.currentValue = newValue
        binding.setPresentation(Value(animatableData: newValue))
    }

    /// A spring continues the animator from here with relative `velocity` and `remaining`
    /// progress to go: a position takes `dy` along y (`SpringVelocityAxes`) where the progress
    /// spring moves it by `dx`, and the difference is carried (added as velocity·ψ(t)).
    func carryPerAxisVelocity(_ velocity: CGVector, remaining: Double) {
        guard frameState.keyframes.isEmpty, window == nil else { return }
        frameState.carriedVelocity += binding.springVelocityAxes.extraVelocity(
            for: (target - from).scaled(by: remaining), initialVelocity: velocity)
    }

    /// Folds the carried-velocity term into `from` so the value stays where it is when the
    /// animator's motion changes (pause, reversal, continuation) and the term would otherwise vanish.
    func absorbCarriedMotion(progress: Double, curve: CubicTimingParameters?) {
        guard carriedVelocity != .zero else { return }
        let local = localProgress(progress, curve: curve)
        let offset = currentValue - Vector.interpolate(from: from, to: target, fraction: local)
        if abs(1 - local) > 1e-6 { frameState.from += offset.scaled(by: 1 / (1 - local)) }
        frameState.carriedVelocity = .zero
    }

    /// Ends the animation: the model takes the value at `progress` (nil: the current value),
    /// the presentation value is removed.
    func finish(atProgress progress: Double?, curve: CubicTimingParameters?) {
        let final = progress.map { self.value(progress: $0, carryFactor: 0, curve: curve) } ?? currentValue
        if final.isFinite { binding.setModel(Value(animatableData: final)) }
        binding.removePresentation()
        end()
    }

    private func end() {
        frameState.animator = nil
        binding.didEnd(self)
    }

    public func cancel() {
        animator?.remove(self)
        frameState.animator = nil
    }

    /// Its animator is going away: no animator drives it any more (it leaves the property as it is).
    func detach() {
        frameState.animator = nil
    }
}

extension PropertyAnimation: AnimationTrack {}

/// What the animator sees of its property animations.
@MainActor
protocol AnimationTrack: AnyPropertyAnimation {
    func apply(progress: Double, carryFactor: Double, curve: CubicTimingParameters?)
    func carryPerAxisVelocity(_ velocity: CGVector, remaining: Double)
    func detach()
    func absorbCarriedMotion(progress: Double, curve: CubicTimingParameters?)
    func finish(atProgress progress: Double?, curve: CubicTimingParameters?)
}
