import FluidPlayground
import Foundation
import ViewTree

/// Scene 4: seed 003's Control-Center-like bottom sheet, plus what FloatingPanel users expect.
///
/// The seed's view controller, ported line for line where it can be: the sheet (`viewContainer`)
/// is pinned by a top constraint whose constant moves (`topViewContainer`), left, right and
/// bottom to the screen; `.changed` sets `constant = oldTop + translation.y`; `.ended` picks a
/// state by velocity (`SheetGeometry.target`) and springs there with `layoutIfNeeded()` inside
/// `View.animate(withDuration: 0.5, usingSpringWithDamping: 0.6, initialSpringVelocity:…)`, the
/// velocity converted by the seed's formula (`SpringVelocityFormula`). It starts compressed and
/// springs to half on appear with velocity (0, 50).
///
/// Fluid adds:
/// - rubber-banding above `expanded` instead of the seed's hard stop at 0 (`B` switches back);
/// - a backdrop whose alpha is `0.4 × progress` on every frame, springs included (a display link
///   reads the sheet's presentation after the animators have run); tapped, it sends the sheet to
///   half;
/// - grabbing mid-spring: the springs allow user interaction, the pan begins on touch-down while
///   one runs, and the sheet is taken from where it is seen (its presentation), no jump;
/// - a tap on the handle cycles compressed → half → expanded;
/// - `V` switches the initial velocity to UIKit's `v / distance`;
/// - `D` decides a release by its projected rest (FloatingPanel's projection) instead of the
///   seed's ±50 pt/s rule;
/// - a scrolling list inside the sheet that hands drags over to the sheet at its top, as
///   FloatingPanel's `track(scrollView:)` (`BottomSheetScene+ListTracking.swift`);
/// - a shadow along the sheet's top edge, and the states measured from the safe area;
/// - the last release's figures in the inspector (`inspectorReadout`).
@MainActor
final class BottomSheetScene: Scene {
    nonisolated static let number = 4
    nonisolated static let title = "Bottom sheet"

    /// The picture behind the sheet (Assets/Images).
    nonisolated static let backgroundName = "lake-reflection"
    nonisolated static var pictureNames: [String] { [backgroundName] }
    nonisolated static let fonts: [Font] =
        [
            StatusBarView.timeFont, .systemFont(ofSize: 13), .systemFont(ofSize: 14),
            .systemFont(ofSize: 16, weight: .medium),
            .systemFont(ofSize: 16, weight: .bold), .systemFont(ofSize: 22, weight: .bold),
        ]
    /// Seed 003's spring: `withDuration: 0.5`, `usingSpringWithDamping: 0.6`.
    static let springDuration: TimeInterval = 0.5
    static let springDamping: CGFloat = 0.6
    /// Seed 003's `viewDidAppear` velocity, (0, 50): downwards, while the sheet goes up. The seed's
    /// formula drops the sign (6.44 towards half: the sheet leaves at 2074 pt/s); with `V` (v / d)
    /// the sign stays (−0.16: 50 pt/s away from half at first).
    static let appearVelocity: CGFloat = 50

    // MARK: Tuning (the seed's values)

    nonisolated static let springDurationParameter = TunableParameter(
        "sheet.springDuration", "Spring duration", seed: 0.5, range: 0.1...2, step: 0.05, unit: "s")
    nonisolated static let dampingParameter = TunableParameter(
        "sheet.damping", "Spring damping", seed: 0.6, range: 0.1...1, step: 0.05)
    nonisolated static let deadZoneParameter = TunableParameter(
        "sheet.deadZone", "Slow release up to", seed: 50, range: 0...1000, step: 10, unit: "pt/s")
    nonisolated static var tunables: [TunableParameter] {
        [springDurationParameter, dampingParameter, deadZoneParameter]
    }
    let tuning: Tuning

    /// One spring the scene started: what the readout shows and tests check against the closed form.
    struct Launch {
        let target: ExpansionState
        /// The top constant when the spring started, and its target.
        let from: CGFloat, to: CGFloat
        /// The release velocity (pt/s, down positive); 50 on appear, 0 for taps.
        let velocity: CGFloat
        let formula: SpringVelocityFormula
        /// The `initialSpringVelocity` passed to the animation.
        let initialVelocity: CGFloat
        /// Where a release with `D` on projected the sheet to rest; nil for the seed's rule, taps
        /// and the appear spring.
        let projectedTop: CGFloat?
    }

    /// Who moves with the finger in the drag under way (or the last one): the sheet, or the list
    /// inside it (see `BottomSheetScene+ListTracking.swift`).
    enum DragOwner { case sheet, list }

    let view = View()
    let sheet: SheetView
    /// Dims the screen behind the sheet; black, its alpha follows the sheet's progress.
    let backdrop = View()
    /// Casts the sheet's top-edge shadow from behind it (see `addTopShadow`).
    let topShadow = View()
    let pan = PanGestureRecognizer()
    let geometry: SheetGeometry

    /// FloatingPanel's surface shadow colour and opacity (black, 20 %), blurred wider and not
    /// offset: its default 3 pt blur, 1 pt down, darkens the photo above the edge by at most 4 of
    /// 255 levels, which nobody sees (Docs/Scenes.md §4).
    static let shadowOpacity: CGFloat = 0.2
    static let shadowRadius: CGFloat = 8
    static let shadowOffset = CGSize.zero
    /// The shadow caster's height: room for its two rounded corners and no more. The shadow's
    /// texture is blended over the caster's whole area plus the blur on every frame the sheet
    /// moves, even where the sheet covers it, so a taller caster costs each of those frames more;
    /// the caster and the blur below it (48 pt) stay under the compressed sheet.
    static let shadowCasterHeight: CGFloat = 2 * SheetView.cornerRadius

    /// The state the sheet rests in or springs to (the seed's `expansionState`).
    private(set) var expansionState: ExpansionState = .compressed
    /// Where the current drag started from (the seed's `oldTopViewContainer`).
    var oldTop: CGFloat = 0
    var velocityFormula = SpringVelocityFormula.seed
    var rubberBands = true
    /// `D`: a release goes to the state nearest its projected rest (off: the seed's rule).
    var decidesByProjection = false
    /// The key that switches `decidesByProjection`.
    static let projectionKey: Character = "d"
    /// Who moves with the current drag; nil before the first.
    var dragOwner: DragOwner?
    /// Where the list's drag began (its offset, never above its top) while the list has the drag.
    var listDragStart: CGFloat = 0
    /// When the sheet took the drag from the list: the finger's travel the list had used (its
    /// offset at the drag's start, down to its top). The sheet then follows the list pan's
    /// translation less this; nil while the sheet had the drag from its start.
    var listTravelBeforeHandOver: CGFloat?
    /// The spring running now, if any.
    private(set) var animator: PropertyAnimator?
    private(set) var lastLaunch: Launch?
    /// The seed's `topViewContainer` outlet.
    private var topViewContainer: Constraint?
    /// Counts springs, so that a spring that ends because a newer one took over is told apart.
    private var springNumber = 0
    private var dimming: DisplayLink?

    init(context: SceneContext) throws {
        let screen = context.screen
        tuning = context.tuning
        geometry = SheetGeometry(height: screen.size.height, safeAreaInsets: screen.safeAreaInsets)
        // The list's frame ends at the screen's bottom when the sheet is expanded.
        sheet = SheetView(
            hairline: 1 / max(screen.scale, 1),
            listBottom: screen.size.height - geometry.top(for: .expanded),
            bottomInset: screen.safeAreaInsets.bottom)
        view.frame = screen.bounds
        view.backgroundColor = .black
        view.accessibilityIdentifier = "bottomSheetScene"

        let background = ImageView(image: try context.assets.image(named: Self.backgroundName))
        background.contentMode = .scaleAspectFill
        background.clipsToBounds = true
        background.frame = view.bounds
        view.addSubview(background)

        backdrop.frame = view.bounds
        backdrop.backgroundColor = .black
        backdrop.alpha = 0
        backdrop.accessibilityIdentifier = "sheetBackdrop"
        backdrop.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.backdropTapped() })
        view.addSubview(backdrop)

        view.addSubview(sheet)
        sheet.snp.makeConstraints { make in
            topViewContainer = make.top.equalToSuperview().offset(geometry.top(for: .compressed)).constraint
            make.left.right.equalToSuperview()
            // The seed pins the bottom to the superview, not the safe area, so nothing shows below
            // the sheet; Fluid pins it one corner radius lower so the rounded bottom corners stay
            // off screen.
            make.bottom.equalToSuperview().offset(SheetView.cornerRadius)
        }
        addTopShadow()
        pan.addAction { [weak self] pan in self?.panGestureDidMove(pan) }
        sheet.addGestureRecognizer(pan)
        sheet.grabber.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.handleTapped() })
        trackList()
        oldTop = geometry.top(for: .compressed)
        view.layoutIfNeeded()
    }

    /// The sheet's top-edge shadow, as FloatingPanel's surface draws one. A view with a shadow is
    /// not an occluder (Docs/Rendering.md §2), so a shadow on the sheet itself would have the photo
    /// drawn under the whole sheet on every frame; instead a short white caster with the sheet's
    /// corners sits behind the sheet's top, moves with it, and keeps its size while the sheet's
    /// height changes (so its blurred texture is made once).
    private func addTopShadow() {
        topShadow.backgroundColor = .white
        topShadow.cornerRadius = SheetView.cornerRadius
        topShadow.shadowColor = .black
        topShadow.shadowOpacity = Self.shadowOpacity
        topShadow.shadowRadius = Self.shadowRadius
        topShadow.shadowOffset = Self.shadowOffset
        topShadow.isUserInteractionEnabled = false
        topShadow.accessibilityIdentifier = "sheetShadow"
        view.insertSubview(topShadow, belowSubview: sheet)
        topShadow.snp.makeConstraints { make in
            make.top.left.right.equalTo(sheet)
            make.height.equalTo(Self.shadowCasterHeight)
        }
    }

    /// The driver keeps a display link until it is invalidated: a scene left mid-spring would
    /// otherwise leave an unpaused link behind, and the window would draw forever.
    isolated deinit {
        dimming?.invalidate()
    }

    /// The top constraint's constant (the seed's `topViewContainer.constant`).
    var topConstant: CGFloat {
        get { topViewContainer?.layoutConstraints.first.map { CGFloat($0.constant) } ?? 0 }
        set { topViewContainer?.update(offset: newValue) }
    }

    /// The sheet's top as seen on screen (its presentation), in the scene's coordinates.
    var displayedTop: CGFloat {
        let seen = sheet.presentation
        return seen.center.y - seen.bounds.height / 2
    }

    // MARK: Appearing

    /// The seed's `viewDidAppear`: the sheet springs from compressed to half with velocity (0, 50).
    /// The dimming link joins the window's driver here too.
    func sceneDidAppear(at time: TimeInterval) {
        guard let window = view.window else { return }
        // Labels can only measure their text in a window, so this is the scene's first real layout.
        // It must not happen inside the spring below, or every label would grow from 0 × 0 with it
        // (UIKit runs its first layout pass before `viewDidAppear`).
        view.layoutIfNeeded()
        let link = DisplayLink { [weak self] link in self?.dimmingFrame(link) }
        link.add(to: window.animationDriver)
        dimming = link
        expansionState = .half
        animateTopConstraint(constant: geometry.top(for: .half), velocity: Self.appearVelocity)
    }

    // MARK: Keys

    /// `V` switches the spring's initial velocity between the seed's formula and `v / distance`;
    /// `B` switches rubber-banding above `expanded` (off: the seed's hard stop at a top of 0);
    /// `D` switches deciding a release by its projected rest.
    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event, !key.isRepeat, case let .character(character) = key.key else { return false }
        switch character {
        case "v": velocityFormula = velocityFormula.toggled
        case "b": rubberBands.toggle()
        case Self.projectionKey: decidesByProjection.toggle()
        default: return false
        }
        return true
    }

    // MARK: The pan (seed 003's `panGestureDidMove`)

    private func panGestureDidMove(_ sender: PanGestureRecognizer) {
        let fingerTranslation = sender.translation(in: view)
        let velocity = sender.velocity(in: view)
        if sender.state == .began {
            // The list's pan, deeper, began first if it could: then the list has the drag until
            // it hands it over (`listDidScroll`).
            if dragOwner != .list || !sheet.list.isDragging { dragOwner = .sheet }
            guard dragOwner == .sheet else { return }
        }
        guard dragOwner == .sheet else { return }
        var translation = fingerTranslation
        if let used = listTravelBeforeHandOver {
            // The list's pan saw this event first, so its translation is current while this pan
            // handles it (the two may differ by the slop when the list's began on touch-down).
            translation.y = sheet.list.panGestureRecognizer.translation(in: view).y - used
        }
        switch sender.state {
        case .began:
            // The list may have handed the drag over on this very event, and put the sheet where
            // the finger is; otherwise the sheet is taken where it is seen.
            if listTravelBeforeHandOver == nil { grab() }
            // The translation already counts from the slop's edge: the sheet moves on this frame
            // (the seed applied it only from `.changed`, so the first frame stalled, then jumped).
            panGesture(didChangeTranslation: translation)
        case .changed:
            panGesture(didChangeTranslation: translation)
        case .ended:
            listTravelBeforeHandOver = nil
            panGesture(didEndTranslation: translation, velocity: velocity)
        case .cancelled:
            listTravelBeforeHandOver = nil
            // The seed ignores a cancel and leaves the sheet where it was dropped; Fluid returns it
            // to the state it was in.
            animateTopConstraint(constant: geometry.top(for: expansionState), velocity: 0)
        default:
            break
        }
    }

    /// Fluid's addition: a running spring stops where it is seen (`stopAnimation(true)` writes the
    /// presentation into the model), the constraint takes that top, and the drag starts from it.
    private func grab() {
        if let animator, animator.state == .active { animator.stopAnimation(true) }
        animator = nil
        pan.beginsImmediately = false
        listTravelBeforeHandOver = nil
        let seen = sheet.frame.minY
        topConstant = seen
        oldTop = geometry.dragOrigin(forDisplayedTop: seen, rubberBands: rubberBands)
        view.layoutIfNeeded()
        updateBackdrop()
    }

    /// Seed 003's `panGesture(didChangeTranslationPoint:withVelocity:)`: the top follows the finger
    /// from `oldTop` (see `SheetGeometry.draggedTop` for the limit above).
    func panGesture(didChangeTranslation translation: CGPoint) {
        guard let top = geometry.draggedTop(from: oldTop, translation: translation.y, rubberBands: rubberBands) else {
            return
        }
        topConstant = top
        view.layoutIfNeeded()
        updateBackdrop()
    }

    /// Seed 003's `panGesture(didEndTranslationPoint:withVelocity:)`: slow → nearest state,
    /// fast → the next state in the fling's direction; with `D`, the state nearest the projected rest.
    private func panGesture(didEndTranslation translation: CGPoint, velocity: CGPoint) {
        var projectedTop: CGFloat?
        if decidesByProjection {
            let projected = geometry.projectedTop(releasedAt: topConstant, velocity: velocity.y)
            projectedTop = projected
            expansionState = geometry.nearestState(to: projected)
        } else {
            expansionState = geometry.target(
                from: expansionState, releasedAt: topConstant, velocity: velocity.y,
                slowVelocity: tuning[Self.deadZoneParameter])
        }
        animateTopConstraint(
            constant: geometry.top(for: expansionState), velocity: velocity.y, projectedTop: projectedTop)
    }

    // MARK: Taps

    /// A tap on the handle cycles compressed → half → expanded → compressed.
    private func handleTapped() {
        expansionState = expansionState.cycled
        animateTopConstraint(constant: geometry.top(for: expansionState), velocity: 0)
    }

    /// A tap on the dimmed backdrop sends the sheet to half (as Pulley's tap collapses it).
    private func backdropTapped() {
        expansionState = .half
        animateTopConstraint(constant: geometry.top(for: .half), velocity: 0)
    }

    var switches: [SceneSwitch] {
        [
            SceneSwitch(key: "v", title: "initial velocity as UIKit's v/d") { [weak self] in
                self?.velocityFormula == .normalised
            },
            SceneSwitch(key: "b", title: "rubber band above expanded") { [weak self] in self?.rubberBands ?? false },
            SceneSwitch(key: Self.projectionKey, title: "release decided by projected rest") { [weak self] in
                self?.decidesByProjection ?? false
            },
        ]
    }

    // MARK: Animation (seed 003's `animateTopConstraint(constant:velocity:)`)

    /// Springs the top constraint to `constant`, seeding the spring with `velocity` (pt/s) through
    /// `velocityFormula`. `.allowUserInteraction` (not in the seed) keeps the sheet grabbable; a
    /// spring started while another runs takes over its velocity.
    private func animateTopConstraint(constant: CGFloat, velocity: CGFloat, projectedTop: CGFloat? = nil) {
        let previousConstraint = topConstant
        let springVelocity = velocityFormula.initialVelocity(velocity, from: previousConstraint, to: constant)
        lastLaunch = Launch(
            target: expansionState, from: previousConstraint, to: constant, velocity: velocity,
            formula: velocityFormula, initialVelocity: springVelocity, projectedTop: projectedTop)
        springNumber += 1
        let number = springNumber
        let spring = View.animate(
            withDuration: TimeInterval(tuning[Self.springDurationParameter]), delay: 0,
            usingSpringWithDamping: Accessibility.springDamping(tuning[Self.dampingParameter]),
            initialSpringVelocity: springVelocity, options: [.curveLinear, .allowUserInteraction],
            animations: {
                self.topConstant = constant
                self.oldTop = constant
                self.view.layoutIfNeeded()
            }, completion: { [weak self] _ in self?.springDidEnd(number) })
        if spring.isRunning {
            animator = spring
            // While the sheet moves, a touch on it grabs it at once (no slop to cross first).
            pan.beginsImmediately = true
            dimming?.isPaused = false
        }
        updateBackdrop()
    }

    private func springDidEnd(_ number: Int) {
        guard number == springNumber else { return }
        animator = nil
        pan.beginsImmediately = false
    }

    /// The sheet rests at `expanded`: the only place its list scrolls (FloatingPanel's
    /// "scrollable state"), and only once the spring has stopped.
    var restsExpanded: Bool {
        expansionState == .expanded && animator == nil && topConstant == geometry.top(for: .expanded)
    }

    // MARK: Backdrop

    func updateBackdrop() {
        backdrop.alpha = geometry.backdropAlpha(top: displayedTop)
    }

    /// Every frame while a spring runs, after the animators: the backdrop follows the sheet as
    /// drawn. The link pauses itself once the sheet rests, so a resting scene draws nothing.
    private func dimmingFrame(_ link: DisplayLink) {
        updateBackdrop()
        if animator?.isRunning != true { link.isPaused = true }
    }

    // MARK: Readout

    /// The last release, for the inspector's scene section: where it went, how fast over how far,
    /// the initial velocity under both formulas, and with `D` the projected rest. (It was a panel
    /// on the phone, which the expanded sheet covered; the switches show V, B and D already.)
    var inspectorReadout: String? {
        guard let launch = lastLaunch else { return "no release yet" }
        let distance = launch.from - launch.to
        var lines = [
            String(
                format: "→ %@ · v %.0f pt/s over %.0f pt", launch.target.description,
                launch.velocity, abs(distance))
        ]
        let other = launch.formula.toggled
        // (+ 0 shows −0, from 0 pt/s over a negative distance, as 0.)
        let otherVelocity = other.initialVelocity(launch.velocity, from: launch.from, to: launch.to) + 0
        lines.append(
            String(
                format: "initial velocity %.2f (%@) · %@ would give %.2f",
                launch.initialVelocity + 0, launch.formula.description, other.description, otherVelocity))
        if let projected = launch.projectedTop {
            lines.append(String(format: "released at %.0f pt, projected rest %.0f pt", launch.from, projected))
        }
        return lines.joined(separator: "\n")
    }
}

extension BottomSheetScene {
    /// `bench --gesture`: drag the sheet from half to expanded and half-way back (the backdrop dims with it).
    var benchmarkGestures: [ScriptedGesture] {
        [
            ScriptedGesture().drag(from: CGPoint(x: 195, y: 440), by: CGVector(dx: 0, dy: -300), seconds: 0.6)
                .move(by: CGVector(dx: 0, dy: 150), seconds: 0.4).release()
        ]
    }
}
