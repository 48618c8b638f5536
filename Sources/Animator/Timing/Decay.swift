import Foundation

/// A `UIScrollView`-style deceleration: velocity decays by a fixed factor every millisecond
/// (Docs/Motion.md §3.1).
///
/// With `D = 1000·ln r` (per second):
///
///     v(t) = v0·r^(1000t) = v0·e^(Dt)
///     x(t) = x0 + v0·(r^(1000t) − 1)/D
///
/// and the motion comes to rest at `x∞ = x0 − v0/D`. Times are in seconds from the start of the
/// motion; negative and NaN times are treated as 0, `+infinity` gives the rest state.
public struct Decay: Sendable {
    /// The position at time 0 (0 if the given value was not finite).
    public let initialPosition: Double
    /// The velocity at time 0, per second (0 if the given value was not finite).
    public let initialVelocity: Double
    /// The per-millisecond deceleration rate.
    public let rate: DecelerationRate
    /// D = 1000·ln r, the (negative) exponential rate per second.
    private let exponent: Double

    /// A deceleration starting at `position` with `velocity` (per second). Non-finite position or
    /// velocity are treated as 0.
    public init(position: Double, velocity: Double, rate: DecelerationRate = .normal) {
        initialPosition = position.isFinite ? position : 0
        initialVelocity = velocity.isFinite ? velocity : 0
        self.rate = rate
        // D = 1000·ln r (Docs/Motion.md §3.1).
        exponent = 1000 * log(rate.rawValue)
    }

    /// The position at `time` seconds.
    public func position(at time: Double) -> Double {
        guard let t = Self.sanitisedTime(time) else { return restPosition }
        // x(t) = x0 + v0·(e^(Dt) − 1)/D (Docs/Motion.md §3.1), with expm1 for accuracy at small t.
        return initialPosition + initialVelocity * expm1(exponent * t) / exponent
    }

    /// The velocity at `time` seconds, per second.
    public func velocity(at time: Double) -> Double {
        guard let t = Self.sanitisedTime(time) else { return 0 }
        // v(t) = v0·r^(1000t) = v0·e^(Dt) (Docs/Motion.md §3.1).
        return initialVelocity * exp(exponent * t)
    }

    /// Where the motion comes to rest: `x0 − v0/D` (normal: x0 + 0.4995·v0, fast: x0 + 0.0995·v0;
    /// Docs/Motion.md §3.1).
    public var restPosition: Double {
        initialPosition - initialVelocity / exponent
    }

    /// The time at which the motion passes `position`, or `nil` if it never gets there: the
    /// position lies behind the start, at or beyond the rest position, or the decay does not move.
    /// Returns 0 for the start position itself. NaN gives `nil`.
    public func time(toReach position: Double) -> Double? {
        guard !position.isNaN else { return nil }
        let distance = position - initialPosition
        if distance == 0 { return 0 }
        if initialVelocity == 0 { return nil }
        // t = ln(1 + D·(x − x0)/v0)/D (Docs/Motion.md §3.1); defined for 0 < 1 + D(x − x0)/v0 ≤ 1,
        // i.e. x between x0 and the rest position.
        let argument = exponent * distance / initialVelocity
        guard argument > -1 && argument <= 0 else { return nil }
        let t = log1p(argument) / exponent
        return t.isFinite && t >= 0 ? t : nil
    }

    /// The time at which the remaining travel |x∞ − x(t)| falls below `threshold` (default 0.5,
    /// Docs/Motion.md §3.1); 0 if it already is.
    ///
    /// A NaN threshold is treated as 0.5; a zero or negative threshold is never undercut, so the
    /// result is `.infinity` unless the decay is not moving.
    public func duration(threshold: Double = 0.5) -> Double {
        let epsilon = threshold.isNaN ? 0.5 : threshold
        if initialVelocity == 0 { return 0 }
        // Remaining travel |x∞ − x(t)| = |v0/D|·e^(Dt) (Docs/Motion.md §3.1).
        let remaining = abs(initialVelocity / exponent)
        if remaining < epsilon { return 0 }
        if !(epsilon > 0) { return .infinity }
        // |v0/D|·e^(DT) = ε  ⇒  T = ln(ε·|D|/|v0|)/D (Docs/Motion.md §3.1).
        return max(0, (log(epsilon) - log(remaining)) / exponent)
    }

    /// nil for +infinity (the rest state); otherwise the time clamped to ≥ 0 (NaN → 0).
    private static func sanitisedTime(_ time: Double) -> Double? {
        if time.isNaN { return 0 }
        if time == .infinity { return nil }
        return max(time, 0)
    }
}
