import FluidPlayground
import FluidUIKit

/// Rubber-banding at an edge ("Designing Fluid Interfaces", WWDC18): a handle slides freely along
/// its track, and past either end it follows the finger less and less, as a scroll view's content
/// does past its edge, so that the edge is felt rather than hit. Let go out there, it springs back
/// to the end, leaving at the finger's speed; let go inside, it stays.
///
/// The resistance is UIScrollView's rubber band: a finger `x` points past the end moves the
/// handle `(1 − 1 / (x·c / d + 1))·d`, with c = 0.55 and d the track's length, so the handle
/// never travels past d however far the finger goes, and at the edge it starts at the finger's
/// slope c.
final class RubberBandScene: Scene {
    static let title = "Rubber band"
    static let coefficient = TunableParameter(
        "rubber.coefficient", "Coefficient c", seed: 0.55, range: 0.1...1, step: 0.05)
    static let tunables = [coefficient]

    let view = UIView()
    let track = UIView(frame: CGRect(x: 40, y: 380, width: 310, height: 84))
    let handle = UIView(frame: CGRect(x: 0, y: 0, width: 84, height: 84))
    /// Where the handle's centre may rest, left and right.
    let range: ClosedRange<CGFloat>
    private let tuning: Tuning
    private var grabbedAt: CGFloat = 0
    private var spring: UIViewPropertyAnimator?
    private let haptic: UIImpactFeedbackGenerator

    init(context: SceneContext) {
        tuning = context.tuning
        view.frame = CGRect(origin: .zero, size: context.screen.size)
        view.backgroundColor = .systemGroupedBackground
        track.backgroundColor = UIColor(white: 0, alpha: 0.06)
        track.layer.cornerRadius = 42
        view.addSubview(track)
        range = (track.frame.minX + 42)...(track.frame.maxX - 42)
        handle.backgroundColor = .systemOrange
        handle.layer.cornerRadius = 42
        handle.layer.shadowOpacity = 0.2
        handle.layer.shadowRadius = 8
        handle.layer.shadowOffset = CGSize(width: 0, height: 4)
        handle.center = CGPoint(x: range.lowerBound, y: track.center.y)
        view.addSubview(handle)
        haptic = UIImpactFeedbackGenerator(style: .rigid, view: handle)
        view.addSubview(
            UILabel.caption(
                "Drag the handle past either end: the edge gives, then pulls it back.",
                frame: CGRect(x: 40, y: 500, width: 310, height: 84), color: UIColor(white: 0, alpha: 0.45)))
        handle.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: RubberBandScene.handlePan))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if spring?.isRunning == true { spring?.stopAnimation(true) }
            // Grabbed out in the band: where the finger would be for the handle to be there.
            grabbedAt = unbanded(handle.center.x)
        case .changed:
            handle.center.x = banded(grabbedAt + pan.translation(in: view).x)
        case .ended, .cancelled:
            let x = handle.center.x
            guard !range.contains(x) else { return }
            let end = x < range.lowerBound ? range.lowerBound : range.upperBound
            haptic.impactOccurred(intensity: 0.6)  // where it is let go, before it moves back
            let velocity = pan.velocity(in: view).x
            let relative = UISpringTimingParameters.relativeVelocity(velocity, distance: end - x)
            let parameters = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: 0))
            spring = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
            spring?.addAnimations { [handle] in handle.center.x = end }
            spring?.startAnimation()
        default:
            break
        }
    }

    /// The handle's place for a finger that would put it at `x`: itself inside the range, the
    /// rubber band past its ends.
    func banded(_ x: CGFloat) -> CGFloat {
        let length = range.upperBound - range.lowerBound
        if x < range.lowerBound {
            return range.lowerBound
                - rubberBand(range.lowerBound - x, dimension: length, coefficient: tuning[Self.coefficient])
        }
        if x > range.upperBound {
            return range.upperBound
                + rubberBand(x - range.upperBound, dimension: length, coefficient: tuning[Self.coefficient])
        }
        return x
    }

    /// The inverse: where a finger would be for the handle to be at `x`.
    func unbanded(_ x: CGFloat) -> CGFloat {
        let length = range.upperBound - range.lowerBound
        let c = tuning[Self.coefficient]
        // offset = (1 − 1/(u·c/d + 1))·d  ⇔  u = d/c · (1/(1 − offset/d) − 1)
        func inverse(_ offset: CGFloat) -> CGFloat { length / c * (1 / (1 - min(offset / length, 0.999)) - 1) }
        if x < range.lowerBound { return range.lowerBound - inverse(range.lowerBound - x) }
        if x > range.upperBound { return range.upperBound + inverse(x - range.upperBound) }
        return x
    }
}

/// UIScrollView's rubber band: how far content moves for a finger `offset` points past its edge,
/// along a `dimension` points long — (1 − 1 / (offset·c / d + 1))·d — as the talk gives it.
func rubberBand(_ offset: CGFloat, dimension: CGFloat, coefficient: CGFloat = 0.55) -> CGFloat {
    (1 - 1 / (offset * coefficient / dimension + 1)) * dimension
}
