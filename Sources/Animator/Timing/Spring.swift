import Foundation

/// The physical constants of a damped spring, `m·x'' + c·x' + k·x = 0`, where `x` is the displacement
/// from the spring's rest position (Docs/Motion.md §2.1).
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

    /// The amplitude left at the settling duration by ``init(dampingRatio:settlingDuration:mass:)``:
    /// Framer's `safeMin`, 0.001 (framer-motion, `animation/generators/spring/find.ts`).
    public static let settlingEnvelope = 0.001

    /// A spring from its physical constants.
    ///
    /// Mass and stiffness are clamped to 1e-6…1e12 (NaN, zero or negative → 1e-6, +infinity →
    /// 1e12); damping is clamped to 0…1e12 (NaN or negative → 0, +infinity → 1e12).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = Self.clampedPositive(mass)
        self.stiffness = Self.clampedPositive(stiffness)
        self.damping = Self.clampedNonNegative(damping)
    }

    /// SwiftUI's response/damping-fraction parameterisation (Docs/Motion.md §2.2):
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
        // SwiftUI response/dampingFraction: k = (2π/response)²·m, c = 4π·ζ·m/response (Docs/Motion.md §2.2).
        let omega = 2 * Double.pi / period
        self.init(mass: m, stiffness: omega * omega * m, damping: 4 * Double.pi * zeta * m / period)
    }

    /// SwiftUI's and iOS 17 UIKit's duration/bounce parameterisation (Docs/Motion.md §2.2):
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
        // Duration/bounce: ζ = bounce ≥ 0 ? 1 − bounce : 1/(1 + bounce) (Docs/Motion.md §2.2).
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        // k = 4π²/duration², m = 1, c = 2ζ√(mk) = 4πζ/duration (Docs/Motion.md §2.2).
        self.init(
            mass: 1,
            stiffness: 4 * Double.pi * Double.pi / (period * period),
            damping: 4 * Double.pi * zeta / period
        )
    }

    /// UIKit's `usingSpringWithDamping` form: a spring that settles at `settlingDuration`.
    ///
    /// UIKit's rule is private. ω0 is chosen as Framer chooses it for its duration-based springs
    /// (framer-motion's `findSpring`, "ported from the Framer implementation of duration-based
    /// spring resolution"; it reproduces Framer's published tension 54.8336 for ζ 0.25 over 3 s),
    /// the best public reconstruction of UIKit's mapping. With ε = ``settlingEnvelope`` and T the
    /// settling duration, at zero initial velocity:
    ///
    ///     ζ < 1:  (ζ/√(1−ζ²))·e^(−ζω0T) = ε   ⇒   ω0 = ln(ζ/(ε√(1−ζ²))) / (ζT)
    ///     ζ = 1:  (1 + ω0T)·e^(−ω0T) = ε      ⇒   ω0T ≈ 9.2334
    ///
    /// then `k = m·ω0²`, `c = 2·m·ω0·ζ`. A unit step is within ε/ζ of rest at T (the underdamped
    /// envelope is e^(−ζω0t)/√(1−ζ²)), which the animator's end at T rounds off. The envelope this
    /// replaced (1/1500 on the full amplitude) gave an ω0 5–32 % higher than Framer's for ζ 1 … 0.25.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, clamped to 0.01…1 (UIKit has no overdamped springs here); NaN becomes 1.
    ///   - settlingDuration: Seconds; NaN, zero or negative values become 1e-3 s.
    ///   - mass: The mass, sanitised like ``init(mass:stiffness:damping:)``.
    public init(dampingRatio: Double, settlingDuration: Double, mass: Double = 1) {
        let m = Self.clampedPositive(mass)
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 1)
        let period = Self.clampedDuration(settlingDuration)
        let omega = Self.settlingExponent(dampingRatio: zeta, envelope: Self.settlingEnvelope) / (zeta * period)
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

    /// SwiftUI's response: the undamped period 2π√(m/k), in seconds (Docs/Motion.md §2.2).
    public var response: Double {
        2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// SwiftUI's bounce: `ζ < 1 ? 1 − ζ : 1/ζ − 1` (Docs/Motion.md §2.2).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta < 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The damping regime; |ζ − 1| < 1e-6 counts as critical (Docs/Motion.md §2.1 ε-band).
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
    /// SwiftUI's presets (iOS 17), by perceptual duration (default 0.5 s) and a base bounce that
    /// `extraBounce` adds to, as Apple documents them: `smooth` 0, `snappy` 0.15, `bouncy` 0.3.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce that feels snappy: base bounce 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with more bounce: base bounce 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// ``smooth(duration:extraBounce:)`` with its defaults.
    public static var smooth: Spring { smooth() }
    /// ``snappy(duration:extraBounce:)`` with its defaults.
    public static var snappy: Spring { snappy() }
    /// ``bouncy(duration:extraBounce:)`` with its defaults.
    public static var bouncy: Spring { bouncy() }
}

extension Spring {
    /// Half-width of the band around ζ = 1 treated as critical damping (Docs/Motion.md §2.1).
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

    /// u = ζ·ω0·T for ``init(dampingRatio:settlingDuration:mass:)``: ln(ζ/(ε√(1−ζ²))) below
    /// ζ = 1 (positive for ζ ≥ 0.01 and ε = 0.001); at ζ = 1 the root of u − ln(1 + u) = ln(1/ε),
    /// which is increasing in u, negative at ln(1/ε) and positive at ln(1/ε) + 10: bisection.
    static func settlingExponent(dampingRatio zeta: Double, envelope epsilon: Double) -> Double {
        let oneMinusZetaSquared = (1 - zeta) * (1 + zeta)
        if oneMinusZetaSquared > 0 {
            return log(zeta / (epsilon * oneMinusZetaSquared.squareRoot()))
        }
        let logInverseEpsilon = -log(epsilon)
        var lo = logInverseEpsilon, hi = logInverseEpsilon + 10
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if mid - log1p(mid) - logInverseEpsilon < 0 { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
