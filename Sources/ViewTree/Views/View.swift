import Animator
import Foundation

/// A rectangle in a retained tree of views, with `UIView`'s geometry and appearance properties.
///
/// Geometry follows UIKit: `center` is in the superview's coordinates, `bounds` in the view's own
/// (its origin shifts the children), and `transform` applies about the centre. `frame` is derived.
///
/// Every animatable property has a *model* value (read and written by code) and may have a
/// *presentation* value set by a running animation; the renderer and hit testing use the
/// presentation (see Docs/OneFrame.md, "Model and presentation").
@MainActor
open class View {
    // MARK: State

    /// The model values.
    public private(set) var model = LayerProperties()
    /// The presentation values and what changed for the renderer (`ViewFrameState` says why
    /// its writes are unchecked).
    @exclusivity(unchecked) package var frameState = ViewFrameState()

    public private(set) weak var superview: View? {
        didSet { frameState.setParent(superview) }
    }
    public private(set) var subviews: [View] = [] {
        didSet { frameState.subviewChanges.subviewsDidChange() }
    }
    /// The renderer's index of the subviews by where they draw, for a view with many.
    package var subviewIndex: SubviewIndex?

    isolated deinit {
        for subview in subviews { subview.frameState.parent = nil }
        mask?.frameState.maskOwner = nil
        // Their bindings hold this view unretained: none may run once it is gone.
        for animation in animations.values { animation.cancel() }
    }

    /// Bumped whenever anything this view draws in its own coordinate space changes (its own content,
    /// or any descendant's content or placement). Backing stores compare it to decide whether to redraw.
    public var renderVersion: UInt64 { frameState.renderVersion }
    /// Bumped by each change of where this view is composited (position, transform, alpha,
    /// shadow, visibility); each such change also bumps its superview's `renderVersion` once.
    public var placementVersion: UInt64 { frameState.placementVersion }
    /// How many of `renderVersion`'s bumps came from the placement of direct subviews: when both
    /// moved by the same amount, only subviews moved and nothing in the subtree was redrawn.
    public var subviewPlacementVersion: UInt64 { frameState.subviewPlacementVersion }
    /// Bumped by each change of this view's own drawing (``setNeedsDisplay()``), not its
    /// descendants': damage tracking redraws the view's own area for it.
    public var contentVersion: UInt64 { frameState.contentVersion }

    public var isHidden = false { didSet { if isHidden != oldValue { placementDidChange() } } }
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    public var isUserInteractionEnabled = true
    /// A view whose alpha decides how much of this view (its subviews included) shows, as
    /// `UIView.mask`: placed in this view's coordinates, not in the tree (its `superview` is
    /// nil). A view masks one view at a time; assigning it to another takes it from the first.
    public var mask: View? {
        didSet {
            guard mask !== oldValue else { return }
            if let oldValue, oldValue.frameState.maskOwner?.takeUnretainedValue() === self {
                oldValue.frameState.maskOwner = nil
            }
            if let mask {
                if let owner = mask.frameState.maskOwner?.takeUnretainedValue(), owner !== self { owner.mask = nil }
                mask.removeFromSuperview()
                mask.frameState.maskOwner = Unmanaged.passUnretained(self)
            }
            setNeedsDisplay()
        }
    }
    /// Composite this subtree from a cached texture even when nothing else requires one
    /// (as `CALayer.shouldRasterize`).
    public var shouldRasterize = false { didSet { if shouldRasterize != oldValue { placementDidChange() } } }
    /// A name for debugging and tests.
    public var accessibilityIdentifier: String?
    /// What an assistive technology calls the view ("Row 3"); nil by default.
    public var accessibilityLabel: String?
    /// What an assistive technology offers to do with the view besides activating it
    /// (`UIAccessibility.accessibilityCustomActions`); nil by default.
    public var accessibilityCustomActions: [AccessibilityCustomAction]?

    public private(set) var needsLayout = true
    /// A view below this one needs layout: `layoutIfNeeded` walks only into subtrees where this
    /// or `needsLayout` is set, so a frame's layout visits what changed, not the whole tree.
    private var descendantNeedsLayout = false
    /// True (the default) for a view placed by setting its frame; false once constraints lay it
    /// out (`snp.makeConstraints` sets it), as in UIKit. Views it is true for keep their frames:
    /// constraints can refer to them but do not move them.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue {
                constraintState.trackingEngine?.setNeedsRebuild()
            }
        }
    }
    /// Constraints made for this view and, at the root of a tree, its layout engine.
    var constraintState = ViewConstraintState()

    /// The designated initializer, as in UIKit: subclasses override `init(frame:)`.
    public init(frame: CGRect) {
        drawsOwnContent = self is any ContentDrawing
        if frame != .zero { self.frame = frame }
    }

    /// Whether this view draws pixels of its own (`ContentDrawing`), found once when it is made:
    /// the renderer asks it of every view it visits, on every frame.
    package private(set) var drawsOwnContent = false

    /// A view with a zero frame (`init(frame: .zero)`).
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Model properties

    public var bounds: CGRect {
        get { model.bounds }
        set { update(\.bounds, newValue) }
    }
    public var center: CGPoint {
        get { model.center }
        set { update(\.center, newValue) }
    }
    public var transform: Transform {
        get { model.transform }
        set { update(\.transform, newValue) }
    }
    public var alpha: CGFloat {
        get { model.alpha }
        set { update(\.alpha, newValue.isNaN ? 0 : min(1, max(0, newValue))) }
    }
    /// nil by default; `.clear` reads back as `.clear`, as in UIKit (both draw nothing).
    public var backgroundColor: Color? {
        get { hasBackgroundColor ? model.backgroundColor : nil }
        set {
            hasBackgroundColor = newValue != nil
            update(\.backgroundColor, newValue ?? .clear)
        }
    }
    private var hasBackgroundColor = false
    public var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { update(\.cornerRadius, max(0, newValue)) }
    }
    public var borderWidth: CGFloat {
        get { model.borderWidth }
        set { update(\.borderWidth, max(0, newValue)) }
    }
    public var borderColor: Color {
        get { model.borderColor }
        set { update(\.borderColor, newValue) }
    }
    public var shadowColor: Color {
        get { model.shadowColor }
        set { update(\.shadowColor, newValue) }
    }
    public var shadowOpacity: CGFloat {
        get { model.shadowOpacity }
        set { update(\.shadowOpacity, min(1, max(0, newValue))) }
    }
    public var shadowRadius: CGFloat {
        get { model.shadowRadius }
        set { update(\.shadowRadius, max(0, newValue)) }
    }
    public var shadowOffset: CGSize {
        get { model.shadowOffset }
        set { update(\.shadowOffset, newValue) }
    }

    /// The rectangle the view occupies in its superview's coordinates. With a non-identity
    /// transform it is the bounding box of the transformed bounds; setting it then changes centre
    /// and size as if the transform were identity (UIKit leaves this case undefined).
    public var frame: CGRect {
        get { Self.frame(of: model) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds = CGRect(
                origin: bounds.origin, size: CGSize(width: abs(newValue.width), height: abs(newValue.height)))
        }
    }

    package static func frame(of properties: LayerProperties) -> CGRect {
        let size = properties.bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return local.applying(
            properties.transform.concatenating(
                Transform(translationX: properties.center.x, y: properties.center.y)))
    }

    /// Sets a model property. Inside an animation block the change becomes an animation from what
    /// is on screen; outside one it shows at once and replaces any animation of that property (a
    /// deliberate difference from UIKit, where the old animation keeps playing over the new value:
    /// here the last write wins, which is what a drag that grabs an animating view needs).
    private func update<Value: Equatable & Animatable>(
        _ property: WritableKeyPath<LayerProperties, Value>, _ value: Value
    ) {
        if let transaction = AnimationTransaction.current {
            let shown = presentation[keyPath: property]
            let previous = animations[property]
            writeModel(value, for: property)
            if let animation = transaction.animate(
                from: shown, to: value, previous: previous,
                binding: animationBinding(for: property))
            {
                animations[property] = animation
            } else {
                animations[property] = nil
                removePresentationValue(for: property)
            }
            return
        }
        guard model[keyPath: property] != value else { return }
        if let previous = animations.removeValue(forKey: property) {
            previous.cancel()
            removePresentationValue(for: property)
        }
        writeModel(value, for: property)
    }

    /// Writes the model. `shown` marks a value taken from an animation (one stopped where it is):
    /// it is kept in the range it was drawn in, as the presentation value was, so that a spring
    /// stopped mid-overshoot does not leave an alpha of −0.14 behind.
    func writeModel<Value: Equatable>(
        _ value: Value, for property: WritableKeyPath<LayerProperties, Value>,
        shown: Bool = false
    ) {
        guard model[keyPath: property] != value else { return }
        let oldBounds = model.bounds, oldCenter = model.center
        let field = Self.field(of: property)
        model[keyPath: property] = value
        if shown { model.clampToDrawableRange(field) }
        invalidate(field)
        if model.bounds.size != oldBounds.size { setNeedsLayout() }
        if let engine = constraintState.trackingEngine {
            engine.trackedGeometryDidChange(of: self, oldBounds: oldBounds, oldCenter: oldCenter)
        }
    }

    /// The animation that drove `property` ended: it no longer does (unless another took over).
    func animationDidEnd(_ animation: AnyPropertyAnimation, for property: PartialKeyPath<LayerProperties>) {
        if animations[property] === animation { animations[property] = nil }
    }

    /// The animation driving each animated property.
    private var animations: [PartialKeyPath<LayerProperties>: any AnyPropertyAnimation] = [:]

    /// Ends every animation of this view where it is: the model stays, the presentation values go
    /// (Core Animation's `removeAllAnimations`; it also happens when the view leaves its window).
    public func removeAllAnimations() {
        let running = animations
        animations = [:]
        for (property, animation) in running {
            animation.cancel()
            removePresentationValue(for: property)
        }
    }

    /// True while an animation moves any of this view's properties.
    public var isAnimating: Bool { !animations.isEmpty }

    /// True while an animator that disallows user interaction moves this view (UIKit's default for
    /// `View.animate` without `.allowUserInteraction`): hit testing skips it.
    var isBlockedByAnimation: Bool {
        animations.values.contains { $0.animator?.isUserInteractionEnabled == false }
    }

    private func invalidate(_ fields: LayerProperties.Fields) {
        if !fields.isDisjoint(with: .placement) { placementDidChange() }
        if !fields.subtracting(.placement).isEmpty { setNeedsDisplay() }
    }

    /// The stored property `property` is or lies in. Programmer error for a keypath through a
    /// computed property: `LayerProperties` has none, so only a future one could reach here.
    static func field(of property: PartialKeyPath<LayerProperties>) -> LayerProperties.Fields {
        guard let field = LayerProperties.Fields(property) else {
            preconditionFailure("\(property) is not a stored property of LayerProperties")
        }
        return field
    }

    // MARK: Presentation

    /// What is on screen: the model with the values of running animations applied.
    public var presentation: LayerProperties {
        guard !frameState.presentedFields.isEmpty else { return model }
        var values = model
        values.copy(frameState.presentedFields, from: frameState.presented)
        return values
    }

    /// True while any property shows a presentation value distinct from the model.
    public var hasPresentationValues: Bool { !frameState.presentedFields.isEmpty }

    /// Shows `value` for `property` on screen without changing the model (an animation in flight).
    /// `property` is one of `LayerProperties`' properties or a part of one (`\.center.x`: the
    /// rest of the centre then shows its model value as it was when this was set).
    public func setPresentationValue<Value: Sendable>(
        _ value: Value, for property: WritableKeyPath<LayerProperties, Value>
    ) {
        present(value, for: property, field: Self.field(of: property))
    }

    func present<Value>(
        _ value: Value, for property: WritableKeyPath<LayerProperties, Value>, field: LayerProperties.Fields
    ) {
        if !frameState.presentedFields.contains(field) {
            // A part of a property (`\.center.x`) keeps the model's other parts.
            frameState.presented.copy(field, from: model)
            frameState.presentedFields.insert(field)
        }
        // A keypath write costs as much again as the rest of this function; the typed write is
        // for whole properties, the keypath for parts of one.
        if !frameState.presented.write(value, to: field) { frameState.presented[keyPath: property] = value }
        frameState.presented.clampToDrawableRange(field)
        invalidate(field)
    }

    /// Shows the model value of `property` again (of the whole property, for a part of one).
    public func removePresentationValue(for property: PartialKeyPath<LayerProperties>) {
        removePresentationValue(for: Self.field(of: property))
    }

    func removePresentationValue(for field: LayerProperties.Fields) {
        guard frameState.presentedFields.contains(field) else { return }
        frameState.presentedFields.remove(field)
        invalidate(field)
    }

    public func removeAllPresentationValues() {
        guard !frameState.presentedFields.isEmpty else { return }
        let fields = frameState.presentedFields
        frameState.presentedFields = []
        invalidate(fields)
    }

    // MARK: Invalidation

    /// Marks what this view draws as changed: its backing store, and those of its ancestors, redraw.
    public func setNeedsDisplay() {
        frameState.contentVersion &+= 1
        invalidateRendering()
    }

    /// Set on the root of a tree by every change in it that must be drawn: a window, always the
    /// root of its tree, draws a frame while it is set (`Window.needsRender`).
    var rootNeedsRender: Bool {
        get { frameState.rootNeedsRender }
        set { frameState.rootNeedsRender = newValue }
    }

    // MARK: Layout

    public func setNeedsLayout() {
        needsLayout = true
        noteLayoutNeeded()
    }

    /// Marks the ancestors as holding a view that needs layout (up to one already marked), and
    /// asks the root for a frame, because layout runs as part of drawing one.
    private func noteLayoutNeeded() {
        var root: View = self
        var marking = true
        while let parent = root.superview {
            if marking {
                marking = !parent.descendantNeedsLayout
                parent.descendantNeedsLayout = true
            }
            root = parent
        }
        root.rootNeedsRender = true
    }

    /// Lays out what needs it, at once: constraints are solved for the whole tree, then, from
    /// the topmost ancestor that needs layout (as `CALayer.layoutIfNeeded`) down, every view that
    /// needs layout gives its subviews their constraint frames and runs `layoutSubviews()`.
    ///
    /// Inside an animation block the frames animate: change constraint constants, then call
    /// `layoutIfNeeded()` on the common superview of the views that move (or on any view below
    /// the topmost one that needs layout) in the block. Frames of views outside that subtree are
    /// applied at the next frame, without animation, as in UIKit.
    public func layoutIfNeeded() {
        let engine = LayoutEngine.engine(for: self)
        engine?.update()
        var start = self
        while let parent = start.superview, parent.needsLayout { start = parent }
        start.layoutSubtree(engine: engine)
    }

    private func layoutSubtree(engine: LayoutEngine?) {
        if needsLayout {
            needsLayout = false
            if let engine { applyConstraintFrames(from: engine) }
            layoutSubviews()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
            subview.layoutSubtree(engine: engine)
        }
    }

    /// Gives subviews laid out by constraints the frames of the current solution. A view's first
    /// frame from constraints is never animated: UIKit animates it from wherever the view was
    /// (usually a zero rectangle) when the first layout happens inside an animation block, a
    /// well-known surprise.
    private func applyConstraintFrames(from engine: LayoutEngine) {
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let frame = engine.solvedFrame(for: subview) else { continue }
            let size = frame.size
            let center = CGPoint(x: frame.midX, y: frame.midY)
            let apply = {
                if subview.bounds.size != size { subview.bounds.size = size }
                if subview.center != center { subview.center = center }
            }
            if subview.constraintState.hasConstraintFrame {
                apply()
            } else {
                subview.constraintState.hasConstraintFrame = true
                View.performWithoutAnimation(apply)
            }
        }
    }

    /// Override to position subviews; called by `layoutIfNeeded()` after `setNeedsLayout()`, once
    /// the subviews laid out by constraints have their frames.
    open func layoutSubviews() {}

    /// The size the view would like for its content, or `noIntrinsicMetric` per axis.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    public static let noIntrinsicMetric: CGFloat = -1

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    public func sizeToFit() {
        let fitted = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        bounds.size = fitted
    }

    // MARK: Hierarchy

    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range), removing it from its old superview.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        let oldWindow = view.window
        let oldRoot = view.layoutRoot
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            invalidateRendering()
            return
        }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if view.needsLayout || view.descendantNeedsLayout { view.noteLayoutNeeded() }
        LayoutEngine.viewDidMove(view, from: oldRoot)
        invalidateRendering()
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.notifyWindowChange() }
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjusted =
            view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < index ? index : index + 1
        insertSubview(view, at: adjusted)
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let adjusted =
            view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < index ? index - 1 : index
        insertSubview(view, at: adjusted)
    }

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    public func removeFromSuperview() {
        guard superview != nil else { return }
        let hadWindow = window != nil
        let oldRoot = layoutRoot
        detachFromSuperview()
        LayoutEngine.viewDidMove(self, from: oldRoot)
        didMoveToSuperview()
        if hadWindow { notifyWindowChange() }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.invalidateRendering()
    }

    private func notifyWindowChange() {
        if window == nil { removeAllAnimations() }
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChange() }
    }

    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The window at the root of this view's tree, if any.
    public var window: Window? {
        var current: View = self
        while let parent = current.superview ?? current.maskOwner { current = parent }
        return current as? Window
    }

    /// The first view in this subtree (depth first, self included) with the identifier that is
    /// shown (neither it nor an ancestor below this view hidden), else the first hidden one: a
    /// table's pooled cells, hidden, keep the identifiers of the rows they last showed, and a row
    /// on screen is the one a test means.
    public func view(withIdentifier identifier: String) -> View? {
        var firstHidden: View?
        return shownView(withIdentifier: identifier, insideHidden: false, firstHidden: &firstHidden) ?? firstHidden
    }

    private func shownView(withIdentifier identifier: String, insideHidden: Bool, firstHidden: inout View?) -> View? {
        let hidden = insideHidden || isHidden
        if accessibilityIdentifier == identifier {
            if !hidden { return self }
            if firstHidden == nil { firstHidden = self }
        }
        for subview in subviews {
            if let found = subview.shownView(
                withIdentifier: identifier, insideHidden: hidden, firstHidden: &firstHidden)
            {
                return found
            }
        }
        return nil
    }

    // MARK: Coordinate conversion

    /// Maps a point in this view's bounds coordinates to its superview's coordinates, for the
    /// given property values: translate by −(bounds centre), apply `transform`, translate by `center`.
    public static func transformToSuperview(_ p: LayerProperties) -> Transform {
        Transform(translationX: -p.bounds.midX, y: -p.bounds.midY)
            .concatenating(p.transform)
            .concatenating(Transform(translationX: p.center.x, y: p.center.y))
    }

    /// The transform from this view's coordinates to `ancestor`'s (to the root when `nil` or when
    /// `ancestor` is not an ancestor).
    func transform(toAncestor ancestor: View?, presentation: Bool) -> Transform {
        var result = Transform.identity
        var current: View = self
        while current !== ancestor, let parent = current.superview {
            let values = presentation ? current.presentation : current.model
            result = result.concatenating(View.transformToSuperview(values))
            current = parent
        }
        return result
    }

    private func transform(to view: View?, presentation: Bool) -> Transform {
        let toRoot = transform(toAncestor: nil, presentation: presentation)
        guard let view else { return toRoot }
        return toRoot.concatenating(view.transform(toAncestor: nil, presentation: presentation).inverted())
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's when `nil`).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        point.applying(transform(to: view, presentation: false))
    }

    /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let fromView = view ?? treeRoot
        return fromView.convert(point, to: self)
    }

    /// Converts a rectangle; the result bounds the transformed corners, as in UIKit.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        rect.applying(transform(to: view, presentation: false))
    }

    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        (view ?? treeRoot).convert(rect, to: self)
    }

    private var treeRoot: View {
        var current: View = self
        while let parent = current.superview { current = parent }
        return current
    }

    // MARK: Hit testing

    /// Whether `point` (in this view's coordinates) lies inside its bounds (presentation values).
    open func point(inside point: CGPoint) -> Bool {
        presentation.bounds.contains(point)
    }

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates).
    ///
    /// As in UIKit, a view that is hidden, has alpha ≤ 0.01 or has interaction disabled is skipped
    /// with its subtree, and children are only searched where the point is inside the parent — so
    /// a child sticking out of its superview cannot be hit there, clipping or not. Unlike UIKit,
    /// *presentation* geometry is used, so a view can be grabbed where it is seen mid-animation.
    open func hitTest(_ point: CGPoint) -> View? {
        let values = presentation
        guard !isHidden, isUserInteractionEnabled, !isBlockedByAnimation, values.alpha > 0.01,
            self.point(inside: point)
        else { return nil }
        for subview in subviews.reversed() {
            let toSuperview = View.transformToSuperview(subview.presentation)
            // A view scaled to nothing covers nothing (and is not drawn).
            guard toSuperview.isInvertible else { continue }
            if let hit = subview.hitTest(point.applying(toSuperview.inverted())) { return hit }
        }
        return self
    }

    // MARK: Gestures and input

    /// The recognizers attached to this view, in the order they were added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Attaches `recognizer` (moving it from another view if needed): it receives the touches that
    /// start on this view or its descendants.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let owner = recognizer.view, owner !== self { owner.removeGestureRecognizer(recognizer) }
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; mid-gesture it is cancelled first (or fails, if it had not begun).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        // Detaching runs the `.cancelled` actions, which may change this list: remove by identity after.
        recognizer.dispatcher?.detach(recognizer)
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// Called with the touch location (in this view's coordinates) when a touch that began on this
    /// view or a descendant ends as a tap that no gesture recognizer claimed and no descendant
    /// with its own `onTap` took: the touch moved at most 10 pt and was not cancelled.
    public var onTap: (@MainActor (CGPoint) -> Void)?

    /// A wheel or trackpad scroll over this view; return true to consume it, false to pass it to
    /// the superview. `ScrollView` scrolls; other views pass.
    open func scrollWheel(_ event: ScrollEvent) -> Bool { false }

    // MARK: Safe area

    /// The part of this view covered by the window's safe-area insets, in the view's coordinates.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        let insets = window.screen.safeAreaInsets
        let frameInWindow = convert(bounds, to: window)
        let windowBounds = window.bounds
        return EdgeInsets(
            top: max(0, insets.top - (frameInWindow.minY - windowBounds.minY)),
            left: max(0, insets.left - (frameInWindow.minX - windowBounds.minX)),
            bottom: max(0, insets.bottom - (windowBounds.maxY - frameInWindow.maxY)),
            right: max(0, insets.right - (windowBounds.maxX - frameInWindow.maxX)))
    }
}
