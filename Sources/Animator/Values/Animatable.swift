import Foundation

/// A value the animator can move: it maps to and from a vector (`animatableData`) in which the
/// motion is linear. Geometry maps to its coordinates; `Transform` and `Color` (in ViewTree) map to
/// components that interpolate the way Core Animation interpolates them.
public protocol Animatable: Sendable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get }
    init(animatableData: AnimatableData)
}

extension Double: Animatable {
    public var animatableData: Double { self }
    public init(animatableData: Double) { self = animatableData }
}

extension CGFloat: Animatable {
    public var animatableData: CGFloat { self }
    public init(animatableData: CGFloat) { self = animatableData }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> { AnimatablePair(x, y) }
    public init(animatableData: AnimatablePair<CGFloat, CGFloat>) {
        self.init(x: animatableData.first, y: animatableData.second)
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> { AnimatablePair(width, height) }
    public init(animatableData: AnimatablePair<CGFloat, CGFloat>) {
        self.init(width: animatableData.first, height: animatableData.second)
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        AnimatablePair(origin.animatableData, size.animatableData)
    }
    public init(animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>) {
        self.init(
            origin: CGPoint(animatableData: animatableData.first), size: CGSize(animatableData: animatableData.second))
    }
}
