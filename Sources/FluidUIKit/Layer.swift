import ViewTree

/// `view.layer`: the `CALayer` properties UIKit code sets on a view's layer, forwarded to the view,
/// which draws them itself (Fluid has no separate layer tree). `masksToBounds` is `clipsToBounds`.
@MainActor
public final class Layer {
    private unowned let view: View

    init(view: View) { self.view = view }

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
}

/// `CALayer`.
public typealias CALayer = Layer

extension View {
    /// The view's layer properties, as UIKit code reaches them (`view.layer.cornerRadius = 15`).
    public var layer: Layer { Layer(view: self) }
}
