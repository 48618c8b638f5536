/// The named timing curves of UIKit's `UIView.AnimationCurve`.
///
/// Each case corresponds to a fixed cubic Bézier; see ``CubicTimingParameters/init(animationCurve:)``
/// for the control points.
public enum AnimationCurve: Sendable, Hashable, CaseIterable {
    /// Slow start and slow end: control points (0.42, 0) and (0.58, 1).
    case easeInOut
    /// Slow start: control points (0.42, 0) and (1, 1).
    case easeIn
    /// Slow end: control points (0, 0) and (0.58, 1).
    case easeOut
    /// Constant speed: control points (0, 0) and (1, 1).
    case linear
}
