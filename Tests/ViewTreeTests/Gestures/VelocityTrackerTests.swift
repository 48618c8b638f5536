import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

@MainActor
@Suite struct VelocityTrackerTests {
    /// Feeds a script's moves to a tracker and returns the velocity at the release.
    private func releaseVelocity(_ events: [InputEvent]) -> CGVector {
        var tracker = VelocityTracker()
        var releaseTime: TimeInterval = 0
        for case let .pointer(event) in events {
            switch event.phase {
            case .began, .moved: tracker.add(event.location, at: event.timestamp)
            case .ended, .cancelled: releaseTime = event.timestamp
            }
        }
        return tracker.velocity(at: releaseTime)
    }

    /// A steady 1,000 pt/s drag for 0.3 s, sampled at `rate` with irregular sampling times.
    private func steadyDrag(
        rate: Double, jitter: TimeInterval, jitterMovesSamples: Bool = true, seed: UInt64 = 7
    ) -> [InputEvent] {
        var script = PointerScript()
        script.down(at: CGPoint(x: 20, y: 400), time: 1)
        script.drag(
            to: CGPoint(x: 320, y: 400), duration: 0.3, rate: rate, timestampJitter: jitter,
            jitterMovesSamples: jitterMovesSamples, seed: seed)
        script.up(after: 0.004)
        return script.events
    }

    @Test(arguments: [60.0, 125.0])
    func steadyDragWithinTwoPercent(rate: Double) {
        for seed in UInt64(1)...20 {
            let v = releaseVelocity(steadyDrag(rate: rate, jitter: 0.002, seed: seed))
            #expect(abs(v.dx - 1000) / 1000 < 0.02, "rate \(rate) seed \(seed): \(v.dx)")
            #expect(abs(v.dy) < 20)
        }
    }

    /// When only the timestamps are noisy (an event stamped when it was queued, as SDL does), the
    /// error is larger; this pins how much, so a change to the estimator shows up here.
    @Test(arguments: [60.0, 125.0])
    func noisyTimestampsStayWithinTenPercent(rate: Double) {
        var worst = 0.0
        for seed in UInt64(1)...50 {
            let v = releaseVelocity(steadyDrag(rate: rate, jitter: 0.002, jitterMovesSamples: false, seed: seed))
            worst = max(worst, abs(v.dx - 1000) / 1000)
        }
        #expect(worst < 0.10, "worst relative error \(worst)")
    }

    @Test func zeroAfterARestBeforeRelease() {
        let events = PointerScript.drag(
            from: CGPoint(x: 0, y: 0), to: CGPoint(x: 300, y: 0), duration: 0.3,
            restBeforeRelease: 0.05)
        #expect(releaseVelocity(events) == .zero)
        let quick = PointerScript.drag(
            from: CGPoint(x: 0, y: 0), to: CGPoint(x: 300, y: 0), duration: 0.3,
            restBeforeRelease: 0.03)
        #expect(abs(releaseVelocity(quick).dx - 1000) < 1)
    }

    /// "No movement for 40 ms or more" is a stop: exactly 40 ms reads 0, 39 ms full speed, also
    /// with millisecond timestamps whose difference is not exactly 0.040 in binary.
    @Test func aRestOfExactlyFortyMillisecondsIsAStop() {
        for start in [0.0, 1.194, 37.001] {
            var tracker = VelocityTracker()
            for k in 0...10 { tracker.add(CGPoint(x: Double(k) * 10, y: 0), at: start + Double(k) * 0.010) }
            let last = start + 0.100
            #expect(abs(tracker.velocity(at: last + 0.039).dx - 1000) < 1e-6, "start \(start)")
            #expect(tracker.velocity(at: last + 0.040) == .zero, "start \(start)")
            #expect(tracker.velocity(at: ((last + 0.040) * 1000).rounded() / 1000) == .zero, "start \(start)")
        }
    }

    @Test func onlySamplesWithinTheHorizonAndGapCount() {
        var tracker = VelocityTracker()
        // A slow drift long ago, then a pause of 50 ms, then 3 samples at 2,000 pt/s.
        for k in 0..<10 { tracker.add(CGPoint(x: Double(k), y: 0), at: Double(k) * 0.016) }
        let start = 9 * 0.016 + 0.050
        for k in 0..<3 { tracker.add(CGPoint(x: 9 + Double(k) * 20, y: 0), at: start + Double(k) * 0.010) }
        #expect(abs(tracker.velocity(at: start + 0.02).dx - 2000) < 1e-6)
    }

    @Test func twoSamplesGiveTheirSlopeOneGivesZero() {
        var tracker = VelocityTracker()
        tracker.add(CGPoint(x: 0, y: 0), at: 0)
        #expect(tracker.velocity(at: 0) == .zero)
        tracker.add(CGPoint(x: 20, y: -10), at: 0.010)
        let v = tracker.velocity(at: 0.010)
        #expect(abs(v.dx - 2000) < 1e-9 && abs(v.dy + 1000) < 1e-9)
    }

    /// Three samples with uneven gaps, as SDL stamps them (measured under Xvfb: a steady drag to
    /// the left at 0, 6 and 32 ms): the straight line keeps the direction, where a quadratic
    /// through the three points read +460 pt/s.
    @Test func threeUnevenSamplesKeepTheirDirection() {
        var tracker = VelocityTracker()
        for (x, t) in [(300.0, 0.0), (293.0, 0.006), (286.0, 0.032)] { tracker.add(CGPoint(x: x, y: 0), at: t) }
        let v = tracker.velocity(at: 0.032)
        // Least-squares line through (−32, 300), (−26, 293), (0, 286) ms.
        #expect(abs(v.dx - -387.0967741935484) < 1e-6)
        let quadratic = VelocityTracker.slopeOfQuadraticFit(taus: [-0.032, -0.026, 0], values: [300, 293, 286])
        #expect((quadratic ?? 0) > 400)  // what the quadratic would have said
        // A fourth sample brings the quadratic back.
        tracker.add(CGPoint(x: 279, y: 0), at: 0.058)
        #expect(tracker.velocity(at: 0.058).dx < 0)
    }

    @Test func acceleratingDragIsFollowed() {
        // x = 5000·t² (a = 10,000 pt/s²): the quadratic fit is exact, v = 10,000·t.
        var tracker = VelocityTracker()
        for k in 0...12 {
            let t = Double(k) / 120
            tracker.add(CGPoint(x: 5000 * t * t, y: 0), at: t)
        }
        #expect(abs(tracker.velocity(at: 0.1).dx - 1000) < 1e-6)
    }

    @Test func badSamplesAreIgnored() {
        var tracker = VelocityTracker()
        tracker.add(CGPoint(x: 0, y: 0), at: 0)
        tracker.add(CGPoint(x: CGFloat.nan, y: 0), at: 0.01)
        tracker.add(CGPoint(x: 10, y: 0), at: .infinity)
        tracker.add(CGPoint(x: 10, y: 0), at: 0.01)
        tracker.add(CGPoint(x: 99, y: 0), at: 0.005)  // older than the newest: dropped
        tracker.add(CGPoint(x: 20, y: 0), at: 0.02)
        let v = tracker.velocity(at: 0.02)
        #expect(abs(v.dx - 1000) < 1e-6)
        // Many samples at one timestamp cannot be fitted: 0, not infinity.
        var same = VelocityTracker()
        for k in 0..<5 { same.add(CGPoint(x: Double(k), y: 0), at: 1) }
        #expect(same.velocity(at: 1) == .zero)
    }
}
