import Foundation
import ViewTree

/// A gesture written in code: the pointer events of a drag, one move per 60 Hz frame, in points
/// on the phone's canvas, timed from the gesture's start. A scene names the gestures
/// `bench --gesture` times on it (`Scene.benchmarkGestures`):
///
/// ```swift
/// var benchmarkGestures: [ScriptedGesture] {
///     [ScriptedGesture().drag(from: CGPoint(x: 195, y: 422), by: CGVector(dx: 120, dy: 160), seconds: 0.3).release()]
/// }
/// ```
public struct ScriptedGesture: Sendable {
    /// What the bench calls the gesture's frames ("throw"); the first gesture's are "mid-gesture".
    public var name: String
    /// The clock's advances and the pointer's events, in order. Times are kept as advances and
    /// summed from the start when the events are made, so that a gesture started at `t` gives
    /// the same timestamps, to the last bit, as one written from `t` (which frame an event falls
    /// in depends on them).
    private var steps: [Step] = []
    private var location = CGPoint.zero
    /// The pointer's pressure (0…1), nil until `press` gives it one.
    private var pressure: Double?

    private enum Step: Sendable {
        case advance(TimeInterval)
        case pointer(PointerEvent.Phase, CGPoint, pressure: Double?)
    }

    /// The interval between moves: a 60 Hz display's frame.
    public static let frameInterval: TimeInterval = 1.0 / 60

    public init(name: String = "gesture") {
        self.name = name
    }

    /// The pointer goes down at `start` a frame from now, then moves by `offset` in `seconds`.
    public func drag(from start: CGPoint, by offset: CGVector, seconds: TimeInterval) -> ScriptedGesture {
        var gesture = self
        gesture.steps.append(.advance(Self.frameInterval))
        gesture.location = start
        gesture.pressure = nil
        gesture.append(.began)
        return gesture.move(by: offset, seconds: seconds)
    }

    /// The pointer that is down moves by `offset` in `seconds`, one move per frame at a steady speed.
    public func move(by offset: CGVector, seconds: TimeInterval) -> ScriptedGesture {
        var gesture = self
        let steps = max(1, Int((seconds / Self.frameInterval).rounded()))
        let start = location
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            gesture.steps.append(.advance(Self.frameInterval))
            gesture.location = CGPoint(x: start.x + offset.dx * fraction, y: start.y + offset.dy * fraction)
            gesture.append(.moved)
        }
        return gesture
    }

    /// The pointer that is down presses, where it is, steadily from its pressure (0 if it has
    /// none yet) to `pressure` (0…1 of full pressure: `Touch.force` over its maximum) in
    /// `seconds`, one move per frame: a firm press on a pressure-sensing screen, or Control +
    /// wheel with the mouse.
    public func press(to pressure: Double, seconds: TimeInterval) -> ScriptedGesture {
        var gesture = self
        let steps = max(1, Int((seconds / Self.frameInterval).rounded()))
        let start = self.pressure ?? 0
        for step in 1...steps {
            gesture.steps.append(.advance(Self.frameInterval))
            gesture.pressure = start + (pressure - start) * Double(step) / Double(steps)
            gesture.append(.moved)
        }
        return gesture
    }

    /// The pointer lifts where it is, a quarter frame after its last move.
    public func release() -> ScriptedGesture {
        var gesture = self
        gesture.steps.append(.advance(Self.frameInterval / 4))
        gesture.append(.ended)
        return gesture
    }

    /// Nothing happens for `seconds` (a glide runs on).
    public func wait(_ seconds: TimeInterval) -> ScriptedGesture {
        var gesture = self
        gesture.steps.append(.advance(seconds))
        return gesture
    }

    /// The gesture's events, timed from `start`.
    public func events(startingAt start: TimeInterval) -> [InputEvent] {
        var time = start
        var events: [InputEvent] = []
        for step in steps {
            switch step {
            case let .advance(seconds):
                time += seconds
            case let .pointer(phase, location, pressure):
                events.append(
                    .pointer(PointerEvent(phase: phase, location: location, timestamp: time, pressure: pressure)))
            }
        }
        return events
    }

    private mutating func append(_ phase: PointerEvent.Phase) {
        steps.append(.pointer(phase, location, pressure: pressure))
    }
}
