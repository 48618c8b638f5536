import FluidPlayground
import Foundation
import ViewTree

/// How the release velocity becomes the spring's `initialSpringVelocity`.
///
/// UIKit's unit is relative: "the total animation distance traversed in one second" — a view
/// 200 pt from its target moving at 100 pt/s has 0.5 (Docs/Motion.md §2.2, §4.3). So the usual
/// conversion is `v / distance`: the spring leaves at the finger's speed, and a faster fling
/// leaves faster.
///
/// Seed 003 writes `max(1 / |v / distance|, 0.08)` instead (0.08 when `v` is 0): the *inverse*,
/// always towards the target. A fling of 1000 pt/s over 322 pt gives 0.32 (the sheet leaves at
/// 104 pt/s, a tenth of the finger's speed) where `v / distance` gives 3.1 (1000 pt/s); a slow
/// 30 pt/s release over 300 pt gives 10 (3000 pt/s) where `v / distance` gives 0.1. With the
/// seed's 0.5 s spring (ω0 ≈ 25 rad/s) the peak overshoot hardly changes; what shows is the speed
/// right after release. Fluid keeps the seed's formula as the default (`V` switches).
enum SpringVelocityFormula: CustomStringConvertible {
    /// Seed 003: `v ≠ 0 ? max(1 / |v / distance|, 0.08) : 0.08`.
    case seed
    /// UIKit's normalisation: `v / (to − from)`, positive when moving towards the target.
    case normalised

    /// The seed's floor, and its value for a release without velocity.
    static let seedMinimum: CGFloat = 0.08

    /// The relative initial velocity for a sheet whose top moves at `velocity` (pt/s, down
    /// positive) when a spring takes it from `from` to `to`.
    func initialVelocity(_ velocity: CGFloat, from: CGFloat, to: CGFloat) -> CGFloat {
        switch self {
        case .seed:
            // Seed 003's `animateTopConstraint`: distance = previousConstraint − constant;
            // springVelocity = velocity.y != 0 ? max(1 / |velocity.y / distance|, 0.08) : 0.08.
            // A zero distance makes |v / d| infinite and 1/∞ = 0, so the floor applies.
            let distance = from - to
            guard velocity != 0, velocity.isFinite, distance.isFinite, distance != 0 else { return Self.seedMinimum }
            return max(1 / abs(velocity / distance), Self.seedMinimum)
        case .normalised:
            // v_rel = v / (target − current) (Docs/Motion.md §4.3).
            return SpringTimingParameters.relativeVelocity(velocity, distance: to - from)
        }
    }

    var toggled: SpringVelocityFormula { self == .seed ? .normalised : .seed }

    var description: String {
        switch self {
        case .seed: "seed 1/|v/d|"
        case .normalised: "v/d"
        }
    }
}
