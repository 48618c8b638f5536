import Foundation

/// Two fingers from one mouse, as the iOS Simulator makes them, so that pinches and rotations
/// can be tried without a touch screen (Docs/Gestures.md §6):
/// - **Option (Alt) + drag**: the mouse is one finger and a second mirrors it about the pinch
///   centre: dragging away from the centre spreads them (pinch out), around it turns them
///   (rotate).
/// - **Option + Shift + drag**: the second finger keeps its offset and both move together (a
///   two-finger pan): the pinch centre travels with the mouse.
/// - **Option held, button up**: both fingers are shown where they would go down
///   (`indicatedFingers`); with Shift too, moving the mouse moves the pair (the centre), to pinch
///   about another point.
/// - Without Option the mouse is one finger, as before.
/// - **Control + wheel with the button down**: presses the fingers harder (wheel away from you)
///   or softer, a tenth of full pressure a notch, so that `Touch.force` can be tried without a
///   pressure-sensing screen. A press starts with no pressure reported (force 0, as on a phone
///   without 3D Touch); the first notch starts the pressure, which lasts until the lift.
///
/// The fingers of one moment are one event (`InputEvent.pointers`), so a recognizer sees both
/// move together. The mouse is finger 0 and the mirrored finger is 1, both with source `.mouse`
/// (what they are made from); a gesture file records them as two pointers.
public struct SimulatedTouches: Sendable {
    /// The identifier of the second, simulated finger.
    public static let secondFinger = 1

    /// The point the second finger mirrors the mouse about (canvas points): the canvas's centre
    /// until Option + Shift moves it.
    public private(set) var center: CGPoint
    /// Where the mouse is (canvas points).
    public private(set) var mouse: CGPoint
    /// The modifier keys held, as last told.
    public private(set) var modifiers: KeyModifierFlags = []
    /// Whether the button is down, and with how many fingers (1 or 2); 0 when up.
    public private(set) var fingersDown = 0
    /// How hard the fingers press (0…1) since Control + wheel first pressed them in this touch;
    /// nil before (and with the button up).
    public private(set) var pressure: Double?
    /// The pressure one wheel notch adds or takes away.
    public static let pressurePerNotch = 0.1

    public init(canvasSize: CGSize) {
        center = CGPoint(x: canvasSize.width / 2, y: canvasSize.height / 2)
        mouse = center
    }

    /// Where the second finger is (or would go down): the mouse mirrored about `center`.
    public var mirroredFinger: CGPoint { CGPoint(x: 2 * center.x - mouse.x, y: 2 * center.y - mouse.y) }

    /// The fingers to draw on the canvas: both while two are down or while Option is held; none
    /// otherwise (the pointer itself shows a single finger).
    /// A single finger is drawn too while it reports a pressure, to show how hard it presses.
    public var indicatedFingers: [CGPoint] {
        if fingersDown == 2 || (fingersDown == 0 && modifiers.contains(.alternate)) { return [mouse, mirroredFinger] }
        return fingersDown == 1 && pressure != nil ? [mouse] : []
    }

    /// The button went down at `location` with `modifiers` held: one finger, or two with Option.
    public mutating func buttonDown(
        at location: CGPoint, modifiers: KeyModifierFlags, timestamp: TimeInterval
    ) -> InputEvent {
        self.modifiers = modifiers
        mouse = location
        fingersDown = modifiers.contains(.alternate) ? 2 : 1
        pressure = nil
        return event(.began, timestamp: timestamp)
    }

    /// The wheel turned by `notches` (positive away from the user) with `modifiers` held: with
    /// Control and the button down, the fingers press harder or softer and a move at the same
    /// place reports it; nil otherwise (the wheel scrolls, as without Control).
    public mutating func wheelTurned(
        by notches: Double, modifiers: KeyModifierFlags, timestamp: TimeInterval
    ) -> InputEvent? {
        guard fingersDown > 0, modifiers.contains(.control), notches.isFinite, notches != 0 else { return nil }
        pressure = min(max((pressure ?? 0) + notches * Self.pressurePerNotch, 0), 1)
        return event(.moved, timestamp: timestamp)
    }

    /// The mouse moved to `location`: with the button down, the fingers move (nil when it is
    /// up: nothing is touched, though with Option + Shift the pair's centre follows).
    public mutating func mouseMoved(
        to location: CGPoint, modifiers: KeyModifierFlags, timestamp: TimeInterval
    ) -> InputEvent? {
        self.modifiers = modifiers
        let parallel = modifiers.contains(.alternate) && modifiers.contains(.shift)
        if parallel, fingersDown != 1 {
            center.x += location.x - mouse.x
            center.y += location.y - mouse.y
        }
        mouse = location
        return fingersDown == 0 ? nil : event(.moved, timestamp: timestamp)
    }

    /// The button went up at `location`: every finger lifts.
    public mutating func buttonUp(at location: CGPoint, timestamp: TimeInterval) -> InputEvent? {
        guard fingersDown > 0 else { return nil }
        mouse = location
        let lift = event(.ended, timestamp: timestamp)
        fingersDown = 0
        pressure = nil
        return lift
    }

    /// The modifier keys changed with the button up or down (a key pressed or released):
    /// returns whether the fingers to draw changed.
    public mutating func modifiersChanged(to modifiers: KeyModifierFlags) -> Bool {
        let before = indicatedFingers
        self.modifiers = modifiers
        return indicatedFingers != before
    }

    /// The touches were cancelled (focus lost): the fingers are up.
    public mutating func cancel() {
        fingersDown = 0
        pressure = nil
    }

    private func event(_ phase: PointerEvent.Phase, timestamp: TimeInterval) -> InputEvent {
        let first = PointerEvent(phase: phase, location: mouse, timestamp: timestamp, pressure: pressure)
        guard fingersDown == 2 else { return .pointer(first) }
        return .pointers([
            first,
            PointerEvent(
                phase: phase, location: mirroredFinger, timestamp: timestamp, identifier: Self.secondFinger,
                pressure: pressure),
        ])
    }
}
