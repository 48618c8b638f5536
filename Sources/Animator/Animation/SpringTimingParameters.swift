import Foundation

/// Spring timing for a `PropertyAnimator` (UIKit's `UISpringTimingParameters`).
///
/// The spring moves the animator's progress from where it is to its end. Two families exist, as in
/// UIKit:
/// - **Damping ratio** (`init(dampingRatio:initialVelocity:)`, `View.animate(…usingSpringWithDamping…)`):
///   the animator's duration fixes the stiffness, and the animation ends exactly at that duration
///   (see `Spring(dampingRatio:settlingDuration:)` for the rule; UIKit's own rule is private).
/// - **Physical** (`mass/stiffness/damping`, `response/dampingRatio`, `duration/bounce`): the spring's
///   constants are used as given and the animator's duration is *ignored*; the animation ends when
///   the spring has settled (Docs/Motion.md §1.4 gotcha 5: documented by UIKit for the
///   mass/stiffness/damping spring; Fluid treats every physical spring so).
///
/// `initialVelocity` is in UIKit's unit: distance per second *relative to the distance still to
/// travel* (200 pt to go at 100 pt/s is 0.5); 1-D properties use `dx`. Use
/// `relativeVelocity(_:distance:)` to convert a gesture's pt/s safely.
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    /// How the spring's constants are chosen.
    public enum Kind: Hashable, Sendable {
        /// Stiffness from the animator's duration; ends at that duration.
        case dampingRatio(Double)
        /// Constants as given; ends when settled.
        case physical(Spring)
    }

    public let kind: Kind
    /// Relative initial velocity (see the type's documentation). Non-finite components are 0.
    public let initialVelocity: CGVector

    /// UIKit's default: an overdamped spring of damping ratio ≈ 4.56 (Apple documents only the ratio;
    /// mass 3, stiffness 1000, damping 500 and treating it as a physical spring are Fluid's choice).
    public init() {
        self.init(kind: .physical(Spring(mass: 3, stiffness: 1000, damping: 500)), initialVelocity: .zero)
    }

    /// The `usingSpringWithDamping` family: `ratio` is clamped to 0.01…1 (UIKit does not
    /// overdamp here; 0 would never settle); NaN is treated as 1.
    public init(dampingRatio ratio: CGFloat, initialVelocity: CGVector = .zero) {
        let finite = ratio.isNaN ? 1 : Double(ratio)
        self.init(kind: .dampingRatio(min(1, max(0.01, finite))), initialVelocity: initialVelocity)
    }

    /// A physical spring from Core Animation's constants; the animator's duration is ignored.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector = .zero) {
        self.init(
            kind: .physical(Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))),
            initialVelocity: initialVelocity)
    }

    /// A physical spring from SwiftUI's response (period of the undamped spring) and damping ratio.
    public init(response: Double, dampingRatio: Double, initialVelocity: CGVector = .zero) {
        self.init(
            kind: .physical(Spring(response: response, dampingRatio: dampingRatio)), initialVelocity: initialVelocity)
    }

    /// iOS 17's `UISpringTimingParameters(duration:bounce:)`: perceptual duration and bounce.
    public init(duration: TimeInterval, bounce: Double, initialVelocity: CGVector = .zero) {
        self.init(kind: .physical(Spring(duration: duration, bounce: bounce)), initialVelocity: initialVelocity)
    }

    /// Any `Spring`, used physically.
    public init(spring: Spring, initialVelocity: CGVector = .zero) {
        self.init(kind: .physical(spring), initialVelocity: initialVelocity)
    }

    init(kind: Kind, initialVelocity: CGVector) {
        self.kind = kind
        self.initialVelocity = CGVector(
            dx: initialVelocity.dx.isFinite ? initialVelocity.dx : 0,
            dy: initialVelocity.dy.isFinite ? initialVelocity.dy : 0)
    }

    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// `velocity / distance` — the relative velocity UIKit expects (Docs/Motion.md §4.3) — or 0 when the
    /// distance is too small to normalise by (|distance| < 1e-6) or either input is not finite.
    public static func relativeVelocity(_ velocity: CGFloat, distance: CGFloat) -> CGFloat {
        guard velocity.isFinite, distance.isFinite, abs(distance) >= 1e-6 else { return 0 }
        return velocity / distance
    }

    /// A gesture's velocity (pt/s) as the relative `initialVelocity` of a spring that moves a point
    /// from `from` to `to`: `relativeVelocity(_:distance:)` on each axis.
    public static func relativeVelocity(_ velocity: CGPoint, from: CGPoint, to: CGPoint) -> CGVector {
        CGVector(
            dx: relativeVelocity(velocity.x, distance: to.x - from.x),
            dy: relativeVelocity(velocity.y, distance: to.y - from.y))
    }
}
