import Foundation
import ViewTree

/// `CALayer`: a handle on the view that draws the layer. Fluid has no separate layer tree:
/// `view.layer` forwards to the view itself, and a layer made on its own (`CALayer()`,
/// `CAShapeLayer()`, `CAGradientLayer()`) is a view that takes no touches, added to the
/// superlayer's view by `addSublayer(_:)`. Two handles on one layer are equal (`==`), not
/// identical (`===`).
@MainActor
open class Layer: Equatable {
    /// The view that draws this layer.
    public let view: View

    /// A layer of its own, for `addSublayer(_:)`.
    public convenience init() {
        self.init(ownView: View())
    }

    init(view: View) {
        self.view = view
    }

    /// A layer made on its own (not a view's): its view takes no touches, as a layer does not.
    convenience init(ownView view: View) {
        self.init(view: view)
        view.isUserInteractionEnabled = false
    }

    /// The handle on `view`'s layer, of the class its kind of view draws.
    static func of(_ view: View) -> Layer {
        switch view {
        case let shape as ShapeView: ShapeLayer(view: shape)
        case let gradient as GradientView: GradientLayer(view: gradient)
        default: Layer(view: view)
        }
    }

    nonisolated public static func == (a: Layer, b: Layer) -> Bool { a.view === b.view }

    // MARK: Geometry

    public var frame: CGRect {
        get { view.frame }
        set { view.frame = newValue }
    }
    public var bounds: CGRect {
        get { view.bounds }
        set { view.bounds = newValue }
    }
    /// The centre in the superlayer (Fluid's anchor point is always the middle).
    public var position: CGPoint {
        get { view.center }
        set { view.center = newValue }
    }
    public func affineTransform() -> CGAffineTransform { view.transform }
    public func setAffineTransform(_ transform: CGAffineTransform) { view.transform = transform }
    /// Pixels a point of the layer's drawing: always the screen's here, so setting it does nothing.
    public var contentsScale: CGFloat {
        get { view.window?.screen.scale ?? 1 }
        set {}
    }

    // MARK: Appearance

    public var backgroundColor: CGColor? {
        get { view.backgroundColor }
        set { view.backgroundColor = newValue }
    }
    public var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    public var borderWidth: CGFloat {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }
    public var borderColor: CGColor? {
        get { view.borderColor }
        set { view.borderColor = newValue ?? .clear }
    }
    /// `CALayer.shadowOpacity` is a `Float`.
    public var shadowOpacity: Float {
        get { Float(view.shadowOpacity) }
        set { view.shadowOpacity = CGFloat(newValue) }
    }
    public var shadowColor: CGColor? {
        get { view.shadowColor }
        set { view.shadowColor = newValue ?? .clear }
    }
    public var shadowRadius: CGFloat {
        get { view.shadowRadius }
        set { view.shadowRadius = newValue }
    }
    public var shadowOffset: CGSize {
        get { view.shadowOffset }
        set { view.shadowOffset = newValue }
    }
    /// `CALayer.opacity` is the view's `alpha`, as a `Float`.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = CGFloat(newValue) }
    }
    public var shouldRasterize: Bool {
        get { view.shouldRasterize }
        set { view.shouldRasterize = newValue }
    }
    /// The layer whose alpha decides how much of this one shows (`View.mask`).
    public var mask: Layer? {
        get { view.mask.map(Layer.of) }
        set { view.mask = newValue?.view }
    }

    // MARK: The layer tree

    /// Adds `layer` above the other sublayers (and above the view's subviews, whose layers are
    /// sublayers too).
    public func addSublayer(_ layer: Layer) {
        view.addSubview(layer.view)
    }
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        view.insertSubview(layer.view, at: Int(min(index, UInt32(view.subviews.count))))
    }
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling, sibling.view.superview === view else { return insertSublayer(layer, at: 0) }
        view.insertSubview(layer.view, belowSubview: sibling.view)
    }
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling, sibling.view.superview === view else { return addSublayer(layer) }
        view.insertSubview(layer.view, aboveSubview: sibling.view)
    }
    public func removeFromSuperlayer() { view.removeFromSuperview() }
    public var superlayer: Layer? { view.superview.map(Layer.of) }
    /// The sublayers, bottom to top: the layers added and the subviews' layers.
    public var sublayers: [Layer]? {
        view.subviews.isEmpty ? nil : view.subviews.map(Layer.of)
    }
    public func setNeedsDisplay() { view.setNeedsDisplay() }
    public func removeAllAnimations() { view.removeAllAnimations() }
}

/// `CALayer`.
public typealias CALayer = Layer

extension View {
    /// The view's layer, as UIKit code reaches it (`view.layer.cornerRadius = 15`).
    public var layer: Layer { Layer.of(self) }
}
