/// An animator's state (UIKit's `UIViewAnimatingState`).
public enum AnimatingState: Sendable, Hashable, CustomStringConvertible {
    /// Not started, or finished: no animations are in progress.
    case inactive
    /// Started or paused (or scrubbed): the animations are live.
    case active
    /// Stopped with `stopAnimation(false)`; waiting for `finishAnimation(at:)`.
    case stopped

    public var description: String {
        switch self {
        case .inactive: "inactive"
        case .active: "active"
        case .stopped: "stopped"
        }
    }
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum AnimatingPosition: Sendable, Hashable {
    case end, start, current
}
