import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

@MainActor
@Suite struct ScrollViewTests {
    /// A 400 × 800 scroll view filling the stage, content 400 × 2000 (offsets 0…1200).
    final class Fixture: ScrollViewDelegate {
        let stage = GestureStage()
        let scrollView = ScrollView()
        var didScroll = 0
        var events: [String] = []
        var releaseVelocity: CGPoint?
        var releaseOffset: CGPoint?
        var retarget: ((CGPoint) -> CGPoint)?

        init(contentHeight: CGFloat = 2000) {
            scrollView.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
            scrollView.contentSize = CGSize(width: 400, height: contentHeight)
            scrollView.delegate = self
            stage.root.addSubview(scrollView)
        }

        var offset: CGFloat { scrollView.contentOffset.y }

        func scrollViewDidScroll(_ scrollView: ScrollView) { didScroll += 1 }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: inout CGPoint
        ) {
            events.append("willEndDragging")
            releaseVelocity = velocity
            releaseOffset = scrollView.contentOffset
            if let retarget { targetContentOffset = retarget(targetContentOffset) }
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging(\(decelerate))")
        }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
    }

    @Test func dragTracksTheFingerOneToOne() {
        let f = Fixture()
        var script = PointerScript()
        script.down(at: CGPoint(x: 200, y: 600), time: 0)
        script.drag(to: CGPoint(x: 203, y: 400), duration: 0.2)
        f.stage.play(script.events)
        // The pan began at the first move beyond the slop (y 583.33), its origin at the slop's
        // edge (y 590, the move being all but vertical): from there, 1:1.
        #expect(abs(f.offset - (590 - 400)) < 1e-2)
        #expect(f.scrollView.contentOffset.x == 0)  // the horizontal axis does not scroll
        #expect(f.scrollView.isDragging && f.scrollView.isTracking)
        #expect(f.events == ["willBeginDragging"])
        #expect(f.didScroll >= 11)
    }

    /// The frame the pan begins on already shows the content moved: the translation counts from
    /// the slop's edge, so a finger 20 pt from where it pressed has the content 10 pt along.
    @Test func theFirstFrameOfADragMovesTheContent() {
        let f = Fixture()
        f.stage.pointer(.began, 200, 600, 0)
        f.stage.pointer(.moved, 200, 590, 1.0 / 60)  // 10 pt: still within the slop
        #expect(f.offset == 0 && !f.scrollView.isDragging)
        f.stage.pointer(.moved, 200, 580, 2.0 / 60)  // the pan begins here
        #expect(f.scrollView.isDragging)
        #expect(abs(f.offset - 10) <= 0.05, "offset \(f.offset) on the frame the drag began")
        f.stage.pointer(.moved, 200, 570, 3.0 / 60)
        #expect(abs(f.offset - 20) <= 0.05)  // and no jump after it
    }

    /// Released while pulled past the top, the content carries on at its own speed (the finger's
    /// times the rubber band's slope there), not at the finger's: the hand-over keeps the velocity.
    @Test func aReleaseInTheRubberBandLeavesAtTheContentsOwnSpeed() throws {
        let f = Fixture()
        var time = 0.0
        f.stage.pointer(.began, 200, 100, time)
        for step in 1...20 {  // 600 pt/s down, 10 pt a frame
            time += 1.0 / 60
            f.stage.pointer(.moved, 200, 100 + 10 * CGFloat(step), time)
            f.stage.window.tick(at: time)
        }
        let released = f.offset  // the finger is 190 pt past the slop's edge
        #expect(abs(released + RubberBand.offset(forOvershoot: 190, dimension: 800)) < 1e-9)
        f.stage.pointer(.ended, 200, 300, time)  // let go with the last move
        let dt = 1e-4
        f.stage.window.tick(at: time + dt)
        let first = f.offset
        f.stage.window.tick(at: time + 2 * dt)
        let leaving = (f.offset - first) / CGFloat(dt)
        let own = -600 * CGFloat(RubberBand.slope(atOvershoot: 190, dimension: 800))
        #expect(abs(first - released) < 0.1, "no jump at the release")
        #expect(abs(leaving / own - 1) < 0.02, "leaves at \(leaving) pt/s; the content moved at \(own) pt/s")
    }

    @Test func rubberBandWhileDraggingPastEitherEnd() {
        let f = Fixture()
        f.stage.pointer(.began, 200, 100, 0)
        f.stage.pointer(.moved, 200, 120, 0.01)  // accepted here, from y 110
        f.stage.pointer(.moved, 200, 410, 0.30)  // 300 pt past the top
        // b(x) = c·x·d/(d + c·x) with c 0.55, d 800 (Docs/Motion.md §3.2).
        let expected = 0.55 * 300 * 800 / (800 + 0.55 * 300)
        #expect(abs(f.offset + expected) < 1e-9)
        f.stage.pointer(.moved, 200, 110, 0.6)  // back: exactly at the top again
        #expect(abs(f.offset) < 1e-9)
        f.stage.pointer(.ended, 200, 110, 0.7)

        let g = Fixture()
        g.scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        g.stage.pointer(.began, 200, 700, 0)
        g.stage.pointer(.moved, 200, 680, 0.01)  // from y 690
        g.stage.pointer(.moved, 200, 590, 0.2)  // 100 pt past the bottom
        #expect(abs(g.offset - (1200 + 0.55 * 100 * 800 / (800 + 0.55 * 100))) < 1e-9)
    }

    @Test func flingDeceleratesByThePerMillisecondLaw() throws {
        let f = Fixture(contentHeight: 20_000)
        let drag = PointerScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.2)
        f.stage.play(drag)
        let release = f.releaseOffset?.y ?? .nan
        let velocity = (f.releaseVelocity?.y ?? 0) * 1000
        #expect(abs(velocity - 1500) < 15)  // the finger moved at 1,500 pt/s
        #expect(f.scrollView.isDecelerating)
        #expect(f.events.last == "didEndDragging(true)")
        // The motion's clock starts at the release; sample it at chosen times.
        let start = try #require(drag.last?.timestamp)
        var samples: [(TimeInterval, CGFloat)] = []
        f.stage.run(for: 4) { time in samples.append((time - start, f.offset)) }
        let d = 1000 * log(0.998)
        #expect(samples.filter { $0.0 <= 2 }.count >= 119)
        for (t, offset) in samples where t <= 2 {
            // x(t) = x0 + v0·(r^(1000t) − 1)/D (Docs/Motion.md §3.1).
            let expected = release + velocity * (pow(0.998, 1000 * t) - 1) / d
            #expect(abs(offset - expected) < 1e-6, "t \(t)")
        }
        #expect(samples.count == 240)
        #expect(!f.scrollView.isDecelerating)
        #expect(f.events.last == "didEndDecelerating")
        // It came to rest within half a point of x0 − v0/D.
        #expect(abs(f.offset - (release - velocity / d)) <= 0.5)
    }

    @Test func aFlingPastTheEndBouncesBackToExactlyTheEdge() {
        let f = Fixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        f.stage.play(PointerScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15))
        var peak: CGFloat = 0
        f.stage.run(for: 3) { _ in peak = max(peak, f.offset) }
        #expect(peak > 1200 + 20)  // it overshot visibly
        #expect(peak < 1200 + 400)
        #expect(f.offset == 1200)
        #expect(f.events.last == "didEndDecelerating")

        // With bounces off it stops hard at the edge.
        let g = Fixture()
        g.scrollView.bounces = false
        g.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        g.stage.play(PointerScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15))
        var gPeak: CGFloat = 0
        g.stage.run(for: 3) { _ in gPeak = max(gPeak, g.offset) }
        #expect(gPeak == 1200 && g.offset == 1200)
    }

    @Test func releasedOutOfBoundsSpringsBackMonotonically() {
        let f = Fixture()
        var script = PointerScript()
        script.down(at: CGPoint(x: 200, y: 100), time: 0)
        script.drag(to: CGPoint(x: 200, y: 500), duration: 0.3)
        script.rest(0.06)  // held still: released with no velocity
        script.up()
        f.stage.play(script.events)
        let released = f.offset
        #expect(released < -100)
        var previous = released
        var monotonic = true
        f.stage.run(for: 2) { _ in
            if f.offset < previous - 1e-9 { monotonic = false }
            previous = f.offset
        }
        #expect(monotonic)
        #expect(f.offset == 0)
    }

    @Test func touchingMovingContentStopsItAndIsNotATap() {
        let f = Fixture(contentHeight: 20_000)
        var taps = 0
        let row = View(frame: CGRect(x: 0, y: 0, width: 400, height: 20_000))
        row.onTap = { _ in taps += 1 }
        f.scrollView.addSubview(row)
        f.stage.play(PointerScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2))
        f.stage.run(for: 0.3)
        #expect(f.scrollView.isDecelerating)
        let caught = f.offset
        f.stage.play(PointerScript.tap(at: CGPoint(x: 200, y: 400), time: f.stage.time))
        #expect(!f.scrollView.isDecelerating)
        #expect(taps == 0)
        let afterCatch = f.offset
        #expect(afterCatch - caught < 40)  // stopped within the frames of the tap
        f.stage.run(for: 1)
        #expect(f.offset == afterCatch)
        // At rest, the same tap is a tap.
        f.stage.play(PointerScript.tap(at: CGPoint(x: 200, y: 400), time: f.stage.time))
        #expect(taps == 1)
    }

    @Test func grabbingMidBounceDoesNotJump() {
        let f = Fixture()
        var script = PointerScript()
        script.down(at: CGPoint(x: 200, y: 100), time: 0)
        script.drag(to: CGPoint(x: 200, y: 500), duration: 0.3)
        script.rest(0.06)
        script.up()
        f.stage.play(script.events)
        f.stage.run(for: 0.1)
        let before = f.offset
        #expect(before < -20)
        // Grab it: the drag starts where the content is, then moves 1:1 under the rubber band.
        f.stage.pointer(.began, 200, 300, f.stage.time + 0.001)
        #expect(f.offset == before)
        f.stage.pointer(.moved, 200, 300.5, f.stage.time + 0.010)
        #expect(abs(f.offset - before) < 0.5)
        // Further on, the finger's 20 pt move is what the rubber band makes of it from there.
        let raw = RubberBand.overshoot(forOffset: before, dimension: 800)
        f.stage.pointer(.moved, 200, 320, f.stage.time + 0.020)
        #expect(abs(f.offset - RubberBand.clamp(raw - 20, to: 0...1200, dimension: 800)) < 1e-9)
        f.stage.pointer(.ended, 200, 320, f.stage.time + 0.080)
    }

    @Test func delegateCanMoveTheTarget() {
        let f = Fixture(contentHeight: 20_000)
        f.retarget = { proposed in CGPoint(x: 0, y: (proposed.y / 100).rounded() * 100) }
        f.stage.play(PointerScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.2))
        f.stage.run(for: 6)
        #expect(
            abs(f.offset.truncatingRemainder(dividingBy: 100)) <= 0.5
                || abs(f.offset.truncatingRemainder(dividingBy: 100)) >= 99.5)
        #expect(f.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "didEndDecelerating"])
    }

    // MARK: Wheel

    @Test func wheelStepsGlideToTheirTarget() {
        let f = Fixture()
        #expect(
            f.scrollView.scrollWheel(ScrollEvent(delta: CGSize(width: 0, height: 20), location: .zero, timestamp: 0)))
        #expect(
            f.scrollView.scrollWheel(ScrollEvent(delta: CGSize(width: 0, height: 20), location: .zero, timestamp: 0.01))
        )
        #expect(f.scrollView.isDecelerating)
        f.stage.run(for: 1)
        #expect(abs(f.offset - 40) <= 0.1 + 1e-9)
        #expect(!f.scrollView.isDecelerating)
        // A horizontal step on a vertical-only scroll view is not taken (an outer one may take it).
        #expect(
            !f.scrollView.scrollWheel(ScrollEvent(delta: CGSize(width: 20, height: 0), location: .zero, timestamp: 2)))
    }

    /// A trackpad sends a step every frame: the content moves every frame (each new step
    /// continues the glide instead of restarting it at its time 0).
    @Test func aStreamOfSmallStepsMovesEveryFrame() {
        let f = Fixture()
        var offsets: [CGFloat] = []
        for frame in 1...20 {
            f.stage.window.send(
                .scroll(
                    ScrollEvent(
                        delta: CGSize(width: 0, height: 4), location: CGPoint(x: 200, y: 400),
                        timestamp: f.stage.time)))
            f.stage.run(for: 1.0 / 60)
            offsets.append(f.offset)
            _ = frame
        }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        f.stage.run(for: 1)
        #expect(abs(f.offset - 80) <= 0.1 + 1e-9)
    }

    @Test func shrinkingContentSpringsBackIntoRange() {
        let f = Fixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        f.scrollView.contentSize = CGSize(width: 400, height: 1000)  // range now 0…200
        #expect(f.scrollView.isDecelerating)
        f.stage.run(for: 2)
        #expect(f.offset == 200)
        // Bad sizes and insets are ignored rather than trapping on a NaN range.
        f.scrollView.contentSize = CGSize(width: 400, height: CGFloat.nan)
        f.scrollView.contentInset = EdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0)
        #expect(f.scrollView.contentSize.height == 1000 && f.scrollView.contentInset.top == 0)
        f.stage.play(
            PointerScript.drag(
                from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), at: f.stage.time, duration: 0.1))
        #expect(f.offset.isFinite)
    }

    @Test func theReportedTargetIsWithinRange() {
        let f = Fixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        var target: CGPoint?
        f.retarget = { proposed in
            target = proposed
            return proposed
        }
        f.stage.play(PointerScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.15))
        #expect(target == CGPoint(x: 0, y: 1200))
        f.stage.run(for: 3)
        #expect(f.offset == 1200)
    }

    @Test func wheelAtTheTopBumpsAndSettlesBack() {
        let f = Fixture()
        f.stage.window.send(
            .scroll(ScrollEvent(delta: CGSize(width: 0, height: -20), location: CGPoint(x: 200, y: 400), timestamp: 0)))
        var lowest: CGFloat = 0
        f.stage.run(for: 1.5) { _ in lowest = min(lowest, f.offset) }
        #expect(lowest < -2 && lowest > -20)
        #expect(f.offset == 0)
    }

    @Test func animatedSetContentOffset() {
        let f = Fixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        f.stage.run(for: 0.1)
        #expect(f.offset > 10 && f.offset < 500)
        f.stage.run(for: 1)
        #expect(f.offset == 500)
        #expect(f.events == ["didEndScrollingAnimation"])
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(f.offset == 100)
    }

    // MARK: Arbitration with content

    @Test func horizontalPanInsideAVerticalScrollView() {
        let f = Fixture()
        let chip = View(frame: CGRect(x: 100, y: 300, width: 200, height: 60))
        f.scrollView.addSubview(chip)
        let chipPan = f.stage.attach(PanGestureRecognizer(), to: chip, name: "chip")
        chipPan.allowedDirections = .horizontal
        // Horizontal drag: the chip's pan, not the list.
        f.stage.play(PointerScript.drag(from: CGPoint(x: 150, y: 330), to: CGPoint(x: 300, y: 340), duration: 0.2))
        #expect(f.stage.path == ["chip:began", "chip:changed", "chip:ended"])
        #expect(f.offset == 0 && f.events.isEmpty)
        // Vertical drag on the chip: the list scrolls, the chip's pan fails.
        f.stage.clearLog()
        f.stage.play(
            PointerScript.drag(
                from: CGPoint(x: 150, y: 330), to: CGPoint(x: 160, y: 130), at: f.stage.time, duration: 0.2))
        #expect(f.stage.log.isEmpty)
        #expect(f.offset > 150)
        #expect(f.events.first == "willBeginDragging")
    }

    @Test func focusLossMidDragCancelsAndSpringsBack() {
        let f = Fixture()
        var script = PointerScript()
        script.down(at: CGPoint(x: 200, y: 100), time: 0)
        script.drag(to: CGPoint(x: 200, y: 400), duration: 0.2)
        f.stage.play(script.events)
        #expect(f.offset < -50 && f.scrollView.isDragging)
        f.stage.window.send(.focusLost(timestamp: f.stage.time))
        #expect(!f.scrollView.isDragging)
        f.stage.run(for: 2)
        #expect(f.offset == 0)
    }

    @Test func disabledScrollingIgnoresDragsAndWheel() {
        let f = Fixture()
        f.scrollView.isScrollEnabled = false
        f.stage.play(PointerScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2))
        #expect(
            !f.scrollView.scrollWheel(ScrollEvent(delta: CGSize(width: 0, height: 20), location: .zero, timestamp: 1)))
        f.stage.run(for: 1)
        #expect(f.offset == 0 && f.didScroll == 0)
    }

    @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
        let f = Fixture(contentHeight: 600)
        f.stage.play(PointerScript.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.2))
        #expect(f.offset == 0 && f.events.isEmpty)
        let g = Fixture(contentHeight: 600)
        g.scrollView.alwaysBounceVertical = true
        g.stage.play(PointerScript.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.2))
        #expect(g.offset < -50)
        g.stage.run(for: 2)
        #expect(g.offset == 0)
    }

    // MARK: Indicators

    @Test func indicatorShowsWhileScrollingAndFadesAfter() throws {
        let f = Fixture()
        let indicator = try #require(
            f.scrollView.subviews.compactMap { $0 as? ScrollIndicator }.first { $0.frame.width == 3 })
        #expect(indicator.alpha == 0)
        var script = PointerScript()
        script.down(at: CGPoint(x: 200, y: 700), time: 0)
        script.drag(to: CGPoint(x: 200, y: 500), duration: 0.2)
        f.stage.play(script.events)
        #expect(indicator.alpha == 1)
        // In content coordinates: 3 pt from the right edge, length 800/2000 of the track.
        let frame = indicator.frame
        #expect(abs(frame.maxX - (400 - 3)) < 1e-9)
        #expect(abs(frame.height - (800 - 2 * 3) * 0.4) < 1e-9)
        #expect(frame.minY > f.offset)
        f.stage.pointer(.ended, 200, 500, f.stage.time + 0.1)  // after a rest: no fling
        f.stage.run(for: 0.4)
        #expect(indicator.alpha == 0)  // the model; the fade is under way
        #expect(indicator.presentation.alpha > 0)
        f.stage.run(for: 0.6)
        #expect(indicator.presentation.alpha == 0)
        #expect(!f.stage.window.needsFrames)
    }

    @Test func indicatorPlacementSqueezesInOverscroll() {
        let track: CGFloat = 788
        let rest = ScrollIndicator.placement(
            offset: 600, range: 0...1200, contentLength: 2000, visibleLength: 800, trackLength: track)
        #expect(abs(rest.length - 315.2) < 1e-9 && abs(rest.start - (track - 315.2) / 2) < 1e-9)
        let pulled = ScrollIndicator.placement(
            offset: -100, range: 0...1200, contentLength: 2000, visibleLength: 800, trackLength: track)
        #expect(pulled.start == 0 && abs(pulled.length - 215.2) < 1e-9)
        let far = ScrollIndicator.placement(
            offset: 1900, range: 0...1200, contentLength: 2000, visibleLength: 800, trackLength: track)
        #expect(far.length == ScrollIndicator.minimumSqueezedLength && far.start == track - far.length)
        let long = ScrollIndicator.placement(
            offset: 0, range: 0...99_200, contentLength: 100_000, visibleLength: 800, trackLength: track)
        #expect(long.length == ScrollIndicator.minimumLength)
    }
}
