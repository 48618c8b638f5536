import Foundation

/// Calls a closure once per frame with the animation time while it is added to a driver
/// (`CADisplayLink`): for motions that are not property animations, such as a scroll view's
/// deceleration, which writes its offset every frame as UIKit does.
///
/// The driver keeps the link (and so its closure) alive until `invalidate()`; capture the
/// owner weakly. While an unpaused link is added, the driver counts as animating, so the host
/// keeps producing frames.
@MainActor
public final class DisplayLink {
    private let callback: @MainActor (DisplayLink) -> Void
    /// The animation time of the current frame (seconds), valid inside the callback.
    public private(set) var timestamp: TimeInterval = 0
    /// A paused link is not called and does not keep the host drawing.
    public var isPaused = false
    private weak var driver: AnimationDriver?

    public init(_ callback: @escaping @MainActor (DisplayLink) -> Void) {
        self.callback = callback
    }

    /// Starts calling the closure on every tick of `driver` (moving it from another driver).
    public func add(to driver: AnimationDriver) {
        if let current = self.driver, current !== driver { current.remove(self) }
        self.driver = driver
        driver.add(self)
    }

    /// Stops for good: the driver lets go of the link.
    public func invalidate() {
        driver?.remove(self)
        driver = nil
    }

    func fire(at time: TimeInterval) {
        guard !isPaused else { return }
        timestamp = time
        callback(self)
    }
}
