import Foundation
import ViewTree

/// A short note at the foot of the phone's screen for a tool key's effect (`P` saved a picture,
/// `S` slowed animations), shown for ``duration`` seconds of the frame clock, as the iOS Simulator
/// flashes its screen: the window says what a key did, not only the terminal. It takes no touches.
@MainActor
final class CanvasNoteView: View {
    static let duration: TimeInterval = 1.5
    private let label = Label()
    /// When the note goes (frame time), nil while hidden.
    private(set) var hidesAt: TimeInterval?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "canvasNote"
        backgroundColor = Color(white: 0.1, alpha: 0.82)
        cornerRadius = 14
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    var text: String { label.text }

    /// Shows `text` on `window` from `time` on, above the home indicator.
    func show(_ text: String, on window: Window, at time: TimeInterval) {
        label.text = text
        let width = min(window.screen.size.width - 32, 360)
        frame = CGRect(
            x: (window.screen.size.width - width) / 2, y: window.screen.size.height - 76, width: width, height: 28)
        label.frame = bounds.insetBy(dx: 10, dy: 0)
        if superview !== window { window.addSubview(self) }
        hidesAt = time + Self.duration
    }

    /// Hides the note once its time is up; returns whether it is still shown.
    func advance(to time: TimeInterval) -> Bool {
        guard let hidesAt else { return false }
        guard time >= hidesAt else { return true }
        self.hidesAt = nil
        removeFromSuperview()
        return false
    }
}
