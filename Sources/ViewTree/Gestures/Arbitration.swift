/// What arbitration knows about one recognizer's gesture, read and changed only through these
/// operations: the state its targets were last told, a recognition held back until the
/// recognizers it requires to fail have failed, and a change the recognizer asked for that the
/// dispatcher has not acted on yet. The recognizer's state setter asks (``requestTransition()``);
/// the `EventDispatcher` decides and records (``record(_:)``, ``hold(_:)``, ``release()``).
/// (UIKit keeps this inside the gesture environment; Flutter in its gesture arena's entries.)
struct Arbitration {
    /// What the targets were last told.
    private(set) var delivered: GestureRecognizer.State = .possible
    /// A recognition held back until the recognizers this one requires to fail have failed.
    private(set) var awaited: GestureRecognizer.State?
    /// Whether the recognizer asked for a state change nobody has acted on yet.
    private(set) var hasPendingTransition = false

    /// The recognizer set a new state: the dispatcher acts on it when the handler returns.
    mutating func requestTransition() { hasPendingTransition = true }

    /// The change asked for, taken: true once per request.
    mutating func takeTransition() -> Bool {
        defer { hasPendingTransition = false }
        return hasPendingTransition
    }

    /// A state set without arbitration: nothing is pending.
    mutating func dropTransition() { hasPendingTransition = false }

    /// The targets are told `state`.
    mutating func record(_ state: GestureRecognizer.State) { delivered = state }

    /// Recognition (`.began` or, for a discrete gesture, `.ended`) waits for others to fail.
    mutating func hold(_ state: GestureRecognizer.State) { awaited = state }

    /// The held-back recognition, no longer held.
    @discardableResult
    mutating func release() -> GestureRecognizer.State? {
        defer { awaited = nil }
        return awaited
    }
}
