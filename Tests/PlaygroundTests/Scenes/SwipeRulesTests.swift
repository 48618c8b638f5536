import Foundation
import Testing

@testable import FluidPlayground
@testable import Scenes

/// The card stack's release rules on their own: the seed's thresholds, the flick, the flight off
/// the screen, the tilt and the stamps' alpha.
@Suite
struct SwipeRulesTests {
    let rules = SwipeRules.seed
    let restX: CGFloat = 150

    @Test func seedThresholdsDecideASlowRelease() {
        #expect(rules.outcome(centerX: 401, restX: restX, velocityX: 0) == .thrown(.right, carriesVelocity: false))
        #expect(
            rules.outcome(centerX: 400, restX: restX, velocityX: 0) == .returned, "the seed's test is strict: > 400")
        #expect(rules.outcome(centerX: 399, restX: restX, velocityX: 0) == .returned)
        #expect(rules.outcome(centerX: -66, restX: restX, velocityX: 0) == .thrown(.left, carriesVelocity: false))
        #expect(rules.outcome(centerX: -65, restX: restX, velocityX: 0) == .returned)
        #expect(rules.outcome(centerX: -64, restX: restX, velocityX: 0) == .returned)
        #expect(rules.outcome(centerX: restX, restX: restX, velocityX: 0) == .returned)
    }

    @Test func aFlickThrowsBeforeTheThresholdTheWayTheCardIsDisplaced() {
        #expect(rules.outcome(centerX: 230, restX: restX, velocityX: 1500) == .thrown(.right, carriesVelocity: true))
        #expect(rules.outcome(centerX: 70, restX: restX, velocityX: -1500) == .thrown(.left, carriesVelocity: true))
        #expect(rules.outcome(centerX: 151, restX: restX, velocityX: 800) == .thrown(.right, carriesVelocity: true))
        #expect(rules.outcome(centerX: 230, restX: restX, velocityX: 799) == .returned, "just below the flick speed")
        // Flicked back towards the centre: not a throw (ZLSwipeableView's same-direction rule).
        #expect(rules.outcome(centerX: 230, restX: restX, velocityX: -1500) == .returned)
        #expect(rules.outcome(centerX: 70, restX: restX, velocityX: 1500) == .returned)
        #expect(rules.outcome(centerX: 230, restX: restX, velocityX: .nan) == .returned)
    }

    @Test func pastTheThresholdTheSeedStillThrowsWhateverTheVelocity() {
        // Fluid only adds throws: past the seed's threshold the card goes, with the finger's
        // velocity when that is a flick the same way, else on the seed's 0.2 s move.
        #expect(rules.outcome(centerX: 450, restX: restX, velocityX: -3000) == .thrown(.right, carriesVelocity: false))
        #expect(rules.outcome(centerX: 450, restX: restX, velocityX: 1200) == .thrown(.right, carriesVelocity: true))
        #expect(rules.outcome(centerX: -100, restX: restX, velocityX: -900) == .thrown(.left, carriesVelocity: true))
    }

    @Test func theFlightKeepsTheFingersVelocityUntilTheCardIsOffTheScreen() {
        // Fluid's 390 pt screen in the container's coordinates: x from −45 to 345.
        let right = SwipeRules.flight(
            from: CGPoint(x: 230, y: 200), velocity: CGPoint(x: 1500, y: -300), direction: .right,
            halfWidth: 160, visibleMinX: -45, visibleMaxX: 345)
        // The left edge must pass 345: the centre travels to 505, 275 pt at 1,500 pt/s.
        #expect(abs(right.duration - 275.0 / 1500) < 1e-12)
        #expect(abs(right.target.x - 505) < 1e-9 && abs(right.target.y - (200 - 300 * 275.0 / 1500)) < 1e-9)
        let left = SwipeRules.flight(
            from: CGPoint(x: 70, y: 200), velocity: CGPoint(x: -2000, y: 0), direction: .left,
            halfWidth: 150, visibleMinX: -45, visibleMaxX: 345)
        #expect(abs(left.target.x - -195) < 1e-9 && abs(left.duration - 265.0 / 2000) < 1e-12)
        // Already off the screen: no flight left; a velocity that is not finite stays finite.
        #expect(
            SwipeRules.flight(
                from: CGPoint(x: 600, y: 0), velocity: CGPoint(x: 900, y: 0), direction: .right,
                halfWidth: 150, visibleMinX: -45, visibleMaxX: 345
            ).duration == 0)
        let odd = SwipeRules.flight(
            from: .zero, velocity: CGPoint(x: CGFloat.nan, y: .infinity), direction: .right,
            halfWidth: 150, visibleMinX: -45, visibleMaxX: 345)
        #expect(odd.duration.isFinite && odd.target.x.isFinite && odd.target.y.isFinite)
    }

    /// `V`: the seed's move starts at the finger's speed — the curve's first slope is the share
    /// of the seed's 1,000 pt/s — and a release faster than that move flies even when the flick
    /// speed is tuned above it; off, or moving back, the seed's ease-in-out.
    @Test func aThrowKeepsTheFingersSpeed() {
        let timing = rules.throwTiming(velocityX: 500, direction: .right)
        #expect(abs(timing.controlPoint1.y / timing.controlPoint1.x - 0.5) < 1e-12)
        #expect(rules.throwTiming(velocityX: -500, direction: .right).controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(rules.throwTiming(velocityX: -500, direction: .left).controlPoint1.y > 0)
        var seedCurve = rules
        seedCurve.keepsThrowVelocity = false
        #expect(seedCurve.throwTiming(velocityX: 500, direction: .right).controlPoint1 == CGPoint(x: 0.42, y: 0))
        var slowFlick = rules
        slowFlick.flickSpeed = 2000
        #expect(
            slowFlick.outcome(centerX: 450, restX: restX, velocityX: 1200) == .thrown(.right, carriesVelocity: true))
        #expect(
            slowFlick.outcome(centerX: 450, restX: restX, velocityX: 900) == .thrown(.right, carriesVelocity: false))
        slowFlick.keepsThrowVelocity = false
        #expect(
            slowFlick.outcome(centerX: 450, restX: restX, velocityX: 1200) == .thrown(.right, carriesVelocity: false))
    }

    /// `D`: the projected centre, `x + v × 0.499` (r = 0.998), against the thresholds.
    @Test func theProjectedCentreDecides() {
        var projected = rules
        projected.decidesByProjection = true
        #expect(
            projected.outcome(centerX: 300, restX: restX, velocityX: 202) == .thrown(.right, carriesVelocity: false))
        #expect(projected.outcome(centerX: 300, restX: restX, velocityX: 198) == .returned)
        #expect(projected.outcome(centerX: 420, restX: restX, velocityX: -100) == .returned)
        #expect(projected.outcome(centerX: 0, restX: restX, velocityX: -200) == .thrown(.left, carriesVelocity: false))
        #expect(projected.outcome(centerX: 150, restX: restX, velocityX: .nan) == .returned)
        let relative = SwipeRules.relativeThresholds(share: 0.5, restX: restX, cardWidth: 300)
        #expect(relative.left == 0 && relative.right == 300)
    }

    @Test(arguments: [-215.0, -60.0, 0.0, 37.0, 120.0, 250.0])
    func tiltIsTheSeedsTangent(dx: Double) {
        #expect(SwipeRules.tilt(translationX: CGFloat(dx), containerWidth: 300) == tan(CGFloat(dx) / 600))
    }

    @Test func stampsReachFullAlphaAtTheThresholds() {
        #expect(
            rules.likeAlpha(centerX: restX, restX: restX) == 0 && rules.nopeAlpha(centerX: restX, restX: restX) == 0)
        #expect(abs(rules.likeAlpha(centerX: 270, restX: restX) - 120.0 / 250) < 1e-12)
        #expect(rules.likeAlpha(centerX: 400, restX: restX) == 1 && rules.likeAlpha(centerX: 900, restX: restX) == 1)
        #expect(rules.nopeAlpha(centerX: 270, restX: restX) == 0)
        #expect(abs(rules.nopeAlpha(centerX: 42.5, restX: restX) - 0.5) < 1e-12)
        #expect(rules.nopeAlpha(centerX: -65, restX: restX) == 1)
        #expect(rules.likeAlpha(centerX: .nan, restX: restX) == 0)
    }

    @Test func cardFramesAreInsetByTheirPlace() {
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        for index in 0..<3 {
            let frame = StackContainerView.cardFrame(index: index, in: bounds, horizontalInset: 10, verticalInset: 10)
            let i = CGFloat(index)
            #expect(frame == CGRect(x: 10 * i, y: 10 * i, width: 300 - 20 * i, height: 400))
        }
    }
}
