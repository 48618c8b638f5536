import Animator
import Foundation

/// Colours animate in premultiplied RGBA, so fading from `.clear` to red passes through
/// translucent red rather than translucent black (straight-alpha interpolation would darken).
extension Color: Animatable {
    public typealias AnimatableData = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    public var animatableData: AnimatableData {
        AnimatablePair(AnimatablePair(red * alpha, green * alpha), AnimatablePair(blue * alpha, alpha))
    }

    /// Springs can overshoot: components are clamped to 0…1 before un-premultiplying.
    public init(animatableData data: AnimatableData) {
        let alpha = min(1, max(0, data.second.second))
        func channel(_ premultiplied: Double) -> Double {
            alpha > 0 ? min(1, max(0, premultiplied / alpha)) : 0
        }
        self.init(
            red: channel(data.first.first), green: channel(data.first.second),
            blue: channel(data.second.first), alpha: alpha)
    }
}
