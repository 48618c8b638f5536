import Foundation

/// A continuous long press (`UILongPressGestureRecognizer`): it begins once
/// `numberOfTouchesRequired` fingers have been held down for `minimumPressDuration` without any
/// of them moving more than `allowableMovement` from where it went down; it changes whenever a
/// finger moves after that (any distance), and it ends when any finger lifts. Lifting early or
/// moving too far before it begins makes it fail. With `numberOfTapsRequired` above 0 that many
/// full taps (the same fingers down and up, within `allowableMovement`) come first, each next tap
/// and then the press going down within `maximumIntervalBetweenTaps` of the previous lift.
///
/// UIKit's defaults, from its documentation: `minimumPressDuration` 0.5 s, `allowableMovement`
/// 10 pt, `numberOfTouchesRequired` 1, `numberOfTapsRequired` 0. UIKit does not document how long
/// it waits between the taps; Fluid uses the tap recognizer's interval.
///
/// The press is timed by the recognizer's `deadline`, which the host fires on the first frame at
/// or after it: the gesture begins on that frame, as UIKit's begins on the run loop's timer.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must be held before the gesture begins (seconds).
    public var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must be held.
    public var numberOfTouchesRequired = 1
    /// How many full taps must come before the press.
    public var numberOfTapsRequired = 0
    /// How far a finger may move before the gesture begins (points); after, it may move freely.
    public var allowableMovement: CGFloat = 10
    /// How long after a tap lifts the next tap, or the press, must go down (seconds).
    public var maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Taps completed so far in this sequence.
    public private(set) var tapsCompleted = 0
    /// Fingers that went down in the current tap or press.
    private var fingersDown = 0

    public required init() { super.init() }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        deadline = nil
        fingersDown += touches.count
        guard fingersDown <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        // The press is timed from the moment every finger it needs is down.
        if fingersDown == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired {
            deadline = event.timestamp + minimumPressDuration
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            if movedTooFar(touches) {
                deadline = nil
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            deadline = nil
            guard !movedTooFar(touches), tapsCompleted < numberOfTapsRequired else {
                state = .failed  // moved, or lifted before the press was long enough
                return
            }
            // A tap is complete when its last finger lifts, with every finger it needs.
            guard touches.count >= numberOfTouches else { return }
            guard fingersDown == numberOfTouchesRequired else {
                state = .failed
                return
            }
            tapsCompleted += 1
            fingersDown = 0
            deadline = event.timestamp + maximumIntervalBetweenTaps
        default:
            break
        }
    }

    override open func deadlineDidPass() {
        guard state == .possible else { return }
        let pressing = tapsCompleted == numberOfTapsRequired && fingersDown == numberOfTouchesRequired
        // Held long enough: it begins. Otherwise the next tap or the press came too late.
        state = pressing ? .began : .failed
    }

    override open func reset() {
        tapsCompleted = 0
        fingersDown = 0
    }

    private func movedTooFar(_ touches: Set<Touch>) -> Bool {
        touches.contains { $0.maximumDistanceFromStart > allowableMovement }
    }
}
