import FluidPlayground
import Foundation
import ViewTree

/// The gallery's constraint demo: the stretchy-header system of seed 004 in a small box, driven
/// by a slider instead of a scroll view. Everything is laid out with the constraint DSL:
///
/// - the header image's top is pinned to the box at `.high`, its height is at least
///   `headerHeight` (required), and its bottom is the body's top;
/// - the body's top is `headerHeight + pull` below the box's top, `pull` set by the knob.
///
/// Pull the knob right (down) and the header stretches; pull it left (up) and the `.high` pin
/// breaks in favour of the required height, so the header moves away whole. Released, the knob and
/// the layout spring back (`layoutIfNeeded()` inside a spring animation, as seed 000 does).
@MainActor
final class ConstraintDemoSection {
    static let headerHeight: CGFloat = 120
    static let stageHeight: CGFloat = 240
    /// How far the knob can pull the body, in points, either way.
    static let maximumPull: CGFloat = 100

    /// The section's views, to be added to the scroll view's content at a frame.
    let view: View
    let stage = View()
    let header: ImageView
    let body = View()
    let track = View()
    let knob = View()
    let readout = Label()
    private(set) var pull: CGFloat = 0
    private var bodyTop: Constraint?
    private var knobPosition: Constraint?
    private var pullAtGrab: CGFloat = 0
    private var release: PropertyAnimator?

    static func height(width: CGFloat) -> CGFloat { 44 + stageHeight + 96 }

    init(width: CGFloat, y: CGFloat, photo: Image) {
        view = View(frame: CGRect(x: 0, y: y, width: width, height: Self.height(width: width)))
        view.accessibilityIdentifier = "constraintDemo"
        header = ImageView(image: photo)

        let title = Label(text: "Constraints", font: .systemFont(ofSize: 22, weight: .bold))
        let hint = Label(
            text: "drag the knob · priorities at work",
            font: .systemFont(ofSize: 12, weight: .medium), color: .secondaryLabel)
        // The title keeps its width; the hint is what gives way (with "…") on a narrow screen.
        hint.setContentCompressionResistancePriority(.low, for: .horizontal)
        hint.textAlignment = .right
        // Without this both labels hug at .low and the solver may widen either: ambiguous layout.
        title.setContentHuggingPriority(.high, for: .horizontal)
        for label in [title, hint] { view.addSubview(label) }
        title.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.top.equalToSuperview().offset(4)
        }
        hint.snp.makeConstraints { make in
            make.left.equalTo(title.snp.right).offset(12)
            make.right.equalToSuperview().inset(16)
            make.centerY.equalTo(title)
        }
        buildStage()
        buildSlider()
        view.layoutIfNeeded()
        updateReadout()
    }

    private func buildStage() {
        stage.backgroundColor = .white
        stage.cornerRadius = 16
        stage.clipsToBounds = true
        stage.accessibilityIdentifier = "constraintStage"
        view.addSubview(stage)
        stage.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(44)
            make.left.right.equalToSuperview().inset(16)
            make.height.equalTo(Self.stageHeight)
        }

        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true
        header.accessibilityIdentifier = "constraintHeader"
        // The image's own size must not fight the pins (its intrinsic height is the photo's).
        header.setContentCompressionResistancePriority(.low, for: .vertical)
        header.setContentCompressionResistancePriority(.low, for: .horizontal)
        body.backgroundColor = .white
        body.accessibilityIdentifier = "constraintBody"
        stage.addSubview(body)
        stage.addSubview(header)
        header.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.top.equalToSuperview().priority(.high)
            make.height.greaterThanOrEqualTo(Self.headerHeight).priority(.required)
            make.bottom.equalTo(body.snp.top)
        }
        body.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            bodyTop = make.top.equalToSuperview().offset(Self.headerHeight).constraint
            make.height.equalToSuperview()
        }

        let caption = Label(
            text: "header.top @high · height >= \(Int(Self.headerHeight)) @required",
            font: .systemFont(ofSize: 13, weight: .semibold), color: .white)
        header.addSubview(caption)
        caption.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(14)
            make.bottom.equalToSuperview().inset(12)
        }
        let text = Label(
            text: "The body's top is the header's bottom. Pulled down, the header's top stays pinned "
                + "and it stretches; pushed up, the required height wins and the pin breaks.",
            font: .systemFont(ofSize: 14), color: .secondaryLabel)
        text.numberOfLines = 0
        body.addSubview(text)
        text.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview().inset(14)
        }
    }

    private func buildSlider() {
        track.backgroundColor = Color(white: 0.82)
        track.cornerRadius = 3
        view.addSubview(track)
        track.snp.makeConstraints { make in
            make.top.equalTo(stage.snp.bottom).offset(26)
            make.left.right.equalTo(stage).inset(24)
            make.height.equalTo(6)
        }
        knob.backgroundColor = .white
        knob.cornerRadius = 14
        knob.borderWidth = 0.5
        knob.borderColor = Color(white: 0.7)
        knob.shadowOpacity = 0.25
        knob.shadowRadius = 3
        knob.shadowOffset = CGSize(width: 0, height: 2)
        knob.accessibilityIdentifier = "constraintKnob"
        view.addSubview(knob)
        knob.snp.makeConstraints { make in
            make.size.equalTo(28)
            make.centerY.equalTo(track)
            knobPosition = make.centerX.equalTo(track).constraint
        }
        knob.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.knobMoved(pan) })

        readout.font = .systemFont(ofSize: 13, weight: .medium)
        readout.textColor = .secondaryLabel
        readout.textAlignment = .center
        readout.accessibilityIdentifier = "constraintReadout"
        view.addSubview(readout)
        readout.snp.makeConstraints { make in
            make.top.equalTo(track.snp.bottom).offset(22)
            make.left.right.equalTo(stage)
        }
    }

    /// Points of pull per point of knob travel: the track's half width covers `maximumPull`.
    private var pullPerPoint: CGFloat {
        let halfTrack = (view.bounds.width - 32 - 48) / 2
        return halfTrack > 0 ? Self.maximumPull / halfTrack : 0
    }

    private func knobMoved(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            release?.stopAnimation(true)
            release = nil
            // Continue from what is on screen: the layout springing back is read from the knob.
            pullAtGrab = (knob.presentation.center.x - track.presentation.center.x) * pullPerPoint
            setPull(pullAtGrab)
            view.layoutIfNeeded()
            fallthrough
        case .changed:
            setPull(pullAtGrab + pan.translation(in: view).x * pullPerPoint)
            view.layoutIfNeeded()
        case .ended, .cancelled:
            setPull(0)
            release = View.animate(
                withDuration: 0.6, delay: 0, usingSpringWithDamping: Accessibility.springDamping(0.6),
                initialSpringVelocity: 0,
                options: .allowUserInteraction, animations: { self.view.layoutIfNeeded() })
        default:
            break
        }
        updateReadout()
    }

    /// Moves the body (and the knob) to `value`, clamped to ±`maximumPull`.
    func setPull(_ value: CGFloat) {
        pull = value.isFinite ? min(max(value, -Self.maximumPull), Self.maximumPull) : 0
        bodyTop?.update(offset: Self.headerHeight + pull)
        knobPosition?.update(offset: pullPerPoint > 0 ? pull / pullPerPoint : 0)
    }

    private func updateReadout() {
        let sign = pull > 0 ? "+" : pull < 0 ? "−" : "±"
        let height = max(header.frame.height, Self.headerHeight)
        readout.text = String(
            format: "pull %@%.0f pt · header %.0f pt · ×%.2f", sign, abs(pull), height,
            height / Self.headerHeight)
    }
}
