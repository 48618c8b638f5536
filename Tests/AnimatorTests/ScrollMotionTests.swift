import Foundation
import XCTest

@testable import Animator

/// D = 1000·ln r for the normal rate (Docs/Motion.md §3.1).
private let normalExponent = 1000 * log(0.998)
/// ω0 of the bounce spring (Docs/Motion.md §3.3).
private let omega = 10.0

/// x(t) = x0 + v0·(r^(1000t) − 1)/(1000 ln r) (Docs/Motion.md §3.1), written independently of Decay.
private func decayPosition(_ x0: Double, _ v0: Double, _ t: Double, rate: Double = 0.998) -> Double {
    x0 + v0 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
}

/// Critically damped x(t) = (x0 + (v0 + ωx0)t)e^(−ωt) relative to the target (Docs/Motion.md §2.1).
private func criticalDisplacement(_ x0: Double, _ v0: Double, _ t: Double) -> Double {
    (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
}

/// v(t) = (v0 − ω(v0 + ωx0)t)e^(−ωt) (Docs/Motion.md §2.1).
private func criticalVelocity(_ x0: Double, _ v0: Double, _ t: Double) -> Double {
    (v0 - omega * (v0 + omega * x0) * t) * exp(-omega * t)
}

/// The times at which the phase changes (segment starts after the first).
private func switchTimes(_ motion: ScrollMotion) -> [Double] {
    motion.segments.dropFirst().map(\.start)
}

final class ScrollMotionTests: XCTestCase {
    // MARK: - Deceleration inside the bounds

    func testInBoundsFlingFollowsDecayAndRestsWithoutJump() {
        for (x0, v0) in [(100.0, 1500.0), (9000.0, -2200.0)] {
            let motion = ScrollMotion(offset: x0, velocity: v0, bounds: 0...10_000)
            XCTAssertEqual(motion.segments.count, 1)
            for t in [0.001, 0.05, 0.3, 1, 2.5, 3.5] {
                XCTAssertEqual(motion.offset(at: t), decayPosition(x0, v0, t), accuracy: 1e-9 * abs(v0))
                XCTAssertEqual(motion.velocity(at: t), v0 * pow(0.998, 1000 * t), accuracy: 1e-9 * abs(v0))
                XCTAssertEqual(motion.phase(at: t), .decelerating)
            }
            // Rest: remaining travel |v0/D|·e^(DT) = 0.5 ⇒ T = ln(0.5·|D|/|v0|)/D (Docs/Motion.md §3.1).
            let expectedDuration = log(0.5 * abs(normalExponent) / abs(v0)) / normalExponent
            XCTAssertEqual(motion.duration, expectedDuration, accuracy: 1e-9)
            // x∞ = x0 − v0/D ≈ x0 + 0.4995·v0; the motion stops 0.5 pt short of it.
            XCTAssertEqual(motion.finalOffset, x0 + 0.4995 * v0, accuracy: 0.5 + 1e-6 * abs(v0))
            XCTAssertEqual(motion.finalOffset, x0 - v0 / normalExponent - (v0 > 0 ? 0.5 : -0.5), accuracy: 1e-9)
            // No snap: the last moving sample is where the motion rests.
            XCTAssertEqual(motion.offset(at: motion.duration.nextDown), motion.finalOffset, accuracy: 1e-9)
            XCTAssertEqual(motion.offset(at: motion.duration), motion.finalOffset)
            XCTAssertEqual(motion.velocity(at: motion.duration), 0)
            XCTAssertEqual(motion.phase(at: motion.duration), .settled)
            XCTAssertFalse(motion.isFinished(at: motion.duration.nextDown))
            XCTAssertTrue(motion.isFinished(at: motion.duration))
        }
    }

    func testFastRateUsesItsOwnExponent() {
        let motion = ScrollMotion(offset: 50, velocity: 1000, bounds: 0...1000, rate: .fast)
        for t in [0.01, 0.1, 0.4] {
            XCTAssertEqual(motion.offset(at: t), decayPosition(50, 1000, t, rate: 0.99), accuracy: 1e-9)
        }
        XCTAssertEqual(motion.finalOffset, 50 + 0.0995 * 1000 - 0.5, accuracy: 0.01)
        XCTAssertEqual(motion.finalOffset, 50 - 1000 / (1000 * log(0.99)) - 0.5, accuracy: 1e-9)
    }

    func testDecayThatRestsWithinThresholdOfTheBoundDoesNotBounce() {
        // Rest point 0.3 pt beyond the maximum: the decay's remaining travel drops below 0.5 before
        // it gets there, so it rests inside, short of the bound.
        let rest = -1000 / normalExponent
        let maximum = rest - 0.3
        let motion = ScrollMotion(offset: 0, velocity: 1000, bounds: 0...maximum)
        XCTAssertEqual(motion.segments.count, 1)
        XCTAssertLessThan(motion.finalOffset, maximum)
        XCTAssertEqual(motion.finalOffset, rest - 0.5, accuracy: 1e-9)
        XCTAssertNotEqual(motion.phase(at: motion.duration.nextDown), .bouncing)
    }

    // MARK: - Bounce at a bound

    func testFlingPastMaximumSwitchesToCriticalSpringAtTheBound() throws {
        let maximum = 500.0, v0 = 2000.0
        let motion = ScrollMotion(offset: 0, velocity: v0, bounds: 0...maximum)
        let decay = Decay(position: 0, velocity: v0)
        let hit = try XCTUnwrap(decay.time(toReach: maximum))
        XCTAssertEqual(switchTimes(motion), [hit])
        XCTAssertEqual(motion.offset(at: hit), maximum, accuracy: 1e-9)
        XCTAssertEqual(motion.offset(at: hit.nextDown), maximum, accuracy: 1e-9)
        XCTAssertEqual(motion.phase(at: hit.nextDown), .decelerating)
        XCTAssertEqual(motion.phase(at: hit), .bouncing)
        // Velocity continuous through the switch (below the cap): v(t_hit) = v0 + D·(max − x0).
        let handover = v0 + normalExponent * maximum
        XCTAssertEqual(motion.velocity(at: hit.nextDown), handover, accuracy: 1e-6)
        XCTAssertEqual(motion.velocity(at: hit), handover, accuracy: 1e-6)
        // The overshoot is the critically damped closed form from the bound: x = v·τ·e^(−ωτ).
        for tau in [0.01, 0.05, 0.1, 0.2, 0.4, 0.6] {
            XCTAssertEqual(
                motion.offset(at: hit + tau) - maximum, criticalDisplacement(0, handover, tau), accuracy: 1e-9)
            XCTAssertEqual(motion.velocity(at: hit + tau), criticalVelocity(0, handover, tau), accuracy: 1e-8)
        }
        // Peak v/(ω·e) at τ = 1/ω.
        XCTAssertEqual(motion.offset(at: hit + 0.1) - maximum, handover / (omega * M_E), accuracy: 1e-9)
        XCTAssertEqual(motion.finalOffset, maximum)
        XCTAssertGreaterThan(motion.duration, hit + 0.1)
        XCTAssertEqual(motion.phase(at: motion.duration), .settled)
        var t = hit
        while t < motion.duration {
            XCTAssertGreaterThanOrEqual(motion.offset(at: t), maximum - 1e-9)
            t += 0.001
        }
    }

    func testPeakOvershootForFlingFromTheBound() {
        // Starting on the bound at 2000 pt/s: peak = v/(ω·e) = 73.576 pt at τ = 0.1 s.
        let motion = ScrollMotion(offset: 500, velocity: 2000, bounds: 0...500)
        var peak = 0.0, peakTime = 0.0
        var step = 0
        while Double(step) * 0.0001 < motion.duration {
            let t = Double(step) * 0.0001
            let overshoot = motion.offset(at: t) - 500
            if overshoot > peak { (peak, peakTime) = (overshoot, t) }
            step += 1
        }
        XCTAssertEqual(peak, 2000 / (omega * M_E), accuracy: 1e-6)
        XCTAssertEqual(peakTime, 0.1, accuracy: 1e-4)
        XCTAssertEqual(motion.phase(at: 0.05), .bouncing)
        XCTAssertEqual(motion.finalOffset, 500)
        print("MEASURE 2000 pt/s from the bound: peak overshoot \(peak) pt at \(peakTime) s,",
              "duration \(motion.duration) s")
    }

    func testFlingPastMinimumBouncesBelow() throws {
        let motion = ScrollMotion(offset: 300, velocity: -1500, bounds: 0...1000)
        let hit = try XCTUnwrap(Decay(position: 300, velocity: -1500).time(toReach: 0))
        XCTAssertEqual(switchTimes(motion), [hit])
        let handover = -1500 + normalExponent * -300
        XCTAssertEqual(motion.offset(at: hit + 0.1), handover / (omega * M_E), accuracy: 1e-9)
        XCTAssertLessThan(motion.offset(at: hit + 0.1), 0)
        XCTAssertEqual(motion.finalOffset, 0)
    }

    func testBouncesFalseStopsExactlyAtTheBound() throws {
        let motion = ScrollMotion(offset: 0, velocity: 2000, bounds: 0...500, bounces: false)
        let hit = try XCTUnwrap(Decay(position: 0, velocity: 2000).time(toReach: 500))
        XCTAssertEqual(motion.duration, hit)
        XCTAssertEqual(motion.finalOffset, 500)
        XCTAssertEqual(motion.offset(at: hit.nextDown), 500, accuracy: 1e-9)
        XCTAssertEqual(motion.offset(at: hit + 1), 500)
        XCTAssertEqual(motion.velocity(at: hit), 0)
        XCTAssertEqual(motion.phase(at: hit.nextDown), .decelerating)
        XCTAssertEqual(motion.phase(at: hit), .settled)
        // Already on the bound moving out: nothing to do.
        let stuck = ScrollMotion(offset: 500, velocity: 2000, bounds: 0...500, bounces: false)
        XCTAssertEqual(stuck.duration, 0)
        XCTAssertEqual(stuck.finalOffset, 500)
    }

    func testHandedOverSpeedIsCapped() throws {
        // From inside: v(t_hit) ≈ 19 000 pt/s is capped to 5000 at the switch.
        let motion = ScrollMotion(offset: 0, velocity: 20_000, bounds: 0...500)
        let hit = try XCTUnwrap(switchTimes(motion).first)
        XCTAssertEqual(motion.velocity(at: hit.nextDown), 20_000 + normalExponent * 500, accuracy: 1e-6)
        XCTAssertEqual(motion.velocity(at: hit), 5000)
        XCTAssertEqual(motion.offset(at: hit + 0.1) - 500, 5000 / (omega * M_E), accuracy: 1e-9)
        // From the bound, with other caps.
        for (cap, expected) in [(5000.0, 5000.0), (.infinity, 8000), (2000, 2000), (.nan, 5000), (-3, 0)] {
            let bounce = ScrollMotion(offset: 500, velocity: 8000, bounds: 0...500, maximumBounceVelocity: cap)
            XCTAssertEqual(bounce.offset(at: 0.1) - 500, expected / (omega * M_E), accuracy: 1e-9, "cap \(cap)")
            XCTAssertEqual(bounce.finalOffset, 500)
        }
        // The release velocity of an out-of-bounds spring is not capped.
        let outside = ScrollMotion(offset: 520, velocity: 8000, bounds: 0...500)
        XCTAssertEqual(outside.velocity(at: 1e-12), 8000, accuracy: 1e-3)
    }

    // MARK: - Release beyond a bound

    func testReleaseBeyondTheTopSpringsBackMonotonically() {
        let motion = ScrollMotion(offset: -80, velocity: 0, bounds: 0...1000)
        XCTAssertEqual(motion.segments.count, 1)
        XCTAssertEqual(motion.phase(at: 0), .bouncing)
        var previous = -80.0
        var t = 0.0
        while t < motion.duration {
            let x = motion.offset(at: t)
            XCTAssertGreaterThanOrEqual(x, previous)
            XCTAssertLessThanOrEqual(x, 0)
            XCTAssertEqual(x, criticalDisplacement(-80, 0, t), accuracy: 1e-9)
            previous = x
            t += 0.001
        }
        XCTAssertEqual(motion.finalOffset, 0)
        // Rest rule: |x| < 0.5 and |v| < 5 just before the end, and no earlier than the first time
        // the motion is (and stays) that close.
        let last = motion.duration.nextDown
        XCTAssertLessThan(abs(motion.offset(at: last)), 0.5)
        XCTAssertLessThan(abs(motion.velocity(at: last)), 5)
        var firstRest = 0.0
        t = 0
        while t < motion.duration + 1 {
            let atRest = abs(criticalDisplacement(-80, 0, t)) < 0.5 && abs(criticalVelocity(-80, 0, t)) < 5
            if !atRest { firstRest = t + 0.0001 }
            t += 0.0001
        }
        XCTAssertGreaterThanOrEqual(motion.duration, firstRest - 0.0001)
        XCTAssertLessThan(motion.duration, firstRest + 0.001)
        print("MEASURE release 80 pt beyond, v = 0: duration \(motion.duration) s,",
              "rest jump \(abs(motion.offset(at: last))) pt")
    }

    func testStiffSpringRestsOnSpeedNotOnlyDistance() {
        // ω0 = 30: in the critically damped tail |v| ≈ 30·|x|, so |x| < 0.5 is reached while the
        // content still moves at ~15 pt/s; the rest speed (ε × 10 = 5 pt/s) must hold it longer.
        let stiff = Spring(mass: 1, stiffness: 900, damping: 60)
        let motion = ScrollMotion(offset: -80, velocity: 0, bounds: 0...1000, spring: stiff)
        XCTAssertEqual(motion.restVelocity, 5)
        let last = motion.duration.nextDown
        XCTAssertLessThan(abs(motion.velocity(at: last)), 5)
        // From rest, |v|/|x| = ω0·ω0t/(1 + ω0t) < ω0, so |x| ends a little above 5/30 pt.
        XCTAssertLessThan(abs(motion.offset(at: last)), 0.2)
        let solution = stiff.solution(displacement: -80, velocity: 0)
        let distanceOnly = solution.settlingTime(tolerance: SpringTolerance(distance: 0.5, velocity: .infinity))
        XCTAssertGreaterThan(motion.duration, distanceOnly + 0.01)
        XCTAssertEqual(motion.finalOffset, 0)
    }

    func testStrongInwardReleaseCrossesIntoTheContentAndDecelerates() throws {
        // x0 = −80 from the bound, v0 = +3000: x(t) = (x0 + (v0 + ωx0)t)e^(−ωt) = 0 at t = 80/2200.
        let motion = ScrollMotion(offset: -80, velocity: 3000, bounds: 0...1000)
        let crossing = 80.0 / 2200
        let times = switchTimes(motion)
        XCTAssertEqual(times.count, 1)
        let switchTime = try XCTUnwrap(times.first)
        XCTAssertEqual(switchTime, crossing, accuracy: 1e-12)
        XCTAssertEqual(motion.phase(at: switchTime.nextDown), .bouncing)
        XCTAssertEqual(motion.phase(at: switchTime), .decelerating)
        XCTAssertEqual(motion.offset(at: switchTime.nextDown), 0, accuracy: 1e-9)
        XCTAssertEqual(motion.offset(at: switchTime), 0, accuracy: 1e-9)
        let crossingVelocity = criticalVelocity(-80, 3000, crossing)
        XCTAssertEqual(motion.velocity(at: switchTime.nextDown), crossingVelocity, accuracy: 1e-6)
        XCTAssertEqual(motion.velocity(at: switchTime), crossingVelocity, accuracy: 1e-6)
        for tau in [0.01, 0.5, 2] {
            XCTAssertEqual(
                motion.offset(at: switchTime + tau), decayPosition(0, crossingVelocity, tau), accuracy: 1e-8)
        }
        XCTAssertEqual(motion.finalOffset, 0.4995 * crossingVelocity - 0.5, accuracy: 0.01)
        XCTAssertEqual(motion.finalOffset, -crossingVelocity / normalExponent - 0.5, accuracy: 1e-9)
        XCTAssertEqual(motion.phase(at: motion.duration.nextDown), .decelerating)
        print("MEASURE release 80 pt beyond at 3000 pt/s inward: crossing at \(switchTime) s",
              "with \(crossingVelocity) pt/s, rests at \(motion.finalOffset), duration \(motion.duration) s")
    }

    func testInwardReleaseCanReachTheOtherBoundAndBounceThere() throws {
        let motion = ScrollMotion(offset: -80, velocity: 3000, bounds: 0...300)
        let times = switchTimes(motion)
        XCTAssertEqual(times.count, 2)
        let (cross, hit) = (try XCTUnwrap(times.first), try XCTUnwrap(times.last))
        XCTAssertEqual(motion.phase(at: cross / 2), .bouncing)
        XCTAssertEqual(motion.phase(at: (cross + hit) / 2), .decelerating)
        XCTAssertEqual(motion.phase(at: hit), .bouncing)
        XCTAssertEqual(motion.offset(at: hit), 300, accuracy: 1e-9)
        XCTAssertEqual(motion.offset(at: hit.nextDown), 300, accuracy: 1e-9)
        XCTAssertGreaterThan(motion.offset(at: hit + 0.1), 300)
        XCTAssertEqual(motion.finalOffset, 300)
    }

    func testOverdampedAndNearCriticalSpringsSwitchOnTheBound() throws {
        // Flutter's iOS spring (m 0.5, k 100, ζ 1.1) and a spring inside the critical ε-band.
        let springs = [
            Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100).squareRoot()),
            Spring(mass: 1, stiffness: 100, damping: 20 * (1 + 5e-7)),
            Spring(mass: 1, stiffness: 100, damping: 20 * (1 - 5e-7)),
        ]
        for spring in springs {
            let motion = ScrollMotion(offset: 1100, velocity: -4000, bounds: 0...1000, spring: spring)
            let switchTime = try XCTUnwrap(switchTimes(motion).first, "\(spring)")
            XCTAssertEqual(motion.phase(at: switchTime.nextDown), .bouncing)
            XCTAssertEqual(motion.phase(at: switchTime), .decelerating)
            XCTAssertEqual(motion.offset(at: switchTime.nextDown), 1000, accuracy: 1e-9)
            XCTAssertEqual(motion.offset(at: switchTime), 1000)
            XCTAssertEqual(
                motion.velocity(at: switchTime), motion.velocity(at: switchTime.nextDown), accuracy: 1e-6)
            XCTAssertLessThan(motion.velocity(at: switchTime), 0)
        }
    }

    func testUnderdampedBounceSpringReentersTheContent() throws {
        let spring = Spring(response: 0.4, dampingRatio: 0.3)
        let motion = ScrollMotion(offset: 500, velocity: 1000, bounds: 0...500, spring: spring)
        // From the bound moving out, an underdamped spring returns to it after half a damped period.
        let period = 0.4 / (1 - 0.09).squareRoot()
        let crossing = try XCTUnwrap(switchTimes(motion).first)
        XCTAssertEqual(crossing, period / 2, accuracy: 1e-9)
        XCTAssertEqual(motion.offset(at: crossing), 500)
        XCTAssertEqual(motion.offset(at: crossing.nextDown), 500, accuracy: 1e-9)
        XCTAssertEqual(motion.phase(at: crossing), .decelerating)
        XCTAssertLessThan(motion.finalOffset, 500)
        XCTAssertLessThanOrEqual(motion.segments.count, ScrollMotion.maximumSegments)
    }

    // MARK: - Degenerate input

    func testNonFiniteInputs() {
        let bounds = 10.0...90.0
        XCTAssertEqual(ScrollMotion(offset: .nan, velocity: 0, bounds: bounds).initialOffset, 10)
        XCTAssertEqual(ScrollMotion(offset: .infinity, velocity: 0, bounds: bounds).initialOffset, 90)
        XCTAssertEqual(ScrollMotion(offset: -.infinity, velocity: 0, bounds: bounds).initialOffset, 10)
        for velocity in [Double.nan, .infinity, -.infinity] {
            let motion = ScrollMotion(offset: 40, velocity: velocity, bounds: bounds)
            XCTAssertEqual(motion.initialVelocity, 0)
            XCTAssertEqual(motion.duration, 0)
            XCTAssertEqual(motion.finalOffset, 40)
            XCTAssertEqual(motion.phase(at: 0), .settled)
        }
        let both = ScrollMotion(offset: .infinity, velocity: .nan, bounds: bounds)
        XCTAssertEqual(both.duration, 0)
        XCTAssertEqual(both.finalOffset, 90)
        // NaN bounds cannot be built in a debug ClosedRange; the sanitiser is checked directly.
        XCTAssertTrue(ScrollMotion.sanitisedBounds(lower: .nan, upper: 5) == (0, 0))
        XCTAssertTrue(ScrollMotion.sanitisedBounds(lower: 1, upper: .nan) == (0, 0))
        XCTAssertTrue(ScrollMotion.sanitisedBounds(lower: 1, upper: 5) == (1, 5))
        XCTAssertEqual(ScrollMotion.sanitisedOffset(.infinity, lower: 0, upper: .infinity), 0)
        XCTAssertEqual(ScrollMotion.sanitisedOffset(.nan, lower: -.infinity, upper: .infinity), 0)
        // Unbounded axis: decays freely.
        let free = ScrollMotion(offset: 0, velocity: 1000, bounds: (-Double.infinity)...Double.infinity)
        XCTAssertEqual(free.finalOffset, -1000 / normalExponent - 0.5, accuracy: 1e-9)
        // Time sanitising.
        let motion = ScrollMotion(offset: 0, velocity: 2000, bounds: 0...500)
        XCTAssertEqual(motion.offset(at: .nan), 0)
        XCTAssertEqual(motion.offset(at: -1), 0)
        XCTAssertEqual(motion.velocity(at: -1), 2000)
        XCTAssertEqual(motion.offset(at: .infinity), 500)
        XCTAssertEqual(motion.velocity(at: .infinity), 0)
        XCTAssertEqual(motion.phase(at: .nan), .decelerating)
        XCTAssertEqual(motion.phase(at: .infinity), .settled)
        XCTAssertFalse(motion.isFinished(at: .nan))
        // Thresholds.
        for threshold in [Double.nan, 0, -1] {
            XCTAssertEqual(
                ScrollMotion(offset: 0, velocity: 1, bounds: bounds, restThreshold: threshold).restThreshold, 0.5)
        }
        let coarse = ScrollMotion(offset: 40, velocity: 1000, bounds: 0...10_000, restThreshold: 5)
        XCTAssertEqual(coarse.restVelocity, 50)
        XCTAssertEqual(abs(coarse.finalOffset - (40 + 1000 / -normalExponent)), 5, accuracy: 1e-9)
    }

    func testZeroSizeBounds() {
        let up = ScrollMotion(offset: 100, velocity: 1000, bounds: 100...100)
        XCTAssertEqual(up.segments.count, 1)
        XCTAssertEqual(up.phase(at: 0.05), .bouncing)
        XCTAssertEqual(up.offset(at: 0.1) - 100, 1000 * 0.1 * exp(-1), accuracy: 1e-9)
        XCTAssertEqual(up.finalOffset, 100)
        let down = ScrollMotion(offset: 100, velocity: -1000, bounds: 100...100)
        XCTAssertEqual(down.offset(at: 0.1) - 100, -1000 * 0.1 * exp(-1), accuracy: 1e-9)
        XCTAssertEqual(down.finalOffset, 100)
        let rigid = ScrollMotion(offset: 100, velocity: 1000, bounds: 100...100, bounces: false)
        XCTAssertEqual(rigid.duration, 0)
        XCTAssertEqual(rigid.finalOffset, 100)
        let pulled = ScrollMotion(offset: 130, velocity: 0, bounds: 100...100)
        XCTAssertEqual(pulled.offset(at: 0.2) - 100, criticalDisplacement(30, 0, 0.2), accuracy: 1e-9)
        XCTAssertEqual(pulled.finalOffset, 100)
        // Strong inward fling into zero-size content: crosses, hits the same bound, springs back.
        let through = ScrollMotion(offset: 130, velocity: -3000, bounds: 100...100)
        XCTAssertEqual(through.segments.map(\.phase), [.bouncing, .bouncing])
        let rebound = switchTimes(through).first ?? 0
        XCTAssertLessThan(through.offset(at: rebound + 0.05), 100)
        XCTAssertEqual(through.finalOffset, 100)
    }

    func testPathologicalInputTerminates() {
        // Undamped spring: every return crosses into the content; the segment cap ends it.
        let undamped = Spring(mass: 1, stiffness: 100, damping: 0)
        for bounds in [100.0...100.0, 0.0...50.0] {
            let motion = ScrollMotion(offset: 130, velocity: -3000, bounds: bounds, spring: undamped)
            XCTAssertLessThanOrEqual(motion.segments.count, ScrollMotion.maximumSegments)
            XCTAssertTrue(motion.duration.isFinite)
            XCTAssertLessThanOrEqual(
                motion.duration, Double(ScrollMotion.maximumSegments) * ScrollMotion.maximumSegmentDuration)
            XCTAssertTrue(bounds.contains(motion.finalOffset))
        }
        // An undamped spring never settles: it is cut at the segment limit, on its target.
        let ringing = ScrollMotion(springFrom: 0, velocity: 0, to: 40, spring: undamped)
        XCTAssertEqual(ringing.duration, ScrollMotion.maximumSegmentDuration)
        XCTAssertEqual(ringing.finalOffset, 40)
    }

    func testDurationIsFiniteForHugeVelocities() {
        var longest = 0.0
        for magnitude in [1e3, 1e4, 1e5, 1e6] {
            for velocity in [magnitude, -magnitude] {
                for offset in [-200.0, 0, 400, 1000, 1300] {
                    for bounds in [0.0...1000.0, 400.0...400.0] {
                        for bounces in [true, false] {
                            let motion = ScrollMotion(
                                offset: offset, velocity: velocity, bounds: bounds, bounces: bounces)
                            XCTAssertTrue(motion.duration.isFinite && motion.duration >= 0)
                            XCTAssertTrue(bounds.contains(motion.finalOffset), "\(offset) \(velocity) \(bounds)")
                            longest = max(longest, motion.duration)
                        }
                    }
                }
            }
        }
        let flung = ScrollMotion(offset: 500, velocity: 1e6, bounds: 0...1000)
        XCTAssertEqual(flung.velocity(at: switchTimes(flung).first ?? 0), 5000)
        XCTAssertLessThan(longest, 5)
        print("MEASURE longest duration for |v| ≤ 1e6: \(longest) s;",
              "1e6 pt/s from mid-content: \(flung.duration) s")
    }

    // MARK: - springFrom

    func testSpringFromReachesItsTarget() {
        let motion = ScrollMotion(springFrom: 0, velocity: 0, to: 40, spring: ScrollMotion.bounceSpring)
        XCTAssertEqual(motion.phase(at: 0.05), .bouncing)
        for t in [0.02, 0.1, 0.3] {
            XCTAssertEqual(motion.offset(at: t), 40 + criticalDisplacement(-40, 0, t), accuracy: 1e-9)
        }
        XCTAssertEqual(motion.finalOffset, 40)
        XCTAssertEqual(motion.offset(at: motion.duration), 40)
        XCTAssertLessThan(abs(motion.offset(at: motion.duration.nextDown) - 40), 0.5)
        XCTAssertGreaterThan(motion.duration, 0.3)
        XCTAssertLessThan(motion.duration, 1)
        // No bounds logic: an underdamped spring overshoots freely and still ends on the target.
        let bouncy = ScrollMotion(
            springFrom: 0, velocity: 0, to: 40, spring: Spring(response: 0.3, dampingRatio: 0.5))
        XCTAssertEqual(bouncy.segments.count, 1)
        XCTAssertGreaterThan(bouncy.offset(at: 0.2), 40)
        XCTAssertEqual(bouncy.finalOffset, 40)
        // Non-finite input.
        let nanStart = ScrollMotion(springFrom: .nan, velocity: .nan, to: 40, spring: ScrollMotion.bounceSpring)
        XCTAssertEqual(nanStart.duration, 0)
        XCTAssertEqual(nanStart.finalOffset, 40)
        let nanTarget = ScrollMotion(springFrom: 12, velocity: 0, to: .nan, spring: ScrollMotion.bounceSpring)
        XCTAssertEqual(nanTarget.finalOffset, 12)
        XCTAssertEqual(nanTarget.duration, 0)
    }

    // MARK: - Continuity

    func testOffsetIsContinuousAcrossTheWholeMotion() {
        let cases: [(ScrollMotion, String)] = [
            (ScrollMotion(offset: 100, velocity: 1500, bounds: 0...10_000), "inside"),
            (ScrollMotion(offset: 0, velocity: 2000, bounds: 0...500), "past max"),
            (ScrollMotion(offset: 0, velocity: 20_000, bounds: 0...500), "capped"),
            (ScrollMotion(offset: 300, velocity: -1500, bounds: 0...1000), "past min"),
            (ScrollMotion(offset: -80, velocity: 0, bounds: 0...1000), "beyond, at rest"),
            (ScrollMotion(offset: -80, velocity: 3000, bounds: 0...300), "beyond, inward"),
            (ScrollMotion(offset: 130, velocity: -3000, bounds: 100...100), "zero size"),
            (ScrollMotion(offset: 0, velocity: 2000, bounds: 0...500, rate: .fast), "fast"),
            (ScrollMotion(offset: 500, velocity: 1000, bounds: 0...500,
                          spring: Spring(response: 0.4, dampingRatio: 0.3)), "underdamped"),
            (ScrollMotion(springFrom: 0, velocity: -300, to: 40, spring: ScrollMotion.bounceSpring), "springFrom"),
        ]
        for (motion, name) in cases {
            // The largest speed, sampled finely enough that the step bound holds to 1e-6.
            var maximumSpeed = 0.0
            var t = 0.0
            while t < motion.duration {
                maximumSpeed = max(maximumSpeed, abs(motion.velocity(at: t)))
                t += 0.00025
            }
            for start in switchTimes(motion) {
                maximumSpeed = max(maximumSpeed, abs(motion.velocity(at: start.nextDown)))
            }
            var worst = 0.0
            var previous = motion.offset(at: 0)
            var step = 1
            while Double(step) * 0.001 < motion.duration {
                let x = motion.offset(at: Double(step) * 0.001)
                worst = max(worst, abs(x - previous) - maximumSpeed * 0.001)
                previous = x
                step += 1
            }
            XCTAssertLessThanOrEqual(worst, 1e-6, name)
            // The only jump: onto a spring's target at rest, below the threshold.
            let restJump = abs(motion.offset(at: motion.duration.nextDown) - motion.finalOffset)
            XCTAssertLessThan(restJump, motion.restThreshold, name)
            for start in switchTimes(motion) {
                XCTAssertEqual(motion.offset(at: start.nextDown), motion.offset(at: start), accuracy: 1e-9, name)
            }
        }
    }
}
