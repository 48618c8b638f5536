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

    static func run(animator: PropertyAnimator, delayFactor: Double, _ body: () -> Void) {
        stack.append(AnimationTransaction(animator: animator, delayFactor: delayFactor))
        defer { stack.removeLast() }
        body()
    }

    private let animator: PropertyAnimator?
    private let delayFactor: Double

    private init(animator: PropertyAnimator?, delayFactor: Double) {
        self.animator = animator
        self.delayFactor = delayFactor
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
        return animator.record(from: from, to: to, previous: previous, delayFactor: delayFactor, binding: binding)
    }
}
