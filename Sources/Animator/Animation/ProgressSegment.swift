import Foundation

/// One uninterrupted stretch of a running animator: how its progress `P` moves with time, from
/// where it was when the stretch began to `endProgress`.
///
/// A segment begins when the animator starts, continues, or is reversed mid-flight; scrubbing and
/// pausing happen between segments. `P` positions every property as `from + (to − from)·P`.
struct ProgressSegment {
    enum Motion {
        /// `P = base + span·C(τ)` with `τ` moving linearly from `fromTime` to `toTime`
        /// (cubic Bézier timing, Docs/Motion.md §1.2). Running τ backwards is an exact time reversal.
        case curve(CubicTimingParameters, base: Double, span: Double, fromTime: Double, toTime: Double)
        /// `P = endProgress + x(t)`, `x` the closed-form spring displacement (Docs/Motion.md §1.2, §2.1).
        /// `unitVelocity` is the same spring's response to a unit initial velocity and no
        /// displacement; properties that carried their own velocity into the animation add
        /// `velocity·unitVelocity(t)` (superposition: the sum still obeys the spring's equation).
        case spring(SpringSolution, unitVelocity: SpringSolution)
    }

    let motion: Motion
    let endProgress: Double
    /// Seconds of animation time from the segment's start to its end (≥ 0, finite; 0 ends at the
    /// first tick).
    let duration: TimeInterval
    /// The animation time at which the segment starts: the driver's time when it was started
    /// (plus any delay); nil only until a tick fixes it for a segment made without a driver.
    var startTime: TimeInterval?
    /// Delay before `startTime` that the next tick adds (`startAnimation(afterDelay:)`).
    var pendingDelay: TimeInterval = 0

    /// Where the segment is at `time` (animation time): seconds since its start, `P`, the carry
    /// factor, and whether it is over. The first call fixes `startTime` (adding `pendingDelay`);
    /// nil before the start. Inlined into `PropertyAnimator.tick`, which calls it for every running
    /// animator on every frame: out of line it cost more than the formulas it evaluates.
    @inline(__always)
    mutating func sample(
        at time: TimeInterval
    ) -> (elapsed: TimeInterval, progress: Double, carryFactor: Double, isOver: Bool)? {
        if startTime == nil { startTime = time + pendingDelay }
        guard let startTime, time >= startTime else { return nil }
        let elapsed = self.elapsed(at: time)
        if elapsed >= duration { return (elapsed, endProgress, 0, true) }
        // Through the static formulas, not `progress(atElapsed:)` and `carryFactor(atElapsed:)`:
        // calling a method here copied the whole segment for each call.
        switch motion {
        case let .curve(curve, base, span, fromTime, toTime):
            let progress = Self.curveProgress(
                curve, base: base, span: span, from: fromTime, to: toTime,
                fraction: elapsed / duration)
            return (elapsed, progress, Self.hermiteBlend(elapsed: elapsed, duration: duration), false)
        case let .spring(solution, _):
            // One evaluation for both: the carry factor is the unit-velocity response.
            let (displacement, carry) = solution.displacementWithUnitResponse(at: elapsed)
            return (elapsed, endProgress + displacement, carry, false)
        }
    }

    func elapsed(at time: TimeInterval) -> TimeInterval {
        guard let startTime else { return 0 }
        return min(duration, max(0, time - startTime))
    }

    func progress(atElapsed elapsed: TimeInterval) -> Double {
        if elapsed >= duration { return endProgress }
        switch motion {
        case let .curve(curve, base, span, fromTime, toTime):
            return Self.curveProgress(
                curve, base: base, span: span, from: fromTime, to: toTime,
                fraction: elapsed / duration)
        case let .spring(solution, _):
            return endProgress + solution.displacement(at: elapsed)
        }
    }

    /// `P = base + span·C(τ)` with `τ` `fraction` of the way from `from` to `to`.
    private static func curveProgress(
        _ curve: CubicTimingParameters, base: Double, span: Double, from: Double, to: Double, fraction: Double
    ) -> Double {
        base + span * curve.progress(at: from + (to - from) * fraction)
    }

    /// The cubic Hermite blend h(t) = t·(1 − t/T)² (`carryFactor(atElapsed:)` says why).
    private static func hermiteBlend(elapsed: TimeInterval, duration: TimeInterval) -> Double {
        let remaining = 1 - elapsed / duration
        return elapsed * remaining * remaining
    }

    /// dP/dt in progress per second of animation time.
    func velocity(atElapsed elapsed: TimeInterval) -> Double {
        if elapsed >= duration { return 0 }
        switch motion {
        case let .curve(curve, _, span, fromTime, toTime):
            let rate = (toTime - fromTime) / duration
            let tau = fromTime + rate * elapsed
            return span * curve.velocity(at: tau) * rate
        case let .spring(solution, _):
            return solution.velocity(at: elapsed)
        }
    }

    /// The factor that multiplies a property's carried velocity, 0 once the segment is over
    /// (where the property must sit exactly on its target):
    /// - springs: ψ(t), the spring's response to a unit velocity (superposition, Docs/Motion.md §2.1);
    /// - curves: the cubic Hermite blend h(t) = t·(1 − t/T)², the basis function with value 0 and
    ///   slope 1 at the start and value and slope 0 at the end T: the velocity a property had
    ///   when the curve took it over fades out over the curve's duration, without a kink at
    ///   either end. (UIKit blends the old animation's remaining motion in additively; this is
    ///   the same continuity of position and velocity without keeping the old animation.)
    func carryFactor(atElapsed elapsed: TimeInterval) -> Double {
        guard elapsed < duration else { return 0 }
        switch motion {
        case .curve:
            return Self.hermiteBlend(elapsed: elapsed, duration: duration)
        case let .spring(_, unitVelocity):
            return unitVelocity.displacement(at: elapsed)
        }
    }

    /// d(carryFactor)/dt: for curves h′(t) = (1 − t/T)(1 − 3t/T).
    func carryFactorRate(atElapsed elapsed: TimeInterval) -> Double {
        guard elapsed < duration else { return 0 }
        switch motion {
        case .curve:
            let u = elapsed / duration
            return (1 - u) * (1 - 3 * u)
        case let .spring(_, unitVelocity):
            return unitVelocity.velocity(at: elapsed)
        }
    }

    // MARK: Making segments

    /// A cubic segment running the curve from `fromTime` to `toTime` on the full 0→1 curve.
    static func curve(
        _ curve: CubicTimingParameters, fromTime: Double, toTime: Double, duration: TimeInterval
    ) -> ProgressSegment {
        ProgressSegment(
            motion: .curve(curve, base: 0, span: 1, fromTime: fromTime, toTime: toTime),
            endProgress: curve.progress(at: toTime),
            duration: max(0, duration))
    }

    /// A cubic segment "as if started from the current position": the whole curve, scaled to
    /// carry `P` from `from` to `to`.
    static func curve(
        _ curve: CubicTimingParameters, from: Double, to: Double, duration: TimeInterval
    ) -> ProgressSegment {
        ProgressSegment(
            motion: .curve(curve, base: from, span: to - from, fromTime: 0, toTime: 1),
            endProgress: to,
            duration: max(0, duration))
    }

    /// Tolerance for physical springs in progress units: 1e-4 of the distance (0.03 pt over 300 pt).
    static let springTolerance = SpringTolerance(distance: 1e-4, velocity: 1e-3)
    /// Physical springs that would take longer (an undamped spring never settles) end here.
    static let longestSpring: TimeInterval = 600

    /// A spring segment from `from` (moving at `velocity`, progress/s) to `to`.
    /// `settlingDuration` is the animator's (remaining) duration for the damping-ratio family.
    static func spring(
        _ parameters: SpringTimingParameters, from: Double, to: Double, velocity: Double,
        settlingDuration: TimeInterval
    ) -> ProgressSegment {
        let spring: Spring
        let duration: TimeInterval
        switch parameters.kind {
        case let .dampingRatio(ratio):
            duration = max(0, settlingDuration)
            spring = Spring(dampingRatio: ratio, settlingDuration: duration)
        case let .physical(physical):
            spring = physical
            let settling = physical.solution(displacement: from - to, velocity: velocity)
                .settlingTime(tolerance: springTolerance)
            duration = min(longestSpring, settling)  // ∞ for an undamped spring
        }
        return ProgressSegment(
            motion: .spring(
                spring.solution(displacement: from - to, velocity: velocity),
                unitVelocity: spring.solution(displacement: 0, velocity: 1)),
            endProgress: to,
            duration: duration)
    }
}
