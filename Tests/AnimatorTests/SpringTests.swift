import Foundation
import Testing

@testable import Animator

private let dampingRatios: [Double] = [0, 0.05, 0.3, 0.6, 0.999, 1 - 1e-7, 1, 1 + 1e-7, 1.001, 2, 10]
private let massStiffness: [(m: Double, k: Double)] = [(1, 100), (0.5, 800), (3, 12)]
private let initialConditions: [(x0: Double, v0: Double)] = [(1, 0), (0, 5), (-0.7, 3)]

private func spring(m: Double, k: Double, zeta: Double) -> Spring {
    Spring(mass: m, stiffness: k, damping: 2 * zeta * (m * k).squareRoot())
}

/// Classic RK4 on x' = v, v' = −(c·v + k·x)/m.
private struct RK4 {
    let m: Double, k: Double, c: Double
    var x: Double, v: Double

    mutating func step(_ h: Double) {
        func a(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
        let k1x = v, k1v = a(x, v)
        let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
}

@Suite struct SpringTests {
    @Test func closedFormsMatchRK4InEveryRegime() {
        var worstX = 0.0, worstV = 0.0
        var worstCase = ""
        for zeta in dampingRatios {
            for (m, k) in massStiffness {
                for (x0, v0) in initialConditions {
                    let s = spring(m: m, k: k, zeta: zeta)
                    let solution = s.solution(displacement: x0, velocity: v0)
                    let omega = s.naturalFrequency
                    let xScale = max(abs(x0), abs(v0) / omega)
                    let vScale = max(abs(v0), omega * abs(x0))
                    var rk = RK4(m: s.mass, k: s.stiffness, c: s.damping, x: x0, v: v0)
                    let h = 1e-5
                    var maxX = 0.0, maxV = 0.0
                    for n in 1...200_000 {  // 2 s
                        rk.step(h)
                        if n % 10 == 0 {
                            let t = Double(n) * h
                            maxX = max(maxX, abs(solution.displacement(at: t) - rk.x) / xScale)
                            maxV = max(maxV, abs(solution.velocity(at: t) - rk.v) / vScale)
                        }
                    }
                    #expect(maxX <= 1e-9, "x: ζ=\(zeta) m=\(m) k=\(k) x0=\(x0) v0=\(v0) error \(maxX)")
                    #expect(maxV <= 1e-9, "v: ζ=\(zeta) m=\(m) k=\(k) x0=\(x0) v0=\(v0) error \(maxV)")
                    if max(maxX, maxV) > max(worstX, worstV) {
                        worstCase = "ζ=\(zeta) m=\(m) k=\(k) x0=\(x0) v0=\(v0)"
                    }
                    worstX = max(worstX, maxX)
                    worstV = max(worstV, maxV)
                }
            }
        }
        print(
            "MEASURE spring vs RK4 (h = 1e-5, 2 s): max rel. x error = \(worstX), v error = \(worstV) (worst: \(worstCase))"
        )
    }

    @Test func unitResponseComesWithTheDisplacementBitForBit() {
        for zeta in dampingRatios {
            for (m, k) in massStiffness {
                let spring = spring(m: m, k: k, zeta: zeta)
                let unit = spring.solution(displacement: 0, velocity: 1)
                for (x0, v0) in initialConditions {
                    let solution = spring.solution(displacement: x0, velocity: v0)
                    for t in [-1, 0, 0.004, 0.1, 0.7, 3, 60, .infinity, .nan] as [Double] {
                        let pair = solution.displacementWithUnitResponse(at: t)
                        #expect(
                            pair.displacement.bitPattern == solution.displacement(at: t).bitPattern, "ζ \(zeta) t \(t)")
                        #expect(pair.unitResponse.bitPattern == unit.displacement(at: t).bitPattern, "ζ \(zeta) t \(t)")
                    }
                }
            }
        }
    }

    @Test func initialConditionsAreReproduced() {
        for zeta in dampingRatios {
            let solution = spring(m: 2, k: 50, zeta: zeta).solution(displacement: 0.3, velocity: -4)
            #expect(abs(solution.displacement(at: 0) - 0.3) < 1e-15)
            #expect(abs(solution.velocity(at: 0) + 4) < 1e-14)
        }
    }

    /// SwiftUI's presets as Apple documents them: 0.5 s and base bounces 0, 0.15 and 0.3, to
    /// which `extraBounce` adds.
    @Test func presetsAreTheDocumentedDurationAndBounce() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.snappy(duration: 0.3, extraBounce: 0.1) == Spring(duration: 0.3, bounce: 0.25))
        #expect(abs(Spring.bouncy.dampingRatio - 0.7) < 1e-12 && abs(Spring.smooth.dampingRatio - 1) < 1e-12)
    }

    @Test func regimes() {
        #expect(spring(m: 1, k: 100, zeta: 0.5).regime == .underdamped)
        #expect(spring(m: 1, k: 100, zeta: 1 - 1e-7).regime == .criticallyDamped)
        #expect(spring(m: 1, k: 100, zeta: 1).regime == .criticallyDamped)
        #expect(spring(m: 1, k: 100, zeta: 1 + 1e-7).regime == .criticallyDamped)
        #expect(spring(m: 1, k: 100, zeta: 1.001).regime == .overdamped)
        #expect(spring(m: 1, k: 100, zeta: 0).regime == .underdamped)
    }

    @Test func settlingTimeIsSafeAndNotWildlyConservative() {
        let tolerance = SpringTolerance.default
        var worstRatioUnder = 0.0
        var ratios: [String] = []
        for zeta in dampingRatios where zeta > 0 {
            for (m, k) in massStiffness {
                for (x0, v0) in initialConditions {
                    let s = spring(m: m, k: k, zeta: zeta)
                    let solution = s.solution(displacement: x0, velocity: v0)
                    let settling = solution.settlingTime(tolerance: tolerance)
                    #expect(settling.isFinite && settling >= 0)
                    // Safe: after the settling time the motion stays inside (dense sampling over
                    // a horizon of 4× the settling time, at least 2 s).
                    let period = 2 * Double.pi / s.naturalFrequency
                    let dt = min(period / 400, 1e-3)
                    let horizon = max(4 * settling, settling + 2)
                    var t = settling
                    var outside = 0
                    while t <= horizon {
                        if !solution.isAtRest(at: t, tolerance: tolerance) { outside += 1 }
                        t += dt
                    }
                    #expect(outside == 0, "ζ=\(zeta) m=\(m) k=\(k) x0=\(x0) v0=\(v0): left tolerance after \(settling)")
                    // True last exit time, from dense sampling before the settling time.
                    var lastExit = 0.0
                    t = 0
                    while t <= settling {
                        if !solution.isAtRest(at: t, tolerance: tolerance) { lastExit = t }
                        t += dt
                    }
                    let ratio = settling / max(lastExit + dt, 1e-12)
                    if zeta < 1 - 1e-6 {
                        #expect(ratio <= 2, "ζ=\(zeta) m=\(m) k=\(k) x0=\(x0) v0=\(v0): ratio \(ratio)")
                        worstRatioUnder = max(worstRatioUnder, ratio)
                    }
                    ratios.append(
                        "ζ=\(zeta),k=\(k),m=\(m),(\(x0),\(v0)): T=\(String(format: "%.4f", settling)) true=\(String(format: "%.4f", lastExit)) ratio=\(String(format: "%.3f", ratio))"
                    )
                }
            }
        }
        print("MEASURE spring settling ratio (bound / true last exit), underdamped worst = \(worstRatioUnder)")
        for line in ratios { print("MEASURE settling \(line)") }
    }

    @Test func settlingEdgeCases() {
        let undamped = spring(m: 1, k: 100, zeta: 0)
        #expect(undamped.solution(displacement: 1, velocity: 0).settlingTime() == .infinity)
        #expect(undamped.solution(displacement: 1e-5, velocity: 0).settlingTime() == 0)
        #expect(Spring.default.solution(displacement: 0, velocity: 0).settlingTime() == 0)
        #expect(Spring.default.solution(displacement: 1e-6, velocity: 1e-6).settlingTime() == 0)
        let zero = SpringTolerance(distance: 0, velocity: 0)
        #expect(Spring.default.solution(displacement: 1, velocity: 0).settlingTime(tolerance: zero) == .infinity)
        let nanTolerance = SpringTolerance(distance: .nan, velocity: -1)
        #expect(
            Spring.default.solution(displacement: 1, velocity: 0).settlingTime(tolerance: nanTolerance) == .infinity)
        let loose = SpringTolerance(distance: .infinity, velocity: .infinity)
        #expect(Spring.default.solution(displacement: 1, velocity: 0).settlingTime(tolerance: loose) == 0)
        #expect(Spring.default.solution(displacement: 0, velocity: 0).isAtRest(at: 0))
        #expect(!Spring.default.solution(displacement: 1, velocity: 0).isAtRest(at: 0))
    }

    @Test func responseParameterisationRoundTrips() {
        for response in [0.1, 0.3, 0.55, 1, 2.5] {
            for zeta in [0.0, 0.2, 0.8, 1, 1.7] {
                for mass in [0.5, 1, 4] {
                    let s = Spring(response: response, dampingRatio: zeta, mass: mass)
                    #expect(abs(s.response - response) < 1e-12 * response)
                    #expect(abs(s.dampingRatio - zeta) < 1e-12)
                    #expect(abs(s.mass - mass) < 1e-15)
                    #expect(abs(s.stiffness - pow(2 * Double.pi / response, 2) * mass) < 1e-9 * s.stiffness)
                }
            }
        }
    }

    @Test func durationBounceParameterisation() {
        // Apple's example: Spring(duration: 0.5, bounce: 0.3) → (m, k, c) = (1, 157.9, 17.6).
        let apple = Spring(duration: 0.5, bounce: 0.3)
        #expect(apple.mass == 1)
        #expect(abs(apple.stiffness - 157.9) < 0.1)
        #expect(abs(apple.damping - 17.6) < 0.1)
        #expect(abs(apple.bounce - 0.3) < 1e-12)
        #expect(abs(apple.response - 0.5) < 1e-12)
        // Spring(m 1, k 100, c 10) → duration 0.628, bounce 0.5.
        let ca = Spring.default
        #expect(ca.mass == 1 && ca.stiffness == 100 && ca.damping == 10)
        #expect(abs(ca.response - 0.628) < 1e-3)
        #expect(abs(ca.bounce - 0.5) < 1e-12)
        for bounce in [-0.9, -0.5, -0.1, 0, 0.1, 0.5, 0.9] {
            for duration in [0.2, 0.5, 1.3] {
                let s = Spring(duration: duration, bounce: bounce)
                #expect(abs(s.bounce - bounce) < 1e-12)
                #expect(abs(s.response - duration) < 1e-12)
            }
        }
        #expect(abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
        // Out of range bounce is clamped to the open interval (−1, 1).
        #expect(Spring(duration: 1, bounce: 1).dampingRatio > 0)
        #expect(Spring(duration: 1, bounce: -1).dampingRatio.isFinite)
        #expect(Spring(duration: 1, bounce: .nan).regime == .criticallyDamped)
    }

    @Test func uiKitSettlingDurationFormIsFramersDurationSpring() {
        for zeta in [0.01, 0.1, 0.25, 0.5, 0.6, 0.8, 0.99, 1] {
            for duration in [0.2, 0.5, 1, 3] {
                let s = Spring(dampingRatio: zeta, settlingDuration: duration, mass: 2)
                #expect(abs(s.dampingRatio - zeta) < 1e-12)
                let omega = s.naturalFrequency
                // Framer's envelope at T: the sine term's amplitude below ζ = 1, (1 + ω0T)e^(−ω0T) at 1.
                let envelope =
                    zeta < 1
                    ? zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * omega * duration)
                    : (1 + omega * duration) * exp(-omega * duration)
                #expect(
                    abs(envelope - Spring.settlingEnvelope) / Spring.settlingEnvelope < 1e-9,
                    "ζ=\(zeta) T=\(duration): \(envelope)")
                // A unit step is within ε/ζ of rest from T on.
                let solution = s.solution(displacement: 1, velocity: 0)
                var t = duration
                while t < duration * 3 {
                    #expect(abs(solution.displacement(at: t)) <= Spring.settlingEnvelope / zeta * (1 + 1e-9))
                    t += duration / 500
                }
            }
        }
        // Framer's published tension for ζ 0.25 over 3 s.
        #expect(abs(Spring(dampingRatio: 0.25, settlingDuration: 3).stiffness - 54.8336) < 1e-4)
    }

    /// ω0 (rad/s) of every duration-and-damping spring the scenes use, computed independently from
    /// ln(ζ/(0.001·√(1−ζ²)))/(ζT) (and (1 + x)e^(−x) = 0.001 at ζ = 1); the old envelope's value
    /// was the factor after it higher.
    @Test(arguments: [
        (0.6, 0.5, 22.0669106884),  // the sheet (seed 003), was 1.138×
        (0.5, 0.5, 25.4337965386),  // the swipe cell (seed 000), was 1.173×
        (0.5, 0.6, 21.1948304488),  // the card's return spring, was 1.173×
        (0.85, 0.5, 17.3793024056),  // the card's undo spring, was 1.077×
        (0.4, 1.2, 12.6638359181),  // the gallery's strip, was 1.217×
        (0.62, 0.6, 17.9362860660),  // the gallery's chips, was 1.132×
        (0.6, 0.6, 18.3890922404),  // the gallery's constraint demo, was 1.138×
        (1.0, 0.5, 18.4668269529),  // the pager's edge return, was 1.049×
    ])
    func seedSpringsHaveFramersStiffness(_ spring: (zeta: Double, duration: Double, omega: Double)) {
        let s = Spring(dampingRatio: spring.zeta, settlingDuration: spring.duration)
        #expect(
            abs(s.naturalFrequency - spring.omega) < 1e-8,
            "ζ \(spring.zeta) T \(spring.duration): \(s.naturalFrequency)")
    }

    @Test func settlingFormEdgeCases() {
        #expect(Spring(dampingRatio: 5, settlingDuration: 1).dampingRatio == 1)
        #expect(abs(Spring(dampingRatio: 0, settlingDuration: 1).dampingRatio - 0.01) < 1e-12)
    }

    @Test func badInputNeverProducesNaN() {
        let bad: [Double] = [.nan, .infinity, -.infinity, 0, -1]
        var springs: [Spring] = []
        for a in bad {
            springs.append(Spring(mass: a, stiffness: a, damping: a))
            springs.append(Spring(mass: 1, stiffness: 100, damping: a))
            springs.append(Spring(response: a, dampingRatio: a, mass: a))
            springs.append(Spring(duration: a, bounce: a))
            springs.append(Spring(dampingRatio: a, settlingDuration: a, mass: a))
        }
        for s in springs {
            #expect(s.mass > 0 && s.mass.isFinite)
            #expect(s.stiffness > 0 && s.stiffness.isFinite)
            #expect(s.damping >= 0 && s.damping.isFinite)
            #expect(s.naturalFrequency.isFinite && s.dampingRatio.isFinite)
            #expect(s.response.isFinite && s.bounce.isFinite)
            for (x0, v0) in [(Double.nan, 1.0), (1, .infinity), (-.infinity, .nan), (1, 1)] {
                let solution = s.solution(displacement: x0, velocity: v0)
                #expect(solution.initialDisplacement.isFinite && solution.initialVelocity.isFinite)
                for t in [0, 0.01, 0.5, 3, 1e6, .infinity, .nan, -1] {
                    #expect(solution.displacement(at: t).isFinite)
                    #expect(solution.velocity(at: t).isFinite)
                }
                #expect(!solution.settlingTime().isNaN)
            }
        }
        let s = Spring(mass: .nan, stiffness: -5, damping: -1)
        #expect(s.damping == 0)
        #expect(Spring.default.solution(displacement: .nan, velocity: .infinity).displacement(at: 1) == 0)
    }
}
