import Foundation

/// A view that turns touches into control events (`UIControl`): a finger going down on it begins
/// tracking (`beginTracking(_:with:)`, `.touchDown`, `isHighlighted`), its moves continue it
/// (`.touchDragInside`/`Outside`, `.touchDragEnter`/`Exit` as it crosses the edge), and its lift
/// ends it (`.touchUpInside` or `.touchUpOutside`); a cancelled touch sends `.touchCancel`.
/// Targets and closures run for the events they were added for, in the order they were added.
///
/// - The finger counts as inside up to ``touchInsideMargin`` (70 pt) outside the bounds, so a
///   finger that slides a little off a small button still lifts inside, as on iOS (UIKit does not
///   document its margin; 70 pt is Fluid's).
/// - A single tap on a control is the control's: a one-finger, one-tap `TapGestureRecognizer` on
///   an ancestor does not see the touch, as UIKit's documentation of
///   `gestureRecognizerShouldBegin(_:)` describes for buttons; other recognizers on ancestors (a
///   scroll view's pan) may take the touch, and the control then gets `.touchCancel`.
/// - A disabled control (`isEnabled == false`) tracks nothing and receives no touches.
///
/// Subclasses override the tracking methods to follow the finger (a slider), calling `super`.
@MainActor
open class Control: View {
    /// What happened to a control (`UIControl.Event`, UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The control's state (`UIControl.State`), for a button's title and colour per state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// How far outside its bounds (points) a finger still counts as inside.
    public static let touchInsideMargin: CGFloat = 70

    /// Whether the control responds to touches; a disabled one neither tracks nor is hit.
    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            tracker.isEnabled = isEnabled
            stateDidChange()
        }
    }
    /// Whether the control is selected (a toggled button); the control never sets it itself.
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    /// Whether a finger is down on it and inside (set while tracking).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }
    /// The state, from `isEnabled`, `isSelected` and `isHighlighted`.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (with the margin).
    public private(set) var isTouchInside = false

    private struct Target {
        let events: Event
        /// Weak for target–action pairs, so the control does not keep its target alive.
        weak var target: AnyObject?
        let hasTarget: Bool
        let perform: (Control, Event) -> Void
    }
    private var targets: [Target] = []
    private let tracker = ControlTrackingRecognizer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(tracker)
    }

    // MARK: Targets and actions

    /// Calls `action` on `target` when one of `events` happens, as UIKit's `addTarget(_:action:for:)`
    /// with a selector: `button.addTarget(self, action: Controller.tapped, for: .touchUpInside)`.
    /// The target is held weakly; the method takes the control.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for events: Event
    ) {
        targets.append(
            Self.Target(
                events: events, target: target, hasTarget: true,
                perform: { [weak target] control, _ in
                    guard let target, let sender = control as? Sender else { return }
                    action(target)(sender)
                }))
    }

    /// Calls `action` on `target` with no argument when one of `events` happens.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for events: Event
    ) {
        targets.append(
            Self.Target(
                events: events, target: target, hasTarget: true,
                perform: { [weak target] _, _ in
                    guard let target else { return }
                    action(target)()
                }))
    }

    /// Runs `action` when one of `events` happens (`addAction(_:for:)`).
    public func addAction(_ action: ControlAction, for events: Event) {
        targets.append(
            Self.Target(
                events: events, target: nil, hasTarget: false, perform: { control, _ in action.perform(control) }))
    }

    /// Removes the target–action pairs of `target` (every target's when nil) for `events`.
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        targets.removeAll { entry in
            entry.hasTarget && (target == nil || entry.target === target) && !entry.events.isDisjoint(with: events)
        }
    }

    /// Runs the actions of every event in `events` (`sendActions(for:)`), in the order they were added.
    open func sendActions(for events: Event) {
        for entry in targets where !entry.events.isDisjoint(with: events) {
            guard !entry.hasTarget || entry.target != nil else { continue }
            entry.perform(self, events)
        }
    }

    // MARK: Tracking

    /// A touch went down on the control; return false to ignore it.
    open func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool { true }
    /// The touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool { true }
    /// The touch lifted (nil: tracking was stopped).
    open func endTracking(_ touch: Touch?, with event: ViewTree.Event?) {}
    /// The touch was cancelled.
    open func cancelTracking(with event: ViewTree.Event?) {}

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed: redraw for the state.
    open func stateDidChange() {}

    override open func hitTest(_ point: CGPoint) -> View? {
        isEnabled ? super.hitTest(point) : nil
    }

    /// Whether `touch` is inside the bounds grown by the margin.
    func contains(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Self.touchInsideMargin, dy: -Self.touchInsideMargin).contains(touch.location(in: self))
    }

    func trackerBegan(_ touch: Touch, _ event: ViewTree.Event) {
        guard beginTracking(touch, with: event) else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    func trackerMoved(_ touch: Touch, _ event: ViewTree.Event) {
        guard isTracking else { return }
        let wasInside = isTouchInside
        isTouchInside = contains(touch)
        isHighlighted = isTouchInside
        if wasInside != isTouchInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        if !continueTracking(touch, with: event) { stopTracking(touch: nil, event: event) }
    }

    func trackerEnded(_ touch: Touch, _ event: ViewTree.Event) {
        guard isTracking else { return }
        isTouchInside = contains(touch)
        stopTracking(touch: touch, event: event)
        if isTouchInside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func trackerCancelled(_ event: ViewTree.Event?) {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private func stopTracking(touch: Touch?, event: ViewTree.Event) {
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
    }
}
