import Animator
import Foundation

/// Transforms animate the way Core Animation animates them: decomposed into translation, rotation,
/// scale and shear, each interpolated linearly, so a card turning from 15° to 0° keeps its size
/// instead of shrinking through the matrix average.
///
/// Decomposition (column-vector form): `[[a, c], [b, d]] = R(θ)·[[sx, m], [0, sy]]`, so
/// `sx = √(a² + b²)`, `θ = atan2(b, a)`, `m = c·cos θ + d·sin θ`, `sy = d·cos θ − c·sin θ`.
/// Angles interpolate without wrapping: from 170° to −170° turns the long way (through 0°).
extension Transform: Animatable {
    public typealias AnimatableData = AnimatablePair<
        AnimatablePair<CGFloat, CGFloat>,
        AnimatablePair<CGFloat, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, CGFloat>>
    >

    public var animatableData: AnimatableData {
        let scaleX = (a * a + b * b).squareRoot()
        let angle = scaleX > 0 ? atan2(b, a) : 0
        let cosine = cos(angle), sine = sin(angle)
        let shear = c * cosine + d * sine
        let scaleY = d * cosine - c * sine
        return AnimatablePair(
            AnimatablePair(tx, ty),
            AnimatablePair(angle, AnimatablePair(AnimatablePair(scaleX, scaleY), shear)))
    }

    public init(animatableData data: AnimatableData) {
        let angle = data.second.first
        let scaleX = data.second.second.first.first, scaleY = data.second.second.first.second
        let shear = data.second.second.second
        let cosine = cos(angle), sine = sin(angle)
        self.init(
            a: scaleX * cosine, b: scaleX * sine,
            c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
            tx: data.first.first, ty: data.first.second)
    }
}
