import Foundation

/// A cubic Bézier timing curve, the equivalent of `UICubicTimingParameters`.
///
/// The curve runs from (0, 0) to (1, 1) through two control points; its x coordinate is time
/// (normalised to 0…1) and its y coordinate is progress. With the Bézier parameter `s ∈ [0, 1]`:
///
///     B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³
///
/// `progress(at:)` solves `x(s) = time` for `s` and returns `y(s)`.
public struct CubicTimingParameters: Sendable, Hashable {
    /// The first control point (P1). Its x coordinate is always within 0…1.
    public let controlPoint1: CGPoint
    /// The second control point (P2). Its x coordinate is always within 0…1.
    public let controlPoint2: CGPoint

    /// The ease-in-out curve, like `UICubicTimingParameters()`.
    public init() {
        self.init(animationCurve: .easeInOut)
    }

    /// The control points of one of UIKit's named curves:
    /// linear (0, 0)–(1, 1), easeIn (0.42, 0)–(1, 1), easeOut (0, 0)–(0.58, 1),
    /// easeInOut (0.42, 0)–(0.58, 1).
    public init(animationCurve: AnimationCurve) {
        let points = Self.controlPoints(of: animationCurve)
        controlPoint1 = points.0
        controlPoint2 = points.1
    }

    /// A custom curve through the given control points.
    ///
    /// Input is sanitised so the curve is always a function of time:
    /// - x coordinates are clamped to 0…1, which makes x(s) monotone;
    /// - a non-finite coordinate (NaN or ±infinity) is replaced by the linear curve's coordinate
    ///   (P1 = (0, 0), P2 = (1, 1)).
    ///
    /// y coordinates may leave 0…1, giving curves that overshoot or undershoot.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        self.controlPoint1 = CGPoint(
            x: Self.sanitisedX(Double(controlPoint1.x), fallback: 0),
            y: Self.finite(Double(controlPoint1.y), fallback: 0)
        )
        self.controlPoint2 = CGPoint(
            x: Self.sanitisedX(Double(controlPoint2.x), fallback: 1),
            y: Self.finite(Double(controlPoint2.y), fallback: 1)
        )
    }

    /// The named curve whose control points equal this curve's, or `nil` for a custom curve.
    public var animationCurve: AnimationCurve? {
        AnimationCurve.allCases.first { curve in
            let points = Self.controlPoints(of: curve)
            return points.0 == controlPoint1 && points.1 == controlPoint2
        }
    }

    /// The progress (the curve's y) at a normalised time (the curve's x).
    ///
    /// `time` is clamped to 0…1 (NaN is treated as 0). Returns exactly 0 at time 0 and exactly 1 at
    /// time 1. The Bézier parameter is solved to |x(s) − time| ≲ 1e-15.
    public func progress(at time: Double) -> Double {
        let t = Self.clampedUnit(time)
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return yComponent.value(at: xComponent.parameter(forValue: t))
    }

    /// The rate of change of progress with respect to normalised time, dProgress/dTime.
    ///
    /// This is y'(s)/x'(s) at the parameter for `time` (clamped like ``progress(at:)``). Where the
    /// curve's tangent is defined by higher derivatives (x'(s) = y'(s) = 0, e.g. at the ends of
    /// easeIn and easeOut), the one-sided limit is returned. Where the tangent is vertical (the
    /// true slope is infinite, e.g. at time 0 of the curve (0, 1)–(1, 0)), the result is clamped to
    /// ±1e6. Never NaN or infinite.
    public func velocity(at time: Double) -> Double {
        let t = Self.clampedUnit(time)
        let s: Double
        if t <= 0 {
            s = 0
        } else if t >= 1 {
            s = 1
        } else {
            s = xComponent.parameter(forValue: t)
        }
        return slope(atParameter: s)
    }

    /// The earliest normalised time at which ``progress(at:)`` equals `progress`.
    ///
    /// For monotone curves this is the unique inverse. If the curve never reaches `progress` (an
    /// overshooting curve asked for a value beyond its peak, or a value outside its range), the
    /// earliest time of closest approach is returned. NaN is treated as 0. The result is in 0…1.
    ///
    /// Accuracy: better than 1e-7 in time wherever progress has a non-negligible slope. Where the
    /// slope is zero the inverse is ill-conditioned in double precision — progress values within
    /// rounding of each other span a time interval of about (1e-16)^(1/k) at a flat point of order k
    /// (~1e-8 at the flat ends of easeIn/easeOut, ~3e-6 at a flat inflection); progress at the
    /// returned time still matches the requested value to ~1e-15.
    public func time(forProgress progress: Double) -> Double {
        let target = progress.isNaN ? 0 : progress
        let y = yComponent
        // Split [0, 1] into pieces on which y(s) is monotone, at the roots of y'(s) (a quadratic).
        var cuts: [Double] = [0]
        cuts.append(contentsOf: y.derivativeRoots())
        cuts.append(1)
        // The first piece whose range contains the target holds the earliest solution.
        for index in 0..<(cuts.count - 1) {
            let lower = cuts[index], upper = cuts[index + 1]
            let yLower = y.value(at: lower), yUpper = y.value(at: upper)
            if target == yLower { return xComponent.value(at: lower) }
            if min(yLower, yUpper) <= target && target <= max(yLower, yUpper) {
                let s = y.solveMonotone(target: target, lower: lower, upper: upper)
                return Self.clampedUnit(xComponent.value(at: s))
            }
        }
        // Never reached: the earliest parameter of closest approach is at a cut (an end or a
        // turning point of y).
        var best = 0.0
        var bestDistance = Double.infinity
        for s in cuts {
            let distance = abs(y.value(at: s) - target)
            if distance < bestDistance {
                bestDistance = distance
                best = s
            }
        }
        return Self.clampedUnit(xComponent.value(at: best))
    }
}

// MARK: - Internals

extension CubicTimingParameters {
    /// Largest slope magnitude returned by ``velocity(at:)`` (vertical tangents).
    private static let maximumSlope = 1e6

    private static func controlPoints(of curve: AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
    }

    private static func finite(_ value: Double, fallback: Double) -> Double {
        value.isFinite ? value : fallback
    }

    private static func sanitisedX(_ value: Double, fallback: Double) -> Double {
        min(max(finite(value, fallback: fallback), 0), 1)
    }

    private static func clampedUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private var xComponent: BezierComponent {
        BezierComponent(p1: Double(controlPoint1.x), p2: Double(controlPoint2.x))
    }

    private var yComponent: BezierComponent {
        BezierComponent(p1: Double(controlPoint1.y), p2: Double(controlPoint2.y))
    }

    /// dy/dx at Bézier parameter `s`, from the tangent B'(s).
    private func slope(atParameter s: Double) -> Double {
        // B'(s) = 3[(1−s)²·D0 + 2(1−s)s·D1 + s²·D2] with D0 = P1 − P0, D1 = P2 − P1, D2 = P3 − P2
        // (derivative of a cubic Bézier). Where D0 or D2 vanish, the common factor s or (1−s) is
        // divided out so the tangent direction stays defined at the ends (one-sided limit).
        let p1 = (x: Double(controlPoint1.x), y: Double(controlPoint1.y))
        let p2 = (x: Double(controlPoint2.x), y: Double(controlPoint2.y))
        let d0 = (x: p1.x, y: p1.y)
        let d1 = (x: p2.x - p1.x, y: p2.y - p1.y)
        let d2 = (x: 1 - p2.x, y: 1 - p2.y)
        let d0Zero = d0.x == 0 && d0.y == 0
        let d1Zero = d1.x == 0 && d1.y == 0
        let d2Zero = d2.x == 0 && d2.y == 0
        let u = 1 - s
        var dx: Double
        var dy: Double
        switch (d0Zero, d2Zero) {
        case (false, false):
            dx = u * u * d0.x + 2 * u * s * d1.x + s * s * d2.x
            dy = u * u * d0.y + 2 * u * s * d1.y + s * s * d2.y
        case (true, false):
            // B'(s)/s = 2(1−s)·D1 + s·D2 (and ∝ D2 when D1 also vanishes).
            if d1Zero {
                dx = d2.x
                dy = d2.y
            } else {
                dx = 2 * u * d1.x + s * d2.x
                dy = 2 * u * d1.y + s * d2.y
            }
        case (false, true):
            // B'(s)/(1−s) = (1−s)·D0 + 2s·D1 (and ∝ D0 when D1 also vanishes).
            if d1Zero {
                dx = d0.x
                dy = d0.y
            } else {
                dx = u * d0.x + 2 * s * d1.x
                dy = u * d0.y + 2 * s * d1.y
            }
        case (true, true):
            // B'(s)/(s(1−s)) = 2·D1 = 2·(1, 1).
            dx = d1.x
            dy = d1.y
        }
        if abs(dx) < 1e-12 && abs(dy) < 1e-12 {
            // Interior cusp (B'(s) = 0): use the secant over a small parameter interval.
            let h = 1e-4
            let a = max(s - h, 0), b = min(s + h, 1)
            dx = xComponent.value(at: b) - xComponent.value(at: a)
            dy = yComponent.value(at: b) - yComponent.value(at: a)
        }
        // x is non-decreasing, so dx ≥ 0 up to rounding.
        dx = max(dx, 0)
        if abs(dy) >= dx * Self.maximumSlope {
            return dy == 0 ? 0 : (dy > 0 ? Self.maximumSlope : -Self.maximumSlope)
        }
        return dy / dx
    }
}

/// One coordinate of the curve: a cubic Bézier with end values 0 and 1 and inner values p1, p2.
private struct BezierComponent {
    let p1: Double
    let p2: Double

    /// f(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, in power form ((a·s + b)·s + c)·s for Horner
    /// evaluation: c = 3p1, b = 3(p2 − p1) − c, a = 1 − c − b.
    func value(at s: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// f'(s) = 3[(1−s)²·p1 + 2(1−s)s·(p2 − p1) + s²·(1 − p2)] (Bernstein form of the derivative,
    /// accurate near the ends).
    func derivative(at s: Double) -> Double {
        let u = 1 - s
        return 3 * (u * u * p1 + 2 * u * s * (p2 - p1) + s * s * (1 - p2))
    }

    /// Roots of f'(s) strictly inside (0, 1), ascending.
    func derivativeRoots() -> [Double] {
        // f'(s)/3 = A·s² + B·s + C with A = p1 − 2(p2 − p1) + (1 − p2), B = 2(p2 − 2p1), C = p1.
        let qa = 3 * p1 - 3 * p2 + 1
        let qb = 2 * (p2 - 2 * p1)
        let qc = p1
        var roots: [Double] = []
        if abs(qa) < 1e-14 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                // Numerically stable quadratic roots.
                let q = -0.5 * (qb + (qb >= 0 ? 1 : -1) * discriminant.squareRoot())
                roots.append(q / qa)
                if q != 0 { roots.append(qc / q) }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }.sorted()
    }

    /// The parameter s ∈ [0, 1] with f(s) = value, for a non-decreasing component (the x
    /// coordinate). Safeguarded Newton's method: Newton steps from s = value, bisection when the
    /// derivative is tiny or a step leaves the bracket.
    func parameter(forValue value: Double) -> Double {
        // f(0) = 0 < f(1) ≈ 1: increasing, without evaluating the ends on every frame.
        solveMonotone(target: value, lower: 0, upper: 1, initial: value, increasing: true)
    }

    /// Solves f(s) = target on [lower, upper], where f is monotone (increasing or not, found from
    /// the ends when not given) and f(lower), f(upper) bracket the target. Safeguarded Newton
    /// iteration; returns the earliest-found root to full precision.
    func solveMonotone(
        target: Double, lower: Double, upper: Double, initial: Double? = nil,
        increasing: Bool? = nil
    ) -> Double {
        let increasing = increasing ?? (value(at: upper) >= value(at: lower))
        // Keep the bracket [lo, hi] with f(lo) ≤ target ≤ f(hi) in the increasing orientation.
        var lo = lower, hi = upper
        var s = min(max(initial ?? (lower + upper) / 2, lower), upper)
        for _ in 0..<100 {
            let error = value(at: s) - target
            if error == 0 { return s }
            if (error < 0) == increasing { lo = s } else { hi = s }
            let slope = derivative(at: s)
            var next = s - error / slope
            if !(abs(slope) > 1e-12) || !(next > min(lo, hi) && next < max(lo, hi)) {
                next = (lo + hi) / 2
            }
            if next == s || abs(hi - lo) <= 2 * Double.ulpOfOne * max(abs(lo), abs(hi)) {
                return s
            }
            s = next
        }
        return s
    }
}
