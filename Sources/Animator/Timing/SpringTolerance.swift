/// Thresholds below which a spring's motion counts as finished (Docs/Motion.md §2.3).
///
/// A motion is at rest when |displacement| < ``distance`` and |velocity| < ``velocity``. Values are
/// used as given; code that consumes a tolerance treats NaN or negative values as 0 (nothing is
/// ever strictly below 0, so such a motion only rests when it is exactly still).
public struct SpringTolerance: Sendable, Hashable {
    /// The displacement threshold, in the animated value's units.
    public var distance: Double
    /// The velocity threshold, in the animated value's units per second.
    public var velocity: Double

    /// A tolerance with the given thresholds.
    public init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// Flutter's default tolerance: 1e-3 for both distance and velocity (Docs/Motion.md §2.3).
    public static let `default` = SpringTolerance(distance: 1e-3, velocity: 1e-3)
}
