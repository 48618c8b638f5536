import FluidPlayground
import Foundation
import ViewTree

/// One card of the stack (seed 002: `SwipeCardView`): a clear *shadow view* casting the shadow,
/// holding a *swipe view* with rounded corners that clips a picture and a label. Two views,
/// because a view that clips its content cannot draw its own shadow outside its bounds.
///
/// The card follows a pan the way the seed's `handlePanGesture` moves it — the centre is the
/// container's centre plus the translation, tilted by `tan(translation.x / (2 × width))` — and on
/// release is thrown off past the seed's thresholds or comes back (`SwipeRules`). Fluid adds:
/// LIKE / NOPE stamps whose alpha follows the drag; a flick that throws before the threshold and
/// keeps the finger's velocity; a return to the centre on a spring carrying that velocity; grabbing
/// the card again mid-spring where it is seen; and `comeBack(…)` for undo.
///
/// Where the seed's code is changed, and why:
/// - It measures the tilt and the rest position with the *card's* `frame`, which grows as the card
///   tilts (a rotated view's frame is its bounding box), so the rest position drifts while
///   dragging; Fluid uses the container's bounds (Docs/Scenes.md §3: `2 × containerWidth`).
/// - It reads the translation in the card's own (rotating) coordinates; Fluid reads it in the
///   container's, so the card follows the finger 1:1.
/// - It tells the delegate *before* the throw animation, and the delegate removes the card at once,
///   so the throw is never seen; Fluid tells it when the throw ends.
/// - A cancelled drag (Esc, focus lost) returns the card instead of leaving it where it was.
@MainActor
final class SwipeCardView: View {
    weak var delegate: SwipeCardsDelegate?
    var rules = SwipeRules.seed

    /// What the card shows (the seed calls this property `dataSource`).
    var cardData: CardsDataModel? { didSet { configureContent() } }

    /// Casts the shadow: clear, black shadow at opacity 0.8, radius 4, no offset (seed values).
    let shadowView = View()
    /// Rounded (radius 15) and clipping: the card's visible face.
    let swipeView = View()
    let imageView = ImageView()
    let nameLabel = Label(text: "", font: .systemFont(ofSize: 26, weight: .bold), color: .white)
    let captionLabel = Label(
        text: "", font: .systemFont(ofSize: 15, weight: .medium), color: Color(white: 1, alpha: 0.88))
    /// Shown as the card is dragged right / left; placed above the shadow view (not inside the
    /// clipped face) so that fading them redraws only the card, not its blurred shadow.
    let likeOverlay = SwipeCardView.makeStamp("LIKE", color: .systemGreen, angle: -15)
    let nopeOverlay = SwipeCardView.makeStamp("NOPE", color: .systemRed, angle: 15)

    let panGesture: PanGestureRecognizer

    /// True from the pan's `.began` until it ends.
    private(set) var isDragging = false
    /// Set when the card is thrown; the throw runs until `delegate.swipeDidEnd(on:)`.
    private(set) var thrownDirection: SwipeRules.Direction?
    private var throwAnimator: PropertyAnimator?
    /// Whether a touch on the card while it is thrown catches it back where it is seen (the
    /// scene's `K`), as Koloda and Tinder let a card that has not left the screen be grabbed.
    var catchesThrows = false
    /// The spring that brings the card back to the centre (after a release or an undo). While it
    /// runs, a touch grabs the card at once, where it is seen (Fluid; the sheet does the same):
    /// waiting for the 10 pt slop let it slide on under the finger (19.6 pt measured).
    private(set) var settleAnimator: PropertyAnimator? {
        didSet { panGesture.beginsImmediately = settleAnimator != nil }
    }
    /// Where the card was, relative to the rest position, when the drag began (zero for a card at
    /// rest, as in the seed; non-zero when it was grabbed mid-spring).
    private var grabOffset = CGPoint.zero
    /// Whether the card turns about the point under the finger rather than its centre (Fluid, the
    /// scene's `T`): the seed's rotation about the centre swings a point grabbed 100 pt above it
    /// 44 pt away from the finger over a 250 pt drag (Docs/Scenes.md §3).
    var pinsGrabbedPoint = false
    /// The point under the finger when the drag began, from the card's centre, unrotated (the
    /// card's own axes), and the angle the card had then; used with `pinsGrabbedPoint`.
    private var grabbedPoint = CGPoint.zero
    private var angleAtGrab: CGFloat = 0

    /// The return spring: UIKit's damping-ratio spring, damping 0.5 over 0.6 s — Shuffle's reset
    /// animation (Docs/Scenes.md §3). The seed animates back in 0.2 s on a curve.
    static let returnSpringDuration: TimeInterval = 0.6
    static let returnSpringDamping: CGFloat = 0.5
    /// Undo's spring: nearly critical (damping 0.85 over 0.5 s). A card coming back from off the
    /// screen travels ~450 pt; the return spring's 16 % overshoot would fling it 70 pt past the
    /// centre (seen in the window).
    static let comeBackSpringDuration: TimeInterval = 0.5
    static let comeBackSpringDamping: CGFloat = 0.85
    /// Under Reduce Motion a thrown card fades out where it was let go, and an undone one fades
    /// back in on the stack, in the seed's throw time (`UIView.animate(withDuration: 0.2)`).
    static let reducedMotionFadeDuration: TimeInterval = 0.2

    override init(frame: CGRect) {
        panGesture = PanGestureRecognizer()
        super.init(frame: frame)
        configureShadowView()
        configureSwipeView()
        addSubview(likeOverlay)
        addSubview(nopeOverlay)
        panGesture.name = "card"
        panGesture.addAction { [weak self] pan in self?.handlePanGesture(sender: pan) }
        addGestureRecognizer(panGesture)
    }

    // MARK: Building (seed: configureShadowView, configureSwipeView)

    private func configureShadowView() {
        shadowView.backgroundColor = .clear
        shadowView.shadowColor = .black
        shadowView.shadowOffset = CGSize(width: 0, height: 0)
        shadowView.shadowOpacity = 0.8
        shadowView.shadowRadius = 4.0
        addSubview(shadowView)
    }

    private func configureSwipeView() {
        swipeView.cornerRadius = 15
        swipeView.clipsToBounds = true
        swipeView.backgroundColor = .darkGray
        shadowView.addSubview(swipeView)
        // The picture carries the shade that makes the white text read (`CaptionScrim`, baked in
        // when the pictures load, not a view blended over it on every frame, Docs/Scenes.md §3).
        imageView.contentMode = .scaleAspectFill
        swipeView.addSubview(imageView)
        swipeView.addSubview(nameLabel)
        swipeView.addSubview(captionLabel)
    }

    private func configureContent() {
        imageView.image = cardData?.image
        nameLabel.text = cardData?.name ?? ""
        captionLabel.text = cardData?.caption ?? ""
        accessibilityIdentifier = cardData.map { "card-\($0.name)" }
    }

    /// A rubber-stamp label: bordered, rotated by `angle` degrees, hidden (alpha 0).
    private static func makeStamp(_ text: String, color: Color, angle: CGFloat) -> View {
        let stamp = View(frame: CGRect(x: 0, y: 0, width: 124, height: 54))
        stamp.borderColor = color
        stamp.borderWidth = 4
        stamp.cornerRadius = 10
        stamp.backgroundColor = Color(white: 1, alpha: 0.18)
        stamp.addCenteredLabel(text, font: .systemFont(ofSize: 34, weight: .bold), color: color)
        stamp.transform = Transform(rotationAngle: angle * .pi / 180)
        stamp.alpha = 0
        stamp.isUserInteractionEnabled = false
        stamp.accessibilityIdentifier = text.lowercased()
        return stamp
    }

    /// The seed pins the shadow view to the card and the swipe view to the shadow view with
    /// constraints; here the card lays them out, so that an animated frame change (the stack
    /// re-laying out) animates them too when it runs inside the animation block.
    override func layoutSubviews() {
        let size = bounds.size
        shadowView.frame = CGRect(origin: .zero, size: size)
        swipeView.frame = shadowView.bounds
        imageView.frame = swipeView.bounds
        nameLabel.frame = CGRect(x: 18, y: size.height - 82, width: size.width - 36, height: 36)
        captionLabel.frame = CGRect(x: 18, y: size.height - 44, width: size.width - 36, height: 24)
        likeOverlay.center = CGPoint(x: 22 + 62, y: 34 + 27)
        nopeOverlay.center = CGPoint(x: size.width - 22 - 62, y: 34 + 27)
    }

    // MARK: Dragging (seed: handlePanGesture)

    func handlePanGesture(sender: PanGestureRecognizer) {
        guard let container = superview else { return }
        if thrownDirection != nil {
            guard sender.state == .began, catchThrow() else { return }
        }
        let translation = sender.translation(in: container)
        if sender.state == .began { grab(at: sender.location(in: container), translation: translation) }
        let point = CGPoint(x: grabOffset.x + translation.x, y: grabOffset.y + translation.y)
        let centerOfParentContainer = CGPoint(x: container.bounds.width / 2, y: container.bounds.height / 2)
        // The seed's centre; the rules read it, so a release decides the same wherever the card was grabbed.
        let dragCenter = CGPoint(x: centerOfParentContainer.x + point.x, y: centerOfParentContainer.y + point.y)
        var rotation = transform.rotationAngle
        // Under Reduce Motion the card moves with the finger without turning (no spin).
        if sender.state == .changed, !Accessibility.isReduceMotionEnabled {
            rotation = SwipeRules.tilt(
                translationX: point.x, containerWidth: container.bounds.width, divisor: rules.tiltDivisor)
        }
        let pin = pinsGrabbedPoint ? pinOffset(rotation: rotation) : .zero
        center = CGPoint(x: dragCenter.x + pin.x, y: dragCenter.y + pin.y)
        switch sender.state {
        case .ended:
            isDragging = false
            release(at: dragCenter, velocity: sender.velocity(in: container), rest: centerOfParentContainer)
        case .changed:
            transform = Transform(rotationAngle: rotation)
            likeOverlay.alpha = rules.likeAlpha(centerX: dragCenter.x, restX: centerOfParentContainer.x)
            nopeOverlay.alpha = rules.nopeAlpha(centerX: dragCenter.x, restX: centerOfParentContainer.x)
            delegate?.swipeDidMove(on: self, progress: max(likeOverlay.alpha, nopeOverlay.alpha))
        case .cancelled:
            isDragging = false
            returnToRest(velocity: .zero)
            delegate?.swipeDidReturn(on: self)
        default:
            break
        }
    }

    /// How far the centre moves off the seed's so that the grabbed point stays under the finger
    /// with the card turned by `rotation`: the finger holds `R(angleAtGrab)·g` from where the
    /// seed's centre is, the turned card puts the point at `R(rotation)·g` from its centre.
    private func pinOffset(rotation: CGFloat) -> CGPoint {
        let then = grabbedPoint.applying(Transform(rotationAngle: angleAtGrab))
        let now = grabbedPoint.applying(Transform(rotationAngle: rotation))
        return CGPoint(x: then.x - now.x, y: then.y - now.y)
    }

    /// The drag begins at `location` (container coordinates), `translation` past the slop: a
    /// return spring in flight stops where it is seen, and the drag continues from there (the
    /// seed's card always starts at rest).
    private func grab(at location: CGPoint, translation: CGPoint) {
        isDragging = true
        if let settleAnimator {
            settleAnimator.stopAnimation(true)
            self.settleAnimator = nil
        }
        guard let container = superview else { return }
        // Where it is seen: a card still sliding into place after a re-layout is taken from there.
        let seen = presentation.center
        grabOffset = CGPoint(x: seen.x - container.bounds.width / 2, y: seen.y - container.bounds.height / 2)
        angleAtGrab = presentation.transform.rotationAngle
        // The card's point under the finger once this first move has carried the card `translation`.
        grabbedPoint = CGPoint(x: location.x - seen.x - translation.x, y: location.y - seen.y - translation.y)
            .applying(Transform(rotationAngle: -angleAtGrab))
    }

    /// Released with the seed's centre at `dragCenter` (the card's own, unless it turns about the grabbed point).
    private func release(at dragCenter: CGPoint, velocity: CGPoint, rest: CGPoint) {
        switch rules.outcome(centerX: dragCenter.x, restX: rest.x, velocityX: velocity.x) {
        case let .thrown(direction, carriesVelocity):
            throwOff(direction, velocity: velocity, flies: carriesVelocity)
        case .returned:
            returnToRest(velocity: velocity)
            delegate?.swipeDidReturn(on: self)
        }
    }

    // MARK: Throwing

    /// Throws the card off: when it `flies`, on a straight line at the finger's speed until it is
    /// off the screen; otherwise the seed's move — 0.2 s to `centre + (±200, 75)` — on a curve
    /// starting at the finger's sideways speed (`SwipeRules.throwTiming`; the seed's ease-in-out
    /// when it does not keep it). Either way it fades out (seed: `card.alpha = 0`) and its stamp
    /// shows fully. Under Reduce Motion it fades out where it was let go, in the seed's 0.2 s on
    /// its curve: no flight across the screen. The delegate hears of it when the card has gone.
    private func throwOff(_ direction: SwipeRules.Direction, velocity: CGPoint, flies: Bool) {
        thrownDirection = direction
        let stamp = direction == .right ? likeOverlay : nopeOverlay
        let animator: PropertyAnimator
        let target: CGPoint
        if Accessibility.isReduceMotionEnabled {
            target = center
            animator = PropertyAnimator(duration: Self.reducedMotionFadeDuration, curve: .easeInOut)
        } else if flies, let container = superview {
            let visible = container.window.map { container.convert($0.bounds, from: nil) } ?? container.bounds
            let flight = SwipeRules.flight(
                from: center, velocity: velocity, direction: direction,
                halfWidth: frame.width / 2, visibleMinX: visible.minX, visibleMaxX: visible.maxX)
            target = flight.target
            animator = PropertyAnimator(duration: flight.duration, curve: .linear)
        } else {
            let offset = rules.throwOffset
            target = CGPoint(x: center.x + direction.sign * offset.dx, y: center.y + offset.dy)
            animator = PropertyAnimator(
                duration: rules.throwDuration,
                timingParameters: rules.throwTiming(velocityX: velocity.x, direction: direction))
        }
        animator.addAnimations {
            self.center = target
            self.alpha = 0
            stamp.alpha = 1
        }
        animator.addCompletion { [weak self] _ in
            guard let self else { return }
            self.throwAnimator = nil
            self.delegate?.swipeDidEnd(on: self)
        }
        // As `View.animate` without `.allowUserInteraction`, unless a throw may be caught: then the
        // flying card is touchable where it is seen, and a touch takes it at once, not after the slop.
        animator.isUserInteractionEnabled = catchesThrows
        panGesture.beginsImmediately = catchesThrows
        throwAnimator = animator
        animator.startAnimation()
    }

    /// Whether the card, as seen (its presentation, turned), covers `point` in its superview's
    /// coordinates: a thrown card that can be caught is looked for here past the container's edge.
    func isSeenCovering(_ point: CGPoint) -> Bool {
        let seen = presentation
        let angle = -seen.transform.rotationAngle
        let dx = point.x - seen.center.x, dy = point.y - seen.center.y
        let x = dx * cos(angle) - dy * sin(angle), y = dx * sin(angle) + dy * cos(angle)
        return abs(x) <= seen.bounds.width / 2 && abs(y) <= seen.bounds.height / 2
    }

    /// Whether a touch may catch the card now: it is in flight and may be caught.
    var isCatchable: Bool { catchesThrows && throwAnimator?.state == .active }

    /// A touch caught the card in flight (`catchesThrows`): the throw stops where the card is seen
    /// (its completion never runs, so the stack keeps it), the card is the top card again and
    /// fades back in, and the drag goes on from there. False if the throw had already ended.
    private func catchThrow() -> Bool {
        guard isCatchable, let throwAnimator else { return false }
        throwAnimator.stopAnimation(true)
        self.throwAnimator = nil
        thrownDirection = nil
        panGesture.beginsImmediately = false
        View.animate(withDuration: 0.15, options: .allowUserInteraction, animations: { self.alpha = 1 })
        return true
    }

    /// Ends a throw in flight at once (its end state; the delegate hears of it now).
    func finishThrow() {
        guard let throwAnimator, throwAnimator.state == .active else { return }
        throwAnimator.stopAnimation(false)
        throwAnimator.finishAnimation(at: .end)
    }

    // MARK: Coming back

    /// Springs back to the rest position, upright, stamps hidden, fully opaque (by default on the
    /// return spring). `velocity` (pt/s, container coordinates) starts the spring at the finger's
    /// speed: its component along the way home, divided by the distance home — the relative
    /// velocity UIKit's springs take (Docs/Motion.md §4.3); a single progress cannot carry a
    /// sideways component.
    func returnToRest(
        velocity: CGPoint, dampingRatio: CGFloat = returnSpringDamping,
        duration: TimeInterval = returnSpringDuration
    ) {
        guard let container = superview else { return }
        let dampingRatio = Accessibility.springDamping(dampingRatio)
        settleAnimator?.stopAnimation(true)
        let rest = CGPoint(x: container.bounds.width / 2, y: container.bounds.height / 2)
        let travel = CGVector(dx: rest.x - center.x, dy: rest.y - center.y)
        let squaredDistance = travel.dx * travel.dx + travel.dy * travel.dy
        let along =
            (velocity.x.isFinite ? velocity.x : 0) * travel.dx + (velocity.y.isFinite ? velocity.y : 0) * travel.dy
        let relative = squaredDistance > 1e-6 ? along / squaredDistance : 0
        let timing = SpringTimingParameters(
            dampingRatio: dampingRatio, initialVelocity: CGVector(dx: relative, dy: relative))
        let animator = PropertyAnimator(duration: duration, timingParameters: timing)
        animator.addAnimations {
            self.center = rest
            self.transform = .identity
            self.alpha = 1
            self.likeOverlay.alpha = 0
            self.nopeOverlay.alpha = 0
        }
        animator.addCompletion { [weak self, weak animator] _ in
            if let self, self.settleAnimator === animator { self.settleAnimator = nil }
        }
        settleAnimator = animator
        animator.startAnimation()
    }

    /// Undo: the card reappears where it was thrown to — faded out, tilted as it left, its stamp
    /// showing — and springs back to the top of the stack. Under Reduce Motion it fades in on the
    /// top of the stack instead, its stamp fading out.
    func comeBack(from center: CGPoint, transform: Transform, direction: SwipeRules.Direction) {
        thrownDirection = nil
        let stamp = direction == .right ? likeOverlay : nopeOverlay
        alpha = 0
        stamp.alpha = 1
        if Accessibility.isReduceMotionEnabled, let container = superview {
            self.center = CGPoint(x: container.bounds.width / 2, y: container.bounds.height / 2)
            self.transform = .identity
            settleAnimator?.stopAnimation(true)
            let animator = PropertyAnimator(duration: Self.reducedMotionFadeDuration, curve: .easeInOut) {
                self.alpha = 1
                stamp.alpha = 0
            }
            animator.addCompletion { [weak self, weak animator] _ in
                if let self, self.settleAnimator === animator { self.settleAnimator = nil }
            }
            settleAnimator = animator
            animator.startAnimation()
            return
        }
        self.center = center
        self.transform = transform
        returnToRest(velocity: .zero, dampingRatio: Self.comeBackSpringDamping, duration: Self.comeBackSpringDuration)
    }
}
