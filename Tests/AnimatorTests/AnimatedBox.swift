import Animator
import Foundation

/// A one-property animation target for tests: a model value, a presentation value, and the same
/// "set inside a transaction ⇒ animate" rule views follow.
@MainActor
final class AnimatedBox<Value: Animatable & Equatable> {
    private(set) var model: Value
    private(set) var presentation: Value?
    private var animation: (any AnyPropertyAnimation)?
    let driver: AnimationDriver?

    init(_ value: Value, driver: AnimationDriver?) {
        model = value
        self.driver = driver
    }

    /// What is on screen.
    var shown: Value { presentation ?? model }

    var value: Value {
        get { model }
        set {
            if let transaction = AnimationTransaction.current {
                let from = shown
                model = newValue
                animation = transaction.animate(from: from, to: newValue, previous: animation, binding: binding)
                if animation == nil { presentation = nil }
            } else {
                animation?.cancel()
                animation = nil
                presentation = nil
                model = newValue
            }
        }
    }

    var isAnimating: Bool { animation != nil }

    private var binding: AnimationBinding<Value> {
        AnimationBinding(
            setPresentation: { [weak self] in self?.presentation = $0 },
            removePresentation: { [weak self] in self?.presentation = nil },
            setModel: { [weak self] in self?.model = $0 },
            didEnd: { [weak self] ended in if self?.animation === ended { self?.animation = nil } },
            driver: { [weak self] in self?.driver })
    }
}

/// Collects misuse reports instead of printing them.
@MainActor
final class MisuseLog {
    var reports: [AnimatorMisuse] = []
    func attach(to animator: PropertyAnimator) {
        animator.misuseHandler = { [weak self] in self?.reports.append($0) }
    }
}
