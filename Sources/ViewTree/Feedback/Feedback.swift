import Foundation

/// One haptic a feedback generator played: what a phone's motor would have done, and where.
public struct Feedback: Equatable, Sendable, CustomStringConvertible {
    /// The generator's kind and its parameters.
    public enum Kind: Equatable, Sendable {
        case impact(ImpactFeedbackGenerator.Style, intensity: CGFloat)
        case selection
        case notification(NotificationFeedbackGenerator.FeedbackType)
    }

    public var kind: Kind
    /// Where it is shown, in the window's coordinates.
    public var location: CGPoint
    /// The window's animation time when it played.
    public var time: TimeInterval

    public var description: String {
        switch kind {
        case .impact(let style, let intensity):
            intensity < 1 ? String(format: "impact %@ × %.2f", "\(style)", intensity) : "impact \(style)"
        case .selection: "selection"
        case .notification(let type): "notification \(type)"
        }
    }
}
