import FluidPlayground
import FluidUIKit

/// A picture-in-picture window you fling to a corner ("Designing Fluid Interfaces", WWDC18): on
/// release, the window's resting place is projected from its velocity, as a scroll view would
/// decelerate it, and a spring carries it to the corner nearest that projected rest, leaving at
/// the finger's speed. A slow release goes to the nearest corner; a flick goes where it was
/// thrown, even from far away. Caught mid-flight, it stops under the finger. It lands with a
/// light haptic.
final class PictureInPictureScene: Scene {
    static let title = "Picture in picture"
    static let dampingRatio = TunableParameter(
        "pip.dampingRatio", "Damping ratio", seed: 0.8, range: 0.1...1, step: 0.05)
    static let response = TunableParameter("pip.response", "Response", seed: 0.45, range: 0.1...1.5, step: 0.05)
    static let tunables = [dampingRatio, response]

    /// The window's size and its margin from the screen's edges (inside the safe area).
    static let size = CGSize(width: 120, height: 170)
    static let margin: CGFloat = 16

    let view = UIView()
    let pip = UIView(frame: CGRect(origin: .zero, size: PictureInPictureScene.size))
    private let tuning: Tuning
    /// The screen's safe area, which the corners keep inside.
    private let safeArea: UIEdgeInsets
    private var grabbedAt = CGPoint.zero
    private var spring: UIViewPropertyAnimator?
    private lazy var haptic = UIImpactFeedbackGenerator(style: .light, view: pip)

    init(context: SceneContext) {
        tuning = context.tuning
        safeArea = context.screen.safeAreaInsets
        view.frame = CGRect(origin: .zero, size: context.screen.size)
        view.backgroundColor = UIColor(white: 0.94, alpha: 1)
        for corner in corners {
            let marker = UIView(frame: CGRect(origin: .zero, size: Self.size))
            marker.center = corner
            marker.backgroundColor = UIColor(white: 0, alpha: 0.05)
            marker.layer.cornerRadius = 14
            view.addSubview(marker)
        }
        view.addSubview(
            UILabel.caption(
                "Fling the picture: it settles in the corner its momentum carries it to.",
                frame: CGRect(x: 40, y: 380, width: 310, height: 84), color: UIColor(white: 0, alpha: 0.45)))
        Self.paint(pip)
        pip.center = corners[0]
        view.addSubview(pip)
        pip.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PictureInPictureScene.handlePan))
    }

    /// Where the window's centre rests in each corner: top left, top right, bottom left, bottom right.
    var corners: [CGPoint] {
        let halfWidth = Self.size.width / 2 + Self.margin, halfHeight = Self.size.height / 2 + Self.margin
        let left = safeArea.left + halfWidth, right = view.bounds.width - safeArea.right - halfWidth
        let top = safeArea.top + halfHeight, bottom = view.bounds.height - safeArea.bottom - halfHeight
        return [
            CGPoint(x: left, y: top), CGPoint(x: right, y: top), CGPoint(x: left, y: bottom),
            CGPoint(x: right, y: bottom),
        ]
    }

    /// A video call's picture: a face's silhouette on a warm background, clipped to a rounded
    /// card inside a window that casts the shadow (a layer that clips its content clips its
    /// shadow too, as Core Animation's does).
    private static func paint(_ pip: UIView) {
        pip.layer.shadowOpacity = 0.25
        pip.layer.shadowRadius = 10
        pip.layer.shadowOffset = CGSize(width: 0, height: 4)
        pip.layer.cornerRadius = 14
        pip.backgroundColor = UIColor(red: 0.93, green: 0.62, blue: 0.42, alpha: 1)
        let content = UIView(frame: pip.bounds)
        content.layer.cornerRadius = 14
        content.clipsToBounds = true
        let head = UIView(frame: CGRect(x: 35, y: 40, width: 50, height: 58))
        head.backgroundColor = UIColor(red: 0.36, green: 0.22, blue: 0.16, alpha: 1)
        head.layer.cornerRadius = 25
        let shoulders = UIView(frame: CGRect(x: 15, y: 108, width: 90, height: 80))
        shoulders.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.5, alpha: 1)
        shoulders.layer.cornerRadius = 40
        content.addSubview(head)
        content.addSubview(shoulders)
        pip.addSubview(content)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // Caught where it is seen, mid-flight or not.
            if spring?.isRunning == true { spring?.stopAnimation(true) }
            grabbedAt = pip.center
        case .changed:
            let moved = pan.translation(in: view)
            pip.center = CGPoint(x: grabbedAt.x + moved.x, y: grabbedAt.y + moved.y)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view)
            let rate = CGFloat(UIScrollView.DecelerationRate.normal.rawValue)
            let projected = CGPoint(
                x: pip.center.x + project(initialVelocity: velocity.x, decelerationRate: rate),
                y: pip.center.y + project(initialVelocity: velocity.y, decelerationRate: rate))
            settle(at: nearestCorner(to: projected), velocity: velocity)
        default:
            break
        }
    }

    func nearestCorner(to point: CGPoint) -> CGPoint {
        corners.min { a, b in
            hypot(a.x - point.x, a.y - point.y) < hypot(b.x - point.x, b.y - point.y)
        } ?? corners[0]
    }

    /// A spring to `corner`, leaving at `velocity` (points per second, made relative per axis).
    private func settle(at corner: CGPoint, velocity: CGPoint) {
        let parameters = UISpringTimingParameters(
            response: tuning[Self.response], dampingRatio: tuning[Self.dampingRatio],
            initialVelocity: UISpringTimingParameters.relativeVelocity(velocity, from: pip.center, to: corner))
        spring = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
        spring?.addAnimations { [pip] in pip.center = corner }
        // A light tap as it comes to rest in its corner (here: a pulse on the canvas).
        spring?.addCompletion { [haptic] position in if position == .end { haptic.impactOccurred() } }
        spring?.startAnimation()
    }
}

/// How far a motion at `initialVelocity` (points per second) travels while it decelerates at
/// `decelerationRate` per millisecond, as a scroll view decelerates: the talk's own function.
func project(initialVelocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {
    (initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)
}
