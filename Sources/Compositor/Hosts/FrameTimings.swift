import Foundation
import ViewTree

/// How long one drawn frame's steps took in a window (`WindowHost.frameObserver`), in seconds:
/// handling the input that arrived since the last frame, the animate step, layout, and drawing
/// (with presenting). Measured by the host with the platform's high-resolution counter; the
/// library never reads a clock of its own.
public struct FrameTimings: Equatable, Sendable {
    public var input: TimeInterval
    public var animate: TimeInterval
    public var layout: TimeInterval
    public var render: TimeInterval

    public init(input: TimeInterval, animate: TimeInterval, layout: TimeInterval, render: TimeInterval) {
        self.input = input
        self.animate = animate
        self.layout = layout
        self.render = render
    }

    /// The whole frame.
    public var total: TimeInterval { input + animate + layout + render }
}
