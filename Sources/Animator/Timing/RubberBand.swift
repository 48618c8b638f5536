import Foundation

/// `UIScrollView`'s rubber-band function: how far content follows a drag past its edge
/// (Docs/Motion.md §3.2).
///
/// For a raw overshoot `x` beyond the limit, a viewport dimension `d` and a coefficient `c`:
///
///     b(x) = (1 − 1/(x·c/d + 1))·d = c·x·d/(d + c·|x|)   (with the sign of x)
///
/// so b'(0) = c and |b| → d as |x| → ∞.
///
/// Bad input never produces NaN: a dimension that is not finite or not positive gives offset 0
/// (and overshoot 0); a NaN coefficient is treated as ``defaultCoefficient``, a negative one as
/// 0; a NaN value is treated as 0.
public enum RubberBand {
    /// The coefficient UIScrollView is observed to use, 0.55 (Docs/Motion.md §3.2).
    public static let defaultCoefficient = 0.55

    /// The largest overshoot ``overshoot(forOffset:dimension:coefficient:)`` returns, as a
    /// multiple of the dimension.
    public static let maximumOvershootFactor = 1e9

    /// The displayed offset b(x) = c·x·d/(d + c·|x|) for a raw overshoot `x` (Docs/Motion.md §3.2).
    ///
    /// Odd in `x`, increasing, with slope `coefficient` at 0 and limit ±`dimension`;
    /// ±infinity gives ±`dimension`. Returns 0 if `dimension` is not finite or not positive.
    public static func offset(
        forOvershoot x: Double, dimension d: Double, coefficient c: Double = defaultCoefficient
    ) -> Double {
        guard d.isFinite, d > 0, !x.isNaN, x != 0 else { return 0 }
        let coefficient = sanitisedCoefficient(c)
        let u = coefficient * abs(x)
        if u == 0 { return 0 }
        if u.isInfinite { return x > 0 ? d : -d }
        // Rubber band b = c·|x|·d/(d + c·|x|) = d/(1 + d/(c·|x|)) (Docs/Motion.md §3.2), written so
        // that no intermediate overflows.
        let magnitude = d / (1 + d / u)
        return x > 0 ? magnitude : -magnitude
    }

    /// The raw overshoot x = b·d/(c·(d − |b|)) that produces the displayed offset `b`, the inverse
    /// of ``offset(forOvershoot:dimension:coefficient:)`` (Docs/Motion.md §3.2, REC), keeping the sign
    /// of `b`.
    ///
    /// Offsets with |b| ≥ `dimension` are never produced by the rubber band; for them (and
    /// whenever the exact inverse would be larger) the result is capped at
    /// ``maximumOvershootFactor`` × `dimension` in magnitude, a large finite value. Returns 0 if
    /// `dimension` is not finite or not positive, or if the coefficient is 0 (the band does not
    /// move, so no overshoot is implied).
    public static func overshoot(
        forOffset b: Double, dimension: Double, coefficient: Double = defaultCoefficient
    ) -> Double {
        let d = dimension
        guard d.isFinite, d > 0, !b.isNaN, b != 0 else { return 0 }
        let c = sanitisedCoefficient(coefficient)
        guard c > 0 else { return 0 }
        let cap = maximumOvershootFactor * d
        let offset = abs(b)
        var magnitude = cap
        if offset < d {
            // Inverse rubber band x = b·d/(c·(d − b)) (Docs/Motion.md §3.2).
            magnitude = min(offset * d / (c * (d - offset)), cap)
        }
        return b > 0 ? magnitude : -magnitude
    }

    /// How fast the displayed offset moves per point of raw overshoot at `x`:
    /// b'(x) = c·d²/(d + c·|x|)² (the derivative of b, Docs/Motion.md §3.2), `coefficient` at 0
    /// and falling towards 0 far out. Content released in the band moves at the finger's speed
    /// times this. 0 when `dimension` is not finite or not positive.
    public static func slope(
        atOvershoot x: Double, dimension d: Double, coefficient c: Double = defaultCoefficient
    ) -> Double {
        guard d.isFinite, d > 0 else { return 0 }
        let coefficient = sanitisedCoefficient(c)
        let magnitude = x.isNaN ? 0 : abs(x)
        if magnitude.isInfinite { return 0 }
        let ratio = d / (d + coefficient * magnitude)
        return coefficient * ratio * ratio
    }

    /// `value` constrained to `range` with a rubber band outside it: unchanged inside the range,
    /// otherwise the nearer bound ± b(distance past it) (Docs/Motion.md §3.2, per axis).
    ///
    /// A NaN value gives `range.lowerBound`. With an invalid dimension the band has no give and
    /// the result is the value clamped to the range.
    public static func clamp(
        _ value: Double, to range: ClosedRange<Double>, dimension: Double,
        coefficient: Double = defaultCoefficient
    ) -> Double {
        if value.isNaN { return range.lowerBound }
        if value > range.upperBound {
            return range.upperBound
                + offset(forOvershoot: value - range.upperBound, dimension: dimension, coefficient: coefficient)
        }
        if value < range.lowerBound {
            return range.lowerBound
                + offset(forOvershoot: value - range.lowerBound, dimension: dimension, coefficient: coefficient)
        }
        return value
    }

    private static func sanitisedCoefficient(_ c: Double) -> Double {
        c.isNaN ? defaultCoefficient : max(c, 0)
    }
}
