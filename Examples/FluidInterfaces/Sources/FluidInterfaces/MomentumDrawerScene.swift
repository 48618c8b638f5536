import FluidPlayground
import FluidUIKit

/// A drawer that rewards momentum ("Designing Fluid Interfaces", WWDC18): a short, quick flick
/// opens or closes it as surely as a long drag, because on release the drawer goes to the rest
/// nearest where its momentum would carry it, not where the finger happened to lift. The talk's
/// `project(initialVelocity:decelerationRate:)` gives that place: how far the drawer would coast,
/// decelerating as a scroll view does. A spring takes it there, leaving at the finger's speed, and
/// a touch catches it mid-flight: its pan begins on touch-down (a `UIPanGestureRecognizer`
/// subclass, as UIKit code writes one), so the drawer stops the instant it is touched rather
/// than after the pan's 10 pt of slop. A touch that lifts without moving is a tap, which opens
/// or closes it. Past either rest it rubber-bands.
///
/// `M` turns the projection off, to feel the difference: the drawer then goes to the rest nearest
/// where it was let go, and a flick that did not travel far falls back.
final class MomentumDrawerScene: Scene {
    static let title = "Momentum drawer"
    static let response = TunableParameter(
        "drawer.response", "Spring response (s)", seed: 0.45, range: 0.1...1.5, step: 0.05)
    static let dampingRatio = TunableParameter(
        "drawer.dampingRatio", "Damping ratio", seed: 0.88, range: 0.3...1, step: 0.02)
    static let tunables = [response, dampingRatio]

    let view = UIView()
    let drawer = UIView()
    let dimming = UIView()
    /// The drawer's top edge when open and when closed (window points).
    let openTop: CGFloat = 120
    let closedTop: CGFloat = 724
    /// Whether release projects the drawer's momentum (`M` turns it off).
    private(set) var projectsMomentum = true
    /// The rest the last release chose, and where the drawer would have coasted to.
    private(set) var lastRelease: (projectedTop: CGFloat, opens: Bool)?
    private let tuning: Tuning
    private var grabbedTop: CGFloat = 0
    /// Whether the touch caught the drawer moving (a tap on it then only stops it).
    private var caughtMoving = false
    private var spring: UIViewPropertyAnimator?

    init(context: SceneContext) {
        tuning = context.tuning
        view.frame = CGRect(origin: .zero, size: context.screen.size)
        let backdrop = CAGradientLayer()
        backdrop.frame = view.bounds
        backdrop.colors = [
            UIColor(red: 0.55, green: 0.78, blue: 0.72, alpha: 1),
            UIColor(red: 0.85, green: 0.88, blue: 0.74, alpha: 1),
        ]
        view.layer.addSublayer(backdrop)
        view.addSubview(
            UILabel.caption(
                "Flick the drawer up or down: a short, quick flick goes as far as a long drag.",
                frame: CGRect(x: 30, y: 250, width: 330, height: 90), color: UIColor(white: 0, alpha: 0.55), size: 19))
        dimming.frame = view.bounds
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        view.addSubview(dimming)
        drawer.frame = CGRect(x: 0, y: closedTop, width: view.bounds.width, height: view.bounds.height)
        drawer.backgroundColor = UIColor(white: 0.98, alpha: 1)
        drawer.layer.cornerRadius = 16
        drawer.layer.shadowOpacity = 0.18
        drawer.layer.shadowRadius = 12
        drawer.layer.shadowOffset = CGSize(width: 0, height: -2)
        Self.fill(drawer)
        view.addSubview(drawer)
        drawer.addGestureRecognizer(InstantPanGestureRecognizer(target: self, action: MomentumDrawerScene.handlePan))
        place(top: closedTop)
    }

    /// A grabber, a title and a few rows.
    private static func fill(_ drawer: UIView) {
        let grabber = UIView(frame: CGRect(x: drawer.bounds.midX - 18, y: 8, width: 36, height: 5))
        grabber.backgroundColor = UIColor(white: 0, alpha: 0.2)
        grabber.layer.cornerRadius = 2.5
        drawer.addSubview(grabber)
        let title = UILabel(frame: CGRect(x: 20, y: 26, width: 350, height: 30))
        title.text = "Nearby"
        title.font = .systemFont(ofSize: 24, weight: .bold)
        drawer.addSubview(title)
        for (row, name) in ["Coffee", "Bakery", "Pharmacy", "Bookshop", "Park", "Station"].enumerated() {
            let y = 80 + CGFloat(row) * 72
            let icon = UIView(frame: CGRect(x: 20, y: y, width: 48, height: 48))
            icon.backgroundColor = UIColor(hue: CGFloat(row) / 6, saturation: 0.55, brightness: 0.9, alpha: 1)
            icon.layer.cornerRadius = 24
            drawer.addSubview(icon)
            let label = UILabel(frame: CGRect(x: 84, y: y + 4, width: 270, height: 22))
            label.text = name
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            drawer.addSubview(label)
            let detail = UILabel(frame: CGRect(x: 84, y: y + 26, width: 270, height: 18))
            detail.text = "\(row * 3 + 2) min walk"
            detail.font = .systemFont(ofSize: 14)
            detail.textColor = UIColor(white: 0, alpha: 0.5)
            drawer.addSubview(detail)
        }
    }

    /// The drawer with its top edge at `top`, and the world behind dimmed as it opens.
    func place(top: CGFloat) {
        drawer.frame.origin.y = top
        let openness = (closedTop - top) / (closedTop - openTop)
        dimming.alpha = 0.35 * min(max(openness, 0), 1)
    }

    func handlePan(_ pan: InstantPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // Caught where it is seen, mid-flight or not.
            caughtMoving = spring?.isRunning == true
            if caughtMoving { spring?.stopAnimation(true) }
            grabbedTop = drawer.frame.minY
        case .changed:
            place(top: banded(grabbedTop + pan.translation(in: view).y))
        case .ended where !caughtMoving && hypot(pan.translation(in: view).x, pan.translation(in: view).y) < 10:
            // A tap on the resting drawer opens it, or closes it.
            let opens = drawer.frame.minY > (openTop + closedTop) / 2
            place(top: grabbedTop)
            settle(opens: opens, velocity: 0)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view).y
            let top = drawer.frame.minY
            let rate = CGFloat(UIScrollView.DecelerationRate.normal.rawValue)
            let projected = projectsMomentum ? top + project(initialVelocity: velocity, decelerationRate: rate) : top
            let opens = abs(projected - openTop) < abs(projected - closedTop)
            lastRelease = (projected, opens)
            settle(opens: opens, velocity: velocity)
        default:
            break
        }
    }

    /// The drawer's top for a finger that would put it at `top`: past either rest, the rubber band.
    func banded(_ top: CGFloat) -> CGFloat {
        let length = closedTop - openTop
        if top < openTop { return openTop - rubberBand(openTop - top, dimension: length) }
        if top > closedTop { return closedTop + rubberBand(top - closedTop, dimension: length) }
        return top
    }

    private func settle(opens: Bool, velocity: CGFloat) {
        let target = opens ? openTop : closedTop
        let parameters = UISpringTimingParameters(
            response: tuning.value(Self.response), dampingRatio: tuning.value(Self.dampingRatio),
            initialVelocity: CGVector(
                dx: 0, dy: UISpringTimingParameters.relativeVelocity(velocity, distance: target - drawer.frame.minY)))
        spring = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
        spring?.addAnimations { [self] in place(top: target) }
        spring?.startAnimation()
    }

    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event, key.key == .character("m"), !key.isRepeat else { return false }
        projectsMomentum.toggle()
        return true
    }

    var switches: [SceneSwitch] {
        [SceneSwitch(key: "m", title: "projection", isOn: { [weak self] in self?.projectsMomentum ?? false })]
    }

    var inspectorReadout: String? {
        guard let lastRelease else { return "not released yet" }
        return String(
            format: "released: coasts to top %.0f → %@", lastRelease.projectedTop, lastRelease.opens ? "open" : "closed"
        )
    }
}

/// A pan that begins the moment a finger touches down, instead of after it has moved 10 pt, so
/// that a drawer in flight stops at the touch (`UIGestureRecognizerSubclass`).
final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible { state = .began }
    }
}
