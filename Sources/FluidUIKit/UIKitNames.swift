@_exported import Foundation
@_exported import ViewTree

// `import FluidUIKit`: UIKit's names for Fluid's types on Linux, so that an article's interaction code
// compiles nearly as written (Docs/UIKitSurface.md lists what differs and why). Fluid's own code
// uses the names without the prefix; this module adds names and shapes only, no behaviour.

public typealias UIView = View
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UIImage = Image
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UIWindow = Window
public typealias UIScreen = Screen
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UIStatusBarAnimation = Window.StatusBarAnimation
public typealias UIColor = Color
public typealias UIFont = Font
public typealias UIEdgeInsets = EdgeInsets
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UIRectEdge = RectEdge
public typealias UIControl = Control
public typealias UIButton = Button
public typealias UIAction = ControlAction
public typealias UISlider = Slider
public typealias UISwitch = Switch
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
public typealias UIAccessibility = Accessibility
public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UIViewPropertyAnimator = PropertyAnimator
public typealias UICubicTimingParameters = CubicTimingParameters
public typealias UISpringTimingParameters = SpringTimingParameters
public typealias UIViewAnimatingPosition = AnimatingPosition
public typealias UIViewAnimatingState = AnimatingState
public typealias UILayoutPriority = ConstraintPriority
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutGuide = LayoutGuide
public typealias CGAffineTransform = Transform
/// Core Graphics colours are Fluid's colours (`UIColor.black.cgColor` is the colour itself).
public typealias CGColor = Color

extension View {
    /// `UIView.AnimationOptions` (`.curveEaseOut`, `.allowUserInteraction`, …).
    public typealias AnimationOptions = ViewTree.AnimationOptions
    /// `UIView.AnimationCurve`.
    public typealias AnimationCurve = ViewTree.AnimationCurve
    /// `UIView.KeyframeAnimationOptions` (`.calculationModeLinear`, `.allowUserInteraction`, …).
    public typealias KeyframeAnimationOptions = ViewTree.KeyframeAnimationOptions
}

extension ScrollView {
    /// `UIScrollView.DecelerationRate` (`.normal`, `.fast`), also what a release's projection uses.
    public typealias DecelerationRate = Animator.DecelerationRate
}

extension Font.Weight {
    // UIKit's nine weights on Fluid's four faces (Regular, Medium, Semibold, Bold): the lighter
    // ones draw Regular, the heavier ones Bold.
    public static var ultraLight: Font.Weight { .regular }
    public static var thin: Font.Weight { .regular }
    public static var light: Font.Weight { .regular }
    public static var heavy: Font.Weight { .bold }
    public static var black: Font.Weight { .bold }
}

extension Color {
    /// The colour for a layer property (`layer.shadowColor = UIColor.black.cgColor`).
    public var cgColor: CGColor { self }
}

extension ConstraintPriority {
    /// `UILayoutPriority.defaultHigh`: 750, where a button resists compression.
    public static let defaultHigh = ConstraintPriority.high
    /// `UILayoutPriority.defaultLow`: 250, where a button hugs its content.
    public static let defaultLow = ConstraintPriority.low
}
