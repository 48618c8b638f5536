import Foundation

/// The picture of a haptic: a ring that grows from where it played and fades, over the
/// window's content, in 0.4 s. It is a view in the window (above everything, taking no touches),
/// so films, replays and snapshots show it as the window does. Its size says the impact's mass,
/// its opacity the intensity, its colour a notification's outcome; an impact's mid grey shows
/// on light and dark content alike.
@MainActor
final class FeedbackPulse: ShapeView {
    static let duration: TimeInterval = 0.4

    init(_ feedback: Feedback) {
        let (radius, color, opacity) = Self.look(of: feedback.kind)
        super.init(frame: CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius))
        center = feedback.location
        isUserInteractionEnabled = false
        accessibilityIdentifier = "feedback \(feedback)"
        var ring = Path()
        ring.addEllipse(in: bounds)
        path = ring
        fillColor = color.withAlphaComponent(0.18)
        strokeColor = color
        lineWidth = 3
        alpha = opacity
        transform = Transform(scaleX: 0.5, y: 0.5)
    }

    /// The ring's radius in points, colour and opacity for a haptic.
    static func look(of kind: Feedback.Kind) -> (radius: CGFloat, color: Color, opacity: CGFloat) {
        switch kind {
        case .impact(let style, let intensity):
            let radius: CGFloat =
                switch style {
                case .light, .soft: 18
                case .medium: 24
                case .heavy, .rigid: 32
                }
            return (radius, Color(white: style == .soft ? 0.62 : 0.5), 0.35 + 0.6 * intensity)
        case .selection:
            return (12, Color(white: 0.5), 0.8)
        case .notification(let type):
            let color: Color =
                switch type {
                case .success: .systemGreen
                case .warning: .systemOrange
                case .error: .systemRed
                }
            return (30, color, 0.95)
        }
    }

    /// Grows and fades it out, then takes it from the window.
    func play() {
        _ = View.animate(
            withDuration: Self.duration, options: [.curveEaseOut],
            animations: {
                self.transform = Transform(scaleX: 1.3, y: 1.3)
                self.alpha = 0
            },
            completion: { [weak self] _ in self?.removeFromSuperview() })
    }
}
