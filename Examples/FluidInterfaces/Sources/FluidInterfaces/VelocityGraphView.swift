import FluidUIKit

/// A strip chart of the finger's upward speed over the last second (0 to 2,000 pt/s), with a
/// mark where a pause was taken.
final class VelocityGraphView: UIView {
    static let fullScale: CGFloat = 2000
    let line = CAShapeLayer()
    let marker = UIView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.25)
        layer.cornerRadius = 14
        clipsToBounds = true
        line.frame = bounds
        line.fillColor = nil
        line.strokeColor = UIColor(red: 0.4, green: 0.85, blue: 1, alpha: 1)
        line.lineWidth = 2
        line.lineJoin = .round
        layer.addSublayer(line)
        marker.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1)
        marker.isHidden = true
        addSubview(marker)
        label.frame = CGRect(x: 12, y: 8, width: frame.width - 24, height: 16)
        label.font = .systemFont(ofSize: 12, weight: .medium)
        label.textColor = UIColor(white: 1, alpha: 0.7)
        addSubview(label)
        clear()
    }

    func clear() {
        line.path = nil
        marker.isHidden = true
        label.text = "upward speed, last second"
    }

    /// Plots `speeds` up to `now`, and the pause's mark at `pauseAt` when it is in view.
    func plot(_ speeds: [(time: TimeInterval, speed: CGFloat)], now: TimeInterval, pauseAt: TimeInterval?) {
        func x(_ time: TimeInterval) -> CGFloat { bounds.width * (1 - CGFloat(now - time)) }
        func y(_ speed: CGFloat) -> CGFloat {
            bounds.height - 8 - (bounds.height - 36) * min(max(speed, 0), Self.fullScale) / Self.fullScale
        }
        let path = UIBezierPath()
        for (index, sample) in speeds.enumerated() {
            let point = CGPoint(x: x(sample.time), y: y(sample.speed))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        line.path = path.cgPath
        if let pauseAt, now - pauseAt <= 1 {
            marker.isHidden = false
            marker.frame = CGRect(x: x(pauseAt) - 1, y: 30, width: 2, height: bounds.height - 38)
            if let speed = speeds.first(where: { $0.time >= pauseAt - 1e-9 })?.speed {
                label.text = String(format: "pause taken at %.0f pt/s", speed)
            }
        }
    }
}
