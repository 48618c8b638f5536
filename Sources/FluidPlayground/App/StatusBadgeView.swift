import Foundation
import ViewTree

/// A badge in the status bar while a tool is on: the red `● REC` in its middle while the window
/// records a gesture (Ctrl+R, `--record`), the orange `SLOW 10×` left of it while animations are
/// slowed (`S`), the indigo `REDUCE MOTION` right of it while Reduce Motion is on (`Ctrl+M`). It
/// takes no touches.
@MainActor
final class StatusBadgeView: View {
    static let height: CGFloat = 24

    private var label: Label?

    /// What the badge says.
    var text: String {
        get { label?.text ?? "" }
        set { if label?.text != newValue { label?.text = newValue } }
    }

    init(text: String, color: Color, width: CGFloat, centerX: CGFloat, identifier: String, fontSize: CGFloat = 13) {
        super.init(frame: .zero)
        bounds = CGRect(x: 0, y: 0, width: width, height: Self.height)
        center = CGPoint(x: centerX, y: 23.5)
        backgroundColor = color
        cornerRadius = Self.height / 2
        isUserInteractionEnabled = false
        accessibilityIdentifier = identifier
        label = addCenteredLabel(text, font: .systemFont(ofSize: fontSize, weight: .bold), color: .white)
    }

    /// `● REC`, in the middle of the status bar.
    static func recording() -> StatusBadgeView {
        StatusBadgeView(text: "● REC", color: .systemRed, width: 70, centerX: 195, identifier: "recordingIndicator")
    }

    /// `SLOW 10×`, between the clock and the `● REC` badge; it says `PAUSED` or another speed
    /// (`0.5×`) when animation time holds or runs at that speed.
    static func speed() -> StatusBadgeView {
        StatusBadgeView(text: "SLOW 10×", color: .systemOrange, width: 70, centerX: 121, identifier: "speedIndicator")
    }

    /// `REDUCE MOTION`, between the `● REC` badge and the signal bars, while Reduce Motion is on
    /// (`Ctrl+M`); smaller type, to fit there.
    static func reduceMotion() -> StatusBadgeView {
        StatusBadgeView(
            text: "REDUCE MOTION", color: .systemIndigo, width: 76, centerX: 268, identifier: "reduceMotionIndicator",
            fontSize: 8.5)
    }
}
