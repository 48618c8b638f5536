import Foundation
import ViewTree

/// `CADisplayLink`: Fluid's `DisplayLink` made as UIKit code makes it, with a target and a
/// method reference in place of a selector (`CADisplayLink(target: self, selector: Controller.step)`).
/// As in UIKit, the link holds its target strongly until `invalidate()`.
extension DisplayLink {
    public convenience init<Target: AnyObject>(
        target: Target, selector: @escaping (Target) -> (DisplayLink) -> Void
    ) {
        self.init { link in selector(target)(link) }
    }

    /// A method that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// Starts the link on the frames of the window at work (`Window.current`: the one whose
    /// input or frame is being handled, where a scene is built and a recognizer acts). There is
    /// one run loop per window here, not per process; `runLoop` and `mode` say nothing more.
    /// Outside any window's work the link does not start: add it to a window's driver with
    /// `add(to: view.window!.animationDriver)`.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let window = Window.current else { return }
        add(to: window.animationDriver)
    }

    /// `remove(from:forMode:)`: stops it, as `invalidate()` does.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }
}

public typealias CADisplayLink = DisplayLink

/// Core Foundation's time in seconds, as `CADisplayLink.timestamp` gives it.
public typealias CFTimeInterval = TimeInterval
