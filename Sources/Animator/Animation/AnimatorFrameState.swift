import Foundation

/// What a running animator changes on every frame — its property animations, its progress `P`
/// and the segment that moves it — kept in one place so that `PropertyAnimator` and
/// `PropertyAnimation` read as plain Swift around it: the animator's two performance measures
/// live here and nowhere else.
///
/// - **Unchecked exclusivity.** `PropertyAnimator.frameState` and `PropertyAnimation.frameState`
///   are written on every tick, only in short statements that call nothing that could reach them
///   again, so both are declared `@exclusivity(unchecked)`: the runtime's check on each write cost
///   more than the write (Docs/OneFrame.md, "Benchmarks").
/// - **An unretained back reference.** A property animation points back to its animator
///   unretained (`PropertyAnimationFrameState.animator`), not `weak`: a weakly referenced object
///   keeps its reference counts in a side table, where every retain and release takes the
///   runtime's slow path, and the driver retains each running animator on every tick
///   (Docs/OneFrame.md, "Benchmarks"). It is safe because the animator clears it on every way an
///   animation leaves it — `finish`, `cancel`, and the animator's `deinit`.
struct AnimatorFrameState {
    /// The property animations the animator drives.
    var tracks: [any AnimationTrack] = []
    /// P, as of the last tick or scrub.
    var progress: Double = 0
    /// The motion while running (evaluated in place on every tick: a copy of two spring
    /// solutions cost more than evaluating them).
    var segment: ProgressSegment?
    /// Elapsed time in `segment` at the last tick.
    var segmentElapsed: TimeInterval = 0
    /// The driver's tick that last advanced the animator.
    var lastTickNumber: UInt64 = 0
}

/// What a property animation changes while it runs, and its animator (see `AnimatorFrameState`).
struct PropertyAnimationFrameState<Vector: VectorArithmetic> {
    unowned(unsafe) var animator: PropertyAnimator?
    var from: Vector
    var carriedVelocity: Vector
    /// What the property shows now (as last applied).
    var currentValue: Vector
    /// A keyframe animation's keyframes (`Keyframe`); empty for any other.
    var keyframes: [Keyframe<Vector>]
}
