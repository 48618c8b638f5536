import FluidPlayground
import Foundation
import ViewTree

/// The seed's table cell (000, "AnimationCell"), a `TableViewCell` made from a prototype: its
/// gray content view holds a red `leftView` and a blue `rightView` laid out with constraints. A
/// horizontal pan widens the red view — rubber-banding at a fifth of the finger's movement past
/// 50 pt — while the blue view follows the finger 1:1, so
/// a gray gap opens between them; released, the cell opens or closes on a spring (0.5 s, damping
/// 0.5) by the sign of the velocity. The code keeps the article's names and steps.
///
/// Beyond the article: the red view carries a "★" action that fades in as it opens (tap it to mark
/// the row); a tap on an open cell closes it; `onOpen` lets the table close the other cells;
/// `peek()` half-opens the cell and lets it fall back, to show that rows can be swiped; with
/// `carriesReleaseVelocity` (the scene's `V`, on by default) the spring starts at the finger's
/// speed instead of the seed's `initialSpringVelocity: 0`.
///
/// The table reuses cells: what belongs to the row (its number, star, flag and whether it is
/// open) lives in its `SwipeRow`, which `configure` hands the cell; `prepareForReuse` stops what
/// ran for the last row.
@MainActor
final class AnimationCell: TableViewCell {
    let leftView = View()
    let rightView = View()
    let actionLabel = Label(text: "★", font: .systemFont(ofSize: 22, weight: .bold), color: .white)
    let titleLabel = Label()
    let detailLabel = Label()

    /// The row's status: it stays with the row (`SwipeRow`) when the cell is reused.
    var currentCellStatus: CellStatus {
        get { item.status }
        set { item.status = newValue }
    }
    /// The seed's 50 and 10 pt, its ⅕ rubber band and its spring (`UIView.animate(withDuration:
    /// 0.5, …, usingSpringWithDamping: 0.5, …)`), as tuned (`SwipeCellScene.tunables`).
    private(set) var tuning = Tuning(scenes: SceneList([SwipeCellScene.self]))
    var widthOfOpenedLeftView: CGFloat { tuning[SwipeCellScene.openWidth] }
    var widthOfClosedLeftView: CGFloat { tuning[SwipeCellScene.closedWidth] }
    var rubberBandDivisor: CGFloat { tuning[SwipeCellScene.rubberBandDivisor] }
    var springDuration: TimeInterval { TimeInterval(tuning[SwipeCellScene.springDuration]) }
    var springDamping: CGFloat { tuning[SwipeCellScene.springDamping] }

    /// Horizontal only: a vertical first move fails it, so the table scrolls instead.
    let panGestureRecognizer = ContactPanGestureRecognizer()
    /// Where the blue view's leading edge was when a finger caught the cell mid-spring: the drag
    /// goes on from there instead of from the open or closed width (nil otherwise).
    private var caughtOffset: CGFloat?
    /// Called when the cell starts opening (the table closes the other cells).
    var onOpen: ((AnimationCell) -> Void)?
    var isStarred: Bool { item.isStarred }
    /// The spring of the last open or close, if one was started.
    private(set) var swipeAnimator: PropertyAnimator?
    /// Whether a release starts the spring at the finger's velocity (Fluid, as SwipeCellKit's
    /// does); false is the seed's `initialSpringVelocity: 0`, which stalls a quick flick at release.
    var carriesReleaseVelocity = true
    /// Whether a release opens or closes by where the blue edge would come to rest gliding on
    /// with a scroll view's deceleration (Fluid, the scene's `D`); false is the seed's rule, the
    /// velocity's sign.
    var decidesByProjection = false
    /// Whether dragging the blue edge past `fullSwipeShare` of the row's width expands the action
    /// over the whole row and a release there fires it (Fluid, the scene's `F`; SwipeCellKit's
    /// `.fill` expansion). Off, the seed's rubber band goes on however far the finger goes.
    var expandsOnFullSwipe = false {
        didSet { updateAccessibilityActions() }
    }
    /// The share of the row's width past which a drag expands: 60 %, 234 pt of a 390 pt row —
    /// far past the 50 pt option, so an ordinary open never expands by accident.
    static let fullSwipeShare: CGFloat = 0.6
    /// True while a drag holds the row expanded.
    private(set) var isExpanded = false
    /// True once a full swipe has fired: the row is on its way out.
    private(set) var isDeleted = false
    /// Called when a full swipe's release has carried the row's content off (the table removes the row).
    var onFullSwipe: ((AnimationCell) -> Void)?
    /// The expanded action's label: it rides the red view's trailing edge, next to the finger.
    let fullSwipeLabel = Label(text: "Delete", font: .systemFont(ofSize: 17, weight: .bold), color: .white)
    /// Whether a swipe to the left reveals the trailing action (Fluid, the scene's `T`; SwipeCellKit's
    /// `.right` actions). Off, the seed's cell does not move left of closed.
    /// The button and its constraints are made the first time it is turned on, so that the
    /// seed's cell lays out and draws no more than it did.
    var hasTrailingAction = false {
        didSet {
            if hasTrailingAction, trailingView.superview == nil { installTrailingAction() }
            updateAccessibilityActions()
        }
    }
    /// The trailing action behind the blue content, at the row's right edge (`AnimationCell+Trailing`).
    let trailingView = View()
    /// The button's title, transparent until a swipe reveals it (so that a closing spring has
    /// nothing to fade on a row whose button was never installed).
    let trailingLabel: Label = {
        let label = Label(text: "Flag", font: .systemFont(ofSize: 15, weight: .semibold), color: .white)
        label.alpha = 0
        return label
    }()
    var isFlagged: Bool {
        get { item.isFlagged }
        set { item.isFlagged = newValue }
    }

    /// The row the cell shows (`configure`).
    private(set) var item = SwipeRow(number: 0)
    /// The row's number in the table as it was built (0-based; deletions do not renumber).
    var row: Int { item.number }

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = nil  // the separator above the gray shows the table's background
        contentViewInsets = EdgeInsets(top: SwipeCellScene.separator, left: 0, bottom: 0, right: 0)
        contentView.backgroundColor = .gray  // the seed's `.gray`, 0.5 white
        leftView.backgroundColor = .systemRed
        rightView.backgroundColor = .systemBlue
        leftView.clipsToBounds = true
        rightView.clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .white
        detailLabel.font = .systemFont(ofSize: 13, weight: .medium)
        detailLabel.textColor = Color(white: 1, alpha: 0.75)
        detailLabel.text = "swipe right for the option"
    }

    /// Shows `item` with the scene's tuning, open or closed as the row was left, at rest.
    func configure(with item: SwipeRow, tuning: Tuning) {
        self.item = item
        self.tuning = tuning
        accessibilityIdentifier = "cell\(row)"
        leftView.accessibilityIdentifier = "leftView\(row)"
        rightView.accessibilityIdentifier = "rightView\(row)"
        if trailingView.superview != nil { trailingView.accessibilityIdentifier = "trailingView\(row)" }
        updateTitle()
        applyTunedWidths()
        actionLabel.alpha = item.status == .opened ? 1 : 0
        trailingLabel.alpha = item.status == .openedTrailing ? 1 : 0
    }

    /// A cell scrolled away is handed out for another row: what was running for the last one
    /// stops where it is (`configure` then shows the new row at rest).
    override func prepareForReuse() {
        super.prepareForReuse()
        if let swipeAnimator, swipeAnimator.state == .active { swipeAnimator.stopAnimation(true) }
        swipeAnimator = nil
        caughtOffset = nil
        isExpanded = false
        isDeleted = false
        isUserInteractionEnabled = true
        fullSwipeLabel.alpha = 0
        fullSwipeLabel.transform = .identity
    }

    func updateTitle() {
        titleLabel.text = "Row \(row + 1)" + (isStarred ? "  ★" : "") + (isFlagged ? " · flagged" : "")
        accessibilityLabel = "Row \(row + 1)" + (isStarred ? ", starred" : "") + (isFlagged ? ", flagged" : "")
        updateAccessibilityActions()
    }

    /// The seed's `awakeFromNib`: the views, their constraints and the pan.
    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.addSubview(leftView)
        contentView.addSubview(rightView)
        leftView.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.bottom.equalToSuperview()
            make.leading.equalToSuperview()
            make.width.equalTo(widthOfClosedLeftView)
        }
        rightView.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.bottom.equalToSuperview()
            make.leading.equalToSuperview().offset(widthOfClosedLeftView)
            make.trailing.equalToSuperview()
        }

        // The option: centred in the open width (50 pt), faded in with the red view's width.
        leftView.addSubview(actionLabel)
        actionLabel.textAlignment = .center
        actionLabel.alpha = 0
        actionLabel.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.centerX.equalTo(leftView.snp.left).offset(widthOfOpenedLeftView / 2)
        }
        leftView.onTap = { [weak self] _ in self?.toggleStar() }
        leftView.addSubview(fullSwipeLabel)
        fullSwipeLabel.alpha = 0
        fullSwipeLabel.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.trailing.equalTo(leftView.snp.right).offset(-Self.fullSwipeLabelInset)
        }

        rightView.addSubview(titleLabel)
        rightView.addSubview(detailLabel)
        titleLabel.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.bottom.equalTo(rightView.snp.centerY).offset(2)
        }
        detailLabel.snp.makeConstraints { make in
            make.leading.equalTo(titleLabel)
            make.top.equalTo(titleLabel.snp.bottom).offset(2)
        }

        panGestureRecognizer.allowedDirections = .horizontal
        panGestureRecognizer.addTarget(self, action: AnimationCell.animatePanGesture)
        panGestureRecognizer.touchesDidBegin = { [weak self] in self?.catchSwipe() }
        panGestureRecognizer.touchesDidFinish = { [weak self] in self?.releaseCaughtSwipe() }
        contentView.addGestureRecognizer(panGestureRecognizer)
        contentView.onTap = { [weak self] _ in
            if self?.currentCellStatus != .closed { self?.closeCell() }
        }
    }

    // MARK: The seed's gesture handling

    func animatePanGesture(recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Only a spring still running (an ended one is inactive: stopping it is a misuse).
            if let swipeAnimator, swipeAnimator.state == .active { swipeAnimator.stopAnimation(true) }
            if currentCellStatus == .closed { onOpen?(self) }
            // The translation already counts from the slop's edge: the cell follows on this frame
            // (the seed applies it only from `.changed`).
            continueSwipe(recognizer: recognizer)
        case .changed:
            continueSwipe(recognizer: recognizer)
        case .ended:
            endSwipe(recognizer: recognizer)
        case .cancelled:
            // Not in the seed (it ignores .cancelled and leaves the cell half open): go back.
            if isExpanded { setExpanded(false, redWidth: leftView.frame.width) }
            spring(to: currentCellStatus)
        default:
            break
        }
    }

    /// Red width from the finger: `base + tx`, at least 10; past 50 only a fifth of the rest
    /// (the seed's "pull" effect; the divisor is tunable). `base` is 50 when the cell was open,
    /// 10 when closed.
    func getLeftViewOffset(recognizer: PanGestureRecognizer) -> CGFloat {
        var leftViewOffset = base + recognizer.translation(in: self).x
        if leftViewOffset <= widthOfClosedLeftView {
            leftViewOffset = widthOfClosedLeftView
        }
        if leftViewOffset >= widthOfOpenedLeftView {
            leftViewOffset = widthOfOpenedLeftView + (leftViewOffset - widthOfOpenedLeftView) / rubberBandDivisor
        }
        return leftViewOffset
    }

    /// Blue leading edge from the finger: `base + tx`, at least 10 and not capped, so it follows
    /// the finger and the gray gap opens.
    func getRightViewOffset(recognizer: PanGestureRecognizer) -> CGFloat {
        var rightViewOffset = base + recognizer.translation(in: self).x
        if rightViewOffset <= widthOfClosedLeftView {
            // Fluid (T): left of closed, the trailing action is revealed, rubber-banded past its width.
            rightViewOffset = hasTrailingAction ? trailingOffset(rightViewOffset) : widthOfClosedLeftView
        }
        return rightViewOffset
    }

    private var base: CGFloat {
        if let caughtOffset { return caughtOffset }
        return switch currentCellStatus {
        case .opened: widthOfOpenedLeftView
        case .closed: widthOfClosedLeftView
        case .openedTrailing: widthOfClosedLeftView - Self.trailingOpenWidth
        }
    }

    func continueSwipe(recognizer: PanGestureRecognizer) {
        var leftViewOffset = getLeftViewOffset(recognizer: recognizer)
        let rightViewOffset = getRightViewOffset(recognizer: recognizer)
        // Fluid (F): past the full-swipe threshold the red view fills the row up to the blue edge.
        let expanded = expandsOnFullSwipe && rightViewOffset >= fullSwipeThreshold
        if expanded { leftViewOffset = rightViewOffset }
        leftView.snp.updateConstraints { make in
            make.width.equalTo(leftViewOffset)
        }
        rightView.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(rightViewOffset)
            make.trailing.equalToSuperview().offset(rightViewOffset - widthOfClosedLeftView)
        }
        if expanded != isExpanded { setExpanded(expanded, redWidth: leftViewOffset) }
        if !expanded { revealAction(width: leftViewOffset) }
        if hasTrailingAction { revealTrailingAction(offset: rightViewOffset) }
    }

    func endSwipe(recognizer: PanGestureRecognizer) {
        // Fluid: the finger's last position is laid out first, so the spring starts where the
        // finger let go even when the last move and the release share a frame (the seed springs
        // from the last laid-out frame, and the velocity then meets a longer way: ×0.5 to ×1.3).
        continueSwipe(recognizer: recognizer)
        contentView.layoutIfNeeded()
        if isExpanded {
            fireFullSwipe()
            return
        }
        let velocity = recognizer.velocity(in: self).x
        // Fluid: the blue edge's speed, relative to the way it has left to go (UIKit's
        // `initialSpringVelocity`); the seed passes 0.
        let from = getRightViewOffset(recognizer: recognizer)
        let relative = { (target: CGFloat) in
            self.carriesReleaseVelocity ? SpringTimingParameters.relativeVelocity(velocity, distance: target - from) : 0
        }
        if hasTrailingAction, from < widthOfClosedLeftView {
            // Fluid (T): released on the trailing side.
            if opensTrailingOnRelease(at: from, velocity: velocity) {
                openTrailingCell(initialSpringVelocity: relative(widthOfClosedLeftView - Self.trailingOpenWidth))
            } else {
                closeCell(initialSpringVelocity: relative(widthOfClosedLeftView))
            }
            return
        }
        if !opensOnRelease(at: from, velocity: velocity) {
            closeCell(initialSpringVelocity: relative(widthOfClosedLeftView))
        } else {
            openCell(initialSpringVelocity: relative(widthOfOpenedLeftView))
        }
    }

    /// The seed opens unless the finger moves left (`velocity.x < 0` closes), so a slow drag to
    /// 45 pt that drifts left closes and a touch that drifts 10 pt right opens. By projection, the
    /// blue edge's rest `offset + project(v)` (the WWDC18 projection, r = 0.998, Docs/Motion.md
    /// §4.2) opens past half way between the closed and open widths: a flick still goes its way.
    func opensOnRelease(at offset: CGFloat, velocity: CGFloat) -> Bool {
        guard decidesByProjection else { return !(velocity < 0) }
        let rest = offset + CGFloat(project(velocity: Double(velocity.isFinite ? velocity : 0)))
        return rest >= (widthOfClosedLeftView + widthOfOpenedLeftView) / 2
    }

    /// Springs the cell open; `initialSpringVelocity` is UIKit's, relative to the distance left.
    func openCell(initialSpringVelocity: CGFloat = 0) {
        spring(to: .opened, initialSpringVelocity: initialSpringVelocity)
    }

    /// Springs the cell shut; `initialSpringVelocity` is UIKit's, relative to the distance left.
    func closeCell(initialSpringVelocity: CGFloat = 0) {
        spring(to: .closed, initialSpringVelocity: initialSpringVelocity)
    }

    /// The seed's open and close, for any status: the constraints of `status`, laid out on the
    /// seed's spring, with the option's title (or the trailing one's) faded in or out with it.
    func spring(to status: CellStatus, initialSpringVelocity: CGFloat = 0) {
        caughtOffset = nil
        pinViews(for: status)
        animateLayout(
            actionAlpha: status == .opened ? 1 : 0, trailingAlpha: status == .openedTrailing ? 1 : 0,
            initialSpringVelocity: initialSpringVelocity)
        currentCellStatus = status
    }

    /// The seed's constraints of an open or a closed cell: red 50 or 10 pt wide, blue from there
    /// (pushed out by the difference when open).
    func pinViews(for status: CellStatus) {
        let width = status == .opened ? widthOfOpenedLeftView : widthOfClosedLeftView
        let leading = status == .openedTrailing ? widthOfClosedLeftView - Self.trailingOpenWidth : width
        leftView.snp.updateConstraints { make in
            make.width.equalTo(width)
        }
        rightView.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(leading)
            make.trailing.equalToSuperview().offset(leading - widthOfClosedLeftView)
        }
    }

    /// A tuned width changed: a cell at rest takes it at once (one being dragged or springing
    /// takes it at its next open or close).
    func applyTunedWidths() {
        actionLabel.snp.updateConstraints { make in
            make.centerX.equalTo(leftView.snp.left).offset(widthOfOpenedLeftView / 2)
        }
        guard !isSwiping, swipeAnimator?.isRunning != true else { return }
        pinViews(for: currentCellStatus)
    }

    private func animateLayout(actionAlpha: CGFloat, trailingAlpha: CGFloat, initialSpringVelocity: CGFloat) {
        swipeAnimator = View.animate(
            withDuration: springDuration, delay: 0,
            usingSpringWithDamping: Accessibility.springDamping(springDamping),
            initialSpringVelocity: initialSpringVelocity,
            options: [.curveEaseInOut, .allowUserInteraction],
            animations: {
                self.contentView.layoutIfNeeded()
                self.actionLabel.alpha = actionAlpha
                self.trailingLabel.alpha = trailingAlpha
            })
    }

    // MARK: Beyond the seed

    /// A finger on a cell that springs open or shut stops it where it is seen, at once (Fluid):
    /// the constraints take the frames on screen, and a drag that follows goes on from there.
    private func catchSwipe() {
        guard let swipeAnimator, swipeAnimator.isRunning else { return }
        swipeAnimator.stopAnimation(true)  // the frames and the star's alpha stay as seen
        self.swipeAnimator = nil
        let width = leftView.frame.width, leading = rightView.frame.minX
        leftView.snp.updateConstraints { make in make.width.equalTo(width) }
        rightView.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(leading)
            make.trailing.equalToSuperview().offset(leading - widthOfClosedLeftView)
        }
        caughtOffset = leading
    }

    /// The touches ended without a drag (a tap, or a vertical move that scrolls the table): the
    /// caught cell springs on to where it was going.
    private func releaseCaughtSwipe() {
        guard caughtOffset != nil else { return }
        spring(to: currentCellStatus)
    }

    /// The blue edge's offset past which a drag expands (`fullSwipeShare` of the row's width).
    var fullSwipeThreshold: CGFloat { Self.fullSwipeShare * bounds.width }
    static let fullSwipeLabelInset: CGFloat = 20
    /// How long the label's jump takes as the row expands or falls back: short, a tick.
    static let expansionTickDuration: TimeInterval = 0.15

    /// The tick: crossing the threshold, the ★ gives way to "Delete", which jumps from the ★'s place
    /// to the red view's trailing edge (and back when the finger returns below it). Only the
    /// label's transform and the alphas animate: the drag lays the views out every move, which
    /// would end an animation of their frames.
    private func setExpanded(_ expanded: Bool, redWidth: CGFloat) {
        isExpanded = expanded
        contentView.layoutIfNeeded()
        let starCentre = widthOfOpenedLeftView / 2
        let edgeCentre = redWidth - Self.fullSwipeLabelInset - fullSwipeLabel.bounds.width / 2
        let atStar = Transform(translationX: starCentre - edgeCentre, y: 0)
        if expanded { fullSwipeLabel.transform = atStar }
        View.animate(
            withDuration: Self.expansionTickDuration, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                self.fullSwipeLabel.transform = expanded ? .identity : atStar
                self.fullSwipeLabel.alpha = expanded ? 1 : 0
                if expanded { self.actionLabel.alpha = 0 }
            })
    }

    /// A release while expanded fires the action: the blue content slides off to the right under
    /// the red, then the table removes the row (`onFullSwipe`).
    func fireFullSwipe() {
        isExpanded = false
        isDeleted = true
        updateAccessibilityActions()
        isUserInteractionEnabled = false
        let width = bounds.width
        leftView.snp.updateConstraints { make in make.width.equalTo(width) }
        rightView.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(width)
            make.trailing.equalToSuperview().offset(width - widthOfClosedLeftView)
        }
        swipeAnimator = View.animate(
            withDuration: 0.2, options: .curveEaseOut,
            animations: {
                self.contentView.layoutIfNeeded()
            },
            completion: { [weak self] _ in
                guard let self else { return }
                self.onFullSwipe?(self)
            })
    }

    /// The option fades in over the red view's opening: 0 at 10 pt, 1 at 50 pt.
    private func revealAction(width: CGFloat) {
        actionLabel.alpha = (width - widthOfClosedLeftView) / (widthOfOpenedLeftView - widthOfClosedLeftView)
    }

    private func toggleStar() {
        guard currentCellStatus == .opened else { return }
        setStarred(!isStarred)
    }

    /// Stars or unstars the row wherever it is (its accessibility action): an open row closes.
    func setStarred(_ starred: Bool) {
        item.isStarred = starred
        updateTitle()
        if currentCellStatus != .closed { closeCell() }
    }

    /// True while a finger moves the cell.
    var isSwiping: Bool { panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed }

    /// The hint: the red view opens halfway on a spring and falls back, as a finger would show it.
    func peek() {
        guard currentCellStatus == .closed, !isSwiping else { return }
        let half = (widthOfClosedLeftView + widthOfOpenedLeftView) / 2
        leftView.snp.updateConstraints { make in make.width.equalTo(half) }
        rightView.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(half)
            make.trailing.equalToSuperview().offset(half - widthOfClosedLeftView)
        }
        let out = View.animate(
            withDuration: 0.35, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                self.contentView.layoutIfNeeded()
                self.actionLabel.alpha = 0.5
            },
            completion: { [weak self] finished in
                guard finished, let self, self.currentCellStatus == .closed, !self.isSwiping else { return }
                self.closeCell()
            })
        swipeAnimator = out
    }
}
