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
/// Every X event with a time measures it (keys, property changes, the pointer crossing into the
/// window), so that a flick whose every event, the first included, arrives in one late batch is
/// still placed on a clock measured before it. A pointer event without a server time (another window system, a synthesised event) keeps
/// SDL's time. The times of pointer events never go backwards.
struct WindowSystemClock {
    /// A pointer event SDL delivers after the window system's message about it.
    package enum Kind: Equatable {
        case motion
        case button
    }

    /// The window system's last message about a pointer event, waiting for the SDL event made of it.
    private var pending: (kind: Kind, serverTime: UInt32)?
    /// Host milliseconds minus server milliseconds: the smallest difference seen.
    private var offset: Int64?
    /// The last pointer event's time, in seconds.
    private var last = -TimeInterval.infinity

    /// A delay this much longer than the smallest seen is not taken as a delay: the event keeps
    /// SDL's time. A hitch of up to this long keeps the times the events happened at.
    static let maximumDelay: Int64 = 2000
    /// After this many such events in a row the clocks' relation changed (the X server restarted,
    /// the host slept), and the offset is measured again. One alone is not enough: an X server may
    /// stamp an event with a time it last updated long ago (Xvfb's crossing events after XTEST
    /// moves came 3 s stale), which would otherwise throw the offset off for the flick after it.
    static let eventsToMeasureAgain = 3
    /// Events in a row delivered more than `maximumDelay` late.
    private var lateInARow = 0

    /// Notes a window-system event that the server stamped `serverTime` (milliseconds on its clock)
    /// and that reached the app at `delivered` (SDL's stamp): every such event measures the
    /// clocks' offset, so that the first pointer event after a quiet spell, arriving late in a
    /// batch, is still placed right; a pointer event (`kind`) is also kept for the SDL event SDL
    /// makes of it next.
    mutating func noteWindowSystemEvent(_ kind: Kind?, serverTime: UInt32, delivered: UInt32) {
        // Both clocks are 32-bit milliseconds that wrap: their difference is taken modulo 2^32.
        let difference = Int64(Int32(bitPattern: delivered &- serverTime))
        if let current = offset, difference >= current {
            // Delivered late by `difference − current`: the offset stands, unless far too late
            // too many times in a row.
            lateInARow = difference - current <= Self.maximumDelay ? 0 : lateInARow + 1
            if lateInARow >= Self.eventsToMeasureAgain {
                offset = difference
                lateInARow = 0
            }
        } else {
            offset = difference
            lateInARow = 0
        }
        pending = kind.map { ($0, serverTime) }
    }

    /// The time, in seconds on the host's clock, of an SDL pointer event of `kind` that SDL
    /// stamped `delivered` (milliseconds, `SDL_Event.common.timestamp`): when the window system
    /// said when it happened, that moment on the host's clock.
    mutating func time(of kind: Kind, delivered: UInt32) -> TimeInterval {
        var milliseconds = Int64(delivered)
        if let note = pending, note.kind == kind, let offset {
            pending = nil
            // How late it came: its difference between the clocks over the smallest seen.
            let delay = Int64(Int32(bitPattern: delivered &- note.serverTime)) - offset
            if delay > 0, delay <= Self.maximumDelay { milliseconds -= delay }
        }
        let time = max(last, TimeInterval(milliseconds) / 1000)
        last = time
        return time
    }
}
