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
    private var steps: [(phase: PointerEvent.Phase, location: CGPoint, time: TimeInterval)] = []
    private var location = CGPoint.zero
    private var time: TimeInterval = 0

    /// The interval between moves: a 60 Hz display's frame.
    public static let frameInterval: TimeInterval = 1.0 / 60

    public init(name: String = "gesture") {
        self.name = name
    }

    /// The pointer goes down at `start` a frame from now, then moves by `offset` in `seconds`.
    public func drag(from start: CGPoint, by offset: CGVector, seconds: TimeInterval) -> ScriptedGesture {
        var gesture = self
        gesture.time += Self.frameInterval
        gesture.location = start
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
            gesture.time += Self.frameInterval
            gesture.location = CGPoint(x: start.x + offset.dx * fraction, y: start.y + offset.dy * fraction)
            gesture.append(.moved)
        }
        return gesture
    }

    /// The pointer lifts where it is, a quarter frame after its last move.
    public func release() -> ScriptedGesture {
        var gesture = self
        gesture.time += Self.frameInterval / 4
        gesture.append(.ended)
        return gesture
    }

    /// Nothing happens for `seconds` (a glide runs on).
    public func wait(_ seconds: TimeInterval) -> ScriptedGesture {
        var gesture = self
        gesture.time += seconds
        return gesture
    }

    /// The gesture's events, timed from `start`.
    public func events(startingAt start: TimeInterval) -> [InputEvent] {
        steps.map { .pointer(PointerEvent(phase: $0.phase, location: $0.location, timestamp: start + $0.time)) }
    }

    private mutating func append(_ phase: PointerEvent.Phase) {
        steps.append((phase, location, time))
    }
}
