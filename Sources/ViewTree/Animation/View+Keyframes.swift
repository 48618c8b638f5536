import Animator
import Foundation

/// Options of `View.animateKeyframes(…)` (UIKit's `UIView.KeyframeAnimationOptions`), with
/// UIKit's raw values.
public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Views being animated stay touchable.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen, as Fluid always does (see `AnimationOptions`).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Straight lines between the keyframes' values: the default, and the only calculation mode
    /// Fluid has. The others are accepted and animate as this one (Docs/Motion.md §1.5).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The curve over the whole animation: the curve bits of `AnimationOptions`, which share the
    /// raw value, so ease-in-out unless the options say otherwise (Docs/Motion.md §1.5).
    var curve: AnimationCurve { AnimationOptions(rawValue: rawValue).curve }
}

extension View {
    /// Animates in keyframes (`UIView.animateKeyframes`): the whole animation lasts `duration`
    /// seconds after `delay`, and each `addKeyframe(withRelativeStartTime:relativeDuration:)` block
    /// inside `animations` moves its properties over its share of it, in straight lines from
    /// keyframe to keyframe. A property set in several keyframes passes through each value in
    /// turn; changes made in `animations` outside any keyframe span the whole animation. The
    /// whole runs on ease-in-out unless `options` carry another curve's bits
    /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`), as in UIKit.
    /// Unlike `animate`, it does not join an enclosing animation block. Returns the animator.
    @discardableResult
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve)
        return start(
            animator, delay: delay, allowsUserInteraction: options.contains(.allowUserInteraction),
            animations: { [unowned animator] in AnimationTransaction.runKeyframes(animator: animator, animations) },
            completion: completion)
    }

    /// One keyframe of the keyframe animation whose `animations` block is running: the
    /// property changes in `animations` start at `frameStartTime` and take `frameDuration`, both
    /// fractions (0…1) of the whole animation. Called outside such a block, the changes apply
    /// at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        AnimationTransaction.addKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }
}
