import Animator
import Foundation
import Testing

/// A driver at time 0, a box at 0 and an animator that moves it to 100 (started by the caller).
@MainActor
private func makeFixture(
    duration: TimeInterval = 1, timing: any TimingCurveProvider = CubicTimingParameters(animationCurve: .linear)
)
    -> (driver: AnimationDriver, box: AnimatedBox<Double>, animator: PropertyAnimator, log: MisuseLog)
{
    let driver = AnimationDriver()
    driver.tick(at: 0)
    let box = AnimatedBox<Double>(0, driver: driver)
    let animator = PropertyAnimator(duration: duration, timingParameters: timing)
    animator.addAnimations { box.value = 100 }
    let log = MisuseLog()
    log.attach(to: animator)
    return (driver, box, animator, log)
}

@MainActor
@Suite struct PropertyAnimatorTests {
    // MARK: Running

    @Test func cubicCurveDrivesTheValueAndCompletesAtTheEnd() {
        let (driver, box, animator, _) = makeFixture(timing: CubicTimingParameters(animationCurve: .easeInOut))
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.model == 100 && box.shown == 0)  // the model changes at once, the screen does not
        let curve = CubicTimingParameters(animationCurve: .easeInOut)
        for time in stride(from: 0.0, through: 0.99, by: 0.03) {
            driver.tick(at: time)
            #expect(abs(box.shown - 100 * curve.progress(at: time)) < 1e-9)
            #expect(abs(Double(animator.fractionComplete) - curve.progress(at: time)) < 1e-9)
        }
        #expect(positions.isEmpty)
        driver.tick(at: 1)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(box.presentation == nil && box.model == 100 && !box.isAnimating)
        #expect(!driver.isAnimating)
    }

    @Test func anAnimationStartsItsClockWhenItIsStarted() {
        let (driver, box, animator, _) = makeFixture()
        driver.tick(at: 5)  // idle frames move the clock
        animator.startAnimation()
        #expect(box.shown == 0)
        driver.tick(at: 5.5)  // the first frame after the start already shows half a second of motion
        #expect(abs(box.shown - 50) < 1e-9)
        driver.tick(at: 5.75)
        #expect(abs(box.shown - 75) < 1e-9)
    }

    @Test func anAnimationStartedByAnEventStartsAtTheEventsTime() {
        let (driver, box, animator, _) = makeFixture()
        driver.tick(at: 5)
        driver.advance(to: 5.2)  // an event between frames
        #expect(box.shown == 0)
        animator.startAnimation()
        driver.tick(at: 5.5)
        #expect(abs(box.shown - 30) < 1e-9)
        // An event stamped before the last frame does not move the clock back.
        driver.advance(to: 5.1)
        driver.tick(at: 5.6)
        #expect(abs(box.shown - 40) < 1e-9)
    }

    @Test func startAfterDelayWaitsInAnimationTime() {
        let (driver, box, animator, _) = makeFixture()
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        driver.tick(at: 0)
        driver.tick(at: 0.4)
        #expect(box.shown == 0)
        driver.tick(at: 0.75)
        #expect(abs(box.shown - 25) < 1e-9)
    }

    @Test func slowAnimationsScaleAnimationTimeOnly() {
        let (driver, box, animator, _) = makeFixture()
        driver.timeScale = 0.1
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 1)
        #expect(abs(box.shown - 10) < 1e-9)
        driver.timeScale = .nan  // ignored
        #expect(driver.timeScale == 0.1)
    }

    // MARK: State machine (Docs/Motion.md §1.1)

    @Test func pauseAndResumeKeepTheValueWhereItWas() {
        let (driver, box, animator, log) = makeFixture(timing: CubicTimingParameters(animationCurve: .easeIn))
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.5)
        let shown = box.shown
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        driver.tick(at: 2)
        #expect(box.shown == shown)
        animator.startAnimation()
        driver.tick(at: 2)
        #expect(abs(box.shown - shown) < 1e-6)
        // Resumed on the original curve at τ = C⁻¹(P): it ends after the time that was left.
        driver.tick(at: 2.4999)
        #expect(box.shown < 100)
        driver.tick(at: 2.5)
        #expect(animator.state == .inactive && box.model == 100)
        #expect(log.reports.isEmpty)
    }

    @Test func pauseFromInactiveMakesItActiveAndPaused() {
        let (_, box, animator, _) = makeFixture()
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(box.model == 100 && box.shown == 0)
        animator.fractionComplete = 0.3
        #expect(abs(box.shown - 30) < 1e-9)
    }

    @Test func scrubbingAnInactiveAnimatorActivatesIt() {
        let (_, box, animator, _) = makeFixture()
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(box.shown - 50) < 1e-9)
    }

    @Test func stopWithoutFinishingKeepsTheCurrentValues() {
        let (driver, box, animator, _) = makeFixture()
        var completions = 0
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.4)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(abs(box.model - 40) < 1e-9 && box.presentation == nil && !box.isAnimating)
        driver.tick(at: 2)
        #expect(completions == 0 && abs(box.model - 40) < 1e-9)
    }

    @Test(arguments: [AnimatingPosition.start, .end, .current])
    func stopThenFinishAt(_ position: AnimatingPosition) {
        let (driver, box, animator, log) = makeFixture()
        var reported: [AnimatingPosition] = []
        animator.addCompletion { reported.append($0) }
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(abs(box.model - 25) < 1e-9 && box.presentation == nil)
        animator.finishAnimation(at: position)
        let expected: Double =
            switch position {
            case .start: 0
            case .end: 100
            case .current: 25
            }
        #expect(abs(box.model - expected) < 1e-9)
        #expect(reported == [position] && animator.state == .inactive)
        #expect(log.reports.isEmpty)
    }

    @Test func invalidTransitionsAreReportedAndIgnored() {
        let (driver, box, animator, log) = makeFixture()
        animator.finishAnimation(at: .end)
        #expect(log.reports.last == .finishOutsideStopped(.inactive))
        animator.stopAnimation(true)
        #expect(log.reports.last == .stopWhileInactive)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(log.reports.last == .continueWhileInactive)
        #expect(animator.state == .inactive)

        animator.startAnimation()
        driver.tick(at: 0)
        animator.finishAnimation(at: .end)
        #expect(log.reports.last == .finishOutsideStopped(.active))
        animator.isInterruptible = false
        #expect(animator.isInterruptible && log.reports.last == .interruptibleChangedWhileActive)
        driver.tick(at: 0.5)
        animator.fractionComplete = 0.9
        #expect(log.reports.last == .fractionCompleteWhileRunning && abs(box.shown - 50) < 1e-9)

        animator.stopAnimation(false)
        animator.startAnimation()
        #expect(log.reports.last == .stopped(action: "startAnimation"))
        animator.pauseAnimation()
        #expect(log.reports.last == .stopped(action: "pauseAnimation"))
        animator.stopAnimation(false)
        #expect(log.reports.last == .stopped(action: "stopAnimation"))
        animator.fractionComplete = 0.2
        #expect(log.reports.last == .stopped(action: "fractionComplete"))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(log.reports.last == .stopped(action: "continueAnimation"))
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive && box.model == 100)
        #expect(log.reports.count == 11)
    }

    @Test func anUninterruptibleAnimatorRunsToTheEnd() {
        let (driver, box, animator, log) = makeFixture()
        animator.isInterruptible = false
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.5)
        animator.pauseAnimation()
        animator.stopAnimation(true)
        #expect(
            log.reports == [.notInterruptible(action: "pauseAnimation"), .notInterruptible(action: "stopAnimation")])
        #expect(animator.isRunning)
        driver.tick(at: 1)
        #expect(box.model == 100 && animator.state == .inactive)
    }

    @Test func startingWithoutAnimationsWaitsForThem() {
        let driver = AnimationDriver()
        driver.tick(at: 0)
        let box = AnimatedBox<Double>(0, driver: driver)
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.addAnimations { box.value = 10 }
        #expect(animator.isRunning)
        driver.tick(at: 0.5)  // its clock started when the animations came, at time 0
        #expect(abs(box.shown - 5) < 1e-9)
        driver.tick(at: 1)
        #expect(box.model == 10 && !animator.isRunning)
    }

    @Test func withoutADriverTheAnimationsCompleteAtOnce() {
        let box = AnimatedBox<Double>(0, driver: nil)
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.value = 10 }
        let log = MisuseLog()
        log.attach(to: animator)
        var position: AnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        #expect(log.reports == [.noDriver] && position == .end && box.shown == 10)
    }

    @Test func badTimesAreReplacedAndReported() {
        let (driver, box, _, _) = makeFixture()
        let animator = PropertyAnimator(duration: -3, curve: .linear) { box.value = 50 }
        let log = MisuseLog()
        log.attach(to: animator)
        #expect(animator.duration == 0)
        animator.startAnimation(afterDelay: .nan)
        #expect(
            log.reports == [
                .invalidTime(name: "delay", value: .nan, replacement: 0),
                .invalidTime(name: "duration", value: -3, replacement: 0),
            ]
                || log.reports.count == 2)
        driver.tick(at: 0)
        #expect(box.model == 50 && animator.state == .inactive)
    }

    // MARK: fractionComplete and reversal

    @Test func fractionCompleteRejectsNaNAndClampsInfinity() {
        let (_, box, animator, log) = makeFixture()
        animator.pauseAnimation()
        animator.fractionComplete = .nan
        #expect(log.reports == [.fractionCompleteNotANumber] && animator.fractionComplete == 0)
        animator.fractionComplete = .infinity
        #expect(animator.fractionComplete == 1 && box.shown == 100)
        animator.fractionComplete = -.infinity
        #expect(animator.fractionComplete == 0 && box.shown == 0)
        animator.fractionComplete = 1.7
        #expect(animator.fractionComplete == 1)
        #expect(!box.shown.isNaN)
    }

    @Test func reversedFractionReadsAlongTheCurrentDirection() {
        let (_, box, animator, _) = makeFixture()
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        animator.isReversed = true
        #expect(abs(animator.fractionComplete - 0.7) < 1e-12)  // iOS ≥ 11 reading
        #expect(abs(box.shown - 30) < 1e-9)
        animator.fractionComplete = 0.9  // 0.9 of the way back to the start
        #expect(abs(box.shown - 10) < 1e-9)
    }

    @Test func reversingMidFlightRetracesTheCurve() {
        let curve = CubicTimingParameters(animationCurve: .easeInOut)
        let (driver, box, animator, _) = makeFixture(timing: curve)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.3)
        let atReversal = box.shown
        animator.isReversed = true
        #expect(box.shown == atReversal)
        // Time runs backwards: 0.1 s after reversing the value is where it was at 0.2 s.
        driver.tick(at: 0.4)
        #expect(abs(box.shown - 100 * curve.progress(at: 0.2)) < 1e-9)
        driver.tick(at: 0.6)
        #expect(positions == [.start])
        #expect(box.model == 0 && box.presentation == nil)
    }

    @Test func reversingASpringMidFlightKeepsItsVelocity() {
        let (driver, box, animator, _) = makeFixture(duration: 0.5, timing: SpringTimingParameters(dampingRatio: 0.8))
        animator.startAnimation()
        driver.tick(at: 0)
        var time = 0.0
        var previous = box.shown
        while time < 0.1 - 1e-12 {
            time += 1e-4
            previous = box.shown
            driver.tick(at: time)
        }
        let before = (box.shown - previous) / 1e-4
        animator.isReversed = true
        driver.tick(at: time + 1e-4)
        let after = (box.shown - (previous + before * 1e-4)) / 1e-4
        #expect(before > 100)
        #expect(abs(after - before) / before < 0.01)
        driver.tick(at: 10)
        #expect(box.model == 0 && animator.state == .inactive)
    }

    // MARK: Scrub → continue (Docs/Motion.md §4.1)

    @Test(arguments: [true, false])
    func scrubThenContinueDoesNotJump(scrubsLinearly: Bool) {
        let curve = CubicTimingParameters(animationCurve: .easeInOut)
        let (driver, box, animator, _) = makeFixture(timing: curve)
        animator.scrubsLinearly = scrubsLinearly
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.4)
        let running = box.shown
        animator.pauseAnimation()
        #expect(abs(box.shown - running) < 1e-9)
        let start = animator.fractionComplete
        animator.fractionComplete = start  // a pan's first .changed with translation 0
        #expect(abs(box.shown - running) < 1e-6)
        animator.fractionComplete = 0.6
        let scrubbed = box.shown
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        driver.tick(at: 0.4)
        #expect(abs(box.shown - scrubbed) < 1e-6)
        driver.tick(at: 0.41)
        #expect(abs(box.shown - scrubbed) < 2)
        driver.tick(at: 5)
        #expect(box.model == 100)
    }

    @Test func continueWithASpringFromAScrubStartsWhereTheFingerLeft() {
        let (driver, box, animator, _) = makeFixture()
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 1), durationFactor: 0)
        driver.tick(at: 0)
        #expect(abs(box.shown - 60) < 1e-9)
        // Damping-ratio springs end at the remaining duration: (1 − 0.6) × 1 s.
        driver.tick(at: 0.39)
        #expect(animator.isRunning && box.shown < 100)
        driver.tick(at: 0.4)
        #expect(!animator.isRunning && box.model == 100)
    }

    @Test(arguments: [(0.0, 0.5), (1.0, 1.0), (3.0, 3.0)])
    func continueAnimationDurationFactor(factor: Double, expectedDuration: Double) {
        let (driver, box, animator, _) = makeFixture()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
        driver.tick(at: 0)
        driver.tick(at: expectedDuration * 0.999)
        #expect(animator.isRunning)
        #expect(abs(box.shown - (50 + 50 * 0.999)) < 1e-6)
        driver.tick(at: expectedDuration)
        #expect(!animator.isRunning && box.model == 100)
    }

    @Test func continueWithANewCurveStartsItFromTheCurrentPosition() {
        let (driver, box, animator, _) = makeFixture()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let easeOut = CubicTimingParameters(animationCurve: .easeOut)
        animator.continueAnimation(withTimingParameters: easeOut, durationFactor: 0)
        driver.tick(at: 0)
        driver.tick(at: 0.25)
        #expect(abs(box.shown - (50 + 50 * easeOut.progress(at: 0.5))) < 1e-9)
    }

    // MARK: Completion options

    @Test func pausesOnCompletionStaysActiveAndCanReverse() {
        let (driver, box, animator, _) = makeFixture()
        animator.pausesOnCompletion = true
        var completions = 0
        var runningChanges: [Bool] = []
        animator.addCompletion { _ in completions += 1 }
        animator.runningDidChange = { runningChanges.append($0) }
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 1)
        #expect(animator.state == .active && !animator.isRunning && completions == 0)
        #expect(runningChanges == [true, false])
        #expect(box.shown == 100 && animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        driver.tick(at: 1)
        driver.tick(at: 1.5)
        #expect(abs(box.shown - 50) < 1e-9)
        driver.tick(at: 2)
        #expect(animator.state == .active && box.shown == 0 && completions == 0)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(completions == 1 && box.model == 0)
    }

    @Test func delayFactorStartsTheBlockLater() {
        let curve = CubicTimingParameters(animationCurve: .easeInOut)
        let driver = AnimationDriver()
        driver.tick(at: 0)
        let early = AnimatedBox<Double>(0, driver: driver)
        let late = AnimatedBox<Double>(0, driver: driver)
        let animator = PropertyAnimator(duration: 2, timingParameters: curve)
        animator.addAnimations { early.value = 100 }
        animator.addAnimations({ late.value = 100 }, delayFactor: 0.5)
        animator.startAnimation()
        for time in stride(from: 0.0, through: 1.0, by: 0.1) {
            driver.tick(at: time)
            #expect(late.shown == 0)
        }
        for time in stride(from: 1.1, to: 2, by: 0.1) {
            driver.tick(at: time)
            #expect(abs(late.shown - 100 * curve.progress(at: (time - 1) / 1)) < 1e-6)
            #expect(abs(early.shown - 100 * curve.progress(at: time / 2)) < 1e-9)
        }
        driver.tick(at: 2)
        #expect(late.model == 100 && early.model == 100 && !animator.isRunning)
    }

    @Test func animationsAddedMidFlightRunForTheRemainingTime() {
        let (driver, box, animator, _) = makeFixture()
        let other = AnimatedBox<Double>(0, driver: driver)
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.6)
        animator.addAnimations { other.value = 40 }
        #expect(other.shown == 0)
        driver.tick(at: 0.8)
        #expect(abs(other.shown - 20) < 1e-9)  // half of the remaining 0.4 s
        driver.tick(at: 1)
        #expect(other.model == 40 && box.model == 100)
    }

    // MARK: Springs

    @Test func dampingRatioSpringFollowsTheClosedForm() {
        let (driver, box, animator, _) = makeFixture(duration: 0.5, timing: SpringTimingParameters(dampingRatio: 0.6))
        animator.startAnimation()
        driver.tick(at: 0)
        let solution = Spring(dampingRatio: 0.6, settlingDuration: 0.5).solution(displacement: -1, velocity: 0)
        var overshoot = false
        for time in stride(from: 0.0, to: 0.5, by: 0.01) {
            driver.tick(at: time)
            #expect(abs(box.shown - 100 * (1 + solution.displacement(at: time))) < 1e-9)
            overshoot = overshoot || box.shown > 100
        }
        #expect(overshoot)
        driver.tick(at: 0.5)
        #expect(box.model == 100 && box.presentation == nil && animator.state == .inactive)
    }

    @Test func springInitialVelocityIsRelativeToTheDistance() {
        // 100 pt at 300 pt/s ⇒ relative velocity 3.
        let velocity = SpringTimingParameters.relativeVelocity(300, distance: 100)
        let timing = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: velocity, dy: 0))
        let (driver, box, animator, _) = makeFixture(duration: 1, timing: timing)
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 1e-5)
        #expect(abs(box.shown / 1e-5 - 300) < 1)
    }

    @Test func aPointsVelocityIsRelativeToTheDistanceOnEachAxis() {
        // From (10, 20) to (110, 20): x has 100 pt to go, y none (0, not ∞).
        let relative = SpringTimingParameters.relativeVelocity(
            CGPoint(x: 300, y: 50), from: CGPoint(x: 10, y: 20),
            to: CGPoint(x: 110, y: 20))
        #expect(relative == CGVector(dx: 3, dy: 0))
        #expect(
            SpringTimingParameters.relativeVelocity(
                CGPoint(x: -200, y: 100), from: .zero,
                to: CGPoint(x: -50, y: 400)) == CGVector(dx: 4, dy: 0.25))
    }

    @Test func zeroDistanceAndNonFiniteVelocitiesNeverReachAValue() {
        #expect(SpringTimingParameters.relativeVelocity(500, distance: 0) == 0)
        #expect(SpringTimingParameters.relativeVelocity(.nan, distance: 10) == 0)
        #expect(SpringTimingParameters.relativeVelocity(.infinity, distance: 10) == 0)
        let timing = SpringTimingParameters(dampingRatio: .nan, initialVelocity: CGVector(dx: .nan, dy: .infinity))
        #expect(timing.initialVelocity == .zero && timing.kind == .dampingRatio(1))
        let (driver, box, animator, _) = makeFixture(duration: 0.3, timing: timing)
        animator.startAnimation()
        for time in stride(from: 0.0, through: 0.4, by: 0.05) {
            driver.tick(at: time)
            #expect(box.shown.isFinite)
        }
        #expect(box.model == 100)
    }

    @Test func physicalSpringIgnoresTheAnimatorDurationAndEndsWhenSettled() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let (driver, box, animator, _) = makeFixture(duration: 0.1, timing: SpringTimingParameters(spring: spring))
        animator.startAnimation()
        driver.tick(at: 0)
        let expectedEnd = spring.solution(displacement: -1, velocity: 0)
            .settlingTime(tolerance: SpringTolerance(distance: 1e-4, velocity: 1e-3))
        #expect(expectedEnd > 1)
        driver.tick(at: expectedEnd - 0.01)
        #expect(animator.isRunning && abs(box.shown - 100) < 0.05)
        driver.tick(at: expectedEnd)
        #expect(!animator.isRunning && box.model == 100)
    }

    @Test func aSpringTakingOverAPropertyCarriesItsVelocity() {
        let driver = AnimationDriver()
        driver.tick(at: 0)
        let box = AnimatedBox<Double>(0, driver: driver)
        let first = PropertyAnimator(duration: 1, dampingRatio: 0.7) { box.value = 100 }
        first.startAnimation()
        var time = 0.0
        var previous = 0.0
        let step = 1e-4
        driver.tick(at: 0)
        while time < 0.15 - 1e-12 {
            previous = box.shown
            time += step
            driver.tick(at: time)
        }
        let velocityBefore = (box.shown - previous) / step
        let positionBefore = box.shown
        let second = PropertyAnimator(duration: 1, dampingRatio: 0.7) { box.value = 300 }
        second.startAnimation()
        #expect(box.shown == positionBefore)  // continuous position
        driver.tick(at: time)  // the new animation's time 0
        #expect(abs(box.shown - positionBefore) < 1e-9)
        driver.tick(at: time + step)
        let velocityAfter = (box.shown - positionBefore) / step
        #expect(velocityBefore > 200)
        #expect(abs(velocityAfter - velocityBefore) / velocityBefore < 0.01)
        #expect(first.isRunning == false || first.state == .active)  // its only property was taken over
        driver.tick(at: 5)
        #expect(box.model == 300 && box.presentation == nil)
    }

    @Test func aSpringRetargetedBetweenFramesContinuesThePath() {
        let driver = AnimationDriver()
        driver.tick(at: 0)
        let box = AnimatedBox<Double>(0, driver: driver)
        let reference = AnimatedBox<Double>(0, driver: driver)
        PropertyAnimator(duration: 1, dampingRatio: 0.7) {
            box.value = 100
            reference.value = 100
        }.startAnimation()
        for frame in 1...9 { driver.tick(at: Double(frame) / 60) }
        let shown = box.shown
        // An event 6.7 ms after the frame hands the motion to a new spring towards the same end:
        // the same spring from the same state, so the path must not change at all.
        driver.advance(to: 9.4 / 60)
        PropertyAnimator(duration: 1, dampingRatio: 0.7) { box.value = 100 }.startAnimation()
        // The box now shows where the motion is at the event (as Core Animation's presentation).
        #expect(box.shown > shown)
        var previous = shown
        for frame in 10...40 {
            driver.tick(at: Double(frame) / 60)
            #expect(abs(box.shown - reference.shown) < 1e-6, "frame \(frame)")
            if frame <= 15 { #expect(box.shown - previous > 1, "frame \(frame): no repeated frame") }
            previous = box.shown
        }
    }

    @Test func aCurveTakingOverStartsFromThePresentationValue() {
        let driver = AnimationDriver()
        driver.tick(at: 0)
        let box = AnimatedBox<Double>(0, driver: driver)
        PropertyAnimator(duration: 1, curve: .linear) { box.value = 100 }.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.5)
        PropertyAnimator(duration: 1, curve: .linear) { box.value = 0 }.startAnimation()
        #expect(abs(box.shown - 50) < 1e-9)
        // The box moved at +100 pt/s; the new line moves it at −50 pt/s, so 150 pt/s are carried
        // and fade out with h(t) = t(1 − t)²: at t = 0.5, 50 − 25 + 150 · 0.125.
        driver.tick(at: 1.0)
        #expect(abs(box.shown - 43.75) < 1e-9)
        driver.tick(at: 1.5)
        #expect(box.model == 0 && box.presentation == nil)
    }

    /// A curve that takes over a moving property keeps its speed (UIKit's animations are
    /// additive since iOS 8): no drop to rest at the hand-over, and it still ends on its target.
    @Test(arguments: [AnimationCurve.easeInOut, .linear, .easeOut])
    func aCurveTakingOverKeepsTheVelocity(_ curve: AnimationCurve) {
        let driver = AnimationDriver()
        driver.tick(at: 0)
        let box = AnimatedBox<Double>(0, driver: driver)
        PropertyAnimator(duration: 1, dampingRatio: 0.8) { box.value = 300 }.startAnimation()
        let step = 1e-4
        driver.tick(at: 0.1 - step)
        let before = box.shown
        driver.tick(at: 0.1)
        let velocityBefore = (box.shown - before) / step
        PropertyAnimator(duration: 0.6, curve: curve) { box.value = -100 }.startAnimation()
        let handOver = box.shown
        driver.tick(at: 0.1 + step)
        let velocityAfter = (box.shown - handOver) / step
        #expect(velocityBefore > 500)
        #expect(abs(velocityAfter - velocityBefore) / velocityBefore < 0.01, "\(velocityBefore) → \(velocityAfter)")
        driver.tick(at: 0.7 - step)
        #expect(abs(box.shown - -100) < 0.05)  // arrives as the curve alone would: h and h′ are 0 at the end
        driver.tick(at: 0.7)
        #expect(box.model == -100 && box.presentation == nil)
    }

    @Test func settingTheModelOutsideABlockEndsTheAnimationOfThatProperty() {
        let (driver, box, animator, _) = makeFixture()
        animator.startAnimation()
        driver.tick(at: 0)
        driver.tick(at: 0.5)
        box.value = 7
        #expect(box.shown == 7 && !box.isAnimating)
        driver.tick(at: 0.7)
        #expect(box.shown == 7)
    }

    @Test func performWithoutAnimationAppliesAtOnce() {
        let (driver, box, animator, _) = makeFixture()
        let other = AnimatedBox<Double>(0, driver: driver)
        animator.addAnimations {
            AnimationTransaction.performWithoutAnimation { other.value = 9 }
        }
        animator.startAnimation()
        #expect(other.shown == 9 && !other.isAnimating && box.isAnimating)
    }

    @Test func releasingAPausedAnimatorKeepsTheCurrentValues() {
        let driver = AnimationDriver()
        driver.tick(at: 0)
        let box = AnimatedBox<Double>(0, driver: driver)
        let log = MisuseLog()
        do {
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.value = 100 }
            log.attach(to: animator)
            animator.fractionComplete = 0.25
        }
        #expect(log.reports == [.releasedWhileActive])
        #expect(box.model == 25 && box.presentation == nil)
    }

    /// A running animator is kept by its driver and only by it (a driver's owner, the window, is
    /// what the animator holds weakly): when the driver goes, the animator goes with it, quietly —
    /// a teardown, not a misuse — and its views keep the values they showed.
    @Test func aRunningAnimatorGoesWithItsDriverWithoutAReport() {
        let box = AnimatedBox<Double>(0, driver: nil)
        let log = MisuseLog()
        weak var released: PropertyAnimator?
        do {
            let driver = AnimationDriver()
            driver.tick(at: 0)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.value = 100 }
            animator.driver = driver
            log.attach(to: animator)
            animator.startAnimation()
            driver.tick(at: 0.5)
            #expect(box.presentation == 50)
            released = animator
        }
        #expect(released == nil, "the driver was the animator's last owner")
        #expect(log.reports.isEmpty)
        #expect(box.model == 50 && box.presentation == nil)
    }
}
