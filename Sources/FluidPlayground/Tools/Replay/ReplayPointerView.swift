import Foundation
import ViewTree

/// The replayed pointer, drawn as a dot above everything while it is down (a window replay and
/// the frames `render --replay` and `film` draw). It takes no touches.
@MainActor
final class ReplayPointerView: View {
    static let diameter: CGFloat = 28

    override init(frame: CGRect) {
        super.init(frame: frame)
        bounds = CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter)
        cornerRadius = Self.diameter / 2
        backgroundColor = Color(white: 1, alpha: 0.55)
        borderWidth = 2
        borderColor = Color(white: 0.1, alpha: 0.8)
        isUserInteractionEnabled = false
        isHidden = true
        accessibilityIdentifier = "replayPointer"
    }

    /// Follows a replayed event: shown where a pointer goes down or moves, hidden when it lifts,
    /// is cancelled or the window loses focus.
    func follow(_ event: InputEvent) {
        switch event {
        case let .pointer(pointer):
            switch pointer.phase {
            case .began, .moved:
                center = pointer.location
                isHidden = false
            case .ended, .cancelled:
                isHidden = true
            }
        case .focusLost:
            isHidden = true
        case .scroll, .key, .windowResized:
            break
        }
    }
}
