import Foundation

/// The physical constants of a damped spring, `m·x'' + c·x' + k·x = 0`, where `x` is the displacement
/// from the spring's rest position (physics.md §2.1).
///
/// A `Spring` is a description only; ``solution(displacement:velocity:)`` gives the motion for
/// particular initial conditions.
///
/// All initialisers sanitise their input so the constants are always finite and usable:
/// mass and stiffness lie in 1e-6…1e12 (NaN, zero and negative values become 1e-6, +infinity
/// becomes 1e12), damping lies in 0…1e12 (NaN and negative values become 0, +infinity becomes
/// 1e12). Zero damping is allowed: an undamped oscillator that never settles.
public struct Spring: Sendable, Hashable {
    /// The damping regime, from the damping ratio ζ.
    public enum Regime: Sendable, Hashable {
        /// ζ < 1: oscillates about the rest position with decaying amplitude.
        case underdamped
        /// ζ = 1 (within 1e-6): the fastest return without oscillation.
        case criticallyDamped
        /// ζ > 1: returns without oscillation, more slowly than critical.
        case overdamped
    }

    /// The moving mass `m`.
    public let mass: Double
    /// The spring constant `k`.
    public let stiffness: Double
    /// The damping coefficient `c`.
    public let damping: Double

    /// CASpringAnimation's defaults: mass 1, stiffness 100, damping 10 (ζ = 0.5).
    public static let `default` = Spring(mass: 1, stiffness: 100, damping: 10)

    /// The displacement bound ε used by ``init(dampingRatio:settlingDuration:mass:)``: the spring
    /// counts as settled once its displacement envelope for a unit step is at most 1/1500.
    public static let uiKitSettlingEpsilon = 1.0 / 1500

    /// A spring from its physical constants.
    ///
    /// Mass and stiffness are clamped to 1e-6…1e12 (NaN, zero or negative → 1e-6, +infinity →
    /// 1e12); damping is clamped to 0…1e12 (NaN or negative → 0, +infinity → 1e12).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = Self.clampedPositive(mass)
        self.stiffness = Self.clampedPositive(stiffness)
        self.damping = Self.clampedNonNegative(damping)
    }

    /// SwiftUI's response/damping-fraction parameterisation (physics.md §2.2):
    /// `k = (2π/response)²·m`, `c = 4π·ζ·m/response`.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, in seconds. NaN, zero or negative values
    ///     become 1e-3 s.
    ///   - dampingRatio: ζ. Negative values become 0 (undamped); NaN becomes 1 (critical).
    ///   - mass: The mass, sanitised like ``init(mass:stiffness:damping:)``.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) {
        let m = Self.clampedPositive(mass)
        let period = Self.clampedDuration(response)
        let zeta = Self.sanitisedDampingRatio(dampingRatio)
        // SwiftUI response/dampingFraction: k = (2π/response)²·m, c = 4π·ζ·m/response (physics.md §2.2).
        let omega = 2 * Double.pi / period
        self.init(mass: m, stiffness: omega * omega * m, damping: 4 * Double.pi * zeta * m / period)
    }

    /// SwiftUI's and iOS 17 UIKit's duration/bounce parameterisation (physics.md §2.2):
    /// `m = 1`, `k = 4π²/duration²`, `ζ = bounce ≥ 0 ? 1 − bounce : 1/(1 + bounce)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (equal to ``response``), in seconds. NaN, zero or
    ///     negative values become 1e-3 s.
    ///   - bounce: From −1 (very overdamped) through 0 (critical) to 1 (undamped). Clamped to
    ///     −(1 − 1e-6)…(1 − 1e-6), the open interval (−1, 1); NaN becomes 0.
    public init(duration: Double, bounce: Double) {
        let period = Self.clampedDuration(duration)
        let limit = 1 - 1e-6
        let b = bounce.isNaN ? 0 : min(max(bounce, -limit), limit)
        // Duration/bounce: ζ = bounce ≥ 0 ? 1 − bounce : 1/(1 + bounce) (physics.md §2.2).
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        // k = 4π²/duration², m = 1, c = 2ζ√(mk) = 4πζ/duration (physics.md §2.2).
        self.init(
            mass: 1,
            stiffness: 4 * Double.pi * Double.pi / (period * period),
            damping: 4 * Double.pi * zeta / period
        )
    }

    /// UIKit's `usingSpringWithDamping` form: a spring that settles at `settlingDuration`.
    ///
    /// ω0 is chosen so that the displacement envelope of the motion from x0 = 1, v0 = 0,
    ///
    ///     B(t) = e^(−ζω0t)·min(1/√(1−ζ²), 1 + ζω0t),
    ///
    /// equals ``uiKitSettlingEpsilon`` (1/1500) exactly at `settlingDuration`; then `k = m·ω0²`,
    /// `c = 2·m·ω0·ζ` (physics.md §2.2, REC). UIKit's exact rule is private; this is an
    /// approximation.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, clamped to 0.01…1 (UIKit has no overdamped springs here); NaN becomes 1.
    ///   - settlingDuration: Seconds; NaN, zero or negative values become 1e-3 s.
    ///   - mass: The mass, sanitised like ``init(mass:stiffness:damping:)``.
    public init(dampingRatio: Double, settlingDuration: Double, mass: Double = 1) {
        let m = Self.clampedPositive(mass)
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 1)
        let period = Self.clampedDuration(settlingDuration)
        let u = Self.settlingExponent(dampingRatio: zeta, epsilon: Self.uiKitSettlingEpsilon)
        // u = ζ·ω0·T  ⇒  ω0 = u/(ζT); k = m·ω0², c = 2·m·ω0·ζ (physics.md §2.2).
        let omega = u / (zeta * period)
        self.init(mass: m, stiffness: m * omega * omega, damping: 2 * m * omega * zeta)
    }

    /// The undamped angular frequency ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double {
        (stiffness / mass).squareRoot()
    }

    /// The damping ratio ζ = c/(2√(mk)).
    public var dampingRatio: Double {
        damping / (2 * (mass * stiffness).squareRoot())
    }

    /// SwiftUI's response: the undamped period 2π√(m/k), in seconds (physics.md §2.2).
    public var response: Double {
        2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// SwiftUI's bounce: `ζ < 1 ? 1 − ζ : 1/ζ − 1` (physics.md §2.2).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta < 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The damping regime; |ζ − 1| < 1e-6 counts as critical (physics.md §2.1 ε-band).
    public var regime: Regime {
        let zeta = dampingRatio
        if abs(zeta - 1) < Self.criticalBand { return .criticallyDamped }
        return zeta < 1 ? .underdamped : .overdamped
    }

    /// The motion of this spring from the given initial displacement (from rest position) and
    /// velocity (per second). Non-finite initial values are treated as 0.
    public func solution(displacement: Double, velocity: Double) -> SpringSolution {
        SpringSolution(spring: self, initialDisplacement: displacement, initialVelocity: velocity)
    }
}

// MARK: - Internals

extension Spring {
    /// Half-width of the band around ζ = 1 treated as critical damping (physics.md §2.1).
    static let criticalBand = 1e-6

    private static let minimumConstant = 1e-6
    private static let maximumConstant = 1e12
    private static let minimumDuration = 1e-3

    private static func clampedPositive(_ value: Double) -> Double {
        value.isNaN ? minimumConstant : min(max(value, minimumConstant), maximumConstant)
    }

    private static func clampedNonNegative(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), maximumConstant)
    }

    private static func clampedDuration(_ value: Double) -> Double {
        value.isNaN ? minimumDuration : max(value, minimumDuration)
    }

    private static func sanitisedDampingRatio(_ value: Double) -> Double {
        value.isNaN ? 1 : max(value, 0)
    }

    /// The u = ζ·ω0·T > 0 solving e^(−u)·min(A, 1 + u) = ε with A = 1/√(1−ζ²) (∞ at ζ = 1): the
    /// envelope of the unit-step motion (|cos + (β/ωd)·sin| ≤ A and ≤ 1 + βt, physics.md §2.1).
    ///
    /// h(u) = u − ln(min(A, 1 + u)) − ln(1/ε) is increasing, negative at u = ln(1/ε) and positive
    /// at u = ln(1/ε) + 10; bisection.
    static func settlingExponent(dampingRatio zeta: Double, epsilon: Double) -> Double {
        let logInverseEpsilon = -log(epsilon)
        let oneMinusZetaSquared = (1 - zeta) * (1 + zeta)
        let logAmplitude = oneMinusZetaSquared > 0 ? -0.5 * log(oneMinusZetaSquared) : Double.infinity
        func h(_ u: Double) -> Double {
            u - min(logAmplitude, log1p(u)) - logInverseEpsilon
        }
        var lo = logInverseEpsilon
        var hi = logInverseEpsilon + 10
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if h(mid) < 0 { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
