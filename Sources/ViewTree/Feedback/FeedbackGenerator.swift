import Foundation

/// Haptic feedback (`UIFeedbackGenerator`). There is no motor here: each haptic is shown as a
/// pulse on the canvas where it plays, recorded in the window's `feedbackLog` (the inspector
/// lists it), and reported to `Window.feedbackObserver`.
///
/// It plays in the window of `view` when given (iOS 17.5's `init(style:view:)`), else in the
/// window at work: the one whose input or frame is being handled (``Window/current``), where a
/// recognizer's action or an animation's completion runs. Played outside both, it shows nowhere.
@MainActor
open class FeedbackGenerator {
    /// The view it plays for: its window shows the pulse, at its centre unless told where.
    public weak var view: View?

    public init(view: View? = nil) {
        self.view = view
    }

    /// Readies the motor (`prepare()`): nothing to ready here.
    public func prepare() {}

    func play(_ kind: Feedback.Kind, at point: CGPoint? = nil) {
        guard let window = view?.window ?? Window.current else { return }
        let location: CGPoint
        if let point, let view {
            location = view.convert(point, to: nil)
        } else if let view {
            location = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        } else {
            location = window.lastTouchLocation ?? CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        }
        window.feedbackOccurred(Feedback(kind: kind, location: location, time: window.animationDriver.time))
    }
}

/// A physical impact (`UIImpactFeedbackGenerator`): a snap into place, a collision.
@MainActor
public final class ImpactFeedbackGenerator: FeedbackGenerator {
    /// The mass of the impact (`UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum Style: Sendable, CustomStringConvertible {
        case light, medium, heavy, soft, rigid

        public var description: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }

    public let style: Style

    /// `.medium` by default, as `UIImpactFeedbackGenerator()`.
    public init(style: Style = .medium, view: View? = nil) {
        self.style = style
        super.init(view: view)
    }

    public func impactOccurred() { impactOccurred(intensity: 1) }

    /// At `intensity` 0…1 (clamped).
    public func impactOccurred(intensity: CGFloat) {
        play(.impact(style, intensity: max(0, min(1, intensity.isNaN ? 0 : intensity))))
    }

    /// At `location` in the generator's view (iOS 17.5).
    public func impactOccurred(intensity: CGFloat = 1, at location: CGPoint) {
        play(.impact(style, intensity: max(0, min(1, intensity.isNaN ? 0 : intensity))), at: location)
    }
}

/// A change of selection (`UISelectionFeedbackGenerator`): a picker's tick, a slider's detent.
@MainActor
public final class SelectionFeedbackGenerator: FeedbackGenerator {
    public func selectionChanged() { play(.selection) }

    /// At `location` in the generator's view (iOS 17.5).
    public func selectionChanged(at location: CGPoint) { play(.selection, at: location) }
}

/// The outcome of a task (`UINotificationFeedbackGenerator`).
@MainActor
public final class NotificationFeedbackGenerator: FeedbackGenerator {
    /// `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Sendable, CustomStringConvertible {
        case success, warning, error

        public var description: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    public func notificationOccurred(_ type: FeedbackType) { play(.notification(type)) }

    /// At `location` in the generator's view (iOS 17.5).
    public func notificationOccurred(_ type: FeedbackType, at location: CGPoint) {
        play(.notification(type), at: location)
    }
}
