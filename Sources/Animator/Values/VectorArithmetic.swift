import Foundation

/// A value in a vector space: what an animation interpolates and what a spring superposes.
///
/// `from + (to − from)·p` and `target + displacement·φ(t) + velocity·ψ(t)` are the only operations
/// the animator performs on values, so any type with addition and scaling can be animated.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// `self` multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The squared Euclidean length (used for tolerances and "did it move" checks).
    var magnitudeSquared: Double { get }
    /// A pair's first part multiplied by `x` and its second by `y` (a point's coordinates);
    /// anything else multiplied by `x`.
    func scaled(x: Double, y: Double) -> Self
}

extension VectorArithmetic {
    public func scaled(x: Double, y: Double) -> Self { scaled(by: x) }
}

extension Double: VectorArithmetic {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two vectors side by side (as SwiftUI's `AnimatablePair`): a point is a pair of coordinates,
/// a rectangle a pair of pairs.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    public func scaled(by factor: Double) -> AnimatablePair {
        AnimatablePair(first.scaled(by: factor), second.scaled(by: factor))
    }

    public func scaled(x: Double, y: Double) -> AnimatablePair {
        AnimatablePair(first.scaled(by: x), second.scaled(by: y))
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension VectorArithmetic {
    /// `from + (to − from)·fraction`.
    @inlinable
    public static func interpolate(from: Self, to: Self, fraction: Double) -> Self {
        from + (to - from).scaled(by: fraction)
    }

    /// True when every component is finite (NaN or ±∞ never reach a view).
    public var isFinite: Bool { magnitudeSquared.isFinite }
}
