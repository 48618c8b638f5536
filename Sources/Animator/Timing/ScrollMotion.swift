import Foundation

/// The motion of one axis of a scroll view's content offset after the finger lets go (or after a
/// mouse-wheel step), as a pure function of the time since it started (Docs/Motion.md §3.3).
///
/// Offsets are content offsets in points, velocities are d(offset)/dt in points per second
/// (positive = offset increasing) and `bounds` is the allowed offset range. The motion is a short
/// chain of segments, each evaluated in closed form:
///
/// - **decelerating**: a ``Decay`` (Docs/Motion.md §3.1) while the offset is inside the bounds;
/// - **bouncing**: a ``SpringSolution`` toward a bound while the offset is beyond it (Docs/Motion.md
///   §3.3), and also the whole motion of ``init(springFrom:velocity:to:spring:)``.
///
/// Segments hand over position and velocity, so ``offset(at:)`` is continuous at every switch, and
/// so is ``velocity(at:)`` except where a bounce spring's starting speed is capped at
/// `maximumBounceVelocity`.
///
/// Rest rules (Docs/Motion.md §2.3, §3.1): a decay ends once its remaining travel is below the rest
/// threshold ε, and the motion then rests where the decay is at that moment (no jump); a spring
/// ends once its displacement stays below ε and its speed below ``restVelocity`` (ε × 10 per
/// second), and the motion then rests exactly on the spring's target (a jump smaller than ε).
///
/// Time is a parameter: nothing here reads a clock.
public struct ScrollMotion: Sendable {
    /// What the motion is doing at a given time.
    public enum Phase: Sendable, Equatable {
        /// Sliding freely inside the bounds under the per-millisecond deceleration.
        case decelerating
        /// Pulled by a spring: toward a bound it overshot, or toward the target of a
        /// ``ScrollMotion/init(springFrom:velocity:to:spring:)`` motion.
        case bouncing
        /// At rest at ``ScrollMotion/finalOffset``.
        case settled
    }

    /// The bounce spring: ScrollMechanics' m = 1, k = 100, ζ = 1 (critically damped, ω0 = 10 rad/s),
    /// Docs/Motion.md §3.3.
    public static let bounceSpring = Spring(mass: 1, stiffness: 100, damping: 20)

    /// The rest speed of a spring segment, as a multiple of the rest threshold per second:
    /// ``restVelocity`` = ε × 10 /s (5 pt/s for ε = 0.5 pt).
    ///
    /// At that speed the content moves a sixth of ε per 60 Hz frame. For the bounce
    /// spring (ω0 = 10 rad/s) it is exactly the speed of the critically damped tail
    /// (|v| ≈ ω0·|x|, Docs/Motion.md §2.1) at |x| = ε, so the distance and speed criteria are met
    /// together and neither cuts the other short; stiffer springs are held to the stricter speed.
    /// It is stricter than Flutter's scroll tolerance (speed = 20 × distance) and Android's
    /// (62.5 × value threshold), Docs/Motion.md §2.3.
    public static let restVelocityFactor = 10.0

    /// The most segments one motion is built from; the last one always comes to rest (a decay then
    /// stops at a bound it reaches, a spring ignores a crossing into the content). Critically damped
    /// bounce springs need at most three (spring → decay → spring).
    public static let maximumSegments = 4

    /// No segment lasts longer than this (seconds). Only pathological inputs get near it: an
    /// undamped spring, or a deceleration rate within ~1e-5 of 1. A spring cut this way still
    /// rests exactly on its target.
    public static let maximumSegmentDuration = 600.0

    /// The rest threshold ε used when none is given, and in place of a NaN, zero or negative one.
    public static let defaultRestThreshold = 0.5

    /// The offset at time 0 (sanitised: a non-finite offset becomes a bound).
    public let initialOffset: Double
    /// The velocity at time 0, points per second (0 if the given value was not finite).
    public let initialVelocity: Double
    /// The allowed offset range the motion was built for (`0...0` if a bound was NaN); for
    /// ``init(springFrom:velocity:to:spring:)`` the range holding only the target.
    public let bounds: ClosedRange<Double>
    /// The rest threshold ε in points.
    public let restThreshold: Double
    /// The speed below which a spring segment may come to rest: ``restThreshold`` ×
    /// ``restVelocityFactor``, points per second.
    public let restVelocity: Double
    /// When the motion comes to rest, seconds since its start (finite, ≥ 0).
    public let duration: Double
    /// Where the motion comes to rest: exactly the target bound after a spring, the decay's
    /// position at its rest time otherwise.
    public let finalOffset: Double

    /// The segments, contiguous, from 0 to ``duration``; zero-length segments are not stored.
    let segments: [Segment]

    /// One closed-form piece of the motion, valid for `start ≤ t < end`.
    struct Segment: Sendable {
        package enum Kind: Sendable {
            case decay(Decay)
            case spring(SpringSolution, target: Double)
        }

        let start: Double
        let end: Double
        let kind: Kind

        var phase: Phase {
            switch kind {
            case .decay: return .decelerating
            case .spring: return .bouncing
            }
        }

        func offset(atLocal t: Double) -> Double {
            switch kind {
            case .decay(let decay): return decay.position(at: t)
            case .spring(let solution, let target): return target + solution.displacement(at: t)
            }
        }

        func velocity(atLocal t: Double) -> Double {
            switch kind {
            case .decay(let decay): return decay.velocity(at: t)
            case .spring(let solution, _): return solution.velocity(at: t)
            }
        }
    }

    /// The motion after releasing at `offset` with `velocity` (Docs/Motion.md §3.3).
    ///
    /// - Inside `bounds`: decelerate (a ``Decay`` with `rate`, Docs/Motion.md §3.1). If the rest point
    ///   lies beyond a bound, then at the moment the decay reaches that bound: with `bounces`, switch
    ///   to `spring` toward the bound, seeded with the decay's velocity there, its magnitude capped at
    ///   `maximumBounceVelocity` (Flutter's 5000 pt/s); without, stop exactly at the bound (velocity
    ///   0). If the decay comes to rest (remaining travel < `restThreshold`) before it reaches the
    ///   bound, it rests there, inside the bounds.
    /// - Outside `bounds` (after rubber-banding): spring to the nearest bound seeded with the release
    ///   velocity (uncapped), whatever `bounces` says. If the spring crosses the bound into the
    ///   content (a strong inward fling), switch at the crossing to a decay seeded with the spring's
    ///   velocity there, which may in turn reach the other bound and bounce there.
    ///
    /// At most ``maximumSegments`` segments are built, so every input terminates.
    ///
    /// Sanitising: a non-finite `velocity` is treated as 0; a NaN `offset` as the minimum,
    /// ±infinity as the maximum/minimum (a non-finite bound is replaced by the other bound, or 0);
    /// a NaN bound makes the range `0...0`; a NaN `maximumBounceVelocity` is 5000 and a negative
    /// one 0; a NaN, zero or negative `restThreshold` is 0.5.
    ///
    /// - Parameters:
    ///   - offset: The content offset at release, points.
    ///   - velocity: d(offset)/dt at release, points per second.
    ///   - bounds: The allowed offset range `minimum...maximum`.
    ///   - rate: The per-millisecond deceleration rate.
    ///   - bounces: Whether a decay that reaches a bound overshoots and springs back.
    ///   - spring: The spring that pulls the offset back to a bound.
    ///   - maximumBounceVelocity: The largest speed handed from a decay to a bounce spring, pt/s.
    ///   - restThreshold: ε, points: the distance below which motion counts as finished.
    public init(
        offset: Double, velocity: Double, bounds: ClosedRange<Double>,
        rate: DecelerationRate = .normal, bounces: Bool = true,
        spring: Spring = ScrollMotion.bounceSpring, maximumBounceVelocity: Double = 5000,
        restThreshold: Double = 0.5
    ) {
        let (lo, hi) = Self.sanitisedBounds(lower: bounds.lowerBound, upper: bounds.upperBound)
        let start = Self.sanitisedOffset(offset, lower: lo, upper: hi)
        let v = velocity.isFinite ? velocity : 0
        let threshold = Self.sanitisedThreshold(restThreshold)
        let speedCap = maximumBounceVelocity.isNaN ? 5000 : max(maximumBounceVelocity, 0)
        let tolerance = SpringTolerance(distance: threshold, velocity: threshold * Self.restVelocityFactor)

        var builder = Builder()
        var next: Builder.Next
        if start > hi {
            next = .spring(displacement: start - hi, velocity: v, target: hi, outward: 1)
        } else if start < lo {
            next = .spring(displacement: start - lo, velocity: v, target: lo, outward: -1)
        } else {
            next = .decay(position: start, velocity: v)
        }

        var built = 0
        var final = start
        building: while true {
            built += 1
            let isLast = built >= Self.maximumSegments
            switch next {
            case .decay(let position, let velocity):
                let decay = Decay(position: position, velocity: velocity, rate: rate)
                let restTime = min(decay.duration(threshold: threshold), Self.maximumSegmentDuration)
                // Which bound the rest point x∞ lies beyond, if any (Docs/Motion.md §3.3).
                var hit: (time: Double, bound: Double, outward: Double)?
                if velocity > 0, decay.restPosition > hi, let time = decay.time(toReach: hi) {
                    hit = (time, hi, 1)
                } else if velocity < 0, decay.restPosition < lo, let time = decay.time(toReach: lo) {
                    hit = (time, lo, -1)
                }
                if let hit, hit.time < restTime {
                    builder.append(.decay(decay), length: hit.time)
                    guard bounces && !isLast else {
                        final = hit.bound
                        break building
                    }
                    // Hand over v(t_hit), capped (Docs/Motion.md §3.3, Flutter's maxSpringTransferVelocity).
                    let handover = decay.velocity(at: hit.time)
                    let capped = min(max(handover, -speedCap), speedCap)
                    next = .spring(displacement: 0, velocity: capped, target: hit.bound, outward: hit.outward)
                } else {
                    builder.append(.decay(decay), length: restTime)
                    final = decay.position(at: restTime)
                    break building
                }
            case .spring(let displacement, let velocity, let target, let outward):
                let solution = spring.solution(displacement: displacement, velocity: velocity)
                let settle = min(solution.settlingTime(tolerance: tolerance), Self.maximumSegmentDuration)
                if !isLast,
                    let crossing = Self.crossingIntoContent(of: solution, outward: outward, before: settle)
                {
                    builder.append(.spring(solution, target: target), length: crossing)
                    next = .decay(position: target, velocity: solution.velocity(at: crossing))
                } else {
                    builder.append(.spring(solution, target: target), length: settle)
                    final = target
                    break building
                }
            }
        }

        initialOffset = start
        initialVelocity = v
        self.bounds = lo...hi
        self.restThreshold = threshold
        restVelocity = tolerance.velocity
        segments = builder.segments
        duration = builder.time
        finalOffset = final
    }

    /// A spring from `offset` (with `velocity`, pt/s) to `target`, for wheel steps and animated
    /// `setContentOffset`; no bounds logic. It rests exactly on `target` once its displacement
    /// stays below ``defaultRestThreshold`` and its speed below ``restVelocity``.
    ///
    /// A non-finite `velocity` is treated as 0; a non-finite `offset` as `target` (no motion); a
    /// non-finite `target` as `offset` (0 if neither is finite).
    public init(springFrom offset: Double, velocity: Double, to target: Double, spring: Spring) {
        let end = target.isFinite ? target : (offset.isFinite ? offset : 0)
        let start = offset.isFinite ? offset : end
        let v = velocity.isFinite ? velocity : 0
        let threshold = Self.defaultRestThreshold
        let tolerance = SpringTolerance(distance: threshold, velocity: threshold * Self.restVelocityFactor)
        let solution = spring.solution(displacement: start - end, velocity: v)
        var builder = Builder()
        builder.append(
            .spring(solution, target: end),
            length: min(solution.settlingTime(tolerance: tolerance), Self.maximumSegmentDuration))
        initialOffset = start
        initialVelocity = v
        bounds = end...end
        restThreshold = threshold
        restVelocity = tolerance.velocity
        segments = builder.segments
        duration = builder.time
        finalOffset = end
    }

    /// The content offset `time` seconds after the start: the initial offset for t ≤ 0 or NaN,
    /// ``finalOffset`` for t ≥ ``duration`` (t > 0).
    public func offset(at time: Double) -> Double {
        guard !time.isNaN, time > 0 else { return initialOffset }
        guard time < duration, let segment = segment(at: time) else { return finalOffset }
        return segment.offset(atLocal: time - segment.start)
    }

    /// d(offset)/dt `time` seconds after the start, pt/s: the initial velocity for t ≤ 0 or NaN,
    /// 0 for t ≥ ``duration`` (t > 0).
    public func velocity(at time: Double) -> Double {
        guard !time.isNaN, time > 0 else { return initialVelocity }
        guard time < duration, let segment = segment(at: time) else { return 0 }
        return segment.velocity(atLocal: time - segment.start)
    }

    /// What the motion is doing at `time`: ``Phase/settled`` once t ≥ ``duration`` (always, for a
    /// zero-length motion; NaN counts as 0); before that the phase of the segment at `time`, the
    /// first segment's for t ≤ 0.
    public func phase(at time: Double) -> Phase {
        if isFinished(at: time) { return .settled }
        return segment(at: time.isNaN ? 0 : max(time, 0))?.phase ?? .settled
    }

    /// Whether the motion is at rest: `time >= duration` (NaN counts as 0).
    public func isFinished(at time: Double) -> Bool {
        (time.isNaN ? 0 : time) >= duration
    }

    /// The segment covering `time` (0 ≤ time < duration).
    private func segment(at time: Double) -> Segment? {
        segments.last(where: { $0.start <= time }) ?? segments.first
    }
}

// MARK: - Construction

extension ScrollMotion {
    /// Accumulates contiguous segments.
    private struct Builder {
        /// The next segment to build.
        enum Next {
            case decay(position: Double, velocity: Double)
            /// `outward` is +1 if the outside of the bound lies at larger offsets, −1 otherwise.
            case spring(displacement: Double, velocity: Double, target: Double, outward: Double)
        }

        var segments: [Segment] = []
        var time = 0.0

        mutating func append(_ kind: Segment.Kind, length: Double) {
            guard length > 0 else { return }
            segments.append(Segment(start: time, end: time + length, kind: kind))
            time += length
        }
    }

    /// The allowed range, `0...0` if either bound is NaN.
    static func sanitisedBounds(lower: Double, upper: Double) -> (Double, Double) {
        if lower.isNaN || upper.isNaN { return (0, 0) }
        return (lower, upper)
    }

    /// A finite offset as is; otherwise the nearest bound (NaN → minimum), or the other bound if
    /// that one is not finite, or 0.
    static func sanitisedOffset(_ offset: Double, lower: Double, upper: Double) -> Double {
        if offset.isFinite { return offset }
        let preferred = offset == .infinity ? upper : lower
        let other = offset == .infinity ? lower : upper
        if preferred.isFinite { return preferred }
        return other.isFinite ? other : 0
    }

    static func sanitisedThreshold(_ threshold: Double) -> Double {
        threshold > 0 ? threshold : defaultRestThreshold
    }

    /// The first time t in (0, `limit`) at which a spring segment, displaced beyond its target on
    /// the `outward` side (or starting on it moving outward), crosses the target into the content
    /// with an inward velocity; nil if it does not.
    ///
    /// With y = outward·x the displacement is y ≥ 0 at the start, and the first zero of y(t) is, in
    /// closed form (Docs/Motion.md §2.1):
    /// - critical: (y0 + (w0 + βy0)t)e^(−βt) = 0 ⇒ t = −y0/(w0 + βy0), when y0 > 0 and w0 + βy0 < 0;
    /// - overdamped: c1·e^(r1 t) + c2·e^(r2 t) = 0 ⇒ t = ln(−c2/c1)/(r1 − r2), when −c2/c1 > 1;
    /// - underdamped: y0·cos ωd t + ((w0 + βy0)/ωd)·sin ωd t = 0 ⇒ ωd·t = atan2(y0, −(w0 + βy0)/ωd).
    ///
    /// The estimate is then polished with Newton steps on the evaluated solution, so the offset at
    /// the switch matches the bound to rounding error also inside the critical ε-band.
    static func crossingIntoContent(of solution: SpringSolution, outward: Double, before limit: Double) -> Double? {
        let spring = solution.spring
        let y0 = abs(outward * solution.initialDisplacement)  // ≥ 0 by construction; abs gives +0
        let w0 = outward * solution.initialVelocity
        guard outward * solution.initialDisplacement >= 0, y0 > 0 || w0 > 0 else { return nil }
        let beta = spring.damping / (2 * spring.mass)
        let omegaSquared = spring.stiffness / spring.mass
        let omega = omegaSquared.squareRoot()
        let estimate: Double
        switch spring.regime {
        case .criticallyDamped:
            // Critical: x(t) = (x0 + (v0 + ω0x0)t)e^(−ω0t) (Docs/Motion.md §2.1), β ≈ ω0 in the ε-band.
            let slope = w0 + beta * y0
            guard y0 > 0, slope < 0 else { return nil }
            estimate = -y0 / slope
        case .overdamped:
            // Overdamped: r1 = −ω0²/(β + γ) (slow), r2 = −β − γ, c2 = (v0 − r1x0)/(r2 − r1),
            // c1 = x0 − c2 (Docs/Motion.md §2.1).
            let gamma = ((beta - omega) * (beta + omega)).squareRoot()
            let slowRoot = -omegaSquared / (beta + gamma)
            let fastRoot = -beta - gamma
            let c2 = (w0 - slowRoot * y0) / (fastRoot - slowRoot)
            let c1 = y0 - c2
            guard c1 != 0 else { return nil }
            let ratio = -c2 / c1
            guard ratio > 1 else { return nil }
            estimate = log(ratio) / (slowRoot - fastRoot)
        case .underdamped:
            // Underdamped: x(t) = e^(−βt)[x0·cos ωd t + ((v0 + βx0)/ωd)·sin ωd t] (Docs/Motion.md §2.1).
            let dampedFrequency = ((omega - beta) * (omega + beta)).squareRoot()
            let sineCoefficient = (w0 + beta * y0) / dampedFrequency
            let angle = atan2(y0, -sineCoefficient)
            guard angle > 0 else { return nil }
            estimate = angle / dampedFrequency
        }
        guard estimate.isFinite, estimate > 0, estimate < limit else { return nil }

        var t = estimate
        var residual = abs(solution.displacement(at: t))
        for _ in 0..<8 where residual > 0 {
            let slope = solution.velocity(at: t)
            guard slope != 0 else { break }
            let candidate = t - solution.displacement(at: t) / slope
            let candidateResidual = abs(solution.displacement(at: candidate))
            guard candidate > 0, candidate.isFinite, candidateResidual < residual else { break }
            t = candidate
            residual = candidateResidual
        }
        // The crossing must head into the content.
        guard t < limit, outward * solution.velocity(at: t) < 0 else { return nil }
        return t
    }
}
