import Foundation
import Testing

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

@Suite struct ScrollMotionTests {
    // MARK: - Deceleration inside the bounds

    @Test func anInBoundsFlingFollowsDecayAndRestsWithoutAJump() {
        for (x0, v0) in [(100.0, 1500.0), (9000.0, -2200.0)] {
            let motion = ScrollMotion(offset: x0, velocity: v0, bounds: 0...10_000)
            #expect(motion.segments.count == 1)
            for t in [0.001, 0.05, 0.3, 1, 2.5, 3.5] {
                #expect(abs(motion.offset(at: t) - decayPosition(x0, v0, t)) <= 1e-9 * abs(v0))
                #expect(abs(motion.velocity(at: t) - v0 * pow(0.998, 1000 * t)) <= 1e-9 * abs(v0))
                #expect(motion.phase(at: t) == .decelerating)
            }
            // Rest: remaining travel |v0/D|·e^(DT) = 0.5 ⇒ T = ln(0.5·|D|/|v0|)/D (Docs/Motion.md §3.1).
            let expectedDuration = log(0.5 * abs(normalExponent) / abs(v0)) / normalExponent
            #expect(abs(motion.duration - expectedDuration) <= 1e-9)
            // x∞ = x0 − v0/D ≈ x0 + 0.4995·v0; the motion stops 0.5 pt short of it.
            #expect(abs(motion.finalOffset - (x0 + 0.4995 * v0)) <= 0.5 + 1e-6 * abs(v0))
            #expect(abs(motion.finalOffset - (x0 - v0 / normalExponent - (v0 > 0 ? 0.5 : -0.5))) <= 1e-9)
            // No snap: the last moving sample is where the motion rests.
            #expect(abs(motion.offset(at: motion.duration.nextDown) - motion.finalOffset) <= 1e-9)
            #expect(motion.offset(at: motion.duration) == motion.finalOffset)
            #expect(motion.velocity(at: motion.duration) == 0)
            #expect(motion.phase(at: motion.duration) == .settled)
            #expect(!motion.isFinished(at: motion.duration.nextDown))
            #expect(motion.isFinished(at: motion.duration))
        }
    }

    @Test func theFastRateUsesItsOwnExponent() {
        let motion = ScrollMotion(offset: 50, velocity: 1000, bounds: 0...1000, rate: .fast)
        for t in [0.01, 0.1, 0.4] {
            #expect(abs(motion.offset(at: t) - decayPosition(50, 1000, t, rate: 0.99)) <= 1e-9)
        }
        #expect(abs(motion.finalOffset - (50 + 0.0995 * 1000 - 0.5)) <= 0.01)
        #expect(abs(motion.finalOffset - (50 - 1000 / (1000 * log(0.99)) - 0.5)) <= 1e-9)
    }

    @Test func aDecayThatRestsWithinTheThresholdOfTheBoundDoesNotBounce() {
        // Rest point 0.3 pt beyond the maximum: the decay's remaining travel drops below 0.5 before
        // it gets there, so it rests inside, short of the bound.
        let rest = -1000 / normalExponent
        let maximum = rest - 0.3
        let motion = ScrollMotion(offset: 0, velocity: 1000, bounds: 0...maximum)
        #expect(motion.segments.count == 1)
        #expect(motion.finalOffset < maximum)
        #expect(abs(motion.finalOffset - (rest - 0.5)) <= 1e-9)
        #expect(motion.phase(at: motion.duration.nextDown) != .bouncing)
    }

    // MARK: - Bounce at a bound

    @Test func aFlingPastTheMaximumSwitchesToACriticalSpringAtTheBound() throws {
        let maximum = 500.0, v0 = 2000.0
        let motion = ScrollMotion(offset: 0, velocity: v0, bounds: 0...maximum)
        let decay = Decay(position: 0, velocity: v0)
        let hit = try #require(decay.time(toReach: maximum))
        #expect(switchTimes(motion) == [hit])
        #expect(abs(motion.offset(at: hit) - maximum) <= 1e-9)
        #expect(abs(motion.offset(at: hit.nextDown) - maximum) <= 1e-9)
        #expect(motion.phase(at: hit.nextDown) == .decelerating)
        #expect(motion.phase(at: hit) == .bouncing)
        // Velocity continuous through the switch (below the cap): v(t_hit) = v0 + D·(max − x0).
        let handover = v0 + normalExponent * maximum
        #expect(abs(motion.velocity(at: hit.nextDown) - handover) <= 1e-6)
        #expect(abs(motion.velocity(at: hit) - handover) <= 1e-6)
        // The overshoot is the critically damped closed form from the bound: x = v·τ·e^(−ωτ).
        for tau in [0.01, 0.05, 0.1, 0.2, 0.4, 0.6] {
            #expect(abs(motion.offset(at: hit + tau) - maximum - criticalDisplacement(0, handover, tau)) <= 1e-9)
            #expect(abs(motion.velocity(at: hit + tau) - criticalVelocity(0, handover, tau)) <= 1e-8)
        }
        // Peak v/(ω·e) at τ = 1/ω.
        #expect(abs(motion.offset(at: hit + 0.1) - maximum - handover / (omega * M_E)) <= 1e-9)
        #expect(motion.finalOffset == maximum)
        #expect(motion.duration > hit + 0.1)
        #expect(motion.phase(at: motion.duration) == .settled)
        var t = hit
        while t < motion.duration {
            #expect(motion.offset(at: t) >= maximum - 1e-9)
            t += 0.001
        }
    }

    @Test func aFlingFromTheBoundPeaksAtTheClosedFormOvershoot() {
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
        #expect(abs(peak - 2000 / (omega * M_E)) <= 1e-6)
        #expect(abs(peakTime - 0.1) <= 1e-4)
        #expect(motion.phase(at: 0.05) == .bouncing)
        #expect(motion.finalOffset == 500)
        print(
            "MEASURE 2000 pt/s from the bound: peak overshoot \(peak) pt at \(peakTime) s,",
            "duration \(motion.duration) s")
    }

    @Test func aFlingPastTheMinimumBouncesBelowIt() throws {
        let motion = ScrollMotion(offset: 300, velocity: -1500, bounds: 0...1000)
        let hit = try #require(Decay(position: 300, velocity: -1500).time(toReach: 0))
        #expect(switchTimes(motion) == [hit])
        let handover = -1500 + normalExponent * -300
        #expect(abs(motion.offset(at: hit + 0.1) - handover / (omega * M_E)) <= 1e-9)
        #expect(motion.offset(at: hit + 0.1) < 0)
        #expect(motion.finalOffset == 0)
    }

    @Test func withoutBouncesAFlingStopsExactlyAtTheBound() throws {
        let motion = ScrollMotion(offset: 0, velocity: 2000, bounds: 0...500, bounces: false)
        let hit = try #require(Decay(position: 0, velocity: 2000).time(toReach: 500))
        #expect(motion.duration == hit)
        #expect(motion.finalOffset == 500)
        #expect(abs(motion.offset(at: hit.nextDown) - 500) <= 1e-9)
        #expect(motion.offset(at: hit + 1) == 500)
        #expect(motion.velocity(at: hit) == 0)
        #expect(motion.phase(at: hit.nextDown) == .decelerating)
        #expect(motion.phase(at: hit) == .settled)
        // Already on the bound moving out: nothing to do.
        let stuck = ScrollMotion(offset: 500, velocity: 2000, bounds: 0...500, bounces: false)
        #expect(stuck.duration == 0)
        #expect(stuck.finalOffset == 500)
    }

    @Test func theHandedOverSpeedIsCapped() throws {
        // From inside: v(t_hit) ≈ 19 000 pt/s is capped to 5000 at the switch.
        let motion = ScrollMotion(offset: 0, velocity: 20_000, bounds: 0...500)
        let hit = try #require(switchTimes(motion).first)
        #expect(abs(motion.velocity(at: hit.nextDown) - (20_000 + normalExponent * 500)) <= 1e-6)
        #expect(motion.velocity(at: hit) == 5000)
        #expect(abs(motion.offset(at: hit + 0.1) - 500 - 5000 / (omega * M_E)) <= 1e-9)
        // From the bound, with other caps.
        for (cap, expected) in [(5000.0, 5000.0), (.infinity, 8000), (2000, 2000), (.nan, 5000), (-3, 0)] {
            let bounce = ScrollMotion(offset: 500, velocity: 8000, bounds: 0...500, maximumBounceVelocity: cap)
            #expect(abs(bounce.offset(at: 0.1) - 500 - expected / (omega * M_E)) <= 1e-9, "cap \(cap)")
            #expect(bounce.finalOffset == 500)
        }
        // The release velocity of an out-of-bounds spring is not capped.
        let outside = ScrollMotion(offset: 520, velocity: 8000, bounds: 0...500)
        #expect(abs(outside.velocity(at: 1e-12) - 8000) <= 1e-3)
    }

    // MARK: - Release beyond a bound

    @Test func aReleaseBeyondTheTopSpringsBackMonotonically() {
        let motion = ScrollMotion(offset: -80, velocity: 0, bounds: 0...1000)
        #expect(motion.segments.count == 1)
        #expect(motion.phase(at: 0) == .bouncing)
        var previous = -80.0
        var t = 0.0
        while t < motion.duration {
            let x = motion.offset(at: t)
            #expect(x >= previous)
            #expect(x <= 0)
            #expect(abs(x - criticalDisplacement(-80, 0, t)) <= 1e-9)
            previous = x
            t += 0.001
        }
        #expect(motion.finalOffset == 0)
        // Rest rule: |x| < 0.5 and |v| < 5 just before the end, and no earlier than the first time
        // the motion is (and stays) that close.
        let last = motion.duration.nextDown
        #expect(abs(motion.offset(at: last)) < 0.5)
        #expect(abs(motion.velocity(at: last)) < 5)
        var firstRest = 0.0
        t = 0
        while t < motion.duration + 1 {
            let atRest = abs(criticalDisplacement(-80, 0, t)) < 0.5 && abs(criticalVelocity(-80, 0, t)) < 5
            if !atRest { firstRest = t + 0.0001 }
            t += 0.0001
        }
        #expect(motion.duration >= firstRest - 0.0001)
        #expect(motion.duration < firstRest + 0.001)
        print(
            "MEASURE release 80 pt beyond, v = 0: duration \(motion.duration) s,",
            "rest jump \(abs(motion.offset(at: last))) pt")
    }

    @Test func aStiffSpringRestsOnSpeedNotOnlyDistance() {
        // ω0 = 30: in the critically damped tail |v| ≈ 30·|x|, so |x| < 0.5 is reached while the
        // content still moves at ~15 pt/s; the rest speed (ε × 10 = 5 pt/s) must hold it longer.
        let stiff = Spring(mass: 1, stiffness: 900, damping: 60)
        let motion = ScrollMotion(offset: -80, velocity: 0, bounds: 0...1000, spring: stiff)
        #expect(motion.restVelocity == 5)
        let last = motion.duration.nextDown
        #expect(abs(motion.velocity(at: last)) < 5)
        // From rest, |v|/|x| = ω0·ω0t/(1 + ω0t) < ω0, so |x| ends a little above 5/30 pt.
        #expect(abs(motion.offset(at: last)) < 0.2)
        let solution = stiff.solution(displacement: -80, velocity: 0)
        let distanceOnly = solution.settlingTime(tolerance: SpringTolerance(distance: 0.5, velocity: .infinity))
        #expect(motion.duration > distanceOnly + 0.01)
        #expect(motion.finalOffset == 0)
    }

    @Test func aStrongInwardReleaseCrossesIntoTheContentAndDecelerates() throws {
        // x0 = −80 from the bound, v0 = +3000: x(t) = (x0 + (v0 + ωx0)t)e^(−ωt) = 0 at t = 80/2200.
        let motion = ScrollMotion(offset: -80, velocity: 3000, bounds: 0...1000)
        let crossing = 80.0 / 2200
        let times = switchTimes(motion)
        #expect(times.count == 1)
        let switchTime = try #require(times.first)
        #expect(abs(switchTime - crossing) <= 1e-12)
        #expect(motion.phase(at: switchTime.nextDown) == .bouncing)
        #expect(motion.phase(at: switchTime) == .decelerating)
        #expect(abs(motion.offset(at: switchTime.nextDown) - 0) <= 1e-9)
        #expect(abs(motion.offset(at: switchTime) - 0) <= 1e-9)
        let crossingVelocity = criticalVelocity(-80, 3000, crossing)
        #expect(abs(motion.velocity(at: switchTime.nextDown) - crossingVelocity) <= 1e-6)
        #expect(abs(motion.velocity(at: switchTime) - crossingVelocity) <= 1e-6)
        for tau in [0.01, 0.5, 2] {
            #expect(abs(motion.offset(at: switchTime + tau) - decayPosition(0, crossingVelocity, tau)) <= 1e-8)
        }
        #expect(abs(motion.finalOffset - (0.4995 * crossingVelocity - 0.5)) <= 0.01)
        #expect(abs(motion.finalOffset - (-crossingVelocity / normalExponent - 0.5)) <= 1e-9)
        #expect(motion.phase(at: motion.duration.nextDown) == .decelerating)
        print(
            "MEASURE release 80 pt beyond at 3000 pt/s inward: crossing at \(switchTime) s",
            "with \(crossingVelocity) pt/s, rests at \(motion.finalOffset), duration \(motion.duration) s")
    }

    @Test func anInwardReleaseCanReachTheOtherBoundAndBounceThere() throws {
        let motion = ScrollMotion(offset: -80, velocity: 3000, bounds: 0...300)
        let times = switchTimes(motion)
        #expect(times.count == 2)
        let (cross, hit) = (try #require(times.first), try #require(times.last))
        #expect(motion.phase(at: cross / 2) == .bouncing)
        #expect(motion.phase(at: (cross + hit) / 2) == .decelerating)
        #expect(motion.phase(at: hit) == .bouncing)
        #expect(abs(motion.offset(at: hit) - 300) <= 1e-9)
        #expect(abs(motion.offset(at: hit.nextDown) - 300) <= 1e-9)
        #expect(motion.offset(at: hit + 0.1) > 300)
        #expect(motion.finalOffset == 300)
    }

    @Test func overdampedAndNearCriticalSpringsSwitchOnTheBound() throws {
        // Flutter's iOS spring (m 0.5, k 100, ζ 1.1) and a spring inside the critical ε-band.
        let springs = [
            Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100).squareRoot()),
            Spring(mass: 1, stiffness: 100, damping: 20 * (1 + 5e-7)),
            Spring(mass: 1, stiffness: 100, damping: 20 * (1 - 5e-7)),
        ]
        for spring in springs {
            let motion = ScrollMotion(offset: 1100, velocity: -4000, bounds: 0...1000, spring: spring)
            let switchTime = try #require(switchTimes(motion).first, "\(spring)")
            #expect(motion.phase(at: switchTime.nextDown) == .bouncing)
            #expect(motion.phase(at: switchTime) == .decelerating)
            #expect(abs(motion.offset(at: switchTime.nextDown) - 1000) <= 1e-9)
            #expect(motion.offset(at: switchTime) == 1000)
            #expect(abs(motion.velocity(at: switchTime) - motion.velocity(at: switchTime.nextDown)) <= 1e-6)
            #expect(motion.velocity(at: switchTime) < 0)
        }
    }

    @Test func anUnderdampedBounceSpringReentersTheContent() throws {
        let spring = Spring(response: 0.4, dampingRatio: 0.3)
        let motion = ScrollMotion(offset: 500, velocity: 1000, bounds: 0...500, spring: spring)
        // From the bound moving out, an underdamped spring returns to it after half a damped period.
        let period = 0.4 / (1 - 0.09).squareRoot()
        let crossing = try #require(switchTimes(motion).first)
        #expect(abs(crossing - period / 2) <= 1e-9)
        #expect(motion.offset(at: crossing) == 500)
        #expect(abs(motion.offset(at: crossing.nextDown) - 500) <= 1e-9)
        #expect(motion.phase(at: crossing) == .decelerating)
        #expect(motion.finalOffset < 500)
        #expect(motion.segments.count <= ScrollMotion.maximumSegments)
    }

    // MARK: - Degenerate input

    @Test func nonFiniteInputsAreSanitised() {
        let bounds = 10.0...90.0
        #expect(ScrollMotion(offset: .nan, velocity: 0, bounds: bounds).initialOffset == 10)
        #expect(ScrollMotion(offset: .infinity, velocity: 0, bounds: bounds).initialOffset == 90)
        #expect(ScrollMotion(offset: -.infinity, velocity: 0, bounds: bounds).initialOffset == 10)
        for velocity in [Double.nan, .infinity, -.infinity] {
            let motion = ScrollMotion(offset: 40, velocity: velocity, bounds: bounds)
            #expect(motion.initialVelocity == 0)
            #expect(motion.duration == 0)
            #expect(motion.finalOffset == 40)
            #expect(motion.phase(at: 0) == .settled)
        }
        let both = ScrollMotion(offset: .infinity, velocity: .nan, bounds: bounds)
        #expect(both.duration == 0)
        #expect(both.finalOffset == 90)
        // NaN bounds cannot be built in a debug ClosedRange; the sanitiser is checked directly.
        #expect(ScrollMotion.sanitisedBounds(lower: .nan, upper: 5) == (0, 0))
        #expect(ScrollMotion.sanitisedBounds(lower: 1, upper: .nan) == (0, 0))
        #expect(ScrollMotion.sanitisedBounds(lower: 1, upper: 5) == (1, 5))
        #expect(ScrollMotion.sanitisedOffset(.infinity, lower: 0, upper: .infinity) == 0)
        #expect(ScrollMotion.sanitisedOffset(.nan, lower: -.infinity, upper: .infinity) == 0)
        // Unbounded axis: decays freely.
        let free = ScrollMotion(offset: 0, velocity: 1000, bounds: (-Double.infinity)...Double.infinity)
        #expect(abs(free.finalOffset - (-1000 / normalExponent - 0.5)) <= 1e-9)
        // Time sanitising.
        let motion = ScrollMotion(offset: 0, velocity: 2000, bounds: 0...500)
        #expect(motion.offset(at: .nan) == 0)
        #expect(motion.offset(at: -1) == 0)
        #expect(motion.velocity(at: -1) == 2000)
        #expect(motion.offset(at: .infinity) == 500)
        #expect(motion.velocity(at: .infinity) == 0)
        #expect(motion.phase(at: .nan) == .decelerating)
        #expect(motion.phase(at: .infinity) == .settled)
        #expect(!motion.isFinished(at: .nan))
        // Thresholds.
        for threshold in [Double.nan, 0, -1] {
            #expect(ScrollMotion(offset: 0, velocity: 1, bounds: bounds, restThreshold: threshold).restThreshold == 0.5)
        }
        let coarse = ScrollMotion(offset: 40, velocity: 1000, bounds: 0...10_000, restThreshold: 5)
        #expect(coarse.restVelocity == 50)
        #expect(abs(abs(coarse.finalOffset - (40 + 1000 / -normalExponent)) - 5) <= 1e-9)
    }

    @Test func zeroSizeBoundsBounceAndRestOnTheirOneOffset() {
        let up = ScrollMotion(offset: 100, velocity: 1000, bounds: 100...100)
        #expect(up.segments.count == 1)
        #expect(up.phase(at: 0.05) == .bouncing)
        #expect(abs(up.offset(at: 0.1) - 100 - 1000 * 0.1 * exp(-1)) <= 1e-9)
        #expect(up.finalOffset == 100)
        let down = ScrollMotion(offset: 100, velocity: -1000, bounds: 100...100)
        #expect(abs(down.offset(at: 0.1) - 100 - (-1000 * 0.1 * exp(-1))) <= 1e-9)
        #expect(down.finalOffset == 100)
        let rigid = ScrollMotion(offset: 100, velocity: 1000, bounds: 100...100, bounces: false)
        #expect(rigid.duration == 0)
        #expect(rigid.finalOffset == 100)
        let pulled = ScrollMotion(offset: 130, velocity: 0, bounds: 100...100)
        #expect(abs(pulled.offset(at: 0.2) - 100 - criticalDisplacement(30, 0, 0.2)) <= 1e-9)
        #expect(pulled.finalOffset == 100)
        // Strong inward fling into zero-size content: crosses, hits the same bound, springs back.
        let through = ScrollMotion(offset: 130, velocity: -3000, bounds: 100...100)
        #expect(through.segments.map(\.phase) == [.bouncing, .bouncing])
        let rebound = switchTimes(through).first ?? 0
        #expect(through.offset(at: rebound + 0.05) < 100)
        #expect(through.finalOffset == 100)
    }

    @Test func pathologicalInputTerminates() {
        // Undamped spring: every return crosses into the content; the segment cap ends it.
        let undamped = Spring(mass: 1, stiffness: 100, damping: 0)
        for bounds in [100.0...100.0, 0.0...50.0] {
            let motion = ScrollMotion(offset: 130, velocity: -3000, bounds: bounds, spring: undamped)
            #expect(motion.segments.count <= ScrollMotion.maximumSegments)
            #expect(motion.duration.isFinite)
            #expect(motion.duration <= Double(ScrollMotion.maximumSegments) * ScrollMotion.maximumSegmentDuration)
            #expect(bounds.contains(motion.finalOffset))
        }
        // An undamped spring never settles: it is cut at the segment limit, on its target.
        let ringing = ScrollMotion(springFrom: 0, velocity: 0, to: 40, spring: undamped)
        #expect(ringing.duration == ScrollMotion.maximumSegmentDuration)
        #expect(ringing.finalOffset == 40)
    }

    @Test func theDurationIsFiniteForHugeVelocities() {
        var longest = 0.0
        for magnitude in [1e3, 1e4, 1e5, 1e6] {
            for velocity in [magnitude, -magnitude] {
                for offset in [-200.0, 0, 400, 1000, 1300] {
                    for bounds in [0.0...1000.0, 400.0...400.0] {
                        for bounces in [true, false] {
                            let motion = ScrollMotion(
                                offset: offset, velocity: velocity, bounds: bounds, bounces: bounces)
                            #expect(motion.duration.isFinite && motion.duration >= 0)
                            #expect(bounds.contains(motion.finalOffset), "\(offset) \(velocity) \(bounds)")
                            longest = max(longest, motion.duration)
                        }
                    }
                }
            }
        }
        let flung = ScrollMotion(offset: 500, velocity: 1e6, bounds: 0...1000)
        #expect(flung.velocity(at: switchTimes(flung).first ?? 0) == 5000)
        #expect(longest < 5)
        print(
            "MEASURE longest duration for |v| ≤ 1e6: \(longest) s;",
            "1e6 pt/s from mid-content: \(flung.duration) s")
    }

    // MARK: - springFrom

    @Test func springFromReachesItsTarget() {
        let motion = ScrollMotion(springFrom: 0, velocity: 0, to: 40, spring: ScrollMotion.bounceSpring)
        #expect(motion.phase(at: 0.05) == .bouncing)
        for t in [0.02, 0.1, 0.3] {
            #expect(abs(motion.offset(at: t) - (40 + criticalDisplacement(-40, 0, t))) <= 1e-9)
        }
        #expect(motion.finalOffset == 40)
        #expect(motion.offset(at: motion.duration) == 40)
        #expect(abs(motion.offset(at: motion.duration.nextDown) - 40) < 0.5)
        #expect(motion.duration > 0.3)
        #expect(motion.duration < 1)
        // No bounds logic: an underdamped spring overshoots freely and still ends on the target.
        let bouncy = ScrollMotion(
            springFrom: 0, velocity: 0, to: 40, spring: Spring(response: 0.3, dampingRatio: 0.5))
        #expect(bouncy.segments.count == 1)
        #expect(bouncy.offset(at: 0.2) > 40)
        #expect(bouncy.finalOffset == 40)
        // Non-finite input.
        let nanStart = ScrollMotion(springFrom: .nan, velocity: .nan, to: 40, spring: ScrollMotion.bounceSpring)
        #expect(nanStart.duration == 0)
        #expect(nanStart.finalOffset == 40)
        let nanTarget = ScrollMotion(springFrom: 12, velocity: 0, to: .nan, spring: ScrollMotion.bounceSpring)
        #expect(nanTarget.finalOffset == 12)
        #expect(nanTarget.duration == 0)
    }

    // MARK: - Continuity

    @Test func theOffsetIsContinuousAcrossTheWholeMotion() {
        let cases: [(ScrollMotion, String)] = [
            (ScrollMotion(offset: 100, velocity: 1500, bounds: 0...10_000), "inside"),
            (ScrollMotion(offset: 0, velocity: 2000, bounds: 0...500), "past max"),
            (ScrollMotion(offset: 0, velocity: 20_000, bounds: 0...500), "capped"),
            (ScrollMotion(offset: 300, velocity: -1500, bounds: 0...1000), "past min"),
            (ScrollMotion(offset: -80, velocity: 0, bounds: 0...1000), "beyond, at rest"),
            (ScrollMotion(offset: -80, velocity: 3000, bounds: 0...300), "beyond, inward"),
            (ScrollMotion(offset: 130, velocity: -3000, bounds: 100...100), "zero size"),
            (ScrollMotion(offset: 0, velocity: 2000, bounds: 0...500, rate: .fast), "fast"),
            (
                ScrollMotion(
                    offset: 500, velocity: 1000, bounds: 0...500,
                    spring: Spring(response: 0.4, dampingRatio: 0.3)), "underdamped"
            ),
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
            #expect(worst <= 1e-6, "\(name)")
            // The only jump: onto a spring's target at rest, below the threshold.
            let restJump = abs(motion.offset(at: motion.duration.nextDown) - motion.finalOffset)
            #expect(restJump < motion.restThreshold, "\(name)")
            for start in switchTimes(motion) {
                #expect(abs(motion.offset(at: start.nextDown) - motion.offset(at: start)) <= 1e-9, "\(name)")
            }
        }
    }
}
