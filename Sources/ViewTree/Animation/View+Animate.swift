import Animator
import Foundation

/// UIKit's block-based animation API, built on `PropertyAnimator`.
extension View {
    /// Animates the property changes made in `animations` over `duration` seconds on a cubic curve.
    /// `completion` receives true when the animations reached their end (also when another
    /// animation took some of their properties over), false when the returned animator was
    /// finished elsewhere (`finishAnimation(at: .start / .current)`). Returns the animator that
    /// runs them (UIKit returns nothing).
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve)
        return run(animator, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates with UIKit's damping-ratio spring: `dampingRatio` 1 settles without overshoot,
    /// smaller values oscillate; `velocity` is the initial speed relative to the distance to travel
    /// (see `SpringTimingParameters`). The animation ends at `duration`.
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimator {
        let timing = SpringTimingParameters(
            dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        let animator = PropertyAnimator(duration: duration, timingParameters: timing)
        return run(animator, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// iOS 17's spring by perceptual duration and bounce (`Spring(duration:bounce:)`, the mapping
    /// of WWDC23 "Animate with springs"): bounce 0 settles without overshoot, up to 1 oscillates
    /// more, below 0 is overdamped. `initialSpringVelocity` is relative to the distance to travel,
    /// as in the damping-ratio form. The spring's constants are used as given, so the animation
    /// ends when it has settled (see `SpringTimingParameters`).
    @discardableResult
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimator {
        let timing = SpringTimingParameters(
            duration: duration, bounce: Double(bounce),
            initialVelocity: CGVector(dx: velocity, dy: velocity))
        let animator = PropertyAnimator(duration: duration, timingParameters: timing)
        return run(animator, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Runs `changes` without animating them, even inside an animation block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        AnimationTransaction.performWithoutAnimation(changes)
    }

    private static func run(
        _ animator: PropertyAnimator, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) -> PropertyAnimator {
        // Called inside another animation block (seed 001 wraps its changes in
        // `UIView.animate(withDuration: 1)` inside a property animator's `addAnimations`): the
        // changes join the enclosing animation, with its timing, unless told otherwise — UIKit's
        // inheritance, which `overrideInheritedDuration` and `overrideInheritedCurve` exist to turn off.
        if let enclosing = AnimationTransaction.currentAnimator,
            options.isDisjoint(with: [.overrideInheritedDuration, .overrideInheritedCurve])
        {
            animations()
            if let completion { enclosing.addCompletion { position in completion(position == .end) } }
            return enclosing
        }
        return start(
            animator, delay: delay, allowsUserInteraction: options.contains(.allowUserInteraction),
            animations: animations, completion: completion)
    }

    /// Starts `animator` with `animations` after `delay`, reporting to `completion`; with nothing
    /// to animate it completes at once, as UIKit does.
    static func start(
        _ animator: PropertyAnimator, delay: TimeInterval, allowsUserInteraction: Bool,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) -> PropertyAnimator {
        animator.isUserInteractionEnabled = allowsUserInteraction
        animator.addAnimations(animations)
        if let completion {
            animator.addCompletion { position in completion(position == .end) }
        }
        animator.startAnimation(afterDelay: delay.isFinite ? max(0, delay) : 0)
        if animator.state == .active, !animator.isRunning {
            // Nothing changed: UIKit reports completion straight away.
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
        return animator
    }
}
