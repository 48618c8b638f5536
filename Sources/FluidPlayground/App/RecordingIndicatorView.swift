import Foundation
import ViewTree

/// The red `● REC` badge in the middle of the status bar while the window records a gesture
/// (Ctrl+R, `--record`). It takes no touches.
@MainActor
final class RecordingIndicatorView: View {
    static let size = CGSize(width: 70, height: 24)

    override init(frame: CGRect) {
        super.init(frame: frame)
        bounds = CGRect(origin: .zero, size: Self.size)
        center = CGPoint(x: 195, y: 23.5)
        backgroundColor = .systemRed
        cornerRadius = Self.size.height / 2
        isUserInteractionEnabled = false
        accessibilityIdentifier = "recordingIndicator"
        addCenteredLabel("● REC", font: .systemFont(ofSize: 13, weight: .bold), color: .white)
    }
}
