import Foundation
import ViewTree

/// Builds timed pointer-event sequences for tests: drags at a steady velocity, sampled at a
/// chosen rate, optionally with irregular sampling, a rest before release and a chosen finger.
public struct PointerScript {
    public private(set) var events: [InputEvent] = []
    public var source: PointerEvent.Source
    public var identifier: Int
    /// The location and time of the latest event.
    public private(set) var location: CGPoint = .zero
    public private(set) var time: TimeInterval = 0

    public init(source: PointerEvent.Source = .mouse, identifier: Int = 0) {
        self.source = source
        self.identifier = identifier
    }

    private mutating func append(_ phase: PointerEvent.Phase, _ point: CGPoint, _ timestamp: TimeInterval) {
        events.append(
            .pointer(
                PointerEvent(
                    phase: phase, location: point, timestamp: timestamp,
                    source: source, identifier: identifier)))
        location = point
        time = timestamp
    }

    /// The pointer goes down at `point` at `time`.
    public mutating func down(at point: CGPoint, time: TimeInterval) {
        append(.began, point, time)
    }

    /// One move event.
    public mutating func move(to point: CGPoint, time: TimeInterval) {
        append(.moved, point, time)
    }

    /// Moves in a straight line at constant velocity to `point`, taking `duration` seconds, with
    /// one event every 1/`rate` seconds. With `timestampJitter` > 0 each event's timestamp is
    /// displaced by a deterministic pseudo-random amount in ±jitter; when `jitterMovesSamples`
    /// is true the position is where the pointer truly was at that (irregular) time — a device
    /// that timestamps its samples; when false the position stays on the regular grid and only
    /// the timestamp is noisy — a timestamp taken when the event was queued.
    public mutating func drag(
        to point: CGPoint, duration: TimeInterval, rate: Double = 60,
        timestampJitter: TimeInterval = 0, jitterMovesSamples: Bool = true, seed: UInt64 = 1
    ) {
        let start = location, startTime = time
        let steps = max(1, Int((duration * rate).rounded()))
        var random = SplitMix64(seed: seed)
        for step in 1...steps {
            let nominal = Double(step) / Double(steps) * duration
            let jitter = step == steps || timestampJitter == 0 ? 0 : (random.nextUnit() * 2 - 1) * timestampJitter
            let sampleTime = nominal + jitter
            let fraction = CGFloat((jitterMovesSamples ? sampleTime : nominal) / duration)
            let p = CGPoint(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction)
            append(.moved, p, startTime + sampleTime)
        }
    }

    /// The pointer stays still for `duration` seconds (no events).
    public mutating func rest(_ duration: TimeInterval) {
        time += duration
    }

    /// The pointer lifts where it is, `after` seconds after the latest event.
    public mutating func up(after: TimeInterval = 0.004) {
        append(.ended, location, time + after)
    }

    /// The system cancels the touch.
    public mutating func cancel(after: TimeInterval = 0.004) {
        append(.cancelled, location, time + after)
    }

    /// A drag from `start` to `end` at a steady speed, released 4 ms after the last move.
    public static func drag(
        from start: CGPoint, to end: CGPoint, at time: TimeInterval = 0, duration: TimeInterval,
        rate: Double = 60, restBeforeRelease: TimeInterval = 0
    ) -> [InputEvent] {
        var script = PointerScript()
        script.down(at: start, time: time)
        script.drag(to: end, duration: duration, rate: rate)
        script.rest(restBeforeRelease)
        script.up()
        return script.events
    }

    /// A tap: down and up 80 ms later without moving.
    public static func tap(at point: CGPoint, time: TimeInterval = 0) -> [InputEvent] {
        var script = PointerScript()
        script.down(at: point, time: time)
        script.up(after: 0.08)
        return script.events
    }
}
