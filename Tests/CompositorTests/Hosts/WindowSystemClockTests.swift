import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// Pointer events keep the X server's times when SDL delivers them late and in one batch
/// (a flick was lost when a frame was late). The server's clock starts at an arbitrary point;
/// SDL's stamps are the pump times.
struct WindowSystemClockTests {
    /// A flick: one move every 8 ms at 2,000 pt/s. The first moves are delivered 2 ms after they
    /// happen; then the app hitches and the last six arrive together 60 ms late.
    static let serverStart: UInt32 = 4_000_000_000  // near the wrap of the server's 32-bit clock
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
            clock.noteWindowSystemEvent(.motion, serverTime: event.serverTime, delivered: event.delivered)
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
            clock.noteWindowSystemEvent(.motion, serverTime: event.serverTime, delivered: event.delivered)
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
        clock.noteWindowSystemEvent(.button, serverTime: 500, delivered: 1_000)
        #expect(clock.time(of: .button, delivered: 1_000) == 1.0)  // first: sets the offset (500 ms)
        clock.noteWindowSystemEvent(.button, serverTime: 520, delivered: 1_020)
        #expect(clock.time(of: .motion, delivered: 1_030) == 1.03)  // not a motion's note: SDL's time
        // The note was left for the button: it happened at 1.020, before the motion SDL stamped
        // 1.030, so it is kept in order at 1.030.
        #expect(clock.time(of: .button, delivered: 1_040) == 1.03)
        clock.noteWindowSystemEvent(.motion, serverTime: 545, delivered: 1_060)
        #expect(abs(clock.time(of: .motion, delivered: 1_060) - 1.045) < 1e-9)  // happened at 1.045
        #expect(clock.time(of: .motion, delivered: 1_070) == 1.07)  // no note: SDL's time
    }

    /// A flick made entirely during a stop of the app — the pointer entering the window, the press,
    /// the moves and the release all delivered in one batch 150 ms late — keeps its spacing and
    /// its velocity when an earlier event (here a key) measured the clocks: the first pointer
    /// event of the batch is not taken as on time. Without that measure every event of the batch
    /// gets one time and the flick reads 0 pt/s (measured in a window under Xvfb: SIGSTOP, the
    /// flick with xdotool, SIGCONT).
    @Test func aFlickWhollyInsideAStopKeepsItsVelocity() {
        for calibrated in [false, true] {
            var clock = WindowSystemClock()
            if calibrated { clock.noteWindowSystemEvent(nil, serverTime: 10_000, delivered: 3_001) }  // a key, on time
            var tracker = VelocityTracker()
            var time = 0.0
            let batch = 3_000 + 700 + 150  // everything below happened from 3.700 s on, delivered at 3.850 s
            var events: [(kind: WindowSystemClock.Kind, server: UInt32, y: CGFloat)] = [
                (.motion, 10_700, 0), (.button, 10_702, 0),
            ]
            for step in 1...4 {
                let server: UInt32 = 10_702 + UInt32(step) * 8
                events.append((.motion, server, CGFloat(-12 * step)))
            }
            events.append((.button, 10_740, -48))
            for (kind, server, y) in events {
                clock.noteWindowSystemEvent(kind, serverTime: server, delivered: UInt32(batch))
                time = clock.time(of: kind, delivered: UInt32(batch))
                if kind == .motion, server > 10_702 { tracker.add(CGPoint(x: 0, y: y), at: time) }
            }
            let velocity = tracker.velocity(at: time).dy
            if calibrated {
                #expect(abs(time - 3.741) < 1e-9, "the release at the time it happened")
                #expect(abs(velocity + 1500) < 50, "a 1,500 pt/s flick: \(velocity)")
            } else {
                #expect(velocity == 0, "nothing measured the clocks: the batch shares one time")
            }
        }
    }

    /// Delays far beyond any hitch, several in a row, mean the clocks' relation changed: measured
    /// again, never applied.
    @Test func aClockJumpIsMeasuredAgain() {
        var clock = WindowSystemClock()
        clock.noteWindowSystemEvent(.motion, serverTime: 1_000, delivered: 5_000)
        _ = clock.time(of: .motion, delivered: 5_000)
        // The server restarted: its clock is far behind. The first events keep SDL's times...
        for (server, delivered) in [(UInt32(1_010), UInt32(15_010)), (1_020, 15_020), (1_030, 15_030)] {
            clock.noteWindowSystemEvent(.motion, serverTime: server, delivered: delivered)
            #expect(clock.time(of: .motion, delivered: delivered) == TimeInterval(delivered) / 1000)
        }
        // ...and from the third the offset is the new one: a late event is placed again.
        clock.noteWindowSystemEvent(.motion, serverTime: 1_040, delivered: 15_045)
        #expect(abs(clock.time(of: .motion, delivered: 15_045) - 15.04) < 1e-9)
    }

    /// One event stamped with a stale server time (Xvfb's crossing events after XTEST moves came
    /// 3 s stale) keeps SDL's time and leaves the offset alone, so the flick after it is still
    /// placed (measured before this rule: the offset was taken from the stale event and the
    /// flick's batch shared one time).
    @Test func oneStaleTimeDoesNotThrowTheClockOff() {
        var clock = WindowSystemClock()
        clock.noteWindowSystemEvent(nil, serverTime: 1_000, delivered: 5_000)  // measured on time
        clock.noteWindowSystemEvent(.motion, serverTime: 1_000, delivered: 8_000)  // stale: 3 s
        #expect(clock.time(of: .motion, delivered: 8_000) == 8.0)
        clock.noteWindowSystemEvent(.button, serverTime: 4_020, delivered: 8_100)  // 80 ms late
        #expect(abs(clock.time(of: .button, delivered: 8_100) - 8.02) < 1e-9)
    }
}
