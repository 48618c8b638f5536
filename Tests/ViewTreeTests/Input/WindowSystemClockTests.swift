import Foundation
import Testing
@testable import ViewTree

/// Pointer events keep the X server's times when SDL delivers them late and in one batch
/// (issue: a flick lost when a frame is late). The server's clock starts at an arbitrary point;
/// SDL's stamps are the pump times.
struct WindowSystemClockTests {
    /// A flick: one move every 8 ms at 2,000 pt/s. The first moves are delivered 2 ms after they
    /// happen; then the app hitches and the last six arrive together 60 ms late.
    static let serverStart: UInt32 = 4_000_000_000 // near the wrap of the server's 32-bit clock
    static let hostStart: UInt32 = 90_000

    static func flick() -> [(serverTime: UInt32, delivered: UInt32, y: CGFloat)] {
        (0..<14).map { index in
            let server = serverStart &+ UInt32(index * 8)
            let happened = hostStart + UInt32(index * 8)
            let delivered = index < 8 ? happened + 2 : hostStart + UInt32(13 * 8) + 60
            return (server, delivered, CGFloat(index) * 16)
        }
    }

    @Test func batchedMovesKeepTheTimesTheyHappenedAt() {
        var clock = WindowSystemClock()
        let times = Self.flick().map { event in
            clock.noteWindowSystemEvent(.motion, serverTime: event.serverTime)
            return clock.time(of: .motion, delivered: event.delivered)
        }
        // Every event 8 ms after the one before, the batch included (to the millisecond).
        for (earlier, later) in zip(times, times.dropFirst()) {
            #expect(abs((later - earlier) - 0.008) < 1e-9, "\(times)")
        }
        // On the host's clock: the smallest delay seen (2 ms) taken as the offset.
        #expect(abs(times[0] - (TimeInterval(Self.hostStart) + 2) / 1000) < 1e-9)
    }

    /// The velocity at the release, read from the events' times: the flick's speed with the
    /// server's times, nothing with SDL's (the batch shares one time).
    @Test func aHitchedFlickKeepsItsVelocity() {
        var clock = WindowSystemClock()
        var withServerTimes = VelocityTracker(), withDeliveryTimes = VelocityTracker()
        var last = (server: 0.0, delivered: 0.0)
        for event in Self.flick() {
            clock.noteWindowSystemEvent(.motion, serverTime: event.serverTime)
            last.server = clock.time(of: .motion, delivered: event.delivered)
            last.delivered = TimeInterval(event.delivered) / 1000
            withServerTimes.add(CGPoint(x: 0, y: event.y), at: last.server)
            withDeliveryTimes.add(CGPoint(x: 0, y: event.y), at: last.delivered)
        }
        let kept = withServerTimes.velocity(at: last.server).dy
        #expect(abs(kept - 2000) < 20, "velocity with the server's times: \(kept) pt/s")
        let lost = withDeliveryTimes.velocity(at: last.delivered).dy
        #expect(abs(lost - 2000) > 500, "SDL's times should lose the flick (\(lost) pt/s)")
    }

    /// A note about a button press does not time a motion, and without a note SDL's time stands;
    /// times never go backwards.
    @Test func onlyTheMatchingEventTakesTheNoteAndTimesStayInOrder() {
        var clock = WindowSystemClock()
        clock.noteWindowSystemEvent(.button, serverTime: 500)
        #expect(clock.time(of: .button, delivered: 1_000) == 1.0) // first: sets the offset (500 ms)
        clock.noteWindowSystemEvent(.button, serverTime: 520)
        #expect(clock.time(of: .motion, delivered: 1_030) == 1.03) // not a motion's note: SDL's time
        // The note was left for the button: it happened at 1.020, before the motion SDL stamped
        // 1.030, so it is kept in order at 1.030.
        #expect(clock.time(of: .button, delivered: 1_040) == 1.03)
        clock.noteWindowSystemEvent(.motion, serverTime: 545)
        #expect(abs(clock.time(of: .motion, delivered: 1_060) - 1.045) < 1e-9) // happened at 1.045
        #expect(clock.time(of: .motion, delivered: 1_070) == 1.07) // no note: SDL's time
    }

    /// A delay far beyond any hitch means the clocks' relation changed: measured again, not applied.
    @Test func aClockJumpIsMeasuredAgain() {
        var clock = WindowSystemClock()
        clock.noteWindowSystemEvent(.motion, serverTime: 1_000)
        _ = clock.time(of: .motion, delivered: 5_000)
        clock.noteWindowSystemEvent(.motion, serverTime: 1_010) // the server restarted: its clock is far behind
        #expect(clock.time(of: .motion, delivered: 5_010 + 10_000) == 15.01)
        clock.noteWindowSystemEvent(.motion, serverTime: 1_030)
        #expect(abs(clock.time(of: .motion, delivered: 15_035) - 15.03) < 1e-9)
    }
}
