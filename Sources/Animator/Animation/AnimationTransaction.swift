import Foundation

/// The animation block being run: while `addAnimations { }` (or `View.animate`) executes its
/// closure, setting an animatable property asks the current transaction to turn the change into a
/// `PropertyAnimation` instead of a jump.
///
/// The stack of open transactions is one of the two pieces of global mutable state the
/// architecture allows (Docs/OneFrame.md, "Global state"); it lives on the main actor.
@MainActor
public final class AnimationTransaction {
    private static var stack: [AnimationTransaction] = []

    /// The innermost open transaction, or nil when property changes apply at once.
    public static var current: AnimationTransaction? {
        guard let top = stack.last, top.animator != nil else { return nil }
        return top
    }

    /// The animator whose animation block is running, if any: what a nested animation block joins.
    public static var currentAnimator: PropertyAnimator? { current?.animator }

    /// Runs `body` with changes applied at once, even inside an animation block
    /// (UIKit's `performWithoutAnimation`).
    public static func performWithoutAnimation<T>(_ body: () throws -> T) rethrows -> T {
        stack.append(AnimationTransaction(animator: nil, delayFactor: 0))
        defer { stack.removeLast() }
        return try body()
    }

    static func run(
        animator: PropertyAnimator, delayFactor: Double, keyframe: (start: Double, end: Double)? = nil,
        _ body: () -> Void
    ) {
        stack.append(AnimationTransaction(animator: animator, delayFactor: delayFactor, keyframe: keyframe))
        defer { stack.removeLast() }
        body()
    }

    /// Runs `body` as one keyframe of the keyframe animation whose block is running
    /// (`UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`): its changes
    /// move between `start` and `start + duration`, fractions of the whole animation (clamped to
    /// 0…1). Outside a keyframe animation's block the changes apply at once, and it returns false.
    @discardableResult
    public static func addKeyframe(start: Double, duration: Double, _ body: () -> Void) -> Bool {
        guard let current, current.keyframe != nil, let animator = current.animator else {
            performWithoutAnimation(body)
            return false
        }
        let from = start.isFinite ? min(1, max(0, start)) : 0
        let to = duration.isFinite ? min(1, max(from, from + duration)) : from
        run(animator: animator, delayFactor: 0, keyframe: (from, to), body)
        return true
    }

    /// Runs `body` as the block of a keyframe animation on `animator`: changes made in it
    /// directly span the whole animation, and `addKeyframe` may be called in it.
    public static func runKeyframes(animator: PropertyAnimator, _ body: () -> Void) {
        run(animator: animator, delayFactor: 0, keyframe: (0, 1), body)
    }

    private let animator: PropertyAnimator?
    private let delayFactor: Double
    /// The keyframe being recorded (fractions of the animation), inside a keyframe animation.
    private let keyframe: (start: Double, end: Double)?

    private init(animator: PropertyAnimator?, delayFactor: Double, keyframe: (start: Double, end: Double)? = nil) {
        self.animator = animator
        self.delayFactor = delayFactor
        self.keyframe = keyframe
    }

    /// Records that a property changed from `from` (what is on screen now) to `to` (the new model
    /// value). `previous` is the animation currently driving the property, if any: it is cancelled,
    /// and when this transaction's timing is a spring the property's velocity is carried over.
    /// Returns the new animation (nil when nothing would move), which the caller keeps until
    /// `binding.didEnd` reports its end.
    @discardableResult
    public func animate<Value: Animatable>(
        from: Value, to: Value, previous: AnyPropertyAnimation?,
        binding: AnimationBinding<Value>
    ) -> PropertyAnimation<Value>? {
        guard let animator else { return nil }
        return animator.record(
            from: from, to: to, previous: previous, delayFactor: delayFactor, keyframe: keyframe, binding: binding)
    }
}
