import Animator
import Foundation
import Testing

@testable import ViewTree

/// `View.animateKeyframes` and `addKeyframe` (UIKit's keyframe block animations): each keyframe
/// moves its properties over its share of the whole, in straight lines from value to value.
@MainActor
@Suite struct KeyframeAnimationTests {
    let window = Window(screen: .phone(scale: 1))
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    static let linear = KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)

    init() {
        let root = View(frame: window.screen.bounds)
        window.rootView = root
        root.addSubview(view)
        window.animationDriver.tick(at: 0)
    }

    private func tick(_ time: TimeInterval) { window.animationDriver.tick(at: time) }

    /// Apple: a keyframe's start time and duration are fractions of the whole ("for an
    /// animation that is two seconds in duration, specifying a start time of 0.5 causes the
    /// animations to begin executing one second after the start of the overall animation").
    /// One property through two keyframes passes the first value on its way to the second.
    @Test func aPropertyPassesThroughEachKeyframeInTurn() {
        var finished: [Bool] = []
        View.animateKeyframes(
            withDuration: 2, options: Self.linear,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 350 }
            }, completion: { finished.append($0) })
        #expect(view.center.x == 350, "the model takes the last value at once")
        for (time, x) in [(0.5, 100.0), (1, 150), (1.5, 250), (2, 350)] {
            tick(time)
            #expect(abs(view.presentation.center.x - x) < 1e-9, "at \(time) s")
        }
        #expect(finished == [true])
        #expect(!view.hasPresentationValues)
    }

    /// Keyframes of different properties run in their own windows; between two keyframes of one
    /// property it holds the first's value; a change outside any keyframe spans the whole.
    @Test func eachKeyframeHasItsWindowAndAPropertyHoldsBetweenThem() {
        let other = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.superview?.addSubview(other)
        View.animateKeyframes(
            withDuration: 1, options: Self.linear,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
                View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.center.y = 250 }
                View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 1 }
                other.center.x = 450
            })
        tick(0.125)
        #expect(abs(view.presentation.alpha - 0.75) < 1e-9)
        #expect(view.presentation.center.y == 50, "not started")
        #expect(abs(other.presentation.center.x - 100) < 1e-9, "an eighth of the way over the whole")
        tick(0.5)
        #expect(view.presentation.alpha == 0.5, "held between its keyframes")
        #expect(abs(view.presentation.center.y - 150) < 1e-9)
        tick(0.875)
        #expect(abs(view.presentation.alpha - 0.75) < 1e-9)
        #expect(view.presentation.center.y == 250)
        tick(1)
        #expect(view.alpha == 1 && view.presentation.alpha == 1)
    }

    /// Without a curve in the options the whole animation runs ease-in-out, as in UIKit (the
    /// curve bits of the shared raw value are 0, `curveEaseInOut`): a quarter of the time in,
    /// the first keyframe (the first half) is less than half done.
    @Test func theWholeRunsEaseInOutUnlessTheOptionsSayOtherwise() {
        View.animateKeyframes(
            withDuration: 1,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
            })
        tick(0.25)
        let progress = CubicTimingParameters(animationCurve: .easeInOut).progress(at: 0.25)
        #expect(abs(view.presentation.center.x - (50 + 100 * progress / 0.5)) < 1e-6)
        tick(0.5)
        #expect(abs(view.presentation.center.x - 150) < 1e-6, "half the time: half the progress (symmetric curve)")
    }

    /// Outside a keyframe animation's block a keyframe's changes apply at once; a duration of 0
    /// makes the changes at once (Apple: "If you specify a negative value or 0, changes are made
    /// immediately and without animations").
    @Test func outsideABlockOrWithNoDurationChangesApplyAtOnce() {
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 300 }
        #expect(view.center.x == 300 && !view.hasPresentationValues)
        var finished: [Bool] = []
        View.animateKeyframes(
            withDuration: 0,
            animations: { View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 } },
            completion: { finished.append($0) })
        tick(1.0 / 60)
        #expect(view.presentation.alpha == 0 && finished == [true])
    }

    /// Keyframes on a property that is moving start from where it is seen, and scrubbing the
    /// animator walks the keyframes (fractionComplete is the progress the keyframes are laid on).
    @Test func keyframesTakeOverFromWhatIsOnScreenAndScrub() {
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center.x = 250 })
        tick(0.5)
        #expect(abs(view.presentation.center.x - 150) < 1e-9)
        let animator = View.animateKeyframes(
            withDuration: 1, options: Self.linear,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 50 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 350 }
            })
        tick(0.75)
        #expect(abs(view.presentation.center.x - 100) < 1e-9, "from 150, half way to 50")
        animator.pauseAnimation()
        animator.fractionComplete = 0.75
        #expect(abs(view.presentation.center.x - 200) < 1e-9)
        animator.fractionComplete = 0.5
        #expect(abs(view.presentation.center.x - 50) < 1e-9)
    }
}
