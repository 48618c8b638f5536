import FluidPlayground
import FluidUIKit

/// The lock screen's flashlight button ("Designing Fluid Interfaces", WWDC18): a press turns it
/// on only when it is firm, so that a brush of the thumb does nothing. The button grows with the
/// force of the press, a ring around it fills toward the point where it acts, and at that point
/// the light toggles with a haptic, once per press: to toggle again the finger must ease off
/// first (the threshold's hysteresis). Let go, the button springs back to its size.
///
/// It reads `UITouch.force` against `maximumPossibleForce`, as the talk's button does on a 3D Touch
/// iPhone. With a mouse: hold the button down and turn the wheel with Control held.
final class PressureButtonScene: Scene {
    static let title = "Pressure button"
    static let threshold = TunableParameter(
        "pressure.threshold", "Acts at (share of max force)", seed: 0.5, range: 0.2...0.9, step: 0.05)
    static let tunables = [threshold]

    let view = UIView()
    let button: FlashlightButton
    /// The light the button turns on: a radial glow over the top of the screen.
    let beam = CAGradientLayer()
    let caption: UILabel

    init(context: SceneContext) {
        view.frame = CGRect(origin: .zero, size: context.screen.size)
        view.backgroundColor = UIColor(red: 0.07, green: 0.08, blue: 0.12, alpha: 1)
        beam.frame = CGRect(x: -105, y: -200, width: 600, height: 760)
        beam.type = .radial
        // Falling off smoothly (a linear ramp to 0 shows a bright rim where it stops).
        beam.colors = [0.9, 0.5, 0.2, 0.05, 0].map { UIColor(red: 1, green: 0.97, blue: 0.86, alpha: $0) }
        beam.locations = [0, 0.3, 0.6, 0.85, 1]
        beam.startPoint = CGPoint(x: 0.5, y: 0.5)
        beam.endPoint = CGPoint(x: 1, y: 1)
        beam.opacity = 0
        view.layer.addSublayer(beam)
        button = FlashlightButton(
            frame: CGRect(x: 145, y: 560, width: 100, height: 100), threshold: { context.tuning[Self.threshold] })
        view.addSubview(button)
        caption = UILabel.caption(
            "Press firmly to turn the light on or off. With a mouse: hold the button and turn the wheel with Control held.",
            frame: CGRect(x: 30, y: 690, width: 330, height: 90), color: UIColor(white: 1, alpha: 0.55), size: 15,
            lines: 4)
        view.addSubview(caption)
        button.addTarget(self, action: PressureButtonScene.toggled, for: .valueChanged)
    }

    func sceneDidAppear(at time: TimeInterval) {
        view.window?.statusBar.tintColor = .white
    }

    func toggled(_ button: FlashlightButton) {
        let on = button.isOn
        UIViewPropertyAnimator(duration: on ? 0.15 : 0.35, curve: .easeOut) { [beam] in
            beam.opacity = on ? 1 : 0
        }.startAnimation()
    }

    var inspectorReadout: String? {
        String(
            format: "light %@ · pressure %.2f of max (acts at %.2f)", button.isOn ? "on" : "off", button.pressure,
            button.threshold())
    }
}

/// A round button that acts on a firm press: it follows the touch's force with its size and a
/// ring, and toggles `isOn` (sending `.valueChanged`) when the force crosses the threshold.
final class FlashlightButton: UIControl {
    /// Whether the light is on.
    private(set) var isOn = false
    /// The touch's force as a share of its maximum (0 without pressure sensing).
    private(set) var pressure: CGFloat = 0
    /// Where it acts, as a share of the maximum force.
    var threshold: () -> CGFloat
    /// Whether the press may toggle: after toggling, it must ease off below 60 % of the
    /// threshold before it can toggle again.
    private var armed = true
    /// The ring that fills toward the threshold.
    let ring = CAShapeLayer()
    let icon = CAShapeLayer()
    private let haptic: UIImpactFeedbackGenerator
    private var release: UIViewPropertyAnimator?

    init(frame: CGRect, threshold: @escaping () -> CGFloat) {
        self.threshold = threshold
        haptic = UIImpactFeedbackGenerator(style: .medium)
        super.init(frame: frame)
        layer.cornerRadius = frame.width / 2
        ring.frame = bounds
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 + 7, startAngle: -.pi / 2,
                endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.lineWidth = 4
        ring.lineCap = .round
        ring.strokeEnd = 0
        layer.addSublayer(ring)
        icon.frame = bounds
        icon.path = Self.flashlight(in: bounds).cgPath
        icon.fillRule = .evenOdd
        layer.addSublayer(icon)
        haptic.view = self
        show()
    }

    /// A flashlight's outline: a lamp head over a handle with a switch cut out of it (even-odd).
    static func flashlight(in bounds: CGRect) -> UIBezierPath {
        let x = bounds.midX, y = bounds.midY
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x - 14, y: y - 26))
        path.addLine(to: CGPoint(x: x + 14, y: y - 26))
        path.addLine(to: CGPoint(x: x + 14, y: y - 16))
        path.addLine(to: CGPoint(x: x + 8, y: y - 6))
        path.addLine(to: CGPoint(x: x + 8, y: y + 26))
        path.addLine(to: CGPoint(x: x - 8, y: y + 26))
        path.addLine(to: CGPoint(x: x - 8, y: y - 6))
        path.addLine(to: CGPoint(x: x - 14, y: y - 16))
        path.close()
        path.append(UIBezierPath(roundedRect: CGRect(x: x - 3, y: y + 2, width: 6, height: 10), cornerRadius: 3))
        return path
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if release?.isRunning == true { release?.stopAnimation(true) }
        armed = true
        follow(touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { letGo() }
    override func cancelTracking(with event: UIEvent?) { letGo() }

    private func follow(_ touch: UITouch) {
        pressure = touch.maximumPossibleForce > 0 ? touch.force / touch.maximumPossibleForce : 0
        let acting = threshold()
        if armed, pressure >= acting {
            armed = false
            isOn.toggle()
            haptic.impactOccurred()
            sendActions(for: .valueChanged)
        } else if !armed, pressure < acting * 0.6 {
            armed = true
        }
        let progress = min(pressure / acting, 1)
        transform = CGAffineTransform(scaleX: 1 + 0.3 * progress, y: 1 + 0.3 * progress)
        ring.strokeEnd = progress
        show()
    }

    private func letGo() {
        pressure = 0
        ring.strokeEnd = 0
        release = UIViewPropertyAnimator(duration: 0.45, dampingRatio: 0.55) { [self] in transform = .identity }
        release?.startAnimation()
        show()
    }

    /// Colours for on and off, and the ring while it fills.
    private func show() {
        backgroundColor = isOn ? UIColor(white: 0.96, alpha: 1) : UIColor(white: 1, alpha: 0.16)
        icon.fillColor = isOn ? UIColor(red: 0.07, green: 0.08, blue: 0.12, alpha: 1) : UIColor(white: 1, alpha: 0.9)
        ring.strokeColor = armed ? UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1) : UIColor(white: 1, alpha: 0.5)
    }
}
