import Foundation
import ViewTree

/// The pan's velocity drawn on the phone at the touch: a line 1 pt long per 10 pt/s (at most
/// 150 pt) with the figure beside it. Part of the inspector; it never takes a touch.
@MainActor
final class VelocityArrowView: View {
    static let pointsPerSpeed: CGFloat = 0.1
    static let longest: CGFloat = 150
    private let shaft = View()
    private let head = View()
    private let figure = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "velocityArrow"
        shaft.backgroundColor = .systemOrange
        head.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        head.cornerRadius = 5
        head.backgroundColor = .systemOrange
        figure.font = .systemFont(ofSize: 12, weight: .bold)
        figure.textColor = .white
        figure.backgroundColor = Color(white: 0, alpha: 0.6)
        figure.cornerRadius = 4
        figure.clipsToBounds = true
        figure.textAlignment = .center
        for view in [shaft, head, figure] { addSubview(view) }
        isHidden = true
    }

    /// The figure beside the arrow ("203 pt/s").
    var figureText: String { figure.text }

    /// The arrow from `location` along `velocity` (pt/s, window coordinates), or hidden (nil).
    func show(at location: CGPoint?, velocity: CGPoint) {
        guard let location, velocity.x.isFinite, velocity.y.isFinite else { return isHidden = true }
        isHidden = false
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        let length = min(speed * Self.pointsPerSpeed, Self.longest)
        let angle = atan2(velocity.y, velocity.x)
        let tip = CGPoint(x: location.x + cos(angle) * length, y: location.y + sin(angle) * length)
        shaft.bounds = CGRect(x: 0, y: 0, width: max(length, 0.5), height: 3)
        shaft.center = CGPoint(x: (location.x + tip.x) / 2, y: (location.y + tip.y) / 2)
        shaft.transform = Transform(rotationAngle: angle)
        head.center = tip
        figure.text = String(format: "%.0f pt/s", speed)
        figure.frame = CGRect(x: tip.x + 8, y: tip.y - 9, width: 84, height: 18)
    }
}
