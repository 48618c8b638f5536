import Foundation

/// A call that UIKit answers with an exception or a crash (or silently ignores), reported by
/// `PropertyAnimator` instead; the call itself is ignored unless the case says otherwise.
public enum AnimatorMisuse: Error, Equatable, Sendable, CustomStringConvertible {
    /// `finishAnimation(at:)` outside `.stopped` (UIKit raises).
    case finishOutsideStopped(AnimatingState)
    /// A call that needs `.active` or `.inactive` made on a stopped animator.
    case stopped(action: String)
    /// `stopAnimation(_:)` on an inactive animator: there is nothing to stop.
    case stopWhileInactive
    /// Pausing, stopping or scrubbing an animator whose `isInterruptible` is false (UIKit raises).
    case notInterruptible(action: String)
    /// Changing `isInterruptible` once active (UIKit raises).
    case interruptibleChangedWhileActive
    /// `fractionComplete` set to NaN (±∞ are clamped to 0…1 like any other value).
    case fractionCompleteNotANumber
    /// `fractionComplete` set while running (UIKit ignores it silently).
    case fractionCompleteWhileRunning
    /// `continueAnimation` on an inactive animator (start it instead).
    case continueWhileInactive
    /// A negative or non-finite duration, delay or duration factor; `replacement` is used instead.
    case invalidTime(name: String, value: Double, replacement: Double)
    /// Started without a driver, and no animated view is in a window: the animations complete at once.
    case noDriver
    /// Released while paused or stopped (UIKit crashes); the current values were kept.
    case releasedWhileActive

    public var description: String {
        switch self {
        case let .finishOutsideStopped(state):
            "finishAnimation(at:) called on an \(state) animator; it is only valid after stopAnimation(false). Ignored."
        case let .stopped(action):
            "\(action) called on a stopped animator; call finishAnimation(at:) first. Ignored."
        case .stopWhileInactive:
            "stopAnimation(_:) called on an inactive animator; there is nothing to stop. Ignored."
        case let .notInterruptible(action):
            "\(action) called on an animator whose isInterruptible is false; it runs to completion. Ignored."
        case .interruptibleChangedWhileActive:
            "isInterruptible can only be changed while the animator is inactive. Ignored."
        case .fractionCompleteNotANumber:
            "fractionComplete set to NaN; give a value in 0…1. Ignored."
        case .fractionCompleteWhileRunning:
            "fractionComplete set while the animator runs; call pauseAnimation() before scrubbing. Ignored."
        case .continueWhileInactive:
            "continueAnimation(withTimingParameters:durationFactor:) called on an inactive animator; call startAnimation(). Ignored."
        case let .invalidTime(name, value, replacement):
            "\(name) must be a finite number ≥ 0, got \(value); using \(replacement)."
        case .noDriver:
            "The animator has no driver and none of its views is in a window; its animations completed at once."
        case .releasedWhileActive:
            "A paused or stopped animator was released; its views keep their current values. Call stopAnimation(true) before releasing it."
        }
    }
}
