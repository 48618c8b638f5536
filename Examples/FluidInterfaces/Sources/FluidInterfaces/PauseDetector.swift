import FluidUIKit

/// Tells a pause in an upward swipe from the finger's acceleration, as the talk describes: once
/// the finger has moved with some speed, a pause is taken as made when it is slowing down hard
/// enough that, at that rate, it would stop within `lookahead` seconds, while it may still be
/// moving; or when it has stopped (slower than 20 pt/s).
///
/// It is given, every frame, the finger's place and the pan's velocity. The velocity is the
/// recognizer's estimate from the touches' own timestamps (steadier than differences of places
/// sampled at frames, which jump when a frame gets two events or none); a finger that has not
/// moved for 50 ms counts as stopped, since a finger that stops dead sends no events to lower
/// it. The acceleration is the change of that speed over the last 50 ms (three frames at 60 Hz).
final class PauseDetector {
    /// How far ahead the deceleration is projected (seconds); 0 waits for the finger to stop.
    let lookahead: () -> CGFloat
    /// The upward speed (pt/s) at each frame of the last second, for the graph.
    private(set) var speeds: [(time: TimeInterval, speed: CGFloat)] = []
    /// When the pause was taken, and the finger's speed then; nil before.
    private(set) var pauseTime: TimeInterval?
    private(set) var pauseSpeed: CGFloat?
    /// When the finger had stopped (slower than `stoppedSpeed`), after the pause was taken.
    private(set) var stopTime: TimeInterval?

    static let span: TimeInterval = 0.05
    static let minimumPeak: CGFloat = 250
    static let minimumTravel: CGFloat = 40
    static let stoppedSpeed: CGFloat = 20

    private var peak: CGFloat = 0
    private var startY: CGFloat?
    private var last: (y: CGFloat, movedAt: TimeInterval)?

    init(lookahead: @escaping () -> CGFloat) {
        self.lookahead = lookahead
    }

    func reset() {
        speeds.removeAll()
        pauseTime = nil
        pauseSpeed = nil
        stopTime = nil
        peak = 0
        startY = nil
        last = nil
    }

    /// At `time` the finger is at `y` (window points, up is smaller) with the pan's upward
    /// speed `upwardSpeed` (pt/s): returns true at the frame the pause is taken.
    func add(y: CGFloat, upwardSpeed: CGFloat, at time: TimeInterval) -> Bool {
        if startY == nil { startY = y }
        let movedAt = last.map { $0.y == y ? $0.movedAt : time } ?? time
        last = (y, movedAt)
        let speed = time - movedAt > Self.span + 1e-9 ? 0 : upwardSpeed
        let before = speeds.last { $0.time <= time - Self.span + 1e-9 }
        speeds.append((time, speed))
        speeds.removeAll { $0.time < time - 1 }
        peak = max(peak, speed)
        if pauseTime != nil {
            if stopTime == nil, speed < Self.stoppedSpeed { stopTime = time }
            return false
        }
        guard peak >= Self.minimumPeak, (startY ?? y) - y >= Self.minimumTravel else { return false }
        let acceleration = before.map { (speed - $0.speed) / CGFloat(time - $0.time) } ?? 0
        let stopsSoon = speed <= peak / 2 && acceleration < 0 && speed + acceleration * lookahead() <= 0
        guard stopsSoon || speed < Self.stoppedSpeed else { return false }
        pauseTime = time
        pauseSpeed = speed
        if speed < Self.stoppedSpeed { stopTime = time }
        return true
    }
}
