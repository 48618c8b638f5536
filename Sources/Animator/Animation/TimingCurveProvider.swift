import Foundation

/// What a `PropertyAnimator` follows in time: a cubic Bézier curve or a spring
/// (UIKit's `UITimingCurveProvider`). Exactly one of the two properties is non-nil.
public protocol TimingCurveProvider: Sendable {
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}

extension CubicTimingParameters: TimingCurveProvider {
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }
}
