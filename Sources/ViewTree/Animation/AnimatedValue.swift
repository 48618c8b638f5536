import Animator
import Foundation

/// A property of a view subclass (a shape's `strokeEnd`) that animates as `View`'s own
/// properties do: set inside an animation block it moves from what is on screen to the new
/// value; set outside one it shows at once and ends any animation of it.
@MainActor
final class AnimatedValue<Value: Animatable & Equatable & Sendable> {
    /// What code set.
    private(set) var model: Value
    /// What an animation shows now, if one runs.
    private var presented: Value?
    private var animation: AnyPropertyAnimation?
    /// Called on every change of the shown value (the view redraws).
    private let changed: @MainActor () -> Void
    /// The view's window's animation driver.
    private let driver: @MainActor () -> AnimationDriver?

    init(
        _ value: Value, changed: @escaping @MainActor () -> Void,
        driver: @escaping @MainActor () -> AnimationDriver?
    ) {
        model = value
        self.changed = changed
        self.driver = driver
    }

    isolated deinit { animation?.cancel() }

    /// What is on screen.
    var shown: Value { presented ?? model }

    func set(_ value: Value) {
        if let transaction = AnimationTransaction.current {
            let from = shown
            let previous = animation
            model = value
            animation = transaction.animate(from: from, to: value, previous: previous, binding: binding())
            if animation == nil { presented = nil }
            changed()
            return
        }
        guard value != model || presented != nil else { return }
        animation?.cancel()
        animation = nil
        presented = nil
        model = value
        changed()
    }

    private func binding() -> AnimationBinding<Value> {
        AnimationBinding(
            setPresentation: { [weak self] value in
                self?.presented = value
                self?.changed()
            },
            removePresentation: { [weak self] in
                self?.presented = nil
                self?.changed()
            },
            setModel: { [weak self] value in
                self?.model = value
                self?.changed()
            },
            didEnd: { [weak self] ended in if self?.animation === ended { self?.animation = nil } },
            driver: { [weak self] in self?.driver() })
    }
}
