import Foundation

/// The clock of a replay in the window (Docs/GestureFiles.md §6): time runs at `speed` against
/// the host's real time (SDL's tick counter, passed in; nothing here reads a clock) from 0 at
/// the start, and at real speed once the user takes over, without a jump.
struct ReplayClock {
    private(set) var speed: Double
    private var anchor: (real: TimeInterval, replay: TimeInterval)

    /// Replay time 0 is real time `start`.
    init(speed: Double, start: TimeInterval) {
        self.speed = speed
        anchor = (start, 0)
    }

    /// Replay time at real time `real`.
    func time(atReal real: TimeInterval) -> TimeInterval {
        anchor.replay + (real - anchor.real) * speed
    }

    /// From real time `real` on, replay time runs at real speed, continuing from where it is.
    mutating func runAtRealSpeed(from real: TimeInterval) {
        anchor = (real, time(atReal: real))
        speed = 1
    }
}
