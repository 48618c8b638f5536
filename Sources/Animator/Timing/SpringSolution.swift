import Foundation

/// The closed-form motion of a ``Spring`` from given initial conditions (Docs/Motion.md §2.1).
///
/// With β = c/(2m) and ω0 = √(k/m), every regime has the form
///
///     x(t) = e^(−βt)·[x0·C(t) + (v0 + β·x0)·S(t)]
///     v(t) = e^(−βt)·[v0·C(t) − (β·v0 + ω0²·x0)·S(t)]
///
/// with C = cos ωd·t, S = sin(ωd·t)/ωd when underdamped, C = 1, S = t when critical and
/// C = cosh γt, S = sinh(γt)/γ when overdamped (ωd = √(ω0² − β²), γ = √(β² − ω0²)); these are the
/// closed forms of Docs/Motion.md §2.1 rearranged. Coefficients are computed once in `init`, so
/// evaluation costs one `exp` plus one `cos`/`sin` pair (underdamped) or one `expm1`.
///
/// Time is measured from the start of the motion. Negative and NaN times are treated as 0;
/// `+infinity` gives the rest state (0 displacement, 0 velocity — also for an undamped spring,
/// whose oscillation has no limit; 0 is its mean).
public struct SpringSolution: Sendable {
    /// The spring that drives the motion.
    public let spring: Spring
    /// The displacement from the rest position at time 0 (0 if the given value was not finite).
    public let initialDisplacement: Double
    /// The velocity at time 0, per second (0 if the given value was not finite).
    public let initialVelocity: Double

    /// β = c/(2m), the decay rate of e^(−βt).
    private let beta: Double
    /// v0 + β·x0, the coefficient of S(t) in x(t).
    private let displacementSineCoefficient: Double
    /// β·v0 + ω0²·x0, the coefficient of −S(t) in v(t).
    private let velocitySineCoefficient: Double
    private let form: Form

    private enum Form: Sendable {
        /// ζ < 1 outside the critical band: damped angular frequency ωd.
        case underdamped(dampedFrequency: Double)
        /// |ζ − 1| < 1e-6: the critical solution with a series correction in g = β² − ω0².
        case nearCritical(g: Double)
        /// ζ > 1 outside the critical band: γ and the slow root rs = −β + γ.
        case overdamped(gamma: Double, slowRoot: Double)
    }

    /// The motion of `spring` released at `initialDisplacement` from its rest position with
    /// `initialVelocity` (per second). Non-finite initial values are treated as 0.
    public init(spring: Spring, initialDisplacement: Double, initialVelocity: Double) {
        self.spring = spring
        let x0 = initialDisplacement.isFinite ? initialDisplacement : 0
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        self.initialDisplacement = x0
        self.initialVelocity = v0
        let beta = spring.damping / (2 * spring.mass)
        let omegaSquared = spring.stiffness / spring.mass
        let omega = omegaSquared.squareRoot()
        self.beta = beta
        displacementSineCoefficient = v0 + beta * x0
        velocitySineCoefficient = beta * v0 + omegaSquared * x0
        switch spring.regime {
        case .underdamped:
            // Underdamped: ωd = ω0√(1−ζ²) = √((ω0 − β)(ω0 + β)) (Docs/Motion.md §2.1).
            form = .underdamped(dampedFrequency: ((omega - beta) * (omega + beta)).squareRoot())
        case .criticallyDamped:
            // Critical ε-band (Docs/Motion.md §2.1): g = β² − ω0² ≈ 0.
            form = .nearCritical(g: (beta - omega) * (beta + omega))
        case .overdamped:
            // Overdamped: γ = ω0√(ζ²−1); slow root r = −ω0(ζ − √(ζ²−1)) = −ω0²/(β + γ)
            // (Docs/Motion.md §2.1, product of the roots = ω0², avoiding cancellation).
            let gamma = ((beta - omega) * (beta + omega)).squareRoot()
            form = .overdamped(gamma: gamma, slowRoot: -omegaSquared / (beta + gamma))
        }
    }

    /// The displacement from the rest position at `time` seconds.
    public func displacement(at time: Double) -> Double {
        guard let t = Self.sanitisedTime(time) else { return 0 }
        let (c, s) = basis(at: t)
        // x(t) = e^(−βt)[x0·C + (v0 + βx0)·S] (Docs/Motion.md §2.1, all regimes).
        return initialDisplacement * c + displacementSineCoefficient * s
    }

    /// The displacement at `time` seconds, and that of the same spring released from rest with a
    /// unit velocity (x0 = 0, v0 = 1), from one evaluation of the exponential and trigonometric
    /// terms they share: the second is the e^(−βt)·S term alone (Docs/Motion.md §2.1). Bit for bit
    /// `(displacement(at:), spring.solution(displacement: 0, velocity: 1).displacement(at:))`.
    public func displacementWithUnitResponse(at time: Double) -> (displacement: Double, unitResponse: Double) {
        guard let t = Self.sanitisedTime(time) else { return (0, 0) }
        let (c, s) = basis(at: t)
        return (initialDisplacement * c + displacementSineCoefficient * s, s)
    }

    /// The velocity at `time` seconds, per second.
    public func velocity(at time: Double) -> Double {
        guard let t = Self.sanitisedTime(time) else { return 0 }
        let (c, s) = basis(at: t)
        // v(t) = e^(−βt)[v0·C − (βv0 + ω0²x0)·S] (Docs/Motion.md §2.1, all regimes).
        return initialVelocity * c - velocitySineCoefficient * s
    }

    /// Whether |displacement| < `tolerance.distance` and |velocity| < `tolerance.velocity` at
    /// `time` (an instantaneous check; the motion may leave the tolerance again later).
    public func isAtRest(at time: Double, tolerance: SpringTolerance = .default) -> Bool {
        abs(displacement(at: time)) < tolerance.distance && abs(velocity(at: time)) < tolerance.velocity
    }

    /// The earliest time T after which the motion stays within `tolerance` for all t ≥ T.
    ///
    /// Computed from envelope bounds of |x(t)| and |v(t)| (Docs/Motion.md §2.3), so it is conservative:
    /// the real motion settles no later than the returned time. Per quantity the tighter of two
    /// rigorous bounds is used: (|a| + |b|·t)·e^(−λt) (λ the slowest decay rate; the critical
    /// envelope, valid in every regime) and the regime's own envelope — amplitude·e^(−βt) when
    /// underdamped, |c1|e^(r1 t) + |c2|e^(r2 t) when overdamped.
    ///
    /// Returns 0 if the bounds show the motion never leaves the tolerance (in particular when
    /// x0 = v0 = 0), and `.infinity` for an undamped spring whose oscillation exceeds the
    /// tolerance. NaN or negative thresholds are treated as 0, which gives `.infinity` unless the
    /// spring is exactly at rest.
    public func settlingTime(tolerance: SpringTolerance = .default) -> Double {
        let x0 = initialDisplacement, v0 = initialVelocity
        if x0 == 0 && v0 == 0 { return 0 }
        // The crossings are solved for thresholds shrunk by 1e-9 (relative) so that rounding in
        // the closed forms cannot put the motion back on the boundary after the returned time.
        let margin = 1 - 1e-9
        let distance = tolerance.distance.isNaN ? 0 : max(tolerance.distance, 0) * margin
        let speed = tolerance.velocity.isNaN ? 0 : max(tolerance.velocity, 0) * margin
        let b = displacementSineCoefficient, d = velocitySineCoefficient
        let slowRate: Double
        var displacementTime: Double
        var velocityTime: Double
        switch form {
        case .underdamped(let dampedFrequency):
            slowRate = beta
            // Underdamped envelope: amplitude·e^(−βt), amplitude = √(x0² + ((v0 + βx0)/ωd)²)
            // (Docs/Motion.md §2.3, ScrollMechanics T_under).
            displacementTime = Self.exponentialCrossing(
                amplitude: (x0 * x0 + (b / dampedFrequency) * (b / dampedFrequency)).squareRoot(),
                rate: beta, threshold: distance)
            velocityTime = Self.exponentialCrossing(
                amplitude: (v0 * v0 + (d / dampedFrequency) * (d / dampedFrequency)).squareRoot(),
                rate: beta, threshold: speed)
        case .nearCritical(let g):
            slowRate = g > 0 ? (beta * beta - g) / (beta + g.squareRoot()) : beta
            displacementTime = .infinity
            velocityTime = .infinity
        case .overdamped(let gamma, let slowRoot):
            slowRate = -slowRoot
            let fastRate = beta + gamma
            // Overdamped: x = c1·e^(r1 t) + c2·e^(r2 t), c1,2 = (x0 ± (v0 + βx0)/γ)/2; envelope
            // |c1|e^(r1 t) + |c2|e^(r2 t) (Docs/Motion.md §2.1/§2.3).
            let slowCoefficient = (x0 + b / gamma) / 2
            let fastCoefficient = (x0 - b / gamma) / 2
            displacementTime = Self.exponentialSumCrossing(
                slow: abs(slowCoefficient), slowRate: slowRate,
                fast: abs(fastCoefficient), fastRate: fastRate, threshold: distance)
            velocityTime = Self.exponentialSumCrossing(
                slow: abs(slowCoefficient * slowRoot), slowRate: slowRate,
                fast: abs(fastCoefficient * fastRate), fastRate: fastRate, threshold: speed)
        }
        // Critical-style envelope (|a| + |b|t)·e^(−λt), valid in every regime: overdamped
        // |C| ≤ e^(γt) and |S| ≤ t·e^(γt), underdamped |C| ≤ 1 and |S| ≤ t (Docs/Motion.md §2.3, T_crit).
        displacementTime = min(
            displacementTime,
            Self.linearExponentialCrossing(
                constant: abs(x0), slope: abs(b), rate: slowRate, threshold: distance))
        velocityTime = min(
            velocityTime,
            Self.linearExponentialCrossing(
                constant: abs(v0), slope: abs(d), rate: slowRate, threshold: speed))
        return max(displacementTime, velocityTime)
    }
}

// MARK: - Internals

extension SpringSolution {
    /// nil for +infinity (the rest state); otherwise the time clamped to ≥ 0 (NaN → 0).
    private static func sanitisedTime(_ time: Double) -> Double? {
        if time.isNaN { return 0 }
        if time == .infinity { return nil }
        return max(time, 0)
    }

    /// (e^(−βt)·C(t), e^(−βt)·S(t)) for the regime.
    @inline(__always)
    private func basis(at t: Double) -> (Double, Double) {
        switch form {
        case .underdamped(let dampedFrequency):
            let envelope = exp(-beta * t)
            if envelope == 0 { return (0, 0) }
            // Underdamped branch: C = cos ωd t, S = sin(ωd t)/ωd (Docs/Motion.md §2.1). ωd > 0 here
            // since ζ ≤ 1 − 1e-6 outside the critical band.
            let phase = dampedFrequency * t
            return (envelope * cos(phase), envelope * sin(phase) / dampedFrequency)
        case .nearCritical(let g):
            let envelope = exp(-beta * t)
            if envelope == 0 { return (0, 0) }
            // Critical branch C = 1, S = t (Docs/Motion.md §2.1) plus the Taylor terms of
            // cosh(√g t) and sinh(√g t)/√g in u = g·t², exact at ζ = 1 and accurate across the
            // ε-band.
            let u = g * t * t
            let c = 1 + u * (1.0 / 2 + u * (1.0 / 24 + u * (1.0 / 720)))
            let s = t * (1 + u * (1.0 / 6 + u * (1.0 / 120 + u * (1.0 / 5040))))
            return (envelope * c, envelope * s)
        case .overdamped(let gamma, let slowRoot):
            // Overdamped branch in exponential form (Docs/Motion.md §2.1):
            // e^(−βt)·cosh γt = e^(r1 t)·(1 + e^(−2γt))/2,
            // e^(−βt)·sinh(γt)/γ = e^(r1 t)·(1 − e^(−2γt))/(2γ), with r1 = −β + γ the slow root.
            let slow = exp(slowRoot * t)
            if slow == 0 { return (0, 0) }
            let m = expm1(-2 * gamma * t)
            return (slow * (2 + m) / 2, slow * (-m) / (2 * gamma))
        }
    }

    /// The time at which amplitude·e^(−rate·t) falls to `threshold`; 0 if it starts below.
    private static func exponentialCrossing(amplitude: Double, rate: Double, threshold: Double) -> Double {
        if amplitude < threshold { return 0 }
        if !(rate > 0) || !(threshold > 0) { return .infinity }
        // amplitude·e^(−βt) = ε  ⇒  t = ln(amplitude/ε)/β (Docs/Motion.md §2.3).
        return max(0, (log(amplitude) - log(threshold)) / rate)
    }

    /// The time after which slow·e^(−slowRate·t) + fast·e^(−fastRate·t) stays below `threshold`
    /// (a decreasing function; bisection).
    private static func exponentialSumCrossing(
        slow: Double, slowRate: Double, fast: Double, fastRate: Double, threshold: Double
    ) -> Double {
        func value(_ t: Double) -> Double {
            slow * exp(-slowRate * t) + fast * exp(-fastRate * t)
        }
        if value(0) < threshold { return 0 }
        if !(slowRate > 0) || !(threshold > 0) { return .infinity }
        // Upper bracket: (slow + fast)·e^(−slowRate·t) = threshold.
        var hi = max(0, (log(slow + fast) - log(threshold)) / slowRate)
        var lo = 0.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if value(mid) >= threshold { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The last time at which (constant + slope·t)·e^(−rate·t) ≥ `threshold`; 0 if never.
    private static func linearExponentialCrossing(
        constant: Double, slope: Double, rate: Double, threshold: Double
    ) -> Double {
        if constant == 0 && slope == 0 { return 0 }
        if !(threshold > 0) { return .infinity }
        if !(rate > 0) { return slope == 0 && constant < threshold ? 0 : .infinity }
        let logThreshold = log(threshold)
        // ln f(t) = ln(constant + slope·t) − rate·t: concave, peak at t = 1/rate − constant/slope.
        func logValue(_ t: Double) -> Double {
            log(constant + slope * t) - rate * t
        }
        let peak = slope > 0 ? max(0, 1 / rate - constant / slope) : 0
        if logValue(peak) < logThreshold { return 0 }
        // Bracket the crossing on the decreasing side [peak, ∞).
        var lo = peak
        var step = 1 / rate
        var hi = peak + step
        var expansions = 0
        while logValue(hi) >= logThreshold && expansions < 2000 {
            lo = hi
            step *= 2
            hi = peak + step
            expansions += 1
        }
        if logValue(hi) >= logThreshold { return .infinity }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if logValue(mid) >= logThreshold { lo = mid } else { hi = mid }
        }
        return hi
    }
}
