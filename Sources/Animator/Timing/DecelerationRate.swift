import Foundation

/// The per-millisecond velocity retention factor of a scroll-view-style deceleration
/// (Docs/Motion.md §3.1): after one millisecond the velocity is `rawValue` times what it was.
public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
    /// The fraction of velocity kept per millisecond, always strictly inside (0, 1).
    public let rawValue: Double

    /// A rate from its per-millisecond factor.
    ///
    /// Values are clamped into (0, 1): to 1e-6…(1 − 1e-6). NaN becomes ``normal``'s 0.998,
    /// −infinity and values ≤ 0 become 1e-6, +infinity and values ≥ 1 become 1 − 1e-6.
    public init(rawValue: Double) {
        if rawValue.isNaN {
            self.rawValue = 0.998
        } else {
            self.rawValue = min(max(rawValue, 1e-6), 1 - 1e-6)
        }
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
}

/// The distance a motion with `velocity` (per second) travels before stopping under
/// `decelerationRate`, as in WWDC18 "Designing Fluid Interfaces":
/// `(v/1000)·r/(1 − r)` (Docs/Motion.md §4.2; the discrete per-millisecond sum Σ (v/1000)·rⁿ, n ≥ 1).
///
/// Add the result to the current position to get the projected resting position. A non-finite
/// velocity gives 0.
public func project(velocity: Double, decelerationRate: DecelerationRate = .normal) -> Double {
    guard velocity.isFinite else { return 0 }
    let r = decelerationRate.rawValue
    // WWDC18 projection: Δ = (v0/1000)·r/(1 − r) (Docs/Motion.md §4.2).
    return (velocity / 1000) * r / (1 - r)
}
