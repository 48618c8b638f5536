import Foundation
import ViewTree

/// What a host drives: the app receives input and frame ticks, the host draws its window.
@MainActor
public protocol HostDelegate: AnyObject {
    /// The tree to draw.
    var window: Window { get }
    /// Called for every input event, before the frame that shows its effect, with the window's
    /// clock already at the event's time: what the delegate does not handle itself it passes to
    /// `window.deliver(_:)`.
    func handle(_ event: InputEvent)
    /// Called once per frame with the frame's timestamp (seconds on the host's clock), before
    /// drawing; returns true while something animates, so that the host keeps producing frames.
    func advance(to time: TimeInterval) -> Bool
    /// Whether the host should stop.
    var wantsToQuit: Bool { get }
    /// Called when the window has nothing to draw and no input waits: does one small piece of
    /// work ahead of need and returns true while more remains, so that the host polls again
    /// instead of sleeping. Once it returns false the host sleeps until input (no CPU at rest).
    func idle() -> Bool
    /// Called once per frame, after the window's own input and before the frame's animate step:
    /// input the delegate plays itself (a replay) that is due by `time` is delivered here, at its
    /// own timestamps, through `pipeline` (``FramePipeline/dispatch(_:to:)``), so that it takes
    /// the window's path without passing through ``handle(_:)``, which gets only real input.
    func deliverScheduledInput(until time: TimeInterval, through pipeline: FramePipeline)
}

extension HostDelegate {
    public func idle() -> Bool { false }
    public func deliverScheduledInput(until time: TimeInterval, through pipeline: FramePipeline) {}
}
