import Compositor
import FluidTestSupport
import Foundation
import ViewTree

@MainActor
extension HeadlessHost {
    /// Presses at `start` just after now, drags to `end` over `duration` at 60 Hz, rests `rest`
    /// seconds and, if `release`, lifts; then runs the clock on to `settle` seconds after the last
    /// event (the events carry their own times, ahead of the host's clock).
    @discardableResult
    func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, rest: TimeInterval = 0,
        release: Bool = true, settle: TimeInterval
    ) -> PointerScript {
        var script = PointerScript()
        script.down(at: start, time: time + 0.01)
        script.drag(to: end, duration: duration)
        script.rest(rest)
        if release { script.up() }
        for event in script.events { send(event) }
        advance(by: max(0, script.time - time) + settle)
        render()
        return script
    }
}
