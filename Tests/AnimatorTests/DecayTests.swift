import Foundation
import Testing

@testable import Animator

@Suite struct DecayTests {
    @Test func rateClamping() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: .nan) == .normal)
        for raw in [0, -1, 1, 2, Double.infinity, -Double.infinity] {
            let rate = DecelerationRate(rawValue: raw)
            #expect(rate.rawValue > 0 && rate.rawValue < 1)
        }
        #expect(DecelerationRate(rawValue: 0.95).rawValue == 0.95)
    }

    @Test func closedFormsMatchPerMillisecondSimulation() {
        var worstV = 0.0, worstX = 0.0
        for rate in [DecelerationRate.normal, .fast, DecelerationRate(rawValue: 0.95)] {
            for v0 in [2500.0, -800, 37] {
                let decay = Decay(position: 120, velocity: v0, rate: rate)
                // Per millisecond: the velocity is multiplied by r; within the millisecond the
                // position integrates the continuously decaying velocity (100 sub-steps, midpoint).
                var x = 120.0, v = v0
                let sub = 100
                let subFactor = pow(rate.rawValue, 1.0 / Double(sub))
                for ms in 1...5000 {
                    for _ in 0..<sub {
                        let vNext = v * subFactor
                        x += (v + vNext) / 2 * (0.001 / Double(sub))
                        v = vNext
                    }
                    let t = Double(ms) / 1000
                    worstV = max(worstV, abs(decay.velocity(at: t) - v) / abs(v0))
                    worstX = max(worstX, abs(decay.position(at: t) - x) / abs(v0))
                }
            }
        }
        print("MEASURE decay vs per-ms simulation: max |Δv|/|v0| = \(worstV), max |Δx|/|v0| = \(worstX) s")
        #expect(worstV < 1e-12)
        #expect(worstX < 1e-9)
    }

    @Test func restPosition() {
        let normal = Decay(position: 10, velocity: 1000)
        #expect(abs(normal.restPosition - (10 + 0.4995 * 1000)) < 0.01)
        let fast = Decay(position: 10, velocity: -1000, rate: .fast)
        #expect(abs(fast.restPosition - (10 - 0.0995 * 1000)) < 0.01)
        #expect(abs(normal.position(at: 1000) - normal.restPosition) < 1e-9)
        #expect(normal.position(at: .infinity) == normal.restPosition)
        #expect(normal.velocity(at: .infinity) == 0)
    }

    @Test func projectionMatchesDiscreteSum() {
        for rate in [DecelerationRate.normal, .fast] {
            var sum = 0.0, v = 1234.0
            for _ in 0..<200_000 {
                v *= rate.rawValue
                sum += v / 1000
            }
            #expect(abs(project(velocity: 1234, decelerationRate: rate) - sum) < 1e-9)
        }
        #expect(abs(project(velocity: 1000) - 499) < 1e-9)
        #expect(project(velocity: .nan) == 0)
        #expect(project(velocity: .infinity) == 0)
        #expect(abs(project(velocity: -1000, decelerationRate: .fast) + 99) < 1e-9)
    }

    @Test func timeToReachRoundTrips() {
        var worst = 0.0
        for v0 in [3000.0, -1500] {
            let decay = Decay(position: -40, velocity: v0)
            for t in stride(from: 0.0, through: 6, by: 0.01) {
                let x = decay.position(at: t)
                guard let back = decay.time(toReach: x) else {
                    Issue.record("nil for reachable position at t=\(t)")
                    continue
                }
                // Compare in position: far into the decay time is ill-conditioned.
                worst = max(worst, abs(decay.position(at: back) - x))
                if t < 3 { #expect(abs(back - t) < 1e-9) }
            }
        }
        print("MEASURE decay time(toReach:) round trip, max |x(t(x)) − x| = \(worst)")
        #expect(worst < 1e-9)
    }

    @Test func unreachablePositions() {
        let decay = Decay(position: 0, velocity: 1000)
        #expect(decay.time(toReach: -1) == nil)  // behind
        #expect(decay.time(toReach: decay.restPosition) == nil)  // only in the limit
        #expect(decay.time(toReach: decay.restPosition + 1) == nil)  // beyond
        #expect(decay.time(toReach: .nan) == nil)
        #expect(decay.time(toReach: 0) == 0)
        let still = Decay(position: 5, velocity: 0)
        #expect(still.time(toReach: 6) == nil)
        #expect(still.time(toReach: 5) == 0)
    }

    @Test func durationUntilRemainingTravelIsBelowThreshold() {
        let decay = Decay(position: 0, velocity: 2000)
        let duration = decay.duration()
        let remaining = abs(decay.restPosition - decay.position(at: duration))
        #expect(abs(remaining - 0.5) < 1e-9)
        #expect(abs(decay.restPosition - decay.position(at: duration * 0.99)) > 0.5)
        #expect(Decay(position: 0, velocity: 0.5).duration() == 0)
        #expect(Decay(position: 0, velocity: 0).duration(threshold: 0) == 0)
        #expect(decay.duration(threshold: 0) == .infinity)
        #expect(decay.duration(threshold: .nan) == duration)
        #expect(decay.duration(threshold: 1e9) == 0)
    }

    @Test func nanHandling() {
        let decay = Decay(position: .nan, velocity: .infinity)
        #expect(decay.position(at: 1) == 0 && decay.velocity(at: 1) == 0)
        let moving = Decay(position: 3, velocity: 100)
        #expect(moving.position(at: .nan) == 3)
        #expect(moving.position(at: -5) == 3)
        #expect(moving.velocity(at: .nan) == 100)
        for t in [0, 1, 1e9, .infinity, .nan, -.infinity] {
            #expect(moving.position(at: t).isFinite && moving.velocity(at: t).isFinite)
        }
    }
}
