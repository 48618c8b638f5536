import Foundation

/// One finger (or the mouse with its button held) from the moment it goes down until it lifts:
/// `UITouch`. The view it first touched stays its `view` for the whole sequence.
@MainActor
public final class Touch: Hashable {
    public enum Phase: Sendable { case began, moved, ended, cancelled }

    /// Distinguishes fingers; 0 for the mouse.
    public let identifier: Int
    public let source: PointerEvent.Source
    public private(set) var phase: Phase = .began
    /// The timestamp of the touch's latest event (seconds on the host's clock).
    public private(set) var timestamp: TimeInterval
    /// The view hit when the touch went down (presentation geometry), if it is still alive.
    public private(set) weak var view: View?
    /// The window the touch belongs to.
    public private(set) weak var window: Window?

    /// Where the touch is, in window coordinates.
    public private(set) var locationInWindow: CGPoint
    /// Where it was at its previous event, in window coordinates.
    public private(set) var previousLocationInWindow: CGPoint
    /// Where it went down, in window coordinates.
    public let initialLocationInWindow: CGPoint
    /// The farthest it has been from where it went down (points), for tap recognition.
    public private(set) var maximumDistanceFromStart: CGFloat = 0

    /// How hard the touch presses, where 1 is an average touch (`UITouch.force`): the pointer's
    /// pressure times ``maximumPossibleForce``; 0 when the device senses no pressure, as on an
    /// iPhone without 3D Touch. A change of force alone is a move (`touchesMoved`), as in UIKit.
    public var force: CGFloat { CGFloat(pressure ?? 0) * maximumPossibleForce }
    /// The force at full pressure (`UITouch.maximumPossibleForce`): ``Touch/pressureSensingMaximumForce``
    /// once the touch has reported a pressure, 0 while it has not.
    public var maximumPossibleForce: CGFloat { pressure == nil ? 0 : Self.pressureSensingMaximumForce }
    /// The maximum force a pressure-sensing touch reports. UIKit documents no figure; 20/3 (≈ 6.67)
    /// is what 3D Touch iPhones return, so code that divides by it, or compares `force` with
    /// fixed thresholds tuned on those phones, behaves as there (Docs/Gestures.md §6).
    public static let pressureSensingMaximumForce: CGFloat = 20.0 / 3.0
    /// The latest pressure the touch's pointer reported (0…1), nil while it has reported none.
    private var pressure: Double?

    /// Set when something consumed the touch (a scroll view it stopped): it will not be a tap.
    var isTapSuppressed = false
    /// The recognizers this touch was given to, in delivery order (hit view first). Held weakly:
    /// a recognizer keeps its touches, so a touch that kept its recognizers would make a cycle
    /// that outlives a window dropped mid-touch.
    var recognizers: [GestureRecognizer] { deliveries.compactMap(\.recognizer) }
    private var deliveries: [WeakRecognizer] = []

    func deliver(to recognizer: GestureRecognizer) {
        deliveries.append(WeakRecognizer(recognizer: recognizer))
    }

    func stopDelivering(to recognizer: GestureRecognizer) {
        deliveries.removeAll { $0.recognizer === recognizer || $0.recognizer == nil }
    }

    init(
        identifier: Int, source: PointerEvent.Source, location: CGPoint, timestamp: TimeInterval,
        view: View?, window: Window
    ) {
        self.identifier = identifier
        self.source = source
        self.timestamp = timestamp
        self.view = view
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
        initialLocationInWindow = location
    }

    /// The pointer's pressure at its latest event: kept while a pointer that stopped reporting
    /// one (a lift without pressure) says nothing new; out-of-range values are clamped to 0…1.
    func update(pressure: Double?) {
        guard let pressure, pressure.isFinite else { return }
        self.pressure = min(max(pressure, 0), 1)
    }

    func update(phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        self.phase = phase
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.timestamp = max(self.timestamp, timestamp)
        let dx = location.x - initialLocationInWindow.x, dy = location.y - initialLocationInWindow.y
        maximumDistanceFromStart = max(maximumDistanceFromStart, (dx * dx + dy * dy).squareRoot())
    }

    /// The touch's location in `view`'s coordinates (the window's when `nil`).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The touch's location at its previous event, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The touches of one input event, as handed to gesture recognizers (`UIEvent`).
@MainActor
public struct Event {
    /// The event's timestamp (seconds on the host's clock).
    public let timestamp: TimeInterval
    /// Every touch down at the time of the event, including those that just ended. Optional,
    /// as UIKit's (`event.allTouches?.count`); a touch event here always has its touches.
    public let allTouches: Set<Touch>?

    init(timestamp: TimeInterval, allTouches: Set<Touch>) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// The event's touches that went down on `view` (`UIEvent.touches(for:)`).
    public func touches(for view: View) -> Set<Touch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The event's touches delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        allTouches?.filter { gestureRecognizer.touches.contains($0) }
    }
}
