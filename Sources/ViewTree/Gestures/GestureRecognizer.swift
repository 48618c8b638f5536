import Foundation

/// Turns the touches on a view into a gesture (`UIGestureRecognizer`).
///
/// A recognizer is attached to a view with `View.addGestureRecognizer(_:)`; it receives every touch
/// that starts on that view or a descendant. It starts `.possible`; a continuous gesture (pan) goes
/// `.began → .changed* → .ended | .cancelled`, a discrete one (tap) goes to `.ended` (alias
/// `.recognized`); either may go to `.failed` instead. Its actions run after each state change.
/// Once one recognizer has begun, the others on the same touches fail unless simultaneous
/// recognition is allowed; a recognizer that must wait for another's failure stays `.possible`
/// until that happens. After the touches end, a recognizer is reset to `.possible`.
///
/// Subclasses override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and set `state`, as with
/// UIKit's `UIGestureRecognizerSubclass.h`; `reset()` clears their per-gesture data.
@MainActor
open class GestureRecognizer {
    public enum State: Sendable, Equatable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same state as `.ended`, as in UIKit).
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// The gesture is over for this touch sequence (waiting to be reset).
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
        /// A continuous gesture in progress.
        var isActive: Bool { self == .began || self == .changed }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    public weak var delegate: GestureRecognizerDelegate?
    /// A name for debugging and tests.
    public var name: String?

    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it (or makes
    /// it fail, if it had not begun).
    public var isEnabled = true {
        didSet { if oldValue, !isEnabled { dispatcher?.detach(self) } }
    }

    /// Whether recognizing cancels the touches of the view they went down on (UIKit's default,
    /// true): a control there gets `.touchCancel`. With false the control keeps tracking while
    /// this recognizer runs (Fluid's views have no other touch handling to cancel).
    public var cancelsTouchesInView = true
    /// Whether a control the touch went down on hears of it only once this recognizer has
    /// failed (UIKit's default, false): recognized, the control never hears of it.
    public var delaysTouchesBegan = false
    /// Whether a control hears a touch lift only once this recognizer, still undecided at the
    /// lift (a double tap waiting for its second tap), has failed (UIKit's default, true):
    /// recognized, the control's touch is cancelled instead.
    public var delaysTouchesEnded = true

    /// Closure forms of the delegate's questions, for code without a delegate object. Either
    /// answer counts: `true` from the closure or the delegate (or the other recognizer's) suffices.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    public var shouldRecognizeSimultaneously: ((_ other: GestureRecognizer) -> Bool)?
    public var shouldRequireFailure: ((_ other: GestureRecognizer) -> Bool)?
    public var shouldBeRequiredToFail: ((_ other: GestureRecognizer) -> Bool)?

    /// Receives messages about misuse (an impossible state transition), as UIKit logs them.
    public var misuseHandler: (String) -> Void = { message in
        StandardError.write(message, from: "GestureRecognizer")
    }

    public required init() {}

    // MARK: State

    private var storedState: State = .possible
    /// The dispatcher of the touch sequence the recognizer takes part in. It keeps arbitration's
    /// record of this gesture (what the targets heard, a recognition held back, a change asked
    /// for) and the deadline; the recognizer only asks.
    weak var dispatcher: EventDispatcher?

    /// The gesture's state. Subclasses set it from their touch handlers; the change takes effect
    /// (arbitration, then the actions) when the handler returns. Impossible transitions are
    /// reported to `misuseHandler` and ignored, except one: a recognizer that began and is told to
    /// fail within the same event (before anyone heard of it) simply fails — the pattern of the
    /// seeds' direction-restricted pan. After its actions have seen `.began`, `.failed` becomes
    /// `.cancelled`, so that the target can clean up.
    public var state: State {
        get { storedState }
        set { requestState(newValue) }
    }

    private func requestState(_ new: State) {
        let old = storedState
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed),
            (.began, .changed), (.began, .ended),
            (.changed, .changed), (.changed, .ended):
            storedState = new
        case (.possible, .changed):
            storedState = .began
        case (.possible, .cancelled):
            storedState = .failed
        case (.began, .failed), (.changed, .failed), (.began, .cancelled), (.changed, .cancelled):
            // Before anyone heard of the began, ending it is failing (so that recognizers waiting
            // on this one proceed); after, it is cancelling.
            storedState = (dispatcher?.deliveredState(of: self) ?? .possible) == .possible ? .failed : .cancelled
        case (.possible, .possible):
            return
        default:
            misuseHandler("\(self) cannot go from .\(old) to .\(new); ignored")
            return
        }
        if old == .possible, storedState == .began { willBegin() }
        dispatcher?.requestTransition(of: self)
    }

    /// The state was just set to `.began`, by the recognizer itself or by a subclass
    /// (`UIGestureRecognizerSubclass`): a hook for Fluid's recognizers whose figures count from
    /// the moment they begin (a pan's translation).
    func willBegin() {}

    /// Sets the state without arbitration (used by the dispatcher).
    func forceState(_ state: State) {
        let failing = state == .failed && storedState != .failed
        storedState = state
        if failing { arbitrationDidFail() }
    }

    /// Whether the recognizer stands for the view's own touch handling (a control's tracking),
    /// which UIKit delivers after the recognizers: it gets each event last.
    var receivesTouchesAfterRecognizers: Bool { false }

    /// Arbitration made the recognizer fail (another one took its touches): a hook for Fluid's
    /// own recognizers that act before they recognize (a control's tracking).
    func arbitrationDidFail() {}

    /// Another recognizer in the touch sequence failed: a hook for a control's tracking, which
    /// may have been waiting for it (`delaysTouchesBegan`, `delaysTouchesEnded`).
    func participantDidFail(at timestamp: TimeInterval) {}

    // MARK: Touches

    /// The touches the recognizer is tracking, oldest first.
    public private(set) var touches: [Touch] = []
    public var numberOfTouches: Int { touches.count }
    /// The timestamp of the latest event the recognizer received.
    public private(set) var lastEventTimestamp: TimeInterval = 0

    /// Every touch tracked in the current sequence, ended ones included: recognizers exclude
    /// each other only when they share one (two fingers on two views may pan at once).
    private(set) var sequenceTouches: Set<ObjectIdentifier> = []

    func track(_ touch: Touch) {
        if !touches.contains(touch) { touches.append(touch) }
        sequenceTouches.insert(ObjectIdentifier(touch))
    }

    func sharesTouches(with other: GestureRecognizer) -> Bool {
        !sequenceTouches.isDisjoint(with: other.sequenceTouches)
    }

    func untrack(_ touch: Touch) {
        touches.removeAll { $0 === touch }
    }

    func noteEvent(_ event: Event) { lastEventTimestamp = max(lastEventTimestamp, event.timestamp) }

    /// Stops tracking `touch` for the rest of its life (`UIGestureRecognizer.ignore(_:for:)`).
    public func ignore(_ touch: Touch) {
        untrack(touch)
        touch.stopDelivering(to: self)
    }

    /// Ignores those of `touches` that went down past the first `count` of the recognizer's
    /// (the highest identifiers first), as a recognizer for at most that many fingers does.
    func ignoreTouches(beyond count: Int, among touches: Set<Touch>) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where numberOfTouches > count {
            ignore(touch)
        }
    }

    /// The centroid of the tracked touches in `view`'s coordinates (the window's when `nil`).
    /// Subclasses may answer another point (a swipe answers where it began).
    open func location(in view: View?) -> CGPoint {
        convert(centroidInWindow, to: view)
    }

    /// The location of one tracked touch, in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> CGPoint {
        guard touches.indices.contains(index) else { return location(in: view) }
        return touches[index].location(in: view)
    }

    /// The centroid of the tracked touches, in window coordinates.
    var centroidInWindow: CGPoint {
        guard !touches.isEmpty else { return lastCentroidInWindow ?? .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }
    /// Remembered so that `location(in:)` still answers in the action of `.ended`.
    var lastCentroidInWindow: CGPoint?

    func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Called with touches that went down on the view (or a descendant).
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Default: a gesture in progress is cancelled, one not yet recognized fails.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = state.isActive ? .cancelled : .failed
    }

    /// Clears per-gesture data; called when the gesture is over, after the state went back to `.possible`.
    open func reset() {}

    // MARK: Time

    /// A host time at which `deadlineDidPass()` is called (e.g. a tap waiting for its second tap);
    /// `nil` for none. The host keeps producing frames while a deadline is pending. The touch
    /// sequence's dispatcher keeps it (and drops it when the gesture fails or is cancelled); set
    /// outside a sequence, when the recognizer has no touches, it is ignored.
    public var deadline: TimeInterval? {
        get { dispatcher?.deadline(of: self) }
        set { dispatcher?.setDeadline(newValue, of: self) }
    }
    /// Called once the host's clock reaches `deadline` (which is cleared first).
    open func deadlineDidPass() {}

    // MARK: Relationships

    /// Whether the recognizer's actions are sent once, at recognition (a tap), or along the way (a pan).
    open var isDiscrete: Bool { false }

    /// Whether this recognizer, once begun, makes `other` fail. Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, once begun, makes this recognizer fail. Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `other` to fail. Default: the closure's answer, else false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { shouldRequireFailure?(other) ?? false }
    /// Whether `other` waits for this recognizer to fail. Default: the closure's answer, else false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { shouldBeRequiredToFail?(other) ?? false }

    private var failureRequirements: [WeakRecognizer] = []

    /// This recognizer will not begin until `other` has failed; if `other` is recognized, this one fails.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// Everything that makes `self` wait for `other`: `require(toFail:)`, the overridable methods,
    /// the closures and both delegates.
    func mustAwaitFailure(of other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether `self` and `other` may be recognized at the same time (either side may allow it).
    func allowsSimultaneousRecognition(with other: GestureRecognizer) -> Bool {
        shouldRecognizeSimultaneously?(other) == true
            || other.shouldRecognizeSimultaneously?(self) == true
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Asks the closure and the delegate whether the recognizer may leave `.possible`.
    func mayBegin() -> Bool {
        (shouldBegin?(self) ?? true) && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
    }

    // MARK: Actions

    private var actions: [Action] = []

    private struct Action {
        /// Weak for target–action pairs, so the recognizer does not keep its target alive.
        weak var target: AnyObject?
        let hasTarget: Bool
        let perform: (GestureRecognizer) -> Void
    }

    /// Runs `perform` with `target` at every state change while `target` lives (held weakly).
    func appendAction<Target: AnyObject>(target: Target, _ perform: @escaping (Target, GestureRecognizer) -> Void) {
        actions.append(
            Action(
                target: target, hasTarget: true,
                perform: { [weak target] recognizer in
                    guard let target else { return }
                    perform(target, recognizer)
                }))
    }

    /// Removes every action registered with `target` (all target–action pairs when `nil`).
    public func removeTarget(_ target: AnyObject?) {
        actions.removeAll { action in
            guard action.hasTarget else { return false }
            return target == nil || action.target === target
        }
    }

    func appendAction(_ perform: @escaping (GestureRecognizer) -> Void) {
        actions.append(Action(target: nil, hasTarget: false, perform: perform))
    }

    func sendActions() {
        if !touches.isEmpty { lastCentroidInWindow = centroidInWindow }
        for action in actions where !action.hasTarget || action.target != nil {
            action.perform(self)
        }
    }

    /// Back to `.possible` for the next gesture.
    func resetForNextGesture() {
        storedState = .possible
        touches = []
        sequenceTouches = []
        dispatcher = nil
        lastCentroidInWindow = nil
        reset()
    }
}

extension GestureRecognizer: @MainActor CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(name.map { "'\($0)'" } ?? "unnamed"), .\(storedState))"
    }
}

struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}

/// Closure actions typed by the recognizer's own class: `pan.addAction { pan in pan.translation(in: nil) }`.
@MainActor
public protocol GestureActionRegistering: GestureRecognizer {}

extension GestureRecognizer: GestureActionRegistering {}

extension GestureActionRegistering {
    /// Creates a recognizer whose `action` runs at every state change.
    public init(action: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction(action)
    }

    /// Creates a recognizer that calls `action` on `target` at every state change, as UIKit's
    /// `init(target:action:)` with a selector: `PanGestureRecognizer(target: self, action:
    /// ViewController.handlePan)`. The target is held weakly.
    public init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Runs `action` at every state change.
    public func addAction(_ action: @escaping @MainActor (Self) -> Void) {
        appendAction { recognizer in
            if let typed = recognizer as? Self { action(typed) }
        }
    }

    /// Calls `action` on `target` at every state change, as `addTarget(_:action:)` with a selector:
    /// `pan.addTarget(self, action: ViewController.handlePan)`. The target is held weakly.
    ///
    /// The action's recognizer parameter is this recognizer's own static type or a superclass of
    /// it, so a handler written for a subclass (`handle(_: MyPan)`) does not compile against a
    /// plain `PanGestureRecognizer` — it used to compile and never be called.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void)
    {
        appendAction(target: target) { target, recognizer in
            if let typed = recognizer as? Self { action(target)(typed) }
        }
    }
}
