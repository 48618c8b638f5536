import Foundation

/// The animatable state of a view, stored once as the *model* (what code sets) and, while an
/// animation runs, overridden per property by *presentation* values (what is on screen).
///
/// Mirrors the properties `CALayer` animates for a `UIView`. Anchor point is fixed at the centre.
public struct LayerProperties: Equatable, Sendable {
    public var bounds = CGRect.zero
    public var center = CGPoint.zero
    public var transform = Transform.identity
    public var alpha: CGFloat = 1
    public var backgroundColor: Color = .clear
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: Color = .black
    public var shadowColor: Color = .black
    /// 0…1, as `CALayer.shadowOpacity` (default 0: no shadow).
    public var shadowOpacity: CGFloat = 0
    /// The blur radius in points; the Gaussian's standard deviation equals it (see `ShadowRenderer`).
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)

    public init() {}

    /// What changing a property invalidates.
    enum Effect {
        /// Only where the view is composited (its own backing store stays valid).
        case placement
        /// What the view itself draws.
        case content
    }

    static func effect(of property: PartialKeyPath<LayerProperties>) -> Effect {
        switch property {
        case \LayerProperties.center, \LayerProperties.transform, \LayerProperties.alpha,
            \LayerProperties.shadowColor, \LayerProperties.shadowOpacity, \LayerProperties.shadowRadius,
            \LayerProperties.shadowOffset:
            return .placement
        default:
            return .content
        }
    }
}
