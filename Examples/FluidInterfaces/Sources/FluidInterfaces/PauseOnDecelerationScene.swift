import FluidPlayground
import FluidUIKit

/// Pausing mid-swipe opens the app switcher ("Designing Fluid Interfaces", WWDC18): swipe an app
/// up and let go, it goes home; swipe up and pause, the other apps slide in. Waiting for the
/// finger to stop would make the switcher late; the talk looks at the finger's acceleration
/// instead: when it is slowing down hard enough to stop within a few frames, the pause is taken
/// as made, while the finger is still moving.
///
/// A `CADisplayLink` samples the pan's location every frame, so that a finger that stops dead,
/// and sends no more events, is seen stopping. The graph at the top plots the finger's upward
/// speed over the last second, with a mark where the pause was detected.
final class PauseOnDecelerationScene: Scene {
    static let title = "Pause on deceleration"
    static let lookahead = TunableParameter(
        "pause.lookahead", "Stops within (s)", seed: 0.08, range: 0...0.3, step: 0.01)
    static let tunables = [lookahead]

    let view = UIView()
    let card: UIView
    let neighbours: [UIView]
    let graph = VelocityGraphView(frame: CGRect(x: 20, y: 690, width: 350, height: 110))
    let detector: PauseDetector
    /// Whether the switcher is showing (paused mid-swipe, or settled there).
    private(set) var isSwitcherShown = false
    /// Where the card rests when the app is open, and its height.
    let openCenter = CGPoint(x: 195, y: 390)
    static let cardHeight: CGFloat = 520
    /// How far up the app rests in the switcher.
    static let switcherUp: CGFloat = 180
    private var link: CADisplayLink?
    private var settle: UIViewPropertyAnimator?
    private let haptic: UIImpactFeedbackGenerator
    private let pan = UIPanGestureRecognizer()
    /// How far up the card was when the finger took it (mid-flight, or in the switcher).
    private var grabbedUp: CGFloat = 0

    init(context: SceneContext) {
        view.frame = CGRect(origin: .zero, size: context.screen.size)
        view.backgroundColor = UIColor(red: 0.16, green: 0.18, blue: 0.26, alpha: 1)
        detector = PauseDetector(lookahead: { context.tuning[Self.lookahead] })
        let colors: [(UIColor, UIColor)] = [
            (
                UIColor(red: 0.98, green: 0.55, blue: 0.3, alpha: 1),
                UIColor(red: 0.93, green: 0.3, blue: 0.45, alpha: 1)
            ),
            (UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 1), UIColor(red: 0.45, green: 0.3, blue: 0.95, alpha: 1)),
            (
                UIColor(red: 0.25, green: 0.8, blue: 0.55, alpha: 1),
                UIColor(red: 0.1, green: 0.55, blue: 0.65, alpha: 1)
            ),
        ]
        let frame = CGRect(x: 55, y: 130, width: 280, height: Self.cardHeight)
        let cards = colors.map { Self.appCard(frame: frame, colors: $0) }
        card = cards[1]
        neighbours = [cards[0], cards[2]]
        for neighbour in neighbours {
            neighbour.alpha = 0
            view.addSubview(neighbour)
        }
        view.addSubview(card)
        view.addSubview(graph)
        haptic = UIImpactFeedbackGenerator(style: .medium, view: card)
        card.addSubview(
            UILabel.caption(
                "Swipe up and let go: home.\nSwipe up and pause: the switcher.",
                frame: CGRect(x: 16, y: 50, width: 248, height: 90), color: .white, size: 19))
        pan.addTarget(self, action: PauseOnDecelerationScene.handlePan)
        view.addGestureRecognizer(pan)
        layOut(up: 0, switcher: 0)
    }

    /// An app's card: a gradient with a few bars standing for its content.
    static func appCard(frame: CGRect, colors: (UIColor, UIColor)) -> UIView {
        let card = UIView(frame: frame)
        card.layer.cornerRadius = 38
        card.clipsToBounds = true
        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.colors = [colors.0, colors.1]
        card.layer.addSublayer(gradient)
        for row in 0..<5 {
            let bar = UIView(
                frame: CGRect(x: 22, y: 170 + CGFloat(row) * 64, width: row % 2 == 0 ? 236 : 170, height: 40))
            bar.backgroundColor = UIColor(white: 1, alpha: 0.22)
            bar.layer.cornerRadius = 12
            card.addSubview(bar)
        }
        return card
    }

    /// Places the cards for the card dragged `up` points, with the switcher `switcher` of the
    /// way in (0 hidden, 1 shown): the app shrinks as it rises with its bottom edge under the
    /// finger, and its neighbours slide in at its sides.
    func layOut(up: CGFloat, switcher: CGFloat) {
        let scale = Self.scale(up: up)
        let bottom = openCenter.y + Self.cardHeight / 2 - up
        card.transform = CGAffineTransform(scaleX: scale, y: scale)
        card.center = CGPoint(x: openCenter.x, y: bottom - scale * Self.cardHeight / 2)
        for (index, neighbour) in neighbours.enumerated() {
            let side: CGFloat = index == 0 ? -1 : 1
            neighbour.transform = CGAffineTransform(scaleX: scale, y: scale)
            neighbour.center = CGPoint(
                x: openCenter.x + side * (280 * scale + 16 + (1 - switcher) * 120), y: card.center.y)
            neighbour.alpha = switcher
        }
    }

    /// The app's scale dragged `up` points: 1 open, shrinking to 0.4.
    static func scale(up: CGFloat) -> CGFloat { max(0.4, 1 - max(up, 0) / 600) }

    /// How far up the card's bottom edge is from its open place, as the card is now.
    var up: CGFloat { openCenter.y + Self.cardHeight / 2 - (card.center.y + card.transform.a * Self.cardHeight / 2) }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            settle?.stopAnimation(true)
            card.alpha = 1
            grabbedUp = up
            detector.reset()
            graph.clear()
            link = CADisplayLink(target: self, selector: PauseOnDecelerationScene.sample)
            link?.add(to: .main, forMode: .common)
        case .changed:
            let up = grabbedUp - pan.translation(in: view).y
            // Below the open place it resists, as the home indicator does.
            layOut(up: up >= 0 ? up : -rubberBand(-up, dimension: 800), switcher: isSwitcherShown ? 1 : 0)
        case .ended, .cancelled:
            link?.invalidate()
            link = nil
            let velocity = -pan.velocity(in: view).y
            let up = self.up
            let rate = CGFloat(UIScrollView.DecelerationRate.normal.rawValue)
            let projected = up + project(initialVelocity: velocity, decelerationRate: rate)
            if velocity > 500 || (!isSwitcherShown && projected > 260) {
                goHome()
            } else if isSwitcherShown, projected > 90 {
                settle(up: Self.switcherUp, switcher: 1, velocity: velocity)
            } else {
                isSwitcherShown = false
                settle(up: 0, switcher: 0, velocity: velocity)
            }
        default:
            break
        }
    }

    /// Every frame of the drag: the finger's place into the detector and the graph.
    func sample(_ link: CADisplayLink) {
        let paused = detector.add(
            y: pan.location(in: view).y, upwardSpeed: -pan.velocity(in: view).y, at: link.timestamp)
        graph.plot(detector.speeds, now: link.timestamp, pauseAt: detector.pauseTime)
        if paused, !isSwitcherShown {
            isSwitcherShown = true
            haptic.impactOccurred()
            let up = self.up
            UIViewPropertyAnimator(duration: 0.35, dampingRatio: 0.85) { [self] in
                layOut(up: up, switcher: 1)
            }.startAnimation()
        }
    }

    private func settle(up: CGFloat, switcher: CGFloat, velocity: CGFloat) {
        let distance = up - self.up
        let parameters = UISpringTimingParameters(
            dampingRatio: 0.9,
            initialVelocity: CGVector(
                dx: 0, dy: UISpringTimingParameters.relativeVelocity(velocity, distance: distance)))
        settle = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
        settle?.addAnimations { [self] in layOut(up: up, switcher: switcher) }
        settle?.startAnimation()
    }

    /// Home: the app shrinks away toward the top, and opens again a moment later.
    private func goHome() {
        isSwitcherShown = false
        settle = UIViewPropertyAnimator(duration: 0.35, curve: .easeOut) { [self] in
            layOut(up: 420, switcher: 0)
            card.alpha = 0
        }
        settle?.addCompletion { [weak self] _ in self?.reopen() }
        settle?.startAnimation()
    }

    private func reopen() {
        settle = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 1) { [self] in
            layOut(up: 0, switcher: 0)
            card.alpha = 1
        }
        settle?.startAnimation(afterDelay: 0.5)
    }

    var inspectorReadout: String? {
        guard let speed = detector.pauseSpeed, let paused = detector.pauseTime else { return "no pause yet" }
        let taken = String(format: "pause taken at %.0f pt/s upward", speed)
        guard let stopped = detector.stopTime else { return taken }
        return taken + String(format: ",\n%.0f ms before the finger stopped", (stopped - paused) * 1000)
    }
}
