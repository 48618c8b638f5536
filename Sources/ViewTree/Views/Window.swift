import Animator
import Foundation

/// The root of a view tree, sized to a `Screen`: holds the content, a simulated status bar on
/// top of it, the text measurer of the rendering back end, and whether anything must be drawn.
@MainActor
public final class Window: View {
    public private(set) var screen: Screen
    public let statusBar = StatusBarView()
    /// Supplies time to the animators that move this window's views; the host ticks it every frame.
    public let animationDriver = AnimationDriver()
    /// Supplied by the renderer; labels measure their text with it.
    public var textMeasurer: TextMeasurer? {
        didSet { if textMeasurer !== oldValue { invalidateTextLayout(in: self) } }
    }
    /// Whether text in this window may place glyphs at fractional pixel positions, as
    /// `CGContext.setAllowsFontSubpixelPositioning(_:)` allows (true, the default, as iOS draws
    /// text). False sets every glyph on a whole pixel: text that changes every few frames (a
    /// readout of figures) is then drawn from glyphs rendered once, where fractional positions
    /// render a glyph again for each new offset (Docs/Rendering.md §7). Read when a renderer is
    /// made for the window: set it before the window is first drawn.
    public var allowsFontSubpixelPositioning = true
    /// Routes pointer and scroll input to views and gesture recognizers.
    private lazy var eventDispatcher = EventDispatcher(window: self)
    /// True when something changed since the last frame was drawn.
    public var needsRender: Bool { rootNeedsRender }
    /// Where the last pointer event was, in the window's coordinates (where a haptic without a
    /// view plays).
    public private(set) var lastTouchLocation: CGPoint?
    /// The haptics played in this window, the last `FeedbackLog.capacity` of them, oldest first.
    public internal(set) var feedbackLog: [Feedback] = []
    /// Told of each haptic as it plays (the inspector, a test).
    public var feedbackObserver: ((Feedback) -> Void)?

    /// The scene's content, below the status bar.
    public var rootView: View? {
        didSet {
            guard rootView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let rootView {
                rootView.frame = bounds
                insertSubview(rootView, belowSubview: statusBar)
            }
        }
    }

    public init(screen: Screen) {
        self.screen = screen
        super.init(frame: .zero)
        frame = screen.bounds
        backgroundColor = .black
        addSubview(statusBar)
        statusBar.frame = CGRect(x: 0, y: 0, width: screen.size.width, height: screen.safeAreaInsets.top)
    }

    /// Whether the status bar is (or is going) hidden. Setting it hides or shows it at once.
    public var isStatusBarHidden: Bool {
        get { statusBarHiddenTarget }
        set { setStatusBarHidden(newValue, animation: .none) }
    }
    private var statusBarHiddenTarget = false
    private var statusBarAnimator: PropertyAnimator?

    /// How the status bar appears and disappears (`UIStatusBarAnimation`).
    public enum StatusBarAnimation: Sendable {
        case none, fade, slide
    }

    /// Hides or shows the status bar; `.slide` moves it out of the top edge (and back), `.fade`
    /// fades it, over `duration` seconds (UIKit's status bar animations take 0.2 s by default).
    /// Asking for the state it is already going to does nothing.
    public func setStatusBarHidden(_ hidden: Bool, animation: StatusBarAnimation, duration: TimeInterval = 0.2) {
        guard hidden != statusBarHiddenTarget || (animation == .none && statusBar.isHidden != hidden) else { return }
        statusBarHiddenTarget = hidden
        // Only one still running: stopping an ended (inactive) animator is a misuse.
        if let running = statusBarAnimator, running.state == .active { running.stopAnimation(true) }
        statusBarAnimator = nil
        let shown = (transform: Transform.identity, alpha: CGFloat(1))
        let gone =
            animation == .slide
            ? (transform: Transform(translationX: 0, y: -statusBar.bounds.height), alpha: CGFloat(1))
            : (transform: Transform.identity, alpha: CGFloat(0))
        guard animation != .none else {
            (statusBar.transform, statusBar.alpha) = shown
            statusBar.isHidden = hidden
            return
        }
        if !hidden {
            (statusBar.transform, statusBar.alpha) = gone
            statusBar.isHidden = false
        }
        let target = hidden ? gone : shown
        let animator = PropertyAnimator(duration: duration, curve: .easeInOut) { [statusBar] in
            (statusBar.transform, statusBar.alpha) = target
        }
        animator.addCompletion { [weak self, statusBar] position in
            guard position == .end, let self, self.statusBarHiddenTarget == hidden else { return }
            statusBar.isHidden = hidden
            (statusBar.transform, statusBar.alpha) = shown
        }
        statusBarAnimator = animator
        animator.startAnimation()
    }

    /// Changes the simulated device scale (1 or 2); text is measured again.
    public func setScale(_ scale: CGFloat) {
        guard scale != screen.scale else { return }
        screen.scale = scale
        invalidateTextLayout(in: self)
        setNeedsDisplay()
    }

    // MARK: Input and time

    /// Delivers input to the tree at the event's time: the animation clock moves to it first, so
    /// that animations read and started while the event is handled are at its time, then the
    /// event is handled as `deliver(_:)` says. For code that feeds the window itself (a test, a
    /// benchmark); a host's frame pipeline moves the clock once and delivers (`FramePipeline`).
    @discardableResult
    public func send(_ event: InputEvent) -> Bool {
        animationDriver.advance(to: event.timestamp)
        return deliver(event)
    }

    /// Delivers input to the tree at the clock's current time (the host has moved it to the
    /// event's): pointer events become touches for the gesture recognizers, scroll events go to
    /// the scroll view under the pointer, focus loss cancels every touch. Returns whether the
    /// event was used (key events are not: the app handles those).
    @discardableResult
    public func deliver(_ event: InputEvent) -> Bool {
        Self.atWork.append(self)
        defer { Self.atWork.removeLast() }
        switch event {
        case let .pointer(pointer):
            lastTouchLocation = pointer.location
            eventDispatcher.handle(pointer)
            return true
        case let .pointers(pointers):
            lastTouchLocation = pointers.first?.location ?? lastTouchLocation
            eventDispatcher.handle(pointers)
            return true
        case let .scroll(scroll):
            return eventDispatcher.handle(scroll)
        case let .focusLost(timestamp):
            cancelAllTouches(timestamp: timestamp)
            return true
        case .key, .windowResized:
            return false
        }
    }

    /// The most touches the window tracks at once: a touch that begins while this many are down
    /// is ignored, with its moves and its lift. Every finger of two hands, more than a touch screen
    /// reports; the bound keeps an event's work (recognizers go over their touches) from growing
    /// with a file's or a driver's count of fingers. Gesture files share it
    /// (`GestureFile.maximumPointersDown`).
    public static let maximumTouches = 20

    /// True while a finger or the mouse button is down on the window.
    public var hasActiveTouches: Bool { eventDispatcher.hasActiveTouches }

    /// Ends every touch as cancelled (focus lost, window minimised, `Esc` during a drag).
    public func cancelAllTouches(timestamp: TimeInterval) {
        eventDispatcher.cancelAllTouches(timestamp: timestamp)
    }

    /// One frame at host time `hostTime`, for code that drives the window itself: the clock moves
    /// to it, recognizer deadlines fire, then the animators and display links advance. (A host's
    /// frame pipeline runs the same steps with the app's frame code between the first two.)
    public func tick(at hostTime: TimeInterval) {
        animationDriver.advance(to: hostTime)
        fireDeadlines(at: hostTime)
        advanceAnimations()
    }

    /// Fires the gesture recognizers' deadlines that have passed by host time `hostTime`.
    public func fireDeadlines(at hostTime: TimeInterval) {
        Self.atWork.append(self)
        defer { Self.atWork.removeLast() }
        eventDispatcher.advance(to: hostTime)
    }

    /// Advances the running animators and display links one frame (the clock was moved first).
    public func advanceAnimations() {
        Self.atWork.append(self)
        defer { Self.atWork.removeLast() }
        animationDriver.tick()
    }

    /// The windows whose input or frame is being handled, innermost last (``current``).
    private static var atWork: [Window] = []

    /// The window whose input, recognizer deadlines or animations are being handled right now:
    /// where UIKit's process-wide services (a feedback generator without a view) act here.
    public static var current: Window? { atWork.last }

    /// Runs `body` with this window as ``current`` (a host's app code that handles input or
    /// starts a frame on the window's behalf).
    public func performAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        Self.atWork.append(self)
        defer { Self.atWork.removeLast() }
        return try body()
    }

    /// True while the window needs frames without new input: animations run or a gesture
    /// recognizer waits for a deadline.
    public var needsFrames: Bool { animationDriver.isAnimating || eventDispatcher.needsFrames }

    /// Called by the host once a frame has been drawn.
    public func didRender() { rootNeedsRender = false }

    /// Asks for a frame again (after an off-screen pass over the window, which counts as one).
    package func setNeedsRender() { rootNeedsRender = true }

    private func invalidateTextLayout(in view: View) {
        if let label = view as? Label { label.didMoveToWindow() }
        view.setNeedsLayout()
        for subview in view.subviews { invalidateTextLayout(in: subview) }
        setNeedsDisplay()
    }
}
