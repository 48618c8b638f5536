import FluidPlayground
import Foundation
import ViewTree

/// Scene 2: seed 001's swipe pager — 31 stacked full-screen pages; a right-to-left pan scrubs a
/// `PropertyAnimator` that slides the current page out to the left while the next fades in, and
/// on release `isReversed` decides whether the page goes or falls back.
///
/// The seed's view controller is ported nearly line for line (`handleGesture`, `getNextAnimator`,
/// the completion). Fluid adds, each marked where it happens:
/// - a page indicator whose dot moves inside the same animation block, so it scrubs with the page;
/// - grabbing a page that is still animating takes its animator over where it is (no jump), which
///   is why the seed's "disable interaction while animating" is gone (see `handleGesture`);
/// - a left-to-right swipe brings the previous page back, by running the seed's own animation for
///   (previous, current) backwards from its end (`getPreviousAnimator`);
/// - an option, key `D`, to decide a slow release by its projected distance as well as by
///   velocity (`PageRelease`), off by default so the seed's rule holds;
/// - at the last page a toast says so and the page rubber-bands instead of ignoring the swipe;
/// - the status bar's text turns white over a dark page and black over a light one
///   (`updateStatusBarStyle`), as a view controller's `preferredStatusBarStyle` would;
/// - the right and left arrow keys page forward and back, with the seed's animator run to its end
///   or its start (`page(forward:)`), as a paging scroll view does with a hardware keyboard;
/// - an option, key `F`, that slides the next page in beside the departing one, as
///   UIPageViewController's scroll transition does, instead of fading it in above it; off by
///   default, the seed's fade over the whole slide.
@MainActor
final class SwipePagerScene: Scene {
    nonisolated static let number = 2
    nonisolated static let title = "Swipe pager"
    nonisolated static let fonts: [Font] =
        [StatusBarView.timeFont, .systemFont(ofSize: 12, weight: .semibold), .systemFont(ofSize: 17)]

    /// The seed's animator duration (seconds); its release threshold is `PageRelease.flickVelocity`.
    static let duration: TimeInterval = 0.5
    /// The key that toggles deciding by projected distance.
    static let distanceOptionKey: Character = "d"
    /// The key that toggles the slide-in of the next page.
    static let slideInKey: Character = "f"
    /// The key that toggles the release's spring at the finger's velocity.
    static let releaseSpringKey: Character = "v"

    let view = View()

    // The seed's view controller state.
    /// The seed's right-to-left recognizer.
    let gesture = PageSwipeGestureRecognizer(direction: .rightToLeft)
    /// The animator of the page transition in progress (nil between transitions).
    private(set) var animator: PropertyAnimator?
    /// The pages still in the stack, the current one first (`views[0]` is visible, the rest wait
    /// with alpha 0 above it in z-order).
    private(set) var views: [View]

    // Fluid's additions.
    /// The mirror-image recognizer for going back; it only begins when there is somewhere to go.
    let backGesture = PageSwipeGestureRecognizer(direction: .leftToRight)
    /// The pages swiped away, oldest first, kept so that they can come back.
    private(set) var swipedAway: [View] = []
    let indicator: PageIndicator
    let toast: ToastView
    /// Shown while the distance option is on.
    let optionBadge = Label(
        text: "release: velocity or distance", font: .systemFont(ofSize: 12, weight: .semibold), color: .white)
    /// How a release is decided.
    private(set) var release = PageRelease()
    /// Whether the next page slides in beside the departing one (`F`), as UIPageViewController's
    /// scroll transition does, instead of the seed's fade above it, which washes the departing
    /// label out while the new one ghosts in.
    private(set) var slidesNextPageIn = false
    /// Whether a released page slides the rest of the way on a critically damped spring that
    /// starts at the finger's velocity (`V`), instead of resuming the seed's ease-in-out curve,
    /// which leaves at ×0.85–×1.96 of the finger's speed.
    private(set) var springsFromRelease = false
    /// The drag in progress.
    private var drag: Drag?
    /// The last page springing back after a pull past the end.
    private var edgeReturn: PropertyAnimator?
    /// `UIScreen.main.bounds.width` in the seed: how far the page travels.
    private let screenWidth: CGFloat

    /// What the drag in progress moves.
    private enum Drag {
        /// The page animator, scrubbed as `fractionComplete = clamp(startFraction − tx/width)`.
        /// `goal` is the end the swipe heads for: `.end` (next page) for right to left, `.start`
        /// (previous page back) for left to right.
        case page(goal: AnimatingPosition, startFraction: CGFloat)
        /// The last page pulled past the end: it follows with a rubber band from `startOffset`
        /// (the raw, un-banded offset it was grabbed at).
        case edge(startOffset: CGFloat)
    }

    // MARK: Tuning (the seed's values)

    nonisolated static let thresholdParameter = TunableParameter(
        "pager.threshold", "Release reaches the page from", seed: 200, range: 0...2000, step: 10, unit: "pt/s")
    nonisolated static let durationParameter = TunableParameter(
        "pager.duration", "Animator duration", seed: 0.5, range: 0.1...2, step: 0.05, unit: "s")
    nonisolated static var tunables: [TunableParameter] { [thresholdParameter, durationParameter] }
    let tuning: Tuning

    var switches: [SceneSwitch] {
        [
            SceneSwitch(key: Self.distanceOptionKey, title: "slow release decided by distance too") { [weak self] in
                self?.release.decidesByDistance ?? false
            },
            SceneSwitch(key: Self.slideInKey, title: "next page slides in beside it") { [weak self] in
                self?.slidesNextPageIn ?? false
            },
            SceneSwitch(key: Self.releaseSpringKey, title: "release slides on at the finger's speed") { [weak self] in
                self?.springsFromRelease ?? false
            },
        ]
    }

    init(context: SceneContext) throws {
        tuning = context.tuning
        screenWidth = context.screen.size.width
        view.frame = context.screen.bounds
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "pager"
        views = PagerMock.getViews(frame: view.bounds)
        indicator = PageIndicator(numberOfPages: views.count)
        toast = ToastView(maximumWidth: context.screen.size.width - 32)

        // viewDidLoad
        self.views.forEach {
            self.view.addSubview($0)
            $0.alpha = 0
        }
        self.views.first?.alpha = 1
        self.view.addGestureRecognizer(self.gesture)
        self.gesture.addTarget(self, action: SwipePagerScene.handleGesture)

        backGesture.shouldBegin = { [weak self] _ in self?.canGoBack ?? false }
        view.addGestureRecognizer(backGesture)
        backGesture.addTarget(self, action: SwipePagerScene.handleGesture)
        gesture.name = "rightToLeft"
        backGesture.name = "leftToRight"
        for recognizer in [gesture, backGesture] {
            recognizer.touchesDidBegin = { [weak self] in self?.catchPageInFlight() }
            recognizer.touchesDidFinish = { [weak self] in self?.releaseUncaughtPage() }
        }

        let bottom = context.screen.size.height - context.screen.safeAreaInsets.bottom
        indicator.center = CGPoint(x: view.bounds.midX, y: bottom - PageIndicator.height / 2 - 8)
        view.addSubview(indicator)
        view.addSubview(toast)
        optionBadge.backgroundColor = Color(white: 0.1, alpha: 0.82)
        optionBadge.cornerRadius = 12
        optionBadge.textAlignment = .center
        optionBadge.frame = CGRect(
            x: view.bounds.midX - 100, y: context.screen.safeAreaInsets.top + 8, width: 200, height: 24)
        optionBadge.isHidden = true
        optionBadge.isUserInteractionEnabled = false
        view.addSubview(optionBadge)
    }

    /// The number of the page on screen (0…30).
    var currentPage: Int { swipedAway.count }

    /// An animator that is still moving a page (running, or paused under a finger).
    private var animatorInFlight: PropertyAnimator? {
        guard let animator, animator.state == .active else { return nil }
        return animator
    }

    private var canGoBack: Bool { !swipedAway.isEmpty || animatorInFlight != nil }

    // MARK: The seed's gesture handler

    /// The seed's `handleGesture(_:)`, the action of both recognizers: `.began` makes (or takes
    /// over) the animator, `.changed` scrubs it, `.ended`/`.cancelled` decide and continue it.
    func handleGesture(_ gesture: PageSwipeGestureRecognizer) {
        switch gesture.state {
        case .began:
            queuedPageTurns = 0  // the finger has the pages now
            // The seed sets `view.isUserInteractionEnabled = false` here until the completion, so
            // that a second swipe cannot start a second animator over a moving page. Fluid takes
            // a moving animator over instead: it pauses where the page is seen (hit testing and
            // `pauseAnimation` both use presentation values) and the new drag scrubs it on from
            // that fraction. There is never a second animator, so nothing needs protecting, and
            // a page can be caught mid-flight without a jump.
            if let moving = animatorInFlight {
                caught = nil  // the drag has it now
                drag = .page(goal: goal(of: gesture), startFraction: takeOver(moving))
            } else {
                self.animator = gesture.direction == .rightToLeft ? self.getNextAnimator() : self.getPreviousAnimator()
                if let animator {
                    drag = .page(goal: goal(of: gesture), startFraction: animator.fractionComplete)
                } else if gesture.direction == .rightToLeft {
                    beginEdgeDrag()  // Fluid: the seed does nothing at the last page
                }
            }
            // Fluid: the translation already counts from the slop's edge, so the page follows on
            // this frame (the seed scrubs only from `.changed`: a stalled frame, then a jump).
            follow(gesture)

        case .changed:
            follow(gesture)

        case .ended, .cancelled:
            switch drag {
            case let .page(goal, _):
                // The seed, for its right-to-left swipe:
                //     animator.isReversed = velocity.x > -200 || state == .cancelled
                // here measured towards the swipe's goal, so that it also holds for a swipe back.
                let towardsEnd: CGFloat = goal == .end ? 1 : -1
                let fraction = self.animator?.fractionComplete ?? 0
                var release = self.release
                release.flickVelocity = tuning[Self.thresholdParameter]
                let reaches = release.reachesGoal(
                    progress: goal == .end ? fraction : 1 - fraction,
                    velocity: -towardsEnd * gesture.velocity(in: self.view).x,
                    width: self.view.bounds.width, cancelled: gesture.state == .cancelled)
                self.animator?.isReversed = reaches != (goal == .end)
                if springsFromRelease, gesture.state == .ended, let animator {
                    slideOn(animator, fingerVelocity: gesture.velocity(in: view).x)
                } else {
                    self.animator?.startAnimation()  // continues from the current fraction
                }
            case .edge:
                releaseEdge(velocity: gesture.state == .cancelled ? 0 : gesture.velocity(in: view).x)
            case nil:
                break
            }
            drag = nil

        default:
            break
        }
    }

    /// The seed's `.changed`: the page's animator scrubbed to −translation.x / width, clamped to
    /// 0…1 (from 0 for a fresh right-to-left swipe, 1 for a page coming back, the taken-over
    /// fraction otherwise); past the last page, the edge's rubber band.
    private func follow(_ gesture: PageSwipeGestureRecognizer) {
        switch drag {
        case let .page(_, startFraction):
            let translationX = -gesture.translation(in: self.view).x / self.view.bounds.width
            let fractionComplete = (startFraction + translationX).clamped(to: 0...1)
            guard self.animator?.fractionComplete != fractionComplete else { break }
            self.animator?.fractionComplete = fractionComplete
        case let .edge(startOffset):
            pullEdge(to: startOffset + gesture.translation(in: view).x)
        case nil:
            break
        }
    }

    /// Fluid (`V`): the rest of the slide on a spring without bounce, paced by the animator's
    /// duration (`Spring(duration:bounce:)`, so a short way left is not rushed), whose initial
    /// velocity is the page's under the finger in UIKit's unit: its speed towards where it is
    /// going over the distance it has left (the page moves −width as the fraction goes 0 → 1).
    private func slideOn(_ animator: PropertyAnimator, fingerVelocity: CGFloat) {
        let fraction = animator.fractionComplete
        let left = (animator.isReversed ? fraction : 1 - fraction) * screenWidth
        let towards = animator.isReversed ? fingerVelocity : -fingerVelocity
        let relative = SpringTimingParameters.relativeVelocity(towards, distance: left)
        animator.continueAnimation(
            withTimingParameters: SpringTimingParameters(
                duration: tuning[Self.durationParameter], bounce: 0,
                initialVelocity: CGVector(dx: relative, dy: relative)),
            durationFactor: 0)
    }

    private func goal(of gesture: PageSwipeGestureRecognizer) -> AnimatingPosition {
        gesture.direction == .rightToLeft ? .end : .start
    }

    /// The page animator and the edge spring end where they are: the scene is going, and an
    /// animator paused mid-drag must not be released while active.
    func sceneWillDisappear() {
        for animator in [animator, edgeReturn].compactMap({ $0 }) where animator.state == .active {
            animator.stopAnimation(true)
        }
        caught = nil
        queuedPageTurns = 0
    }

    /// A page in flight paused by a finger that has not (yet) started a drag.
    private var caught: PropertyAnimator?
    /// Pages the arrow keys asked for while one was sliding, turned one after another as each
    /// lands: positive forward, negative back (`page(forward:)`).
    private(set) var queuedPageTurns = 0

    /// Fluid: a finger that touches while a page slides stops it where it is seen, at once — waiting
    /// for the drag's 10 pt slop let the page slide on 32 pt under the finger. The drag then
    /// begins at the first sideways move, without a slop, as UIKit's scroll view takes moving
    /// content: the page follows the finger from where it touched, and no travel is lost.
    private func catchPageInFlight() {
        guard caught == nil, let moving = animatorInFlight, moving.isRunning else { return }
        moving.pauseAnimation()
        caught = moving
        for recognizer in [gesture, backGesture] { recognizer.slop = 0 }
    }

    /// The touches ended without a drag taking the caught page (a tap, or a vertical move the
    /// swipes refused): it slides on from where it stopped. The next touch has the slop again.
    private func releaseUncaughtPage() {
        for recognizer in [gesture, backGesture] { recognizer.slop = PanGestureRecognizer.defaultSlop }
        guard let animator = caught else { return }
        caught = nil
        if drag == nil, animator.state == .active, !animator.isRunning { animator.startAnimation() }
    }

    /// Pauses a moving animator for a new drag and returns the fraction the drag starts from.
    /// The direction is reset so that `fractionComplete` reads forward (as the drag scrubs it);
    /// the release sets it again.
    private func takeOver(_ animator: PropertyAnimator) -> CGFloat {
        animator.pauseAnimation()
        animator.isReversed = false
        return animator.fractionComplete
    }

    // MARK: The seed's animator

    /// The seed's `getNextAnimator()`: an animator (0.5 s, easeInOut) that moves the current page
    /// left by the screen width while the next one fades in; its completion, at `.end` and not
    /// reversed, removes the page. Nil at the last page. With `fadesOnly` (a key's turn under
    /// Reduce Motion) no page moves: the next one only fades in above the current one.
    private func getNextAnimator(fadesOnly: Bool = false) -> PropertyAnimator? {
        // The seed stops a previous animator and finishes it at its end here. In Fluid a moving
        // animator never gets this far (`handleGesture` takes it over), so this only acts if one
        // were left active otherwise; `state` is checked because stopping an inactive animator
        // is a misuse Fluid reports.
        if let animator = self.animator, animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }

        guard self.views.count > 1 else { return nil }
        let currentView = self.views[0]
        let nextView = self.views[1]
        let nextPage = currentPage + 1

        // Init
        let animator = PropertyAnimator(
            duration: TimeInterval(tuning[Self.durationParameter]),
            timingParameters: CubicTimingParameters(animationCurve: .easeInOut)
        )

        // Fluid: where the incoming page starts, whichever way the last slide ended: the seed's
        // transparent page in place, or with `F` an opaque page a screen to the right.
        let slidesIn = slidesNextPageIn && !fadesOnly
        nextView.transform = slidesIn ? Transform(translationX: screenWidth, y: 0) : .identity
        nextView.alpha = slidesIn ? 1 : 0

        // Animation. The seed wraps these lines in `UIView.animate(withDuration: 1) { }`; UIKit runs
        // a nested animation block as part of the enclosing animator (the article's scrubbing
        // shows it), so they are written directly here.
        animator.addAnimations {
            if !fadesOnly { currentView.transform = Transform(translationX: -self.screenWidth, y: 0) }
            if slidesIn { nextView.transform = .identity } else { nextView.alpha = 1 }
            self.indicator.currentPage = nextPage  // Fluid: the dot travels with the page
        }

        // Completion
        animator.addCompletion { [weak self, weak currentView, weak animator] position in
            // The seed re-enables interaction here; Fluid never disabled it.
            guard let self else { return }
            // The seed forgets the animator only after a completed swipe; Fluid also after a
            // fall-back, so that no finished animator lingers.
            defer {
                if self.animator === animator { self.animator = nil }
                self.updateStatusBarStyle()  // Fluid: the page now on screen decides
                self.turnQueuedPage()  // Fluid: a key pressed during the slide
            }
            guard
                position == .end && animator?.isReversed == false,
                let currentView = currentView,
                self.views.isEmpty == false
            else { return }

            currentView.removeFromSuperview()
            self.views.removeFirst()
            self.swipedAway.append(currentView)  // Fluid: kept for going back
            if self.views.count == 1 { self.sayLastPage() }
        }

        return animator
    }

    /// Fluid: the previous page comes back by running the seed's animation for (previous,
    /// current) backwards. The previous page is put back in the stack, below the current one, in
    /// the state the seed's animator starts from (in place, current page transparent); the
    /// animator is made from there and set to its end at once — exactly what was on screen, so
    /// nothing moves until the finger does. Completing at `.start` is the previous page back;
    /// at `.end` the seed's completion removes it again.
    private func getPreviousAnimator(fadesOnly: Bool = false) -> PropertyAnimator? {
        guard let previousView = swipedAway.popLast(), let currentView = views.first else { return nil }
        previousView.transform = .identity
        currentView.alpha = 0
        view.insertSubview(previousView, belowSubview: currentView)
        views.insert(previousView, at: 0)
        indicator.currentPage = currentPage
        let animator = getNextAnimator(fadesOnly: fadesOnly)
        animator?.fractionComplete = 1
        return animator
    }

    // MARK: Past the last page (Fluid)

    /// Rubber-band coefficient for pulling the last page (UIScrollView's, Docs/Motion.md §3.2).
    static let edgeCoefficient = RubberBand.defaultCoefficient

    private func beginEdgeDrag() {
        sayLastPage()
        guard let page = views.first else { return }
        // Caught while springing back: the model takes what is on screen, and the drag goes on
        // from the raw offset that shows it (the rubber band's inverse), so nothing jumps.
        if let edgeReturn, edgeReturn.state == .active { edgeReturn.stopAnimation(true) }
        edgeReturn = nil
        let raw = RubberBand.overshoot(
            forOffset: Double(page.transform.tx), dimension: Double(screenWidth),
            coefficient: Self.edgeCoefficient)
        drag = .edge(startOffset: CGFloat(raw))
    }

    /// Shows the last page pulled by `rawOffset` points (negative: to the left), rubber-banded.
    private func pullEdge(to rawOffset: CGFloat) {
        let banded = RubberBand.offset(
            forOvershoot: Double(min(rawOffset, 0)), dimension: Double(screenWidth),
            coefficient: Self.edgeCoefficient)
        views.first?.transform = Transform(translationX: CGFloat(banded), y: 0)
    }

    /// Springs the last page home, starting at the page's own velocity: the finger's times the
    /// rubber band's slope where the page is.
    private func releaseEdge(velocity fingerVelocity: CGFloat) {
        guard let page = views.first, page.transform.tx != 0 else { return }
        let raw = RubberBand.overshoot(
            forOffset: Double(page.transform.tx), dimension: Double(screenWidth),
            coefficient: Self.edgeCoefficient)
        let slope = RubberBand.slope(
            atOvershoot: raw, dimension: Double(screenWidth), coefficient: Self.edgeCoefficient)
        let velocity = fingerVelocity * CGFloat(slope)
        let relative = SpringTimingParameters.relativeVelocity(velocity, distance: -page.transform.tx)
        let spring = PropertyAnimator(
            duration: 0.5,
            timingParameters:
                SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: 0)))
        spring.addAnimations { page.transform = .identity }
        edgeReturn = spring
        spring.startAnimation()
    }

    // MARK: Messages and the option (Fluid)

    private var toastCenter: CGPoint {
        CGPoint(x: view.bounds.midX, y: indicator.frame.minY - 12 - ToastView.height / 2)
    }

    private func sayLastPage() {
        toast.show("마지막 페이지예요 · last page (\(currentPage) 번째 뷰)", centeredAt: toastCenter)
    }

    /// `D` toggles deciding a slow release by its projected distance, `F` the slide-in; → and ← page.
    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event else { return false }
        switch key.key {
        case .right: page(forward: true)
        case .left: page(forward: false)
        case .character(Self.distanceOptionKey) where !key.isRepeat: setDecidesByDistance(!release.decidesByDistance)
        case .character(Self.slideInKey) where !key.isRepeat: setSlidesNextPageIn(!slidesNextPageIn)
        case .character(Self.releaseSpringKey) where !key.isRepeat: setSpringsFromRelease(!springsFromRelease)
        default: return false
        }
        return true
    }

    // MARK: Status bar (Fluid)

    func sceneDidAppear(at time: TimeInterval) {
        updateStatusBarStyle()
    }

    /// The status bar's text in white over a dark page, black otherwise: UIKit's `.lightContent`
    /// and `.darkContent` styles, chosen by the page on screen.
    func updateStatusBarStyle() {
        guard let statusBar = view.window?.statusBar, let color = views.first?.backgroundColor else { return }
        statusBar.tintColor = Self.isDark(color) ? .white : .black
    }

    /// Whether white text reads better on `color` than black (`RelativeLuminance`, WCAG 2).
    static func isDark(_ color: Color) -> Bool {
        RelativeLuminance.prefersLightContent(RelativeLuminance.of(color))
    }

    // MARK: Keyboard paging (Fluid)

    /// Goes one page forward or back without a finger: the seed's animator for the pair runs to
    /// its end (forward) or its start (back). A page still moving is turned to that end where it
    /// is; during a drag the key does nothing (the finger has the page). Forward at the last page
    /// says so, as a swipe does.
    func page(forward: Bool) {
        guard drag == nil else { return }
        if let moving = animatorInFlight {
            caught = nil
            // The way the slide is going: forward unless reversed (a page coming back runs the
            // pair's animator reversed too).
            let movingForward = !moving.isReversed
            if moving.isRunning, movingForward == forward || queuedPageTurns != 0 {
                // Another page once this one lands, or one of those taken back.
                queuedPageTurns += forward ? 1 : -1
                return
            }
            moving.pauseAnimation()
            moving.isReversed = !forward
            moving.startAnimation()
            return
        }
        // Under Reduce Motion a page turned by a key, not moved by a finger, fades instead of sliding.
        let fadesOnly = Accessibility.isReduceMotionEnabled
        guard
            let animator = forward ? getNextAnimator(fadesOnly: fadesOnly) : getPreviousAnimator(fadesOnly: fadesOnly)
        else {
            if forward { sayLastPage() }
            queuedPageTurns = 0
            return
        }
        self.animator = animator
        animator.isReversed = !forward
        animator.startAnimation()
    }

    /// The next of the pages the keys asked for while one slid, once that one has landed.
    private func turnQueuedPage() {
        guard queuedPageTurns != 0, drag == nil, animatorInFlight == nil else { return }
        let forward = queuedPageTurns > 0
        queuedPageTurns -= forward ? 1 : -1
        page(forward: forward)
    }

    /// Turns the slide-in on or off, and says so; it applies from the next slide (one in flight
    /// keeps the animations it was made with).
    func setSlidesNextPageIn(_ on: Bool) {
        slidesNextPageIn = on
        toast.show(
            on ? "next page: slides in beside it" : "next page: fades in above it (the seed's)",
            centeredAt: toastCenter)
    }

    /// Turns the release's spring on or off, and says so; it applies from the next release.
    func setSpringsFromRelease(_ on: Bool) {
        springsFromRelease = on
        toast.show(
            on ? "release: a spring at the finger's speed" : "release: the seed's ease-in-out resumes",
            centeredAt: toastCenter)
    }

    /// Turns deciding by projected distance on or off, and says so.
    func setDecidesByDistance(_ on: Bool) {
        release.decidesByDistance = on
        optionBadge.isHidden = !on
        toast.show(
            on ? "release: velocity or projected distance" : "release: velocity only (the seed's rule)",
            centeredAt: toastCenter)
    }
}

extension SwipePagerScene {
    /// `bench --gesture`: swipe a page half-way (195 pt left) and half of the way back, so that it falls back.
    var benchmarkGestures: [ScriptedGesture] {
        [
            ScriptedGesture().drag(from: CGPoint(x: 300, y: 420), by: CGVector(dx: -195, dy: 0), seconds: 0.5)
                .move(by: CGVector(dx: 95, dy: 0), seconds: 0.5).release()
        ]
    }
}
