import Foundation

/// A simulated iOS status bar: the time on the left, signal bars and a battery on the right.
/// Its time is a property, not the clock, so screenshots are repeatable.
@MainActor
public final class StatusBarView: View {
    public var timeText = "9:41" { didSet { timeLabel.text = timeText } }
    /// 0…1.
    public var batteryLevel: CGFloat = 0.8 { didSet { setNeedsLayout() } }
    /// The colour of the time, bars and battery (dark content by default).
    public var tintColor: Color = .black { didSet { applyTint() } }

    /// The time's font (scenes name it among theirs, `Scene.fonts`).
    public nonisolated static let timeFont = Font.systemFont(ofSize: 17, weight: .semibold)

    private let timeLabel = Label(text: "9:41", font: StatusBarView.timeFont)
    private let bars = (0..<4).map { _ in View() }
    private let batteryBody = View()
    private let batteryFill = View()
    private let batteryNub = View()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "statusBar"
        isUserInteractionEnabled = false
        timeLabel.textAlignment = .center
        addSubview(timeLabel)
        for bar in bars {
            bar.cornerRadius = 1
            addSubview(bar)
        }
        batteryBody.cornerRadius = 4
        batteryBody.borderWidth = 1
        batteryFill.cornerRadius = 2
        batteryNub.cornerRadius = 1
        addSubview(batteryBody)
        batteryBody.addSubview(batteryFill)
        addSubview(batteryNub)
        applyTint()
    }

    private func applyTint() {
        timeLabel.textColor = tintColor
        for bar in bars { bar.backgroundColor = tintColor }
        batteryBody.borderColor = tintColor.withAlphaComponent(0.4)
        batteryFill.backgroundColor = tintColor
        batteryNub.backgroundColor = tintColor.withAlphaComponent(0.4)
    }

    public override func layoutSubviews() {
        let size = bounds.size
        // The notch-era layout: items centred in the ears beside a 162 pt cut-out.
        let baseline = size.height / 2 + 3
        timeLabel.frame = CGRect(x: 24, y: baseline - 11, width: 66, height: 22)
        let batteryFrame = CGRect(x: size.width - 27 - 25, y: baseline - 6, width: 25, height: 12)
        batteryBody.frame = batteryFrame
        batteryNub.frame = CGRect(x: batteryFrame.maxX + 1, y: batteryFrame.midY - 2, width: 1.5, height: 4)
        let level = min(1, max(0, batteryLevel))
        batteryFill.frame = CGRect(x: 2, y: 2, width: (batteryFrame.width - 4) * level, height: batteryFrame.height - 4)
        for (index, bar) in bars.enumerated() {
            let height = 4 + CGFloat(index) * 2.5
            bar.frame = CGRect(
                x: batteryFrame.minX - 30 + CGFloat(index) * 5, y: baseline + 5.5 - height, width: 3, height: height)
        }
    }
}
