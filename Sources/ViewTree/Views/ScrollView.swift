import Animator
import Foundation

/// A view whose content can be dragged, flung and wheel-scrolled (`UIScrollView`), with
/// UIScrollView's physics (Docs/Motion.md §3):
///
/// - **Dragging** tracks the finger 1:1 and, past an end, rubber-bands (c = 0.55, per axis);
///   grabbing it while it is out of bounds continues from where it is (inverse rubber band).
/// - **Releasing** decelerates per millisecond by `decelerationRate`; a deceleration that runs
///   past an end hands its velocity to a critically damped spring back to the edge; content released
///   out of bounds springs back (`ScrollMotion`, one per axis).
/// - **Touching it while it moves** stops it where it is; that touch is not a tap.
/// - **Wheel and trackpad** scrolling glide to a target (a short, fast deceleration) and meet the
///   ends with the same bounce.
/// - **Indicators** show while scrolling and fade out after.
///
/// `contentOffset` is `bounds.origin`, so subviews are laid out in content coordinates. The
/// offset may go from `minimumContentOffset` (−inset) to `maximumContentOffset`; `contentInset`
/// is used as given (there is no automatic safe-area adjustment: set it yourself).
@MainActor
open class ScrollView: View {
    public weak var delegate: ScrollViewDelegate?

    /// The size of the content. Values that are not finite are ignored.
    public var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.width.isFinite, contentSize.height.isFinite else { return contentSize = oldValue }
            if contentSize != oldValue { scrollRangeDidChange() }
        }
    }
    /// Extra room around the content. Values that are not finite are ignored.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            guard [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right].allSatisfy(\.isFinite)
            else { return contentInset = oldValue }
            if contentInset != oldValue { scrollRangeDidChange() }
        }
    }
    /// Rubber-band and bounce at the ends (otherwise the content stops hard there).
    public var bounces = true
    /// Bounce vertically even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    /// Turning scrolling off mid-drag or mid-motion leaves the content where it is, pulled back
    /// into range if it was out of it.
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            guard !isScrollEnabled else { return }
            stopMotion()
            applyContentOffset(clampedToRange(contentOffset))
        }
    }
    public var decelerationRate: DecelerationRate = .normal
    /// Hold a touch back from a control in the content for `contentTouchDelay`, so that a
    /// finger that moves at once scrolls without the control ever seeing it (no highlight, no
    /// cancel); a finger that stays, or lifts, reaches it (Docs/Gestures.md §7).
    public var delaysContentTouches = true
    /// Whether a drag that would scroll may take a touch the content is tracking: when true,
    /// `touchesShouldCancel(in:)` decides; when false, content that tracks keeps its touch.
    public var canCancelContentTouches = true
    /// How long `delaysContentTouches` holds a touch back: UIKit's timer is undocumented;
    /// 0.15 s is what developers report for it (Docs/Gestures.md §7).
    public static let contentTouchDelay: TimeInterval = 0.15
    public var showsVerticalScrollIndicator = true { didSet { layoutIndicators() } }
    public var showsHorizontalScrollIndicator = true { didSet { layoutIndicators() } }
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero { didSet { layoutIndicators() } }
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero { didSet { layoutIndicators() } }
    /// Both indicators' insets (reads the vertical one's).
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether a drag that would scroll cancels the touch `view` is tracking (UIKit: "The default
    /// returned value is true if view is not a UIControl object; otherwise, it returns false"):
    /// by default a control that has started tracking keeps its touch and the content does not
    /// scroll. Override to let drags that start on your controls scroll.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// The fastest release velocity used (pt/s per axis), as Flutter's iOS physics caps it: the
    /// pan's own limit, which its velocity already respects (kept here for velocities given
    /// directly and to say so).
    public static let maximumFlingVelocity = PanGestureRecognizer.maximumVelocity
    /// Wheel steps glide with the fast deceleration rate: a 20 pt notch takes about 0.5 s.
    public static let wheelDecelerationRate = DecelerationRate.fast
    /// `setContentOffset(_:animated: true)`: a critically damped spring, response 0.3 s.
    public static let scrollAnimationSpring = Spring(response: 0.3, dampingRatio: 1)

    /// The scroll view's pan; make other recognizers require its failure, or the reverse.
    public var panGestureRecognizer: PanGestureRecognizer { pan }
    private let pan = ScrollViewPanGestureRecognizer()

    /// The content is being dragged.
    public private(set) var isDragging = false
    /// The content moves on after a drag or a wheel step (decelerating or bouncing).
    public private(set) var isDecelerating = false
    /// A finger (or the mouse) is on the scroll view's content.
    public var isTracking: Bool { pan.numberOfTouches > 0 }

    private let verticalIndicator = ScrollIndicator()
    private let horizontalIndicator = ScrollIndicator()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        pan.scrollView = self
        pan.addAction { [weak self] pan in self?.handlePan(pan) }
        addGestureRecognizer(pan)
        addSubview(verticalIndicator)
        addSubview(horizontalIndicator)
    }

    // MARK: Offset

    /// The point of the content shown at the view's top-left corner. Setting it stops any motion.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopMotion()
            applyContentOffset(newValue)
        }
    }

    /// Moves to `offset`, gliding there (a critically damped spring) when `animated`.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        guard animated, window != nil else { return contentOffset = offset }
        stopMotion()
        let current = contentOffset
        startMotion(
            kind: .animation,
            horizontal: ScrollMotion(
                springFrom: current.x, velocity: 0, to: offset.x, spring: Self.scrollAnimationSpring),
            vertical: ScrollMotion(springFrom: current.y, velocity: 0, to: offset.y, spring: Self.scrollAnimationSpring)
        )
    }

    public var minimumContentOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }

    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
            y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Writes the offset (never animated by an enclosing animation block) and tells the delegate.
    private func applyContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite, offset != bounds.origin else { return }
        View.performWithoutAnimation { bounds.origin = offset }
        layoutIndicators()
        contentOffsetDidChange()
        delegate?.scrollViewDidScroll(self)
    }

    /// The offset moved; a table lays out the rows that came on screen.
    func contentOffsetDidChange() {}

    // MARK: Axes

    enum Axis: CaseIterable { case horizontal, vertical }

    private func range(_ axis: Axis) -> ClosedRange<CGFloat> {
        let low = minimumContentOffset, high = maximumContentOffset
        return axis == .horizontal ? low.x...high.x : low.y...high.y
    }

    /// The viewport's length along `axis`.
    private func visibleLength(_ axis: Axis) -> CGFloat { axis == .horizontal ? bounds.width : bounds.height }

    /// Whether dragging along `axis` scrolls: the content is longer than the view, or it always bounces.
    func scrolls(_ axis: Axis) -> Bool {
        guard isScrollEnabled else { return false }
        let span = range(axis)
        return span.upperBound > span.lowerBound
            || (bounces && (axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical))
    }

    /// The first movements that may begin a drag.
    var scrollableDirections: PanGestureRecognizer.Direction {
        var directions: PanGestureRecognizer.Direction = []
        if scrolls(.horizontal) { directions.formUnion(.horizontal) }
        if scrolls(.vertical) { directions.formUnion(.vertical) }
        return directions
    }

    private static func component(_ point: CGPoint, _ axis: Axis) -> CGFloat { axis == .horizontal ? point.x : point.y }

    private static func setComponent(_ point: inout CGPoint, _ axis: Axis, _ value: CGFloat) {
        if axis == .horizontal { point.x = value } else { point.y = value }
    }

    // MARK: Dragging

    /// The un-banded offset at the start of the drag, from which the translation is subtracted.
    private var dragOrigin = CGPoint.zero

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            for axis in Axis.allCases {
                Self.setComponent(&dragOrigin, axis, rawOffset(forShown: Self.component(contentOffset, axis), axis))
            }
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
            // The translation already counts from the slop's edge: the content moves on this
            // frame, not from the next one (a stalled frame, then a jump of one event's travel).
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            endDrag(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// The content offset that follows the finger: the offset at the drag's start less the
    /// translation, rubber-banded past the ends.
    private func follow(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: self)
        var offset = contentOffset
        for axis in Axis.allCases where scrolls(axis) {
            let raw = Self.component(dragOrigin, axis) - Self.component(translation, axis)
            Self.setComponent(&offset, axis, shownOffset(forRaw: raw, axis))
        }
        applyContentOffset(offset)
    }

    private func endDrag(velocity fingerVelocity: CGPoint) {
        isDragging = false
        // The content moves against the finger, and in a rubber band at the band's slope: what
        // carries on is the content's own velocity, not the finger's. Axes that do not scroll keep still.
        var velocity = CGPoint.zero
        for axis in Axis.allCases where scrolls(axis) {
            let v = -Self.component(fingerVelocity, axis) * bandSlope(axis)
            let limit = Self.maximumFlingVelocity
            Self.setComponent(&velocity, axis, v.isFinite ? min(limit, max(-limit, v)) : 0)
        }
        // The target the delegate sees is where the content will rest: the decay's rest point,
        // within the scroll range (a fling past an end bounces back to it).
        var target = CGPoint.zero
        let rate = decelerationRate
        for axis in Axis.allCases {
            let decay = Decay(
                position: Self.component(contentOffset, axis), velocity: Self.component(velocity, axis), rate: rate)
            let span = range(axis)
            Self.setComponent(&target, axis, min(span.upperBound, max(span.lowerBound, decay.restPosition)))
        }
        let proposed = target
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
            targetContentOffset: &target)
        for axis in Axis.allCases where Self.component(target, axis) != Self.component(proposed, axis) {
            // The delegate moved the target: the deceleration that comes to rest there,
            // x∞ = x0 − v/D ⇒ v = (x0 − x∞)·D with D = 1000·ln r (Docs/Motion.md §3.1).
            let wanted = Self.component(target, axis)
            guard wanted.isFinite else { continue }
            let exponent = 1000 * log(rate.rawValue)
            Self.setComponent(&velocity, axis, (Self.component(contentOffset, axis) - wanted) * exponent)
        }
        startMotion(
            kind: .deceleration,
            horizontal: releaseMotion(.horizontal, velocity: velocity.x, rate: rate),
            vertical: releaseMotion(.vertical, velocity: velocity.y, rate: rate))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: isDecelerating)
        if !isDecelerating { hideIndicators() }
    }

    private func releaseMotion(
        _ axis: Axis, velocity: CGFloat, rate: DecelerationRate,
        restThreshold: Double = ScrollMotion.defaultRestThreshold
    ) -> ScrollMotion? {
        let offset = Self.component(contentOffset, axis)
        let span = range(axis)
        // An axis that does not scroll still springs back if something left it out of bounds.
        guard scrolls(axis) || !span.contains(offset) else { return nil }
        return ScrollMotion(
            offset: offset, velocity: velocity, bounds: span.lowerBound...span.upperBound,
            rate: rate, bounces: bounces, restThreshold: restThreshold)
    }

    /// How far the shown offset moves per point the finger moves along `axis`: 1 within the
    /// range, the rubber band's slope past an end (`RubberBand.slope`), 0 without bounces.
    private func bandSlope(_ axis: Axis) -> CGFloat {
        let shown = Self.component(contentOffset, axis), span = range(axis)
        guard !span.contains(shown) else { return 1 }
        guard bounces else { return 0 }
        let bound = shown > span.upperBound ? span.upperBound : span.lowerBound
        let raw = rawOffset(forShown: shown, axis)
        return RubberBand.slope(atOvershoot: raw - bound, dimension: visibleLength(axis))
    }

    /// The offset shown for an un-banded offset: rubber-banded past the ends (Docs/Motion.md §3.2).
    private func shownOffset(forRaw raw: CGFloat, _ axis: Axis) -> CGFloat {
        let span = range(axis)
        guard bounces else { return min(span.upperBound, max(span.lowerBound, raw)) }
        return RubberBand.clamp(raw, to: span.lowerBound...span.upperBound, dimension: visibleLength(axis))
    }

    /// The un-banded offset that shows `shown` (the inverse rubber band), so that grabbing the
    /// content mid-bounce does not make it jump.
    private func rawOffset(forShown shown: CGFloat, _ axis: Axis) -> CGFloat {
        let span = range(axis), dimension = visibleLength(axis)
        // Farther out than the band can show (the content shrank under it): take it as it is.
        if abs(shown - min(span.upperBound, max(span.lowerBound, shown))) >= 0.99 * dimension { return shown }
        if shown > span.upperBound {
            return span.upperBound + RubberBand.overshoot(forOffset: shown - span.upperBound, dimension: dimension)
        }
        if shown < span.lowerBound {
            return span.lowerBound + RubberBand.overshoot(forOffset: shown - span.lowerBound, dimension: dimension)
        }
        return shown
    }

    // MARK: Wheel

    /// Where the wheel steps in flight will come to rest.
    private var wheelTarget: CGPoint?

    /// Wheel and trackpad scrolling: each step moves the target by `event.delta`, and the content
    /// glides there with the fast deceleration (the velocity chosen so the glide stops at the
    /// target); past an end the glide bounces like a fling. Returns false for an axis this view
    /// cannot scroll, so an enclosing scroll view gets it.
    open override func scrollWheel(_ event: ScrollEvent) -> Bool {
        guard isScrollEnabled else { return false }
        if isDragging { return true }
        let delta = CGPoint(x: event.delta.width, y: event.delta.height)
        let axes = Axis.allCases.filter { scrolls($0) && Self.component(delta, $0) != 0 }
        guard !axes.isEmpty else { return false }
        let rate = Self.wheelDecelerationRate
        let exponent = 1000 * log(rate.rawValue)
        var target = wheelTarget ?? contentOffset
        var motions: [Axis: ScrollMotion] = [:]
        for axis in Axis.allCases {
            let current = Self.component(contentOffset, axis)
            if axes.contains(axis) {
                // Each step starts from the previous target, pulled back into range, so that
                // repeated steps at an end bump the same small amount instead of piling up.
                let span = range(axis)
                let base = min(span.upperBound, max(span.lowerBound, Self.component(target, axis)))
                let goal = base + Self.component(delta, axis)
                Self.setComponent(&target, axis, goal)
                // x∞ = x0 − v/D ⇒ v = (x0 − x∞)·D (Docs/Motion.md §3.1).
                motions[axis] = releaseMotion(
                    axis, velocity: (current - goal) * exponent, rate: rate, restThreshold: 0.1)
            } else if let moving = motion[axis] {
                motions[axis] = releaseMotion(
                    axis, velocity: moving.velocity(at: motionTime), rate: rate, restThreshold: 0.1)
            }
        }
        stopMotion(keepIndicators: true)
        startMotion(kind: .deceleration, horizontal: motions[.horizontal], vertical: motions[.vertical])
        wheelTarget = isScrollAnimating ? target : nil
        showIndicators()
        if !isScrollAnimating { hideIndicators() }
        return true
    }

    // MARK: Motion

    private enum MotionKind { case deceleration, animation }
    private var motion: [Axis: ScrollMotion] = [:]
    private var motionKind = MotionKind.deceleration
    /// The animation time at which the motion started (set by its first frame).
    private var motionStart: TimeInterval?
    /// Seconds since the motion started, at the latest frame.
    private var motionTime: TimeInterval = 0
    private var displayLink: DisplayLink?

    /// True while the content moves on its own (deceleration, bounce, wheel glide or animation).
    public var isScrollAnimating: Bool { displayLink != nil }

    private func startMotion(kind: MotionKind, horizontal: ScrollMotion?, vertical: ScrollMotion?) {
        var motions: [Axis: ScrollMotion] = [:]
        let current = contentOffset
        for (axis, candidate) in [(Axis.horizontal, horizontal), (.vertical, vertical)] {
            guard let candidate else { continue }
            // A motion that is over before it starts and ends where we are is no motion.
            if candidate.duration == 0, candidate.finalOffset == Self.component(current, axis) { continue }
            motions[axis] = candidate
        }
        guard !motions.isEmpty else { return }
        guard let driver = window?.animationDriver else {
            // Not on screen: nothing to animate, go straight to where the motion ends.
            var end = current
            for (axis, motion) in motions { Self.setComponent(&end, axis, motion.finalOffset) }
            applyContentOffset(end)
            return
        }
        motion = motions
        motionKind = kind
        // From the driver's time now (the release or wheel event, or the frame that started it),
        // as property animations: the next frame already shows the motion at its time, so a
        // stream of wheel steps (one per frame) keeps moving instead of restarting at t = 0.
        motionStart = driver.time
        motionTime = 0
        isDecelerating = kind == .deceleration
        let link = DisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.stepMotion(at: link.timestamp)
        }
        displayLink?.invalidate()
        displayLink = link
        link.add(to: driver)
    }

    private func stepMotion(at time: TimeInterval) {
        let start = motionStart ?? time
        motionStart = start
        motionTime = time - start
        var offset = contentOffset
        for (axis, motion) in motion { Self.setComponent(&offset, axis, motion.offset(at: motionTime)) }
        let link = displayLink
        applyContentOffset(offset)
        // The delegate's didScroll may have stopped this motion or started another.
        guard displayLink === link else { return }
        guard motion.values.allSatisfy({ $0.isFinished(at: motionTime) }) else { return }
        let kind = motionKind
        stopMotion()
        switch kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops the content where it is now.
    private func stopMotion(keepIndicators: Bool = false) {
        guard displayLink != nil else { return }
        displayLink?.invalidate()
        displayLink = nil
        motion = [:]
        motionStart = nil
        wheelTarget = nil
        isDecelerating = false
        if !keepIndicators, !isDragging { hideIndicators() }
    }

    /// A touch caught the moving content: it stays where it is, for the drag that follows.
    func catchMotion() {
        stopMotion(keepIndicators: true)
    }

    /// The touch sequence is over. If the content was caught out of range and no drag followed
    /// (another recognizer won), it springs back now.
    func touchSequenceDidEnd() {
        settleIfOutOfRange()
    }

    /// Content size or insets changed: a motion in flight continues toward the new range, and
    /// content at rest that is now out of range springs back.
    private func scrollRangeDidChange() {
        layoutIndicators()
        guard !isDragging else { return }
        if isScrollAnimating, motionKind == .deceleration {
            let velocity = CGPoint(
                x: motion[.horizontal]?.velocity(at: motionTime) ?? 0,
                y: motion[.vertical]?.velocity(at: motionTime) ?? 0)
            stopMotion(keepIndicators: true)
            startMotion(
                kind: .deceleration,
                horizontal: releaseMotion(.horizontal, velocity: velocity.x, rate: decelerationRate),
                vertical: releaseMotion(.vertical, velocity: velocity.y, rate: decelerationRate))
        } else if !isScrollAnimating {
            settleIfOutOfRange()
        }
    }

    private func settleIfOutOfRange() {
        guard !isDragging, !isScrollAnimating, isScrollEnabled, clampedToRange(contentOffset) != contentOffset else {
            return
        }
        startMotion(
            kind: .deceleration,
            horizontal: releaseMotion(.horizontal, velocity: 0, rate: decelerationRate),
            vertical: releaseMotion(.vertical, velocity: 0, rate: decelerationRate))
    }

    private func clampedToRange(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: min(high.x, max(low.x, offset.x)), y: min(high.y, max(low.y, offset.y)))
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopMotion() }
    }

    // MARK: Indicators

    /// Shows the scroll indicators for a moment (`flashScrollIndicators`).
    public func flashScrollIndicators() {
        showIndicators()
        if !isDragging, !isScrollAnimating { hideIndicators() }
    }

    private func showIndicators() {
        layoutIndicators()
        for (indicator, axis) in [(verticalIndicator, Axis.vertical), (horizontalIndicator, .horizontal)]
        where showsIndicator(axis) {
            indicator.alpha = 1
        }
    }

    private func hideIndicators() {
        for indicator in [verticalIndicator, horizontalIndicator] where indicator.alpha > 0 {
            guard window != nil else {
                indicator.alpha = 0
                continue
            }
            View.animate(withDuration: ScrollIndicator.fadeDuration, delay: ScrollIndicator.fadeDelay) {
                indicator.alpha = 0
            }
        }
    }

    private func showsIndicator(_ axis: Axis) -> Bool {
        (axis == .vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator) && scrolls(axis)
    }

    /// Places the indicators in content coordinates (they move with the bounds), on top.
    private func layoutIndicators() {
        View.performWithoutAnimation {
            for axis in Axis.allCases {
                let indicator = axis == .vertical ? verticalIndicator : horizontalIndicator
                indicator.isHidden = !showsIndicator(axis)
                guard !indicator.isHidden else { continue }
                indicator.frame = indicatorFrame(axis)
            }
        }
        // Content added after the indicators would cover them: keep them the last two subviews.
        if subviews.suffix(2).map(ObjectIdentifier.init) != [
            ObjectIdentifier(horizontalIndicator), ObjectIdentifier(verticalIndicator),
        ] {
            bringSubviewToFront(horizontalIndicator)
            bringSubviewToFront(verticalIndicator)
        }
    }

    private func indicatorFrame(_ axis: Axis) -> CGRect {
        let vertical = axis == .vertical
        let insets = vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        // Along the track: the insets at its two ends; across it: the inset at the far edge.
        let (leading, trailing, far) =
            vertical ? (insets.top, insets.bottom, insets.right) : (insets.left, insets.right, insets.bottom)
        let thickness = ScrollIndicator.thickness, margin = ScrollIndicator.edgeMargin
        // Each bar leaves room for the other at its end, as UIKit's do.
        let otherEnd = showsIndicator(vertical ? .horizontal : .vertical) ? thickness + margin : 0
        let visible = visibleLength(axis)
        let contentLength =
            vertical
            ? contentSize.height + contentInset.top + contentInset.bottom
            : contentSize.width + contentInset.left + contentInset.right
        let place = ScrollIndicator.placement(
            offset: Self.component(contentOffset, axis), range: range(axis), contentLength: contentLength,
            visibleLength: visible, trackLength: visible - leading - trailing - 2 * margin - otherEnd)
        let along = (vertical ? bounds.minY : bounds.minX) + leading + margin + place.start
        let across = (vertical ? bounds.maxX : bounds.maxY) - far - margin - thickness
        return vertical
            ? CGRect(x: across, y: along, width: thickness, height: place.length)
            : CGRect(x: along, y: across, width: place.length, height: thickness)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
    }
}
