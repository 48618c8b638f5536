import Foundation
import Testing

@testable import Animator

/// Every motion with the `Simulation` shape keeps its contract: the velocity is the derivative of
/// the position, a motion that is done stays done and is still, and it is done in finite time.
struct SimulationTests {
    static let motions: [(String, any Simulation)] = [
        (
            "underdamped spring",
            SpringSolution(
                spring: Spring(response: 0.5, dampingRatio: 0.3), initialDisplacement: -200, initialVelocity: 900)
        ),
        (
            "critical spring",
            SpringSolution(spring: Spring(response: 0.4, dampingRatio: 1), initialDisplacement: 120, initialVelocity: 0)
        ),
        (
            "overdamped spring",
            SpringSolution(
                spring: Spring(mass: 3, stiffness: 1000, damping: 500), initialDisplacement: 80, initialVelocity: -300)
        ),
        ("decay", Decay(position: 0, velocity: 2500, rate: .normal)),
        ("fast decay", Decay(position: 40, velocity: -800, rate: .fast)),
        ("scroll motion bouncing off its end", ScrollMotion(offset: 900, velocity: 3000, bounds: 0...1000)),
        (
            "scroll motion springing to a target",
            ScrollMotion(springFrom: 0, velocity: 400, to: 300, spring: ScrollMotion.bounceSpring)
        ),
    ]

    @Test(arguments: 0..<motions.count)
    func velocityIsTheDerivativeAndDoneIsForGood(_ index: Int) {
        let (name, motion) = Self.motions[index]
        // Done in finite time (two minutes is far beyond any of these).
        let end = stride(from: 0.0, through: 120, by: 1.0 / 120).first { motion.isDone(at: $0) }
        #expect(end != nil, "\(name) is never done")
        guard let end else { return }
        let h = 1e-6
        var worst = 0.0
        var compared = 0
        for step in 1..<600 {
            let t = end * Double(step) / 600
            // A scroll motion's velocity is continuous but its acceleration jumps where a decay
            // hands over to the bounce spring: a difference quotient across that seam is skipped.
            if let scroll = motion as? ScrollMotion, scroll.phase(at: t - h) != scroll.phase(at: t + h) { continue }
            let slope = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
            let v = motion.velocity(at: t)
            worst = max(worst, abs(slope - v) / max(1, abs(v)))  // relative to the motion's speed
            compared += 1
        }
        #expect(compared > 590)
        #expect(worst < 1e-4, "\(name): velocity off the derivative by \(worst)")
        // Done stays done, and a done motion is still (within the rest thresholds).
        for later in stride(from: end, through: end + 5, by: 0.25) {
            #expect(motion.isDone(at: later), "\(name) done at \(end) but not at \(later)")
            #expect(
                abs(motion.velocity(at: later)) < 5.01,
                "\(name) still moves at \(motion.velocity(at: later)) pt/s at \(later)")
        }
    }
}
