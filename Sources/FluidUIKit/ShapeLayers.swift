import Foundation
import ViewTree

/// `CAShapeLayer`: a `ShapeView` as a layer. Outside an animation block its properties change
/// at once: Fluid has no implicit layer animations (UIKit animates a change of a layer of its
/// own over 0.25 s unless a `CATransaction` disables actions). Inside one — `UIView.animate`, a
/// property animator — `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor` and `strokeColor`
/// animate as a view's properties do, where UIKit would need a `CABasicAnimation`.
@MainActor
public final class ShapeLayer: Layer {
    public var shapeView: ShapeView { view as! ShapeView }  // made with one: `init()` or `Layer.of`

    public convenience init() {
        self.init(ownView: ShapeView())
    }

    public var path: CGPath? {
        get { shapeView.path }
        set { shapeView.path = newValue }
    }
    public var fillColor: CGColor? {
        get { shapeView.fillColor }
        set { shapeView.fillColor = newValue }
    }
    public var strokeColor: CGColor? {
        get { shapeView.strokeColor }
        set { shapeView.strokeColor = newValue }
    }
    public var lineWidth: CGFloat {
        get { shapeView.lineWidth }
        set { shapeView.lineWidth = newValue }
    }
    public var strokeStart: CGFloat {
        get { shapeView.strokeStart }
        set { shapeView.strokeStart = newValue }
    }
    public var strokeEnd: CGFloat {
        get { shapeView.strokeEnd }
        set { shapeView.strokeEnd = newValue }
    }
    public var fillRule: CAShapeLayerFillRule {
        get { shapeView.fillRule }
        set { shapeView.fillRule = newValue }
    }
    public var lineCap: CAShapeLayerLineCap {
        get { shapeView.lineCap }
        set { shapeView.lineCap = newValue }
    }
    public var lineJoin: CAShapeLayerLineJoin {
        get { shapeView.lineJoin }
        set { shapeView.lineJoin = newValue }
    }
    public var miterLimit: CGFloat {
        get { shapeView.miterLimit }
        set { shapeView.miterLimit = newValue }
    }
}

/// `CAGradientLayer`: a `GradientView` as a layer.
@MainActor
public final class GradientLayer: Layer {
    public var gradientView: GradientView { view as! GradientView }  // made with one: `init()` or `Layer.of`

    public convenience init() {
        self.init(ownView: GradientView())
    }

    /// The colours (`[CGColor]`, where UIKit's type is `[Any]`); nil or empty draws nothing.
    public var colors: [CGColor]? {
        get { gradientView.colors.isEmpty ? nil : gradientView.colors }
        set { gradientView.colors = newValue ?? [] }
    }
    public var locations: [NSNumber]? {
        get { gradientView.locations?.map { NSNumber(value: $0) } }
        set { gradientView.locations = newValue?.map(\.doubleValue) }
    }
    public var startPoint: CGPoint {
        get { gradientView.startPoint }
        set { gradientView.startPoint = newValue }
    }
    public var endPoint: CGPoint {
        get { gradientView.endPoint }
        set { gradientView.endPoint = newValue }
    }
    public var type: CAGradientLayerType {
        get { gradientView.kind }
        set { gradientView.kind = newValue }
    }
}

public typealias CAShapeLayer = ShapeLayer
public typealias CAGradientLayer = GradientLayer
public typealias CAShapeLayerFillRule = FillRule
public typealias CAShapeLayerLineCap = LineCap
public typealias CAShapeLayerLineJoin = LineJoin
public typealias CAGradientLayerType = GradientView.Kind
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias CGPath = Path
public typealias CGMutablePath = Path
