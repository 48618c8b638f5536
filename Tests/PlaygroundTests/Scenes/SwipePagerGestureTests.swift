import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// A pager app on a headless host, driven like the window: scripted pointer events go through
/// `PlaygroundApp`, frames come at 60 Hz of virtual time.
@MainActor
final class PagerStage {
    let host: HeadlessHost
    let app: PlaygroundApp
    let scene: SwipePagerScene
    var width: CGFloat { scene.view.bounds.width }

    /// Where the swipes start: the right half of the page, mid-height.
    static let start = CGPoint(x: 300, y: 420)
    /// The first move of every scripted swipe, just past the pan's 10 pt slop: the pan begins
    /// there, its translation counting from the slop's edge (10 pt).
    static let slopStep: CGFloat = 11

    init(scale: CGFloat = 1) throws {
        host = try HeadlessHost(screen: .phone(scale: scale), fonts: TestAssets.fonts)
        app = try PlaygroundApp(window: host.window, assets: AssetCatalog(root: TestAssets.root), sceneNumber: 2)
        scene = try #require(app.scene as? SwipePagerScene)
        for recognizer in [scene.gesture, scene.backGesture] {
            recognizer.addAction { [weak self] pan in
                if pan.state == .ended || pan.state == .cancelled { self?.releaseVelocity = pan.velocity(in: nil).x }
            }
        }
    }

    /// The horizontal velocity the last release reported (the recognizers reset right after).
    private(set) var releaseVelocity: CGFloat?

    func page(_ number: Int) throws -> View {
        try #require(
            host.window.view(withIdentifier: "page\(number)")
                ?? scene.swipedAway.first { $0.accessibilityIdentifier == "page\(number)" })
    }

    /// A horizontal swipe at a steady `speed` (pt/s): down at `from`, a first step of `slopStep`
    /// in the swipe's direction, then `dx` more points, so the pan's translation ends at `dx` and
    /// its velocity is `speed` in that direction. Not released.
    func swipe(dx: CGFloat, speed: CGFloat, from: CGPoint = PagerStage.start) -> PointerScript {
        var script = PointerScript()
        let time = host.time + 0.001
        let sign: CGFloat = dx < 0 ? -1 : 1
        let step = sign * Self.slopStep, edge = sign * PanGestureRecognizer.defaultSlop
        script.down(at: from, time: time)
        // At 60 Hz the slop is crossed at this step's last sample (for speeds up to ~1000 pt/s).
        script.drag(to: CGPoint(x: from.x + step, y: from.y), duration: Double(Self.slopStep / speed))
        let end = from.x + edge + dx
        script.drag(to: CGPoint(x: end, y: from.y), duration: Double(abs(end - from.x - step) / speed))
        return script
    }

    /// Plays `events` frame by frame, calling `each` after every frame.
    func play(_ events: [InputEvent], each: () -> Void = {}) {
        for frame in EventSchedule.frames(events, start: host.time) {
            for event in frame.events { host.send(event, delegate: app) }
            host.advance(by: frame.time - host.time, delegate: app)
            each()
        }
    }

    func run(for seconds: TimeInterval, each: () -> Void = {}) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            host.advance(by: 1.0 / 60, delegate: app)
            each()
        }
    }

    /// Flicks page 0 forward from 20 % and returns its animator `seconds` into the slide.
    func pageInFlight(after seconds: TimeInterval) throws -> PropertyAnimator {
        var flick = swipe(dx: -0.2 * width, speed: 600)
        flick.up()
        play(flick.events)
        run(for: seconds)
        let animator = try #require(scene.animator)
        #expect(animator.isRunning)
        return animator
    }

    /// Swipes right to left at 600 pt/s from 20 % and lets the page go: one page forward.
    func flickForward() {
        var script = swipe(dx: -0.2 * width, speed: 600)
        script.up()
        play(script.events)
        run(for: 0.6)
    }
}

extension SDLTests {
    /// Scene 2 driven by scripted drags on the virtual clock, through the app as in the window.
    @Suite @MainActor
    struct SwipePagerGestureTests {
        @Test func startsAtPageZeroWithTheOthersStackedTransparent() throws {
            let stage = try PagerStage()
            #expect(stage.scene.views.count == 31 && stage.scene.currentPage == 0)
            #expect(try stage.page(0).alpha == 1)
            for number in 1...30 { #expect(try stage.page(number).alpha == 0) }
            #expect(stage.scene.animator == nil)
        }

        /// The seed's rule: below 200 pt/s the page falls back, however far it was dragged.
        @Test func slowDragToNinetyPercentReleasedAtMinus100FallsBack() throws {
            let stage = try PagerStage()
            var script = stage.swipe(dx: -0.9 * stage.width, speed: 100)
            script.up()
            let page0 = try stage.page(0)
            stage.play(Array(script.events.dropLast()))
            let animator = try #require(stage.scene.animator)
            #expect(abs(animator.fractionComplete - 0.9) < 1e-9)
            #expect(abs(page0.presentation.transform.tx - -0.9 * stage.width) < 1e-9)
            stage.play([script.events[script.events.count - 1]])
            #expect(abs(try #require(stage.releaseVelocity) - -100) < 1e-6)
            #expect(animator.isReversed && animator.isRunning)
            stage.run(for: 0.6)
            #expect(
                page0.superview === stage.scene.view && page0.transform == .identity && !page0.hasPresentationValues)
            #expect(try stage.page(1).alpha == 0)
            #expect(stage.scene.views.count == 31 && stage.scene.swipedAway.isEmpty && stage.scene.animator == nil)
        }

        /// Fluid's option: the same slow release completes, since its projected rest is past half way.
        @Test func withTheDistanceOptionTheSlowNinetyPercentDragCompletes() throws {
            let stage = try PagerStage()
            stage.app.handle(.key(KeyEvent(key: .character("d"), timestamp: stage.host.time)))
            #expect(stage.scene.release.decidesByDistance && !stage.scene.optionBadge.isHidden)
            var script = stage.swipe(dx: -0.9 * stage.width, speed: 100)
            script.up()
            stage.play(script.events)
            #expect(stage.scene.animator?.isReversed == false)
            stage.run(for: 0.6)
            #expect(stage.scene.currentPage == 1 && stage.scene.views.count == 30)
            #expect(try stage.page(0).superview == nil)
            // Off again: the seed's rule is back.
            stage.app.handle(.key(KeyEvent(key: .character("d"), timestamp: stage.host.time)))
            #expect(!stage.scene.release.decidesByDistance && stage.scene.optionBadge.isHidden)
        }

        /// The arrow keys page: → runs the seed's animator to its end (the next page, removed at
        /// the end), ← brings the previous page back; at the last page → only says so. A key
        /// during a slide turns the moving page where it is.
        @Test func arrowKeysPageForwardAndBack() throws {
            let stage = try PagerStage()
            let press = { (key: KeyEvent.Key) in stage.app.handle(.key(KeyEvent(key: key, timestamp: stage.host.time)))
            }
            press(.right)
            let animator = try #require(stage.scene.animator)
            #expect(animator.isRunning && !animator.isReversed)
            stage.run(for: 0.6)
            #expect(stage.scene.currentPage == 1 && stage.scene.views.count == 30 && stage.scene.animator == nil)
            #expect(try stage.page(1).alpha == 1 && stage.scene.indicator.currentPage == 1)
            press(.right)
            stage.run(for: 0.6)
            press(.left)
            stage.run(for: 0.6)
            #expect(stage.scene.currentPage == 1 && stage.scene.views.count == 30)
            #expect(try stage.page(1).transform == .identity && stage.scene.indicator.currentPage == 1)
            // → then ← a quarter of the way: the page turns back where it is, no jump.
            press(.right)
            stage.run(for: 0.15)
            let page1 = try stage.page(1)
            let seen = page1.presentation.transform.tx
            #expect(seen < -10 && seen > -stage.width + 10, "\(seen)")
            press(.left)
            stage.host.advance(by: 0.001, delegate: stage.app)
            #expect(abs(page1.presentation.transform.tx - seen) < 3)
            stage.run(for: 0.6)
            #expect(
                stage.scene.currentPage == 1 && page1.transform == .identity && page1.superview === stage.scene.view)
            // At the last page: → leaves it and says so.
            for _ in 1..<30 {
                press(.right)
                stage.run(for: 0.6)
            }
            #expect(stage.scene.currentPage == 30)
            stage.run(for: 5)
            #expect(stage.scene.toast.alpha == 0)
            press(.right)
            #expect(stage.scene.animator == nil && stage.scene.currentPage == 30 && stage.scene.toast.alpha > 0)
        }

        /// The status bar's text is white over a dark page and black over a light one, decided by
        /// the page on screen when a slide ends (forward or back); another scene gets it black.
        @Test func theStatusBarTextFollowsThePagesDarkness() throws {
            let stage = try PagerStage()
            stage.run(for: 1.0 / 60)  // the scene appears
            let statusBar = stage.host.window.statusBar
            let dark = (0..<31).map { try? stage.page($0).backgroundColor }.map {
                $0.map(SwipePagerScene.isDark) ?? false
            }
            #expect(Set(dark[0...7]).count == 2, "both kinds on the way, so the test sees a flip: \(dark)")
            let press = { (key: KeyEvent.Key) in stage.app.handle(.key(KeyEvent(key: key, timestamp: stage.host.time)))
            }
            #expect(statusBar.tintColor == (dark[0] ? .white : .black))
            for page in 1..<8 {
                press(.right)
                stage.run(for: 0.6)
                #expect(
                    stage.scene.currentPage == page && statusBar.tintColor == (dark[page] ? .white : .black),
                    "page \(page)")
            }
            press(.left)
            stage.run(for: 0.6)
            #expect(statusBar.tintColor == (dark[6] ? .white : .black))
            #expect(SwipePagerScene.isDark(Color(white: 0.3)) && !SwipePagerScene.isDark(Color(white: 0.6)))
            stage.app.handle(.key(KeyEvent(key: .character("1"), timestamp: stage.host.time)))
            #expect(statusBar.tintColor == .black)
        }

        /// `F`: the next page slides in beside the departing one, opaque, as UIPageViewController's
        /// scroll transition does: scrubbed, thrown back, run by a key or brought back, the two
        /// pages stay edge to edge, so nothing shows between them and nothing is washed out. Off
        /// again, the seed's fade above the page in place is back.
        @Test func theNextPageSlidesInBesideTheDepartingOne() throws {
            let stage = try PagerStage()
            let press = { (key: KeyEvent.Key) in stage.app.handle(.key(KeyEvent(key: key, timestamp: stage.host.time)))
            }
            press(.character("f"))
            #expect(stage.scene.slidesNextPageIn && stage.scene.switches.contains { $0.key == "f" && $0.isOn() })
            let page0 = try stage.page(0), page1 = try stage.page(1)
            let edgeToEdge = { (left: View, right: View) -> Bool in
                abs(right.presentation.transform.tx - left.presentation.transform.tx - stage.width) < 1e-6
            }
            var script = stage.swipe(dx: -0.4 * stage.width, speed: 300)
            stage.play(script.events)
            #expect(abs(page0.presentation.transform.tx - -0.4 * stage.width) < 1e-9)
            #expect(page1.presentation.alpha == 1 && edgeToEdge(page0, page1), "\(page1.presentation.transform.tx)")
            let played = script.events.count
            script.drag(
                to: CGPoint(
                    x: PagerStage.start.x - PanGestureRecognizer.defaultSlop - 0.75 * stage.width, y: PagerStage.start.y
                ),
                duration: 1.5)  // 91 pt/s: a release falls back
            stage.play(Array(script.events[played...]))
            #expect(abs((stage.scene.animator?.fractionComplete ?? 0) - 0.75) < 1e-9 && edgeToEdge(page0, page1))
            script.up()
            stage.play([script.events[script.events.count - 1]])
            for _ in 0..<36 {  // every frame of the fall-back
                stage.run(for: 1.0 / 60)
                #expect(edgeToEdge(page0, page1))
            }
            #expect(stage.scene.currentPage == 0 && page1.transform.tx == stage.width)  // back off screen
            press(.right)
            stage.run(for: 0.2)
            #expect(page0.presentation.transform.tx < -10 && edgeToEdge(page0, page1))
            stage.run(for: 0.4)
            #expect(stage.scene.currentPage == 1 && page1.transform == .identity && page1.alpha == 1)
            press(.left)  // the previous page slides back in from the left
            stage.run(for: 0.2)
            #expect(page0.presentation.transform.tx > -stage.width + 10 && edgeToEdge(page0, page1))
            stage.run(for: 0.4)
            #expect(stage.scene.currentPage == 0 && page0.transform == .identity)
            press(.character("f"))
            #expect(!stage.scene.slidesNextPageIn)
            stage.play(stage.swipe(dx: -0.4 * stage.width, speed: 300).events)
            // the seed's fade
            #expect(abs(page1.presentation.alpha - 0.4) < 1e-9 && page1.presentation.transform.tx == 0)
        }

        /// A flick completes from 20 %; the page is removed only when the animation completes.
        @Test func flickAtMinus600FromTwentyPercentCompletesAndRemovesThePageOnlyAtTheEnd() throws {
            let stage = try PagerStage()
            let page0 = try stage.page(0), page1 = try stage.page(1)
            var script = stage.swipe(dx: -0.2 * stage.width, speed: 600)
            script.up()
            stage.play(Array(script.events.dropLast()))
            let animator = try #require(stage.scene.animator)
            #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
            #expect(page0.superview === stage.scene.view && stage.scene.views.count == 31)
            stage.play([script.events[script.events.count - 1]])
            #expect(abs(try #require(stage.releaseVelocity) - -600) < 1e-6)
            #expect(!animator.isReversed && animator.isRunning)
            // The rest of the 0.5 s easeInOut: from τ = C⁻¹(0.2) to 1, (1 − τ)·0.5 s.
            let curve = CubicTimingParameters(animationCurve: .easeInOut)
            let remaining = (1 - curve.time(forProgress: 0.2)) * SwipePagerScene.duration
            var removedAt: TimeInterval?
            let released = try #require(script.events.last?.timestamp)
            stage.run(for: 0.6) {
                if removedAt == nil, page0.superview == nil { removedAt = stage.host.time - released }
                if removedAt == nil { #expect(stage.scene.views.first === page0) }
            }
            let removed = try #require(removedAt)
            #expect(removed >= remaining - 1e-9 && removed < remaining + 1.0 / 60 + 1e-9)
            #expect(stage.scene.views.first === page1 && stage.scene.views.count == 30)
            #expect(
                stage.scene.swipedAway.count == 1 && stage.scene.swipedAway.first === page0
                    && stage.scene.currentPage == 1)
            #expect(page1.alpha == 1 && !page1.hasPresentationValues && stage.scene.animator == nil)
            #expect(stage.scene.indicator.currentPage == 1)
        }

        /// Switching scenes (or `R`) mid-drag ends the page animator instead of releasing it paused
        /// (a misuse report: "released while active"; UIKit would crash).
        @Test(arguments: ["3", "r"])
        func switchingScenesMidDragEndsThePageAnimator(_ key: Character) throws {
            let stage = try PagerStage()
            stage.play(stage.swipe(dx: -0.3 * stage.width, speed: 400).events)  // held, not released
            let animator = try #require(stage.scene.animator)
            #expect(animator.state == .active && !animator.isRunning)
            var misuses: [AnimatorMisuse] = []
            animator.misuseHandler = { misuses.append($0) }
            stage.app.handle(.key(KeyEvent(key: .character(key), timestamp: stage.host.time)))
            stage.host.advance(by: 1.0 / 60, delegate: stage.app)
            #expect(animator.state == .inactive && misuses.isEmpty, "\(animator.state) \(misuses)")
        }

        /// A hitch delivers a swipe's first 20 pt in one batch with one timestamp (as SDL stamps
        /// events when it pumps them): the velocity reads 0 when the pan begins, and the seed's
        /// test would fail the swipe. The movement decides instead; the swipe scrubs the page.
        @Test func aSwipeWhoseFirstMovesCameInOneBatchIsNotIgnored() throws {
            let stage = try PagerStage()
            var script = PointerScript()
            let start = PagerStage.start, time = stage.host.time + 0.001
            script.down(at: start, time: time)
            for step in 1...4 {
                script.move(to: CGPoint(x: start.x - CGFloat(step) * 5, y: start.y), time: time + 0.06)
            }
            script.drag(to: CGPoint(x: start.x - 80, y: start.y), duration: 0.1)
            stage.play(script.events)
            #expect(stage.scene.gesture.state == .changed)
            let animator = try #require(stage.scene.animator)
            #expect(animator.fractionComplete > 0.1)
        }

        /// A finger on a sliding page stops it where it is seen at once (before any drag); lifted
        /// without a drag, the page slides on from there and the swipe completes.
        @Test func aTouchStopsASlidingPageAndATapLetsItGoOn() throws {
            let stage = try PagerStage()
            let page0 = try stage.page(0)
            let animator = try stage.pageInFlight(after: 0.1)
            let seen = page0.presentation.transform.tx
            var touch = PointerScript()
            touch.down(at: CGPoint(x: 200, y: 400), time: stage.host.time + 0.001)
            stage.play(touch.events)
            #expect(!animator.isRunning)
            #expect(abs(page0.presentation.transform.tx - seen) <= 0.5)
            stage.run(for: 0.1)  // held: it stays
            #expect(abs(page0.presentation.transform.tx - seen) <= 0.5)
            touch.up()
            stage.play([touch.events[touch.events.count - 1]])
            #expect(animator.isRunning)
            stage.run(for: 0.6)
            #expect(page0.superview == nil && stage.scene.currentPage == 1 && stage.scene.animator == nil)
        }

        /// The seed's recognizer fails on a rightward first move; on page 0 nothing else begins.
        @Test func rightwardFirstMoveFailsTheRecognizerAndCreatesNoAnimator() throws {
            let stage = try PagerStage()
            let script = stage.swipe(dx: 80, speed: 400)
            stage.play(script.events)
            #expect(stage.scene.gesture.state == .failed)
            #expect(stage.scene.backGesture.state == .failed)  // nothing to go back to
            #expect(stage.scene.animator == nil)
            let page0 = try stage.page(0)
            #expect(page0.transform == .identity && !page0.hasPresentationValues)
            stage.play([
                .pointer(PointerEvent(phase: .ended, location: script.location, timestamp: script.time + 0.004))
            ])
            #expect(stage.scene.gesture.state == .possible && stage.scene.animator == nil)
        }

        /// The seed's own velocity test: a drag whose first 10 pt go left but which is turning
        /// downwards when the pan begins (`|vx| ≤ |vy|`) fails, as in the article.
        @Test func theSeedsVelocityRuleFailsASwipeTurningVertical() throws {
            let stage = try PagerStage()
            let t = stage.host.time + 0.001
            var script = PointerScript()
            script.down(at: CGPoint(x: 300, y: 420), time: t)
            for (step, point) in [(297, 420), (294, 420), (291, 420), (291, 426)].enumerated() {
                script.move(to: CGPoint(x: point.0, y: point.1), time: t + Double(step + 1) * 0.016)
            }
            var velocity: CGPoint?
            stage.scene.gesture.addAction { velocity = $0.velocity(in: nil) }
            stage.play(script.events)
            #expect(stage.scene.gesture.state == .failed && stage.scene.backGesture.state == .failed)
            #expect(velocity == nil)  // it failed before its target heard of it
            #expect(stage.scene.animator == nil)
        }

        /// `fractionComplete == clamp(−tx/width)` after every event of a drag that overshoots
        /// both ends (left past 100 %, then right past 0 %).
        @Test func fractionCompleteFollowsTheTranslationClamped() throws {
            let stage = try PagerStage()
            var script = stage.swipe(dx: -460, speed: 700)
            script.drag(to: CGPoint(x: script.location.x + 560, y: 420), duration: 0.9)
            var checked = 0, clampedHigh = 0, clampedLow = 0
            stage.scene.gesture.addAction { pan in
                guard pan.state == .changed, let animator = stage.scene.animator else { return }
                let expected = min(max(-pan.translation(in: stage.scene.view).x / stage.width, 0), 1)
                #expect(abs(animator.fractionComplete - expected) < 1e-12)
                checked += 1
                if expected == 1 { clampedHigh += 1 }
                if expected == 0 { clampedLow += 1 }
            }
            stage.play(script.events)
            #expect(checked > 80 && clampedHigh > 5 && clampedLow > 5, "\(checked) \(clampedHigh) \(clampedLow)")
        }

        /// A cancelled drag falls back, even one moving fast to the left.
        @Test func aCancelReverses() throws {
            let stage = try PagerStage()
            var script = stage.swipe(dx: -0.6 * stage.width, speed: 800)
            script.cancel()
            stage.play(script.events)
            let animator = try #require(stage.scene.animator)
            #expect(animator.isReversed)
            stage.run(for: 0.6)
            #expect(stage.scene.currentPage == 0 && stage.scene.views.count == 31)
            #expect(try stage.page(0).transform == .identity && stage.page(0).superview != nil)
        }

        /// Caught mid-flight, the page stops where it is seen and follows the finger from there;
        /// a flick to the right then brings it back.
        @Test func regrabbingMidAnimationContinuesFromWhereThePageIs() throws {
            let stage = try PagerStage()
            let page0 = try stage.page(0)
            let animator = try stage.pageInFlight(after: 0.15)

            // Grab it and drag to the right (the back recognizer takes it; the seed's fails).
            var regrab = stage.swipe(dx: 120, speed: 500, from: CGPoint(x: 120, y: 500))
            var lastFrameX = page0.presentation.transform.tx
            var largestJump: CGFloat = 0
            var grabbedAt: CGFloat?, began = false
            stage.scene.backGesture.addAction { pan in
                let x = page0.presentation.transform.tx
                if pan.state == .began {
                    // The page already follows the translation (past the slop) on this frame.
                    began = true
                    let grab = x - pan.translation(in: nil).x
                    grabbedAt = grab
                    largestJump = max(largestJump, abs(grab - lastFrameX))
                } else if pan.state == .changed, let grabbedAt {
                    // 1:1 with the finger from the grab.
                    largestJump = max(largestJump, abs(x - (grabbedAt + pan.translation(in: nil).x)))
                }
            }
            stage.play(regrab.events) { lastFrameX = page0.presentation.transform.tx }
            #expect(began && stage.scene.gesture.state == .failed)
            #expect(stage.scene.animator === animator && !animator.isRunning)
            #expect(largestJump <= 0.5)
            let grabbed = try #require(grabbedAt)
            #expect(grabbed < -0.2 * stage.width)  // it had moved on before the grab
            // Caught moving, the drag has no slop: the page went the finger's whole way from the touch.
            #expect(abs(page0.presentation.transform.tx - (grabbed + 120 + PanGestureRecognizer.defaultSlop)) < 1e-9)

            // Released with a flick to the right: the page comes back without a jump.
            regrab.up()
            var previous = page0.presentation.transform.tx
            var largestStep: CGFloat = 0
            stage.play([regrab.events[regrab.events.count - 1]])
            // The frame that delivered the release already moves the page back.
            largestStep = abs(page0.presentation.transform.tx - previous)
            previous = page0.presentation.transform.tx
            stage.run(for: 0.6) {
                largestStep = max(largestStep, abs(page0.presentation.transform.tx - previous))
                previous = page0.presentation.transform.tx
            }
            #expect(largestStep < 25)  // ≈ 0.5 s easeInOut over < 390 pt at 60 Hz: no single-frame jump
            #expect(page0.superview === stage.scene.view && page0.transform == .identity)
            #expect(stage.scene.currentPage == 0 && stage.scene.animator == nil)
        }

        /// Left to right brings the previous page back: the seed's animation run backwards from its end.
        @Test func swipingLeftToRightBringsThePreviousPageBack() throws {
            let stage = try PagerStage()
            let page0 = try stage.page(0), page1 = try stage.page(1)
            stage.flickForward()
            #expect(stage.scene.currentPage == 1 && page0.superview == nil)

            // A slow swipe back falls back: page 0 leaves again.
            var slow = stage.swipe(dx: 0.3 * stage.width, speed: 100, from: CGPoint(x: 60, y: 420))
            stage.play(slow.events)
            #expect(stage.scene.gesture.state == .failed && stage.scene.backGesture.state == .changed)
            #expect(page0.superview === stage.scene.view)  // back in the stack while dragged
            #expect(abs(page0.presentation.transform.tx - (-stage.width + 0.3 * stage.width)) < 1e-9)
            #expect(abs(page1.presentation.alpha - 0.7) < 1e-9)
            slow.up()
            stage.play([slow.events[slow.events.count - 1]])
            stage.run(for: 0.6)
            #expect(stage.scene.currentPage == 1 && page0.superview == nil && page1.alpha == 1)

            // A flick brings it back.
            var flick = stage.swipe(dx: 0.2 * stage.width, speed: 600, from: CGPoint(x: 60, y: 420))
            flick.up()
            stage.play(flick.events)
            stage.run(for: 0.6)
            #expect(stage.scene.currentPage == 0 && stage.scene.views.first === page0 && stage.scene.views.count == 31)
            #expect(page0.transform == .identity && page0.alpha == 1 && page1.alpha == 0)
            #expect(stage.scene.indicator.currentPage == 0 && stage.scene.animator == nil)
            // Page 0 is under page 1 again, as the seed stacks them.
            let order = stage.scene.view.subviews
            #expect(try #require(order.firstIndex { $0 === page0 }) < #require(order.firstIndex { $0 === page1 }))
        }

        /// At the last page the pager says so, and the page rubber-bands and springs back.
        @Test func theLastPageSaysSo() throws {
            let stage = try PagerStage()
            for _ in 0..<30 { stage.flickForward() }
            #expect(stage.scene.currentPage == 30 && stage.scene.views.count == 1)
            #expect(stage.scene.toast.text.contains("마지막"))  // said on arrival
            stage.run(for: 3)
            #expect(stage.scene.toast.alpha == 0)

            let page30 = try stage.page(30)
            var pull = stage.swipe(dx: -200, speed: 400)
            stage.play(pull.events)
            #expect(stage.scene.animator == nil && stage.scene.gesture.state == .changed)
            #expect(stage.scene.toast.presentation.alpha > 0 && stage.scene.toast.text.contains("마지막"))
            let shown = page30.transform.tx
            let banded = -RubberBand.offset(forOvershoot: 200, dimension: Double(stage.width))
            #expect(abs(shown - CGFloat(banded)) < 1e-9 && shown > -200 && shown < -50)
            pull.up()
            stage.play([pull.events[pull.events.count - 1]])
            stage.run(for: 0.6)
            #expect(page30.transform == .identity && !page30.hasPresentationValues)
            #expect(stage.scene.currentPage == 30 && stage.scene.views.count == 1)
        }
    }
}
