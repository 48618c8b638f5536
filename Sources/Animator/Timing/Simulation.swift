/// One-dimensional motion in time, in the shape of Flutter's `Simulation` (`x(t)`, `dx(t)`,
/// `isDone(t)`): where it is, how fast it moves, and whether it has come to rest for good, at any
/// time (seconds) from its start.
///
/// Fluid's three motions have this shape — ``SpringSolution`` (displacement from its rest
/// point), ``Decay`` (UIScrollView's deceleration) and ``ScrollMotion`` (a decay that may bounce
/// off a bound) — so code and tests can treat them alike; each keeps its own richer API (a
/// spring's unit response, a decay's rest position, a scroll motion's phases). ``RubberBand`` is
/// not one: it maps a drag to an offset, with no time in it. Unlike Flutter's instantaneous
/// check, `isDone` here holds from that time on (each type's rigorous rest time), so a spring
/// passing through its rest point mid-oscillation is not done.
public protocol Simulation: Sendable {
    func position(at time: Double) -> Double
    func velocity(at time: Double) -> Double
    func isDone(at time: Double) -> Bool
}

extension SpringSolution: Simulation {
    /// The displacement from the rest point.
    public func position(at time: Double) -> Double { displacement(at: time) }
    /// At rest within the default tolerance from `time` on (``settlingTime(tolerance:)``).
    public func isDone(at time: Double) -> Bool { time >= settlingTime() }
}

extension Decay: Simulation {
    /// Within half a point of its rest position from `time` on (``duration(threshold:)``).
    public func isDone(at time: Double) -> Bool { time >= duration() }
}

extension ScrollMotion: Simulation {
    public func position(at time: Double) -> Double { offset(at: time) }
    public func isDone(at time: Double) -> Bool { isFinished(at: time) }
}
