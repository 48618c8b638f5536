import Foundation

/// A direction for content hugging and compression resistance, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical
}
