import Foundation
import Testing

@testable import ViewTree

/// Views animated through transactions, on a window's driver and a virtual clock (no SDL).
@MainActor
@Suite struct ViewAnimationTests {
    let window = Window(screen: .phone(scale: 1))
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        let root = View(frame: window.screen.bounds)
        window.rootView = root
        root.addSubview(view)
        window.animationDriver.tick(at: 0)
    }

    private func tick(_ time: TimeInterval) { window.animationDriver.tick(at: time) }

    /// iOS 17's `animate(springDuration:bounce:…)` runs the duration/bounce spring physically:
    /// the view follows its closed form, overshoots with bounce and settles where it was sent.
    @Test func theDurationAndBounceSpringFollowsItsClosedForm() {
        let animator = View.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 250 })
        let spring = Spring(duration: 0.5, bounce: 0.3)
        var peak: CGFloat = 0
        for frame in 1...60 {
            let time = Double(frame) / 60
            tick(time)
            let expected = 250 - 200 * spring.solution(displacement: 1, velocity: 0).displacement(at: time)
            #expect(abs(view.presentation.center.x - CGFloat(expected)) < 1e-6)
            peak = max(peak, view.presentation.center.x)
        }
        #expect(peak > 255, "a bounce of 0.3 overshoots (by about 9 pt on 200)")
        tick(3)
        #expect(animator.state == .inactive && view.presentation.center.x == 250)
    }

    /// `View.animate` inside an animator's block joins that animator (UIKit's inheritance, seed
    /// 001's nesting): scrubbing the animator scrubs it, and its completion comes with the
    /// animator's. `.overrideInheritedDuration` makes it an animation of its own.
    @Test func aNestedAnimationBlockJoinsTheEnclosingAnimator() {
        let animator = PropertyAnimator(duration: 0.5, curve: .linear)
        var nestedFinished: Bool?
        animator.addAnimations {
            View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { nestedFinished = $0 })
        }
        animator.fractionComplete = 0.25
        #expect(abs(view.presentation.alpha - 0.75) < 1e-9, "scrubbed with the animator")
        animator.startAnimation()
        tick(0.1)
        tick(0.1 + 0.375)
        #expect(view.presentation.alpha == 0 && nestedFinished == true, "finished with the animator's 0.5 s")

        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(other)
        let outer = PropertyAnimator(duration: 0.5, curve: .linear)
        outer.addAnimations {
            View.animate(
                withDuration: 2, options: [.curveLinear, .overrideInheritedDuration], animations: { other.alpha = 0 })
        }
        outer.fractionComplete = 0.5  // scrubbing the outer animator does not move it…
        #expect(other.presentation.alpha == 1)
        tick(0.475 + 1)
        #expect(abs(other.presentation.alpha - 0.5) < 1e-9, "…it runs its own 2 s: half way after 1 s")
    }

    @Test func centerAnimatesWhileTheModelTakesTheNewValueAtOnce() {
        var finished: Bool?
        View.animate(
            withDuration: 1, options: .curveLinear, animations: { view.center = CGPoint(x: 250, y: 50) },
            completion: { finished = $0 })
        #expect(view.center == CGPoint(x: 250, y: 50))
        #expect(view.presentation.center == CGPoint(x: 50, y: 50))
        tick(0)
        tick(0.25)
        #expect(abs(view.presentation.center.x - 100) < 1e-9)
        #expect(window.needsRender)
        tick(1)
        #expect(finished == true)
        #expect(!view.hasPresentationValues && !view.isAnimating && !window.animationDriver.isAnimating)
    }

    @Test func frameAnimatesCenterAndBounds() {
        View.animate(withDuration: 1, options: .curveLinear) {
            view.frame = CGRect(x: 100, y: 100, width: 200, height: 50)
        }
        tick(0)
        tick(0.5)
        let frame = View.frame(of: view.presentation)
        #expect(abs(frame.minX - 50) < 1e-9 && abs(frame.minY - 50) < 1e-9)
        #expect(abs(frame.width - 150) < 1e-9 && abs(frame.height - 75) < 1e-9)
    }

    @Test func transformsInterpolateAngleAndScaleNotMatrixEntries() {
        view.transform = Transform(rotationAngle: 0.8)
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = .identity }
        tick(0)
        tick(0.5)
        let shown = view.presentation.transform
        #expect(abs(shown.rotationAngle - 0.4) < 1e-9)
        #expect(abs(shown.determinant - 1) < 1e-9)  // no shrinking through the matrix average
        let scaled = Transform(scaleX: 2, y: 0.5).rotated(by: 0.3).translatedBy(x: 5, y: -7)
        let roundTrip = Transform(animatableData: scaled.animatableData)
        for (a, b) in [
            (roundTrip.a, scaled.a), (roundTrip.b, scaled.b), (roundTrip.c, scaled.c),
            (roundTrip.d, scaled.d), (roundTrip.tx, scaled.tx), (roundTrip.ty, scaled.ty),
        ] {
            #expect(abs(a - b) < 1e-12)
        }
    }

    @Test func coloursInterpolatePremultiplied() {
        view.backgroundColor = .clear
        View.animate(withDuration: 1, options: .curveLinear) { view.backgroundColor = Color(red: 1, green: 0, blue: 0) }
        tick(0)
        tick(0.5)
        let shown = view.presentation.backgroundColor
        #expect(abs(shown.red - 1) < 1e-9 && shown.green == 0 && abs(shown.alpha - 0.5) < 1e-9)
    }

    @Test func alphaAndCornerRadiusAndShadowOpacityAnimate() {
        View.animate(withDuration: 1, options: .curveLinear) {
            view.alpha = 0
            view.cornerRadius = 20
            view.shadowOpacity = 1
        }
        tick(0)
        tick(0.75)
        #expect(abs(view.presentation.alpha - 0.25) < 1e-9)
        #expect(abs(view.presentation.cornerRadius - 15) < 1e-9)
        #expect(abs(view.presentation.shadowOpacity - 0.75) < 1e-9)
    }

    @Test func presentationValuesAtChosenVirtualTimes() {
        let curve = CubicTimingParameters(animationCurve: .easeOut)
        View.animate(withDuration: 0.4, options: .curveEaseOut) { view.center.x = 450 }
        tick(0)
        for time in [0.05, 0.1, 0.2, 0.3, 0.399] {
            tick(time)
            #expect(abs(view.presentation.center.x - (50 + 400 * curve.progress(at: time / 0.4))) < 1e-9)
        }
    }

    @Test func springAnimationEndsAtItsDurationWithTheInitialVelocity() {
        var finished = false
        // 300 pt to go at 900 pt/s: UIKit's relative velocity is 3.
        View.animate(
            withDuration: 0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 3,
            animations: { view.center.x = 350 }, completion: { finished = $0 })
        tick(0)
        tick(1e-5)
        #expect(abs((view.presentation.center.x - 50) / 1e-5 - 900) < 2)
        var overshoot = false
        for time in stride(from: 0.01, to: 0.6, by: 0.01) {
            tick(time)
            overshoot = overshoot || view.presentation.center.x > 350
        }
        #expect(overshoot && !finished)
        tick(0.6)
        #expect(finished && view.presentation.center.x == 350)
    }

    @Test func delayedAnimationWaits() {
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { view.center.x = 150 }
        tick(0)
        tick(0.5)
        #expect(view.presentation.center.x == 50)
        tick(1)
        #expect(abs(view.presentation.center.x - 100) < 1e-9)
    }

    @Test func anAnimationThatChangesNothingCompletesAtOnce() {
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.center = view.center }, completion: { finished = $0 })
        #expect(finished == true && !window.animationDriver.isAnimating)
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        View.animate(withDuration: 1) { view.center.x = 300 }
        tick(0)
        tick(0.5)
        let shownAt = view.presentation.center
        #expect(window.hitTest(shownAt) !== view)
        View.animate(withDuration: 1, options: .allowUserInteraction) { view.center.x = 310 }
        #expect(window.hitTest(view.presentation.center) === view)
    }

    @Test func hitTestingFindsTheViewWhereItIsShown() {
        View.animate(withDuration: 1, options: [.curveLinear, .allowUserInteraction]) { view.center.x = 250 }
        tick(0)
        tick(0.5)
        #expect(window.hitTest(CGPoint(x: 150, y: 50)) === view)  // presentation centre
        #expect(window.hitTest(CGPoint(x: 250, y: 50)) !== view)  // model centre, not there yet
    }

    @Test func settingAPropertyOutsideABlockStopsItsAnimation() {
        View.animate(withDuration: 1) { view.center.x = 300 }
        tick(0)
        tick(0.5)
        view.center.x = 20
        #expect(view.presentation.center.x == 20 && !view.isAnimating)
    }

    @Test func layoutSettingTheSameValueKeepsTheAnimation() {
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 300 }
        tick(0)
        tick(0.5)
        view.center.x = 300  // a layout pass writing the model value again
        #expect(view.isAnimating && abs(view.presentation.center.x - 175) < 1e-9)
    }

    @Test func leavingTheWindowEndsTheAnimations() {
        View.animate(withDuration: 1) { view.center.x = 300 }
        tick(0)
        tick(0.5)
        view.removeFromSuperview()
        #expect(!view.isAnimating && !view.hasPresentationValues && view.center.x == 300)
    }

    /// An animation's binding holds its view unretained (`View.animationBinding`): a view freed
    /// mid-flight takes its animations out of the animator, which runs on and completes with the
    /// views that are left.
    @Test func aViewFreedMidAnimationLeavesItsAnimator() {
        weak var freed: View?
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        do {
            let detached = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // in no window
            freed = detached
            animator.addAnimations {
                view.center.x = 300
                detached.center.x = 300
                detached.alpha = 0.5
            }
            animator.startAnimation()
            tick(0.25)
            #expect(detached.hasPresentationValues)
        }
        #expect(freed == nil)
        var finished: AnimatingPosition?
        animator.addCompletion { finished = $0 }
        tick(0.5)
        #expect(abs(view.presentation.center.x - 175) < 1e-9)
        tick(1.25)
        #expect(finished == .end && view.center.x == 300 && !view.isAnimating)
    }

    @Test func propertyAnimatorPortsTheSeedCode() {
        // Seed 001: a page slides left while the next fades in; the pan scrubs fractionComplete.
        let next = View(frame: view.frame)
        next.alpha = 0
        window.rootView?.addSubview(next)
        let animator = PropertyAnimator(duration: 0.5, curve: .easeInOut) {
            view.frame.origin.x -= 390
            next.alpha = 1
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        #expect(abs(view.presentation.center.x - (50 - 0.4 * 390)) < 1e-9)
        #expect(abs(next.presentation.alpha - 0.4) < 1e-9)
        animator.isReversed = true
        animator.startAnimation()
        tick(0)
        tick(1)
        #expect(view.center.x == 50 && next.alpha == 0 && !view.hasPresentationValues)
    }

    @Test func performWithoutAnimationInsideABlock() {
        View.animate(withDuration: 1) {
            view.center.x = 300
            View.performWithoutAnimation { view.alpha = 0.5 }
        }
        #expect(view.presentation.alpha == 0.5 && view.presentation.center.x == 50)
    }

    /// A spring that overshoots alpha below 0, stopped where it is (a touch catching it): the model
    /// takes what was shown, 0 — not the raw spring value, which left alpha −0.14 in the model and
    /// made later fades start below zero (found by the soak test).
    @Test func stoppingAnOvershootingSpringKeepsWhatWasShown() {
        view.alpha = 1
        let animator = PropertyAnimator(duration: 1, dampingRatio: 0.2) { view.alpha = 0 }
        animator.startAnimation()
        var time = 0.0, sawOvershoot = false
        while time < 1, !sawOvershoot {
            time += 1.0 / 60
            tick(time)
            sawOvershoot = view.hasPresentationValues && view.presentation.alpha == 0 && animator.fractionComplete > 0.3
        }
        #expect(sawOvershoot, "the spring passes 0 and is shown at 0")
        animator.stopAnimation(true)
        #expect(view.alpha == 0 && view.presentation.alpha == 0)
    }

    /// UIKit: "For view position animations, both components of the initial velocity vector are
    /// considered. Each component specifies the initial rate of change along the respective x
    /// and y axes"; other properties take dx. A spring with (dx 0, dy 2) moves the centre's y
    /// off at twice its distance per second and its x from rest, and the alpha from rest.
    @Test func aPositionTakesTheSpringsVelocityPerAxis() {
        let spring = Spring(response: 0.5, dampingRatio: 1)
        let animator = PropertyAnimator(
            duration: 0,
            timingParameters: SpringTimingParameters(spring: spring, initialVelocity: CGVector(dx: 0, dy: 2)))
        animator.addAnimations {
            view.center = CGPoint(x: 150, y: 250)
            view.alpha = 0
        }
        animator.startAnimation()
        let t = 0.05
        tick(t)
        func moved(_ distance: Double, relativeVelocity: Double) -> Double {
            distance * (1 - spring.solution(displacement: 1, velocity: -relativeVelocity).displacement(at: t))
        }
        #expect(abs(Double(view.presentation.center.x) - (50 + moved(100, relativeVelocity: 0))) < 1e-9)
        #expect(abs(Double(view.presentation.center.y) - (50 + moved(200, relativeVelocity: 2))) < 1e-9)
        #expect(abs(Double(view.presentation.alpha) - (1 - moved(1, relativeVelocity: 0))) < 1e-9)
        let centerY = PropertyAnimator(
            duration: 0,
            timingParameters: SpringTimingParameters(spring: spring, initialVelocity: CGVector(dx: 0, dy: 2)))
        let other = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(other)
        centerY.addAnimations { other.center.y = 250 }
        centerY.startAnimation()
        tick(t + t)
        #expect(abs(Double(other.presentation.center.y) - (50 + moved(200, relativeVelocity: 2))) < 1e-9, "y alone: dy")
    }

    /// The same rule when a paused animator is continued with a spring (UIKit's interruptible
    /// sheet: scrubbed by a pan, then `continueAnimation` with `dy`): half way, continued with
    /// (dx 0, dy 2), the centre's y leaves at 2 × its remaining 100 pt per second, its x from rest.
    @Test func aContinuedPositionTakesTheSpringsVelocityPerAxis() {
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { view.center = CGPoint(x: 150, y: 250) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(view.presentation.center == CGPoint(x: 100, y: 150))
        let spring = Spring(response: 0.5, dampingRatio: 1)
        animator.continueAnimation(
            withTimingParameters: SpringTimingParameters(spring: spring, initialVelocity: CGVector(dx: 0, dy: 2)),
            durationFactor: 0)
        let t = 0.05
        tick(t)
        func place(target: Double, remaining: Double, speed: Double) -> Double {
            target - remaining * spring.solution(displacement: 1, velocity: -speed / remaining).displacement(at: t)
        }
        #expect(abs(Double(view.presentation.center.x) - place(target: 150, remaining: 50, speed: 0)) < 1e-9)
        #expect(abs(Double(view.presentation.center.y) - place(target: 250, remaining: 100, speed: 200)) < 1e-9)
    }
}
