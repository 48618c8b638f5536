import Foundation

/// Times pointer events by when they happened, not by when SDL delivered them.
///
/// SDL2 stamps an event when it pumps it (`SDL_GetTicks()` in `SDL_PushEvent`), so after a slow
/// frame or on a busy machine the last moves of a flick arrive in one batch with one time: a
/// velocity read from them is 0 and the fling is lost. The X server stamps each pointer event
/// when it happens (milliseconds on its own clock), and SDL hands that event over just before the
/// one it makes of it (`SDL_SYSWMEVENT`, read by `fluid_window_system_event`). This maps those
/// server times onto the host's clock: the offset between the two clocks is the smallest
/// delivery delay seen (host time − server time), since no event is delivered before it happens.
/// A pointer event without a server time (another window system, a synthesised event) keeps
/// SDL's time. The times of pointer events never go backwards.
struct WindowSystemClock {
    /// A pointer event SDL delivers after the window system's message about it.
    enum Kind: Equatable {
        case motion
        case button
    }

    /// The window system's last message, waiting for the SDL event made of it.
    private var pending: (kind: Kind, serverTime: UInt32)?
    /// Host milliseconds minus server milliseconds: the smallest difference seen.
    private var offset: Int64?
    /// The last pointer event's time, in seconds.
    private var last = -TimeInterval.infinity

    /// A delay this much longer than the smallest seen means the clocks' relation changed (the X
    /// server restarted, the host slept): the offset is measured again. A hitch of up to this
    /// long keeps the times the events happened at.
    static let maximumDelay: Int64 = 2000

    /// Notes the window system's time (`serverTime`, milliseconds on its clock) of the pointer
    /// event SDL will deliver next.
    mutating func noteWindowSystemEvent(_ kind: Kind, serverTime: UInt32) {
        pending = (kind, serverTime)
    }

    /// The time, in seconds on the host's clock, of an SDL pointer event of `kind` that SDL
    /// stamped `delivered` (milliseconds, `SDL_Event.common.timestamp`).
    mutating func time(of kind: Kind, delivered: UInt32) -> TimeInterval {
        var milliseconds = Int64(delivered)
        if let note = pending, note.kind == kind {
            pending = nil
            // Both clocks are 32-bit milliseconds that wrap: their difference is taken modulo 2^32.
            let difference = Int64(Int32(bitPattern: delivered &- note.serverTime))
            if let current = offset, difference >= current, difference - current <= Self.maximumDelay {
                milliseconds -= difference - current
            } else {
                offset = difference
            }
        }
        let time = max(last, TimeInterval(milliseconds) / 1000)
        last = time
        return time
    }
}
